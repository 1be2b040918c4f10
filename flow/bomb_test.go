package flow_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/jevtest/jev/flow"
)

// A flow built of nested aliases (10⁹ strings if expanded; decoding it
// never ended) is refused at once as an invalid flow saying so.
func TestAliasBombIsRefused(t *testing.T) {
	var b strings.Builder
	b.WriteString("flow: f\nstart: /\nsteps:\n  - intent: &a0 [x, x, x, x, x, x, x, x, x, x]\n    action: click\n")
	for i := 1; i < 9; i++ {
		fmt.Fprintf(&b, "  - intent: &a%d [*a%[2]d, *a%[2]d, *a%[2]d, *a%[2]d, *a%[2]d, *a%[2]d, *a%[2]d, *a%[2]d, *a%[2]d, *a%[2]d]\n    action: click\n", i, i-1)
	}
	_, err := flow.Parse([]byte(b.String()), "bomb.yaml")
	var fe *flow.FormatError
	if !errors.As(err, &fe) || !errors.Is(err, flow.ErrInvalidFlow) || fe.Line != 1 || !strings.Contains(err.Error(), "aliases expand to more than 100000 nodes") {
		t.Fatalf("err = %v; want a FormatError at bomb.yaml:1 saying the aliases expand too far", err)
	}
}
