package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// jev compare --actual-text with an engine that cannot be configured (an
// exec: command that does not exist) is bad input, exit 2, as jev assert,
// compare --url and locate already were; it was exit 1, as if the engine
// had failed on the question.
func TestCompareTextWithUnconfigurableEngineIsBadInput(t *testing.T) {
	localEnv(t)
	missing := filepath.Join(t.TempDir(), "no-such-engine")
	code, out, errOut := jev(t, "compare", "--actual-text", "Pro", "--expected", "Professional yearly", "--decider", "exec:"+missing)
	want := "configuration: command"
	if code != 2 || out != "" || !strings.Contains(errOut, want) || !strings.Contains(errOut, "check JEV_DECIDER=exec:") {
		t.Errorf("exit %d stdout %q stderr %q; want exit 2 and %q", code, out, errOut, want)
	}
}

// jev replay of a spec 2 trace cut short (records, no end record: the
// recording process was killed) is exit 2 naming the file and the fix; it
// was "PASS (1 record)", exit 0.
func TestReplayOfACutTraceIsBadInput(t *testing.T) {
	localEnv(t)
	p := filepath.Join(t.TempDir(), "cut.jsonl")
	data := `{"kind":"run","spec":2,"flow":"plan"}` + "\n" +
		`{"kind":"action","at":"2026-12-02T04:24:03.576Z","tool":"goto","request":{"url":"about:blank"},"result":{"ok":true}}` + "\n"
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := jev(t, "replay", p)
	want := "replay: the trace has no end record: " + p + " stops after line 2"
	if code != 2 || !strings.Contains(out+errOut, want) || !strings.Contains(out+errOut, "record it again") || strings.Contains(out, "PASS") {
		t.Errorf("exit %d stdout %q stderr %q; want exit 2 and %q", code, out, errOut, want)
	}
}

// A decision file (JEV_DECISIONS) with a broken line is bad input, exit 2
// naming the file and line; it was exit 1, "server: unclassified decider
// error".
func TestBrokenDecisionFileIsBadInput(t *testing.T) {
	localEnv(t)
	p := filepath.Join(t.TempDir(), "decisions.jsonl")
	if err := os.WriteFile(p, []byte("{\"garbage\": \n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("JEV_DECISIONS", p)
	t.Setenv("JEV_DECISIONS_MODE", "replay")
	code, out, errOut := jev(t, "compare", "--actual-text", "Pro (yearly)", "--context", "Plan", "--expected", "Professional annual")
	want := "configuration: the decision file (JEV_DECISIONS) cannot be used: decisions: " + p + ":1:"
	if code != 2 || out != "" || !strings.Contains(errOut, want) {
		t.Errorf("exit %d stdout %q stderr %q; want exit 2 and %q", code, out, errOut, want)
	}
}

// JavaScript dialogs a page opens while jev assert, compare, locate or run
// reads it are answered as before (dismissed; beforeunload accepted) and
// named on stderr when the command ends, a credential in their text
// masked; they were answered silently, so a page that alerted at every
// load still read "passed" with nothing said.
func TestCommandsNameTheDialogsThePageOpened(t *testing.T) {
	localEnv(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><title>Plan</title><dl><dt>Plan</dt><dd>Pro (yearly)</dd></dl><script>
			for (let i = 0; i < 3; i++) alert('Session expires soon');
			confirm('Open https://bob:hunter2-S3cret@example.test/?token=abc123 again?');
		</script>`)
	}))
	defer srv.Close()
	code, out, errOut := jev(t, "assert", "--url", srv.URL+"/", "--selector", "dd", "--expected", "Pro (yearly)")
	want := `jev: note: the page opened 4 dialogs: alert "Session expires soon" (dismissed) ×3, confirm "Open https://example.test/?token=*** again?" (dismissed)`
	if code != 0 || !strings.Contains(out, "passed") || !strings.Contains(errOut, want) || strings.Contains(out+errOut, "S3cret") || strings.Contains(out+errOut, "abc123") {
		t.Errorf("exit %d stdout %q stderr %q; want exit 0, passed and %q", code, out, errOut, want)
	}
}
