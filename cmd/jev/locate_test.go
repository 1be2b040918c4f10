package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

const rowsPage = `<!doctype html><title>Todos</title>
<ul><li>Buy milk <button>Delete</button></li><li>Walk dog <button>Delete</button></li></ul>
<a href="/manage">Manage plan</a>`

// --candidates prints the shortlist the decider weighed: after the located
// target, and on stdout when nothing is located (the error on stderr).
func TestLocateCandidates(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_DECIDER", "")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, rowsPage)
	}))
	t.Cleanup(srv.Close)
	url := srv.URL + "/"

	code, out, errOut := jev(t, "locate", "--url", url, "--description", "the Delete button", "--candidates")
	if code != 1 || !strings.HasPrefix(errOut, `jev: locate "the Delete button": `) || !strings.Contains(errOut, "; candidates: ") {
		t.Errorf("exit %d stderr %q, want 1 and the error listing candidates", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 3 || lines[0] != "candidates:" || !strings.HasPrefix(lines[1], "  1. f0:c") || !strings.Contains(lines[1], `button "Delete"`) || !strings.Contains(lines[2], `button "Delete"`) {
		t.Errorf("stdout %q, want both Delete buttons listed", out)
	}

	code, out, errOut = jev(t, "locate", "--url", url, "--description", "Manage plan", "--candidates")
	if code != 0 || errOut != "" || !strings.Contains(out, "candidates:\n  1. f0:c3 link \"Manage plan\"") {
		t.Errorf("exit %d stderr %q stdout %q, want the located link first in the candidates", code, errOut, out)
	}
}
