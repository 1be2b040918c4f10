package jevtest_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
	"github.com/playwright-community/playwright-go"
)

const dialogActsPage = `<!doctype html><meta charset=utf-8><title>Project</title><h1>Project</h1>
<p>Current plan: <span id=plan>Pro</span></p>
<button id=save onclick="alert('Saved')">Save</button>
<button id=del onclick="if (confirm('Delete the project?')) location.href = '/deleted'">Delete the project</button>
<button id=ticks onclick="setInterval(() => alert('tick'), 5)">Start ticking</button>
<a id=away href="/deleted">Leave</a>
<p id=out>none</p>`

func dialogActsSite(t *testing.T) string {
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, dialogActsPage) })
	mux.HandleFunc("/guarded", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, strings.Replace(dialogActsPage, "<title>", `<script>addEventListener('beforeunload', e => { e.preventDefault(); e.returnValue = '' })</script><title>`, 1))
	})
	mux.HandleFunc("/deleted", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><title>Deleted</title><h1>Deleted</h1><p>Current plan: <span id=plan>None</span></p>`)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL
}

// A confirm during an act that the session answers (dismissed) leaves the
// page where it was: the assertion after it is about that document. A
// beforeunload while leaving is accepted, and the assertions after it are
// about the new document. Dialogs opened every 5 ms while assertions run
// are answered and never stall or mislead them.
func TestDialogsDuringActsAndAsserts(t *testing.T) {
	base := dialogActsSite(t)
	lt := &logTB{T: t}
	s := jevtest.New(lt, jevtest.WithResultsDir(t.TempDir()))
	s.Goto(base + "/guarded")
	plan := compare.Text(s.Page().Locator("#plan"))
	s.Click(s.Locate("the delete project button"))
	s.Assert(plan, "Pro")
	if err := s.Page().Locator("#away").Click(); err != nil {
		t.Fatalf("click the link: %v", err)
	}
	s.Assert(compare.Text(s.Page().Locator("h1")), "Deleted")
	s.Assert(compare.Describe("the current plan"), "None")
	ds := s.Dialogs()
	if len(ds) != 2 || ds[0] != (jevtest.Dialog{Type: "confirm", Message: "Delete the project?", Handled: "dismissed"}) ||
		ds[1].Type != "beforeunload" || ds[1].Handled != "accepted" {
		t.Errorf("Dialogs = %+v; want the confirm dismissed, the beforeunload accepted", ds)
	}

	s.Goto(base + "/")
	s.Click(s.Locate("the start ticking button"))
	for i := 0; i < 3; i++ {
		s.Assert(plan, "Pro")
		s.Assert(compare.Describe("the current plan"), "Pro")
	}
	if r, _ := s.TryAssert(plan, "None"); r.Status == semantic.StatusPassed {
		t.Errorf("Pro against None while dialogs open: passed; want not passed")
	}
	if ds := s.Dialogs(); len(ds) < 3 || ds[2] != (jevtest.Dialog{Type: "alert", Message: "tick", Handled: "dismissed"}) {
		t.Errorf("Dialogs = %+v; want the ticks dismissed", ds[:min(len(ds), 3)])
	}
	lt.mu.Lock()
	logs := strings.Join(lt.logs, "\n")
	lt.mu.Unlock()
	if !strings.Contains(logs, `dialogs before this: alert "tick" (dismissed) ×`) {
		t.Errorf("log:\n%s\nwant the repeated tick counted once", logs)
	}
}

// A test's own dialog handler that never answers leaves the page stuck on
// an alert: the assertion after it ends within its budget with a timeout,
// never a pass and never a hang.
func TestUnansweredDialogNeverPassesNorHangs(t *testing.T) {
	base := dialogActsSite(t)
	s := jevtest.New(t, jevtest.WithResultsDir(t.TempDir()))
	s.Goto(base + "/")
	s.Page().OnDialog(func(playwright.Dialog) {}) // the test's: it never answers
	if err := s.Page().Locator("#save").Click(playwright.LocatorClickOptions{Timeout: playwright.Float(5000)}); err != nil {
		t.Logf("click: %v", err)
	}
	start := time.Now()
	r, err := s.TryAssert(compare.Text(s.Page().Locator("#plan")), "Pro")
	took := time.Since(start)
	if r.Status == semantic.StatusPassed && err == nil {
		// reading a locator's text through the driver does not need the
		// page's script: a pass on the live document is correct
		t.Logf("passed in %v while an alert was open", took)
	} else if !errors.Is(err, observe.ErrTimeout) && r.Status != semantic.StatusInconclusive {
		t.Errorf("assert with an alert open: %s, %v; want passed, or inconclusive / a timeout", r.Status, err)
	}
	if took > compare.DefaultTimeout+5*time.Second {
		t.Errorf("the assertion took %v; want it bounded by %v", took, compare.DefaultTimeout)
	}
	t.Logf("locator assert with an alert open: %s %v in %v", r.Status, err, took)
}

// The trace records the dialogs: each semantic record lists those opened
// since the record before it, the end record all of them (credentials
// masked), and the trace still replays (they were not in the trace: a
// replay had no word of what the page had asked).
func TestDialogsAreInTheTrace(t *testing.T) {
	base := dialogActsSite(t)
	dir := t.TempDir()
	t.Run("record", func(t *testing.T) {
		s := jevtest.New(t, jevtest.WithTraceDir(dir), jevtest.WithResultsDir(t.TempDir()))
		s.Goto(base + "/guarded")
		s.Click(s.Locate("the delete project button"))
		s.Assert(compare.Text(s.Page().Locator("#plan")), "Pro")
		if _, err := s.Page().Evaluate(`() => setTimeout(() => alert('token at http://u:S3cretPass@example.test/'), 0)`); err != nil {
			t.Errorf("evaluate: %v", err)
		}
		if err := s.Page().Locator("#away").Click(); err != nil {
			t.Errorf("click the link: %v", err)
		}
		s.Assert(compare.Text(s.Page().Locator("h1")), "Deleted")
	})
	path := filepath.Join(dir, "jevtest-TestDialogsAreInTheTrace_record.jsonl")
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var per [][]trace.Dialog
	for _, r := range tr.Records {
		if r.Semantic != nil {
			per = append(per, r.Semantic.Dialogs)
		}
	}
	confirm := trace.Dialog{Type: "confirm", Message: "Delete the project?", Handled: "dismissed"}
	alert := trace.Dialog{Type: "alert", Message: "token at http://example.test/", Handled: "dismissed"}
	if len(per) != 3 || len(per[0]) != 0 || len(per[1]) != 1 || per[1][0] != confirm ||
		len(per[2]) != 2 || per[2][0] != alert || per[2][1].Type != "beforeunload" || per[2][1].Handled != "accepted" {
		t.Fatalf("dialogs per semantic record (locate, assert, assert) = %+v", per)
	}
	if end := tr.End(); end == nil || len(end.Dialogs) != 3 || end.Dialogs[0] != confirm {
		t.Fatalf("end record %+v; want the three dialogs", end)
	}
	if data, _ := os.ReadFile(path); strings.Contains(string(data), "S3cretPass") {
		t.Errorf("a credential in a dialog reached the trace")
	}
	r, err := replay.New(replay.WithExecute(true))
	if err != nil {
		t.Fatal(err)
	}
	if res := r.RunFile(context.Background(), path); res.Status != replay.TracePassed {
		t.Errorf("replay --execute: %s %s %+v", res.Status, res.Error, res.Failures())
	}
}
