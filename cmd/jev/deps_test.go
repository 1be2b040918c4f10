package main

import (
	"os/exec"
	"strings"
	"testing"
)

// The jev binary is product code: it must not link anything under
// examples/, which holds only code a user would copy.
func TestCommandImportsNothingUnderExamples(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	var bad []string
	for _, p := range strings.Fields(string(out)) {
		if p == "github.com/jevtest/jev/examples" || strings.HasPrefix(p, "github.com/jevtest/jev/examples/") {
			bad = append(bad, p)
		}
	}
	if len(bad) > 0 {
		t.Errorf("cmd/jev depends on %v; move what it needs out of examples/", bad)
	}
}
