package trace_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestTraceIsPure pins the package boundary: reading and writing traces
// never links the browser driver, package testing or a test framework, so
// a program that only reads traces stays small and starts no browser.
// internal/redact (URL credentials) and internal/await (semantic's
// bounded wait), both standard library only, are the other jev packages
// it uses.
func TestTraceIsPure(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/jevtest/jev/trace").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 2 || deps[len(deps)-1] != "github.com/jevtest/jev/trace" {
		t.Fatalf("go list -deps listed no package:\n%s", out)
	}
	for _, d := range deps {
		switch {
		case strings.Contains(d, "playwright"), d == "testing", strings.HasPrefix(d, "testing/"),
			strings.Contains(d, "ginkgo"), strings.Contains(d, "gomega"),
			strings.HasPrefix(d, "github.com/jevtest/jev/") && d != "github.com/jevtest/jev/trace" && d != "github.com/jevtest/jev/semantic" &&
				d != "github.com/jevtest/jev/internal/redact" && // URL redaction: standard library only
				d != "github.com/jevtest/jev/internal/await": // semantic's bounded wait: standard library only
			t.Errorf("package trace depends on %s", d)
		}
	}
}
