package jevtest_test

import (
	_ "embed"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
	"github.com/playwright-community/playwright-go"
)

//go:embed testdata/todo.html
var todoPage string

// todoApp serves a small stateful todo page whose "Clear completed" label
// and "completed" counter word can be changed between record and replay.
type todoApp struct {
	*httptest.Server
	mu          sync.Mutex
	clear, done string
}

func newTodoApp(t *testing.T) *todoApp {
	t.Helper()
	app := &todoApp{clear: "Clear completed", done: "completed"}
	app.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		app.mu.Lock()
		page := strings.NewReplacer("CLEAR_LABEL", app.clear, "DONE_WORD", app.done).Replace(todoPage)
		app.mu.Unlock()
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(page))
	}))
	t.Cleanup(app.Close)
	return app
}

func (a *todoApp) set(clear, done string) {
	a.mu.Lock()
	a.clear, a.done = clear, done
	a.mu.Unlock()
}

// todoScenario adds, completes, filters, clears, edits and deletes todos,
// asserting the counters along the way.
func todoScenario(t *testing.T, s *jevtest.Session, url string) {
	t.Helper()
	expect := func(desc, want string) {
		t.Helper()
		if r := s.Assert(compare.Describe(desc), want); r.Status != semantic.StatusPassed {
			t.Fatalf("assert %q means %q: %s", desc, want, r.Status)
		}
	}
	s.Goto(url)
	for _, todo := range []string{"Buy milk", "Walk the dog", "Call mom"} {
		input := s.Locate("New todo")
		s.Fill(input, todo, jevtest.WithRecordedValue())
		s.Press(input, "Enter")
	}
	expect("items left", "3 items left")
	s.Check(s.Locate("Complete Buy milk"))
	expect("items left", "2 items left")
	expect("completed", "1 completed")
	s.Click(s.Locate("Active", jevtest.WithOpMinConfidence(0.5)))
	s.Click(s.Locate("All", jevtest.WithOpMinConfidence(0.5)))
	s.Click(s.Locate("Clear completed"))
	s.DblClick(s.Locate("Rename Walk the dog"))
	edit := s.Locate("Edit Walk the dog")
	s.Fill(edit, "Walk the cat", jevtest.WithRecordedValue())
	s.Press(edit, "Enter")
	s.Click(s.Locate("Delete Call mom"))
	expect("items left", "1 item left")
}

// A recorded todo scenario replays green on the unchanged page, and fails
// exactly where the page changed: on the records that used a renamed
// control, on the assertion that read a changed counter.
func TestTodoRecordReplay(t *testing.T) {
	app := newTodoApp(t)
	_, path := recordTrace(t, func(t *testing.T, s *jevtest.Session) { todoScenario(t, s, app.URL) })
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(tr.Steps()); n != 14 {
		t.Fatalf("%d step records, want 14 (one per act)", n)
	}
	// uses reports whether a record used (located or acted on) description.
	uses := func(st replay.StepReplay, desc string) bool { return strings.Contains(st.Intent, desc) }
	check := func(t *testing.T, res *replay.TraceResult, exit int, wantExit, wantChanged int, changed func(replay.StepReplay) bool) {
		t.Helper()
		n := 0
		for _, st := range res.Steps {
			if changed(st) {
				n++
			}
		}
		if n != wantChanged {
			t.Errorf("%d records use the changed part of the page, want %d", n, wantChanged)
		}
		if exit != wantExit {
			t.Errorf("exit %d, want %d (%s: %s)", exit, wantExit, res.Status, res.Error)
		}
		for _, st := range res.Steps {
			want := !changed(st)
			okish := st.Status == replay.StatusOK || st.Status == replay.StatusMoved
			if want && !okish || !want && st.Status != replay.StatusChanged {
				t.Errorf("line %d %s %q: %s (%s)", st.Line, st.Kind, st.Intent, st.Status, st.Reason)
			}
		}
	}
	t.Run("unchanged", func(t *testing.T) {
		res, exit := replayTrace(t, tr, noEngine())
		check(t, res, exit, 0, 0, func(replay.StepReplay) bool { return false })
		executed := 0
		for _, st := range res.Steps {
			if st.Executed {
				executed++
			}
		}
		if executed != 15 { // the goto and the 14 acts
			t.Errorf("%d records executed, want 15", executed)
		}
	})
	t.Run("renamed control", func(t *testing.T) {
		app.set("Remove done", "completed")
		defer app.set("Clear completed", "completed")
		res, exit := replayTrace(t, tr, noEngine())
		check(t, res, exit, 1, 2, func(st replay.StepReplay) bool { return uses(st, "Clear completed") }) // its locate and its click
	})
	t.Run("counter text", func(t *testing.T) {
		app.set("Clear completed", "done")
		defer app.set("Clear completed", "completed")
		res, exit := replayTrace(t, tr, noEngine())
		check(t, res, exit, 1, 1, func(st replay.StepReplay) bool { return uses(st, `"completed" means`) })
	})
}

// Locator evidence replays by property: a checked state is re-read through
// the test's own locator and compared as a checked state.
func TestLocatorPropertyReplay(t *testing.T) {
	app := newTodoApp(t)
	_, path := recordTrace(t, func(t *testing.T, s *jevtest.Session) {
		s.Goto(app.URL)
		input := s.Locate("New todo")
		s.Fill(input, "Buy milk", jevtest.WithRecordedValue())
		s.Press(input, "Enter")
		box := s.Page().GetByRole("checkbox", playwright.PageGetByRoleOptions{Name: "Complete Buy milk"})
		if r := s.Assert(compare.Checked(box), "false"); r.Status != semantic.StatusPassed {
			t.Fatalf("unchecked: %s", r.Status)
		}
		s.Check(s.Locate("Complete Buy milk"))
		if r := s.Assert(compare.Checked(box), "true"); r.Status != semantic.StatusPassed {
			t.Fatalf("checked: %s", r.Status)
		}
	})
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var checked []*trace.SemanticRecord
	for _, s := range tr.Semantics() {
		if s.Op == trace.OpAssert {
			checked = append(checked, s)
		}
	}
	if len(checked) != 2 || checked[0].Evidence.Locator == nil || checked[0].Evidence.Locator.Property != "checked" ||
		!strings.Contains(checked[0].Evidence.Locator.Selector, "checkbox") {
		t.Fatalf("locator evidence not recorded: %+v", checked)
	}
	res, exit := replayTrace(t, tr, noEngine())
	if exit != 0 {
		for _, st := range res.Steps {
			t.Logf("line %d %s: %s (%s)", st.Line, st.Intent, st.Status, st.Reason)
		}
		t.Fatalf("unchanged page: exit %d (%s)", exit, res.Error)
	}
	// Skip the check on replay: the second assertion reads "false" now.
	edited := *tr
	edited.Records = nil
	for _, r := range tr.Records {
		if r.Step != nil && r.Step.Action != nil && r.Step.Action.Type == "check" {
			continue
		}
		edited.Records = append(edited.Records, r)
	}
	res, exit = replayTrace(t, &edited, noEngine())
	last := res.Steps[len(res.Steps)-1]
	if exit != 1 || last.Status != replay.StatusChanged || !strings.Contains(last.Reason, `(checked) was "true", now "false"`) {
		t.Errorf("exit %d, last %s (%s)", exit, last.Status, last.Reason)
	}
}
