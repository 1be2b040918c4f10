package trace_test

import (
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/apisize"
)

// traceAPISize pins the trace format package's exported surface (fewer
// than 100 names, like package replay; EvidenceOf is the one conversion
// to the recorded evidence). A change to it is deliberate:
// update the figure here.
const traceAPISize = 99

func TestTraceAPISize(t *testing.T) {
	names, err := apisize.Exported(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(names) != traceAPISize || len(names) >= 100 {
		t.Fatalf("package trace exports %d names, pinned at %d (must stay < 100):\n%s", len(names), traceAPISize, strings.Join(names, "\n"))
	}
}
