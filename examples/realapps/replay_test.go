package realapps_test

import (
	"context"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/examples/realapps/internal/apps"
	"github.com/jevtest/jev/examples/realapps/internal/tally"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/replay"
)

// A change to one app: Old becomes New in the file at File (relative to
// the app's directory).
type change struct{ File, Old, New string }

// changes per app: the "Clear completed" control renamed, and the
// counter's "left" changed, each in the file that holds the text.
var changes = map[string]struct{ rename, counter []change }{
	"vanillajs": {
		rename:  []change{{"index.html", "Clear completed", "Remove done"}, {"js/template.js", "Clear completed", "Remove done"}},
		counter: []change{{"js/template.js", "' left'", "' to do'"}},
	},
	"jquery":    {rename: []change{{"index.html", "Clear completed", "Remove done"}}, counter: []change{{"index.html", "{{activeTodoWord}} left", "{{activeTodoWord}} to do"}}},
	"backbone":  {rename: []change{{"index.html", "Clear completed", "Remove done"}}, counter: []change{{"index.html", "%> left", "%> to do"}}},
	"angularjs": {rename: []change{{"index.html", "Clear completed", "Remove done"}}, counter: []change{{"index.html", "'item left', other: 'items left'", "'item to do', other: 'items to do'"}}},
	"react":     {rename: []change{{"js/footer.jsx", "Clear completed", "Remove done"}}, counter: []change{{"js/footer.jsx", "{activeTodoWord} left", "{activeTodoWord} to do"}}},
	"vue":       {rename: []change{{"index.html", "Clear completed", "Remove done"}}, counter: []change{{"index.html", "pluralize item}} left", "pluralize item}} to do"}}},
	"emberjs":   {rename: []change{{"index.html", "Clear completed", "Remove done"}}, counter: []change{{"index.html", "remaining.length}} left", "remaining.length}} to do"}}},
	"knockoutjs": {
		rename: []change{{"index.html", "Clear completed", "Remove done"}}, counter: []change{{"index.html", "</span> left", "</span> to do"}},
	},
	"mithril": {rename: []change{{"js/views/footer-view.js", "Clear completed", "Remove done"}}, counter: []change{{"js/views/footer-view.js", "+ ' left'", "+ ' to do'"}}},
}

// Descriptions of the steps the changes touch.
const clearDesc = "the button that removes all completed todos"

// recorder runs the stateful scenario with trace recording on and counts
// which acts went through jevtest on a located target (those are in the
// trace) and which had to use the test's selector (those are not).
type recorder struct {
	*todo
	acts, traced int
}

func (r *recorder) act(tgt locate.Target, ok bool, do func(locate.Target, bool)) {
	r.acts++
	if ok {
		r.traced++
	}
	do(tgt, ok)
}

// key is a key press; jevtest has no Press yet, so it is never traced.
func (r *recorder) key(k string) {
	r.acts++
	r.must(r.page.Keyboard().Press(k), "pressing "+k)
}

// recordScenario adds, completes, filters, clears, edits and deletes todos,
// asserting the counter on the way.
func recordScenario(r *recorder) {
	sel := selNewTodo
	in, ok := r.locate("the input for a new todo", sel)
	for _, title := range []string{"Buy milk", "Walk dog", "Feed cat"} {
		r.act(in, ok, func(t locate.Target, ok bool) { r.fill(t, ok, sel, title) })
		r.key("Enter")
		r.must(r.page.Locator(selRow(title)).WaitFor(), "waiting for "+title)
	}
	tg, ok := r.locate("the checkbox that marks 'Walk dog' as done", selToggle("Walk dog"))
	r.act(tg, ok, func(t locate.Target, ok bool) { r.tick(t, ok, selToggle("Walk dog")) })
	r.assertCount("two todos remaining")
	ac, ok := r.locate("the Active filter", selFilter("Active"))
	r.act(ac, ok, func(t locate.Target, ok bool) { r.click(t, ok, selFilter("Active")) })
	al, ok := r.locate("the All filter", selFilter("All"))
	r.act(al, ok, func(t locate.Target, ok bool) { r.click(t, ok, selFilter("All")) })
	cc, ok := r.locate(clearDesc, selClearCompleted)
	r.act(cc, ok, func(t locate.Target, ok bool) { r.click(t, ok, selClearCompleted) })
	r.waitGone(selRow("Walk dog"))
	r.assertCount("two todos remaining")
	r.acts++ // double-click: jevtest has no DblClick yet
	r.must(r.page.Locator(selLabel("Feed cat")).Dblclick(), "double-clicking Feed cat")
	ed, ok := r.locate("the field that edits the 'Feed cat' todo", selEditing)
	r.act(ed, ok, func(t locate.Target, ok bool) { r.fill(t, ok, selEditing, "Feed the cat") })
	r.key("Enter")
	r.waitGone(selEditing)
	r.hover("Buy milk")
	del, ok := r.locate("the delete button of the 'Buy milk' row", selDelete("Buy milk"))
	r.act(del, ok, func(t locate.Target, ok bool) { r.click(t, ok, selDelete("Buy milk")) })
	r.waitGone(selRow("Buy milk"))
	r.assertCount("one todo remaining")
}

func (r *recorder) fill(tgt locate.Target, ok bool, selector, value string) {
	r.t.Helper()
	if ok {
		r.s.Fill(tgt, value)
		return
	}
	r.must(r.page.Locator(selector).Fill(value), "filling "+selector)
}

// assertCount asserts the counter read through its locator (a locator has
// source authority, so the record is replayable whatever the engine's
// grounding does). The verdict is the recorded run's; it is not judged.
func (r *recorder) assertCount(expected string) {
	r.t.Helper()
	_, _ = r.s.TryAssert(jevtest.Text(r.page.Locator(selCount)), expected)
}

// replayVariant replays the trace against base (the app served as is or
// changed) and judges the result against the records that depend on the
// change.
func replayVariant(t *testing.T, trace *replay.Trace, base string, changed bool, dependent map[int]bool) tally.Variant {
	t.Helper()
	s := jevtest.New(t)
	offline(t, s)
	rp, err := replay.New(replay.WithExecute(true), replay.WithBaseURL(base))
	if err != nil {
		t.Fatal(err)
	}
	res, err := rp.Replay(context.Background(), s.Page(), trace)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	v := tally.Variant{Status: string(res.Status), Counts: map[string]int{}, Error: res.Error}
	depOK := false
	for _, st := range res.Steps {
		v.Counts[string(st.Status)]++
		failing := st.Status.Fails()
		switch {
		case changed && dependent[st.Line]:
			v.Dependent++
			if failing {
				v.Caught++
			} else if st.Status != replay.StatusSkipped {
				depOK = true
				t.Errorf("REPLAY FALSE PASS: record on line %d depends on the change and replayed %s: %s", st.Line, st.Status, st.Reason)
			}
		case failing:
			v.Collateral++
		}
	}
	if changed && v.Dependent > 0 && res.Status == replay.TracePassed {
		t.Errorf("REPLAY FALSE PASS: the changed app replayed as passed although %d records depend on the change", v.Dependent)
		depOK = true
	}
	v.FalsePass = depOK
	return v
}

// dependents returns the lines of the records that depend on each change:
// the locate of the renamed control, and the assertions that read the
// counter's text.
func dependents(trace *replay.Trace) (rename, counter map[int]bool) {
	rename, counter = map[int]bool{}, map[int]bool{}
	for _, rec := range trace.Records {
		sr := rec.Semantic
		if sr == nil {
			continue
		}
		if sr.Op == replay.OpLocate && sr.Description == clearDesc {
			rename[rec.Line] = true
		}
		if sr.Op == replay.OpAssert && sr.Evidence != nil && strings.Contains(sr.Evidence.Text, "left") {
			counter[rec.Line] = true
		}
	}
	return rename, counter
}

// changedServer serves the apps with the changes applied and checks that
// each change took.
func changedServer(t *testing.T, app string, cs []change) *apps.Server {
	t.Helper()
	srv, err := apps.Serve(root, mounts()...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	var rws []apps.Rewrite
	for _, c := range cs {
		rws = append(rws, apps.Rewrite{URL: "/todomvc/examples/" + app + "/" + c.File, Old: c.Old, New: c.New})
	}
	srv.SetRewrites(rws)
	for _, rw := range rws {
		res, err := http.Get(srv.URL + rw.URL)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if !strings.Contains(string(b), rw.New) {
			t.Fatalf("the change %q → %q did not take in %s", rw.Old, rw.New, rw.URL)
		}
	}
	return srv
}

// replayApp records the scenario on one app, then replays its trace with
// --execute on the unchanged app, with the control renamed and with the
// counter's text changed.
func replayApp(t *testing.T, a todoApp, into *tally.Tally) {
	dir := t.TempDir()
	var rec *recorder
	t.Run("record", func(t *testing.T) {
		s := jevtest.New(t, jevtest.WithTraceDir(dir))
		offline(t, s)
		s.Goto(a.url())
		d := &todo{probe: newProbe(t, s, a.name, a.split, "replay"), page: s.Page()}
		d.probe.tally = &tally.Tally{} // judged for safety, not counted in the check table
		rec = &recorder{todo: d}
		recordScenario(rec)
	})
	if rec == nil || t.Failed() {
		t.Fatal("the recording did not complete")
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(paths) != 1 {
		t.Fatalf("the recording wrote %d traces, want 1", len(paths))
	}
	trace, err := replay.ReadFile(paths[0])
	if err != nil {
		t.Fatalf("reading the recorded trace: %v", err)
	}
	rename, counter := dependents(trace)
	r := tally.Replay{App: a.name, Split: a.split, Records: len(trace.Records), Acts: rec.acts, ActsTraced: rec.traced}
	r.Unchanged = replayVariant(t, trace, server.URL, false, nil)
	r.Renamed = replayVariant(t, trace, changedServer(t, a.name, changes[a.name].rename).URL, true, rename)
	r.Counter = replayVariant(t, trace, changedServer(t, a.name, changes[a.name].counter).URL, true, counter)
	into.AddReplay(r)
}

// TestRecordAndReplay records a stateful scenario per app and replays it
// (issue 12's end-to-end judgement). A changed app whose dependent record
// replays as ok fails the test; the rest is measured and reported.
func TestRecordAndReplay(t *testing.T) {
	t.Run("apps", func(t *testing.T) {
		for _, a := range todoApps {
			t.Run(a.name, func(t *testing.T) {
				t.Parallel()
				replayApp(t, a, &results)
			})
		}
	})
	t.Logf("record and replay:\n%s", results.ReplaySummary())
	pinSafety(t)
}
