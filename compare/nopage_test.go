package compare

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// A description asserted on a Comparer with no page is a request error
// that says so (it was an observation error "target_closed: nil page"),
// and no engine is asked.
func TestDescriptionWithoutPageIsInvalidRequest(t *testing.T) {
	rec := decider(func(semantic.Question, semantic.State) (string, map[string]float64) {
		return semantic.ChoiceEquivalent, map[string]float64{semantic.ChoiceEquivalent: 1}
	})
	c := New(nil, WithDecider(rec))
	for _, op := range []func() error{
		func() error {
			_, err := c.Assert(context.Background(), Request{Actual: Describe("Current plan"), Expected: "Pro"})
			return err
		},
		func() error {
			_, err := c.Compare(context.Background(), Request{Actual: Describe("Current plan"), Expected: "Pro"})
			return err
		},
	} {
		err := op()
		var re *RequestError
		if !errors.Is(err, ErrInvalidRequest) || !errors.As(err, &re) || !strings.Contains(err.Error(), "the Comparer has no page") {
			t.Errorf("err = %v; want a *RequestError (ErrInvalidRequest) saying the Comparer has no page", err)
		}
	}
	if n := len(rec.Calls()); n != 0 {
		t.Errorf("%d engine requests; want none", n)
	}
}
