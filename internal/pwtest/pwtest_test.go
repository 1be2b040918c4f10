package pwtest

import (
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

func TestMain(m *testing.M) { Main(m) }

func TestOpenServesThePageWithTheOptions(t *testing.T) {
	page := Open(t, `<h1 id=h>hello</h1><p id=w></p><script>document.getElementById('w').textContent = innerWidth + "x" + innerHeight</script>`,
		WithViewport(640, 480), WithTimeout(5*time.Second))
	if title, err := page.Title(); err != nil || title != "T" {
		t.Fatalf("title %q err %v", title, err)
	}
	if got := Eval(t, page, `document.getElementById('w').textContent`); got != "640x480" {
		t.Fatalf("viewport %v, want 640x480", got)
	}
}

// A browser that cannot start fails the test that needs it (never a skip):
// the page test above, run in a child process pointed at a browser server
// nobody runs.
func TestABrowserThatCannotStartFailsTheTest(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestOpenServesThePageWithTheOptions$", "-test.v")
	cmd.Env = append(os.Environ(), "JEV_BROWSER_WS=ws://127.0.0.1:1/nobody", "JEV_CDP_URL=")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("the child passed without a browser:\n%s", out)
	}
	s := string(out)
	if !strings.Contains(s, "--- FAIL: TestOpenServesThePageWithTheOptions") || !strings.Contains(s, "browser: ") || strings.Contains(s, "--- SKIP") {
		t.Fatalf("want the page test to fail with the browser error, got:\n%s", s)
	}
}
