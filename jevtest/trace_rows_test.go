package jevtest_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/trace"
)

// A locate record keeps each candidate's row (the trace format's row
// field): replay needs it to tell per-row controls with the same
// fingerprint apart, and to observe the rows at all.
func TestTraceRecordsRows(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><title>T</title><ul>
<li><input type=checkbox aria-label="Done"> Buy milk</li>
<li><input type=checkbox aria-label="Done"> Walk dog</li></ul>`)
	}))
	t.Cleanup(srv.Close)
	dir := t.TempDir()
	var path string
	t.Run("record", func(t *testing.T) {
		s := jevtest.New(t, jevtest.WithTraceDir(dir), jevtest.WithDecider(lexical.New()))
		path = s.TracePath()
		s.Goto(srv.URL + "/")
		s.Locate("the Done checkbox of the 'Walk dog' row")
	})
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sems := tr.Semantics()
	if len(sems) != 1 {
		t.Fatalf("%d semantic records, want 1", len(sems))
	}
	rows := map[string]bool{}
	for _, c := range sems[0].Targets {
		rows[c.Row] = true
	}
	if !rows["Buy milk"] || !rows["Walk dog"] {
		t.Fatalf("recorded candidates' rows %v, want Buy milk and Walk dog: %+v", rows, sems[0].Targets)
	}
}
