package replay_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/apisize"
)

// replayAPISize pins the engine's exported surface (issue: fewer than 100
// names, each used by a caller or documented as an extension point). A
// change to it is deliberate: update the figure and docs/trace-format.md.
const replayAPISize = 88

func TestReplayAPISize(t *testing.T) {
	names, err := apisize.Exported(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(names) != replayAPISize || len(names) >= 100 {
		t.Fatalf("package replay exports %d names, pinned at %d (must stay < 100):\n%s", len(names), replayAPISize, strings.Join(names, "\n"))
	}
}

// TestNoTestFrameworkInTheBinary: the jev command replays traces through
// this package without linking Ginkgo, Gomega or package testing (the
// runners that need them live in replay/replaytest and replay/replayginkgo).
func TestNoTestFrameworkInTheBinary(t *testing.T) {
	for _, pkg := range []string{"github.com/jevtest/jev/replay", "github.com/jevtest/jev/cmd/jev"} {
		out, err := exec.Command("go", "list", "-deps", pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		if !strings.Contains(string(out), "github.com/playwright-community/playwright-go\n") {
			t.Fatalf("go list -deps %s does not list playwright-go: the listing is not what this test expects:\n%s", pkg, out)
		}
		for _, d := range strings.Fields(string(out)) {
			if strings.Contains(d, "ginkgo") || strings.Contains(d, "gomega") || d == "testing" {
				t.Errorf("%s depends on %s", pkg, d)
			}
		}
	}
}
