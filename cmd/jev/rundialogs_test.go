package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/jevtest/jev/trace"
)

// `jev run --trace` records the JavaScript dialogs its page opened as
// jevtest's traces do: each semantic record lists those opened since the
// record before it, the end record every one, credentials masked; the
// trace replays, and the replay names the dialogs the replayed page
// opened. They were in no `jev run` trace (only on stderr), and the replay
// answered them silently.
func TestRunTraceRecordsDialogs(t *testing.T) {
	localEnv(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><title>Plan</title><dl><dt>Plan</dt><dd id=plan>Pro (yearly)</dd></dl>
			<button onclick="confirm('Renew https://bob:hunter2-S3cret@example.test/?token=abc123 now?')">Renew</button>
			<script>alert('Session expires soon'); alert('Session expires soon');</script>`)
	}))
	defer srv.Close()
	dir := t.TempDir()
	flowPath, tracePath := filepath.Join(dir, "renew.yaml"), filepath.Join(dir, "renew.jsonl")
	flowText := "flow: renew\nstart: " + srv.URL + "/\nsteps:\n" +
		"  - expect_semantic:\n      selector: '#plan'\n      expected: Pro (yearly)\n" +
		"  - intent: the Renew button\n    action: click\n" +
		"  - expect_semantic:\n      selector: '#plan'\n      expected: Pro (yearly)\n"
	if err := os.WriteFile(flowPath, []byte(flowText), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := jev(t, "run", "--trace", tracePath, flowPath)
	if code != 0 {
		t.Fatalf("run: exit %d stdout %q stderr %q; want 0", code, out, errOut)
	}
	tr, err := trace.ReadFile(tracePath)
	if err != nil {
		t.Fatal(err)
	}
	alert := trace.Dialog{Type: "alert", Message: "Session expires soon", Handled: "dismissed"}
	confirm := trace.Dialog{Type: "confirm", Message: "Renew https://example.test/?token=*** now?", Handled: "dismissed"}
	var got [][]trace.Dialog
	for _, r := range tr.Records {
		if r.Semantic != nil {
			got = append(got, r.Semantic.Dialogs)
		}
	}
	if want := [][]trace.Dialog{{alert, alert}, {confirm}}; !reflect.DeepEqual(got, want) {
		t.Errorf("semantic records' dialogs = %+v; want %+v", got, want)
	}
	if end := tr.End(); end == nil || !reflect.DeepEqual(end.Dialogs, []trace.Dialog{alert, alert, confirm}) {
		t.Errorf("end record = %+v; want every dialog of the run", end)
	}
	if data, _ := os.ReadFile(tracePath); strings.Contains(string(data), "S3cret") || strings.Contains(string(data), "abc123") {
		t.Errorf("the trace holds the address's credentials:\n%s", data)
	}
	code, out, errOut = jev(t, "replay", "--execute", tracePath)
	want := `      dialogs: the page opened 3 dialogs: alert "Session expires soon" (dismissed) ×2, confirm "Renew https://example.test/?token=*** now?" (dismissed)` + "\n"
	if code != 0 || !strings.Contains(out, want) || strings.Contains(out, "S3cret") {
		t.Errorf("replay --execute: exit %d stdout %q stderr %q; want 0 and %q (the replayed page's dialogs were answered silently)", code, out, errOut, want)
	}
}
