package realapps_test

import (
	"context"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/examples/realapps/internal/apps"
	"github.com/jevtest/jev/examples/realapps/internal/tally"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
	"github.com/playwright-community/playwright-go"
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
const clearDesc = "the Clear completed button"

// recorder runs the stateful scenario with trace recording on and counts
// which acts went through jevtest on a located target (those are in the
// trace) and which had to use the test's selector because the locate
// missed (those are not, so the replay cannot rebuild the state).
type recorder struct {
	*todo
	acts, traced int
}

// on locates description (judged against selector) and runs do on the
// located target through jevtest; when the locate misses, or is not the
// right element, fallback runs the act through the selector instead. A
// target below the threshold or a wrong one is never acted on.
func (r *recorder) on(description, selector string, do func(locate.Target), fallback func(playwright.Locator) error) locate.Target {
	r.t.Helper()
	r.acts++
	tgt, ok := r.locate(description, selector)
	if ok {
		r.traced++
		do(tgt)
		return tgt
	}
	r.t.Logf("%s: %q missed; acting through %s (not traced)", r.check, description, selector)
	r.must(fallback(r.page.Locator(selector)), "acting on "+selector)
	return locate.Target{}
}

// again runs one more act on a target already located (pressing Enter in
// the field just filled); a zero target (the locate missed) acts through
// selector.
func (r *recorder) again(tgt locate.Target, selector string, do func(locate.Target), fallback func(playwright.Locator) error) {
	r.t.Helper()
	r.acts++
	if tgt.Snapshot != nil {
		r.traced++
		do(tgt)
		return
	}
	r.must(fallback(r.page.Locator(selector)), "acting on "+selector)
}

// recordScenario adds, completes, filters, clears, edits and deletes todos,
// asserting the counter on the way. Every act goes through jevtest on a
// located target (typed values recorded, so replay --execute retypes
// them); the descriptions are the controls' direct names, because the
// scenario measures replay, not the engine.
func recordScenario(r *recorder) {
	s := r.s
	rec := jevtest.WithRecordedValue()
	for _, title := range []string{"Buy milk", "Walk dog", "Feed cat"} {
		in := r.on("the 'What needs to be done?' field", selNewTodo,
			func(t locate.Target) { s.Fill(t, title, rec) }, func(l playwright.Locator) error { return l.Fill(title) })
		r.again(in, selNewTodo, func(t locate.Target) { s.Press(t, "Enter") }, func(l playwright.Locator) error { return l.Press("Enter") })
		r.must(r.page.Locator(selRow(title)).WaitFor(), "waiting for "+title)
	}
	r.on("the checkbox of the 'Walk dog' todo", selToggle("Walk dog"),
		func(t locate.Target) { s.Check(t) }, func(l playwright.Locator) error { return l.Check() })
	r.assertCount("2 items left")
	r.on("the 'Active' link", selFilter("Active"), func(t locate.Target) { s.Click(t) }, func(l playwright.Locator) error { return l.Click() })
	r.on("the 'All' link", selFilter("All"), func(t locate.Target) { s.Click(t) }, func(l playwright.Locator) error { return l.Click() })
	r.on(clearDesc, selClearCompleted, func(t locate.Target) { s.Click(t) }, func(l playwright.Locator) error { return l.Click() })
	r.waitGone(selRow("Walk dog"))
	r.assertCount("2 items left")
	r.on("the 'Feed cat' todo", selLabel("Feed cat"), func(t locate.Target) { s.DblClick(t) }, func(l playwright.Locator) error { return l.Dblclick() })
	ed := r.on("Edit Feed cat", selEditing,
		func(t locate.Target) { s.Fill(t, "Feed the cat", rec) }, func(l playwright.Locator) error { return l.Fill("Feed the cat") })
	r.again(ed, selEditing, func(t locate.Target) { s.Press(t, "Enter") }, func(l playwright.Locator) error { return l.Press("Enter") })
	r.waitGone(selEditing)
	r.on("the checkbox of the 'Buy milk' todo", selToggle("Buy milk"), func(t locate.Target) { s.Hover(t) }, func(l playwright.Locator) error { return l.Hover() })
	r.on("the delete button of the 'Buy milk' todo", selDelete("Buy milk"), func(t locate.Target) { s.Click(t) }, func(l playwright.Locator) error { return l.Click() })
	r.waitGone(selRow("Buy milk"))
	r.assertCount("1 item left")
}

// assertCount asserts the counter read through its locator (a locator has
// source authority, so the record is replayable whatever the engine's
// grounding does). The claim is true: the recorded run has no deliberate
// failure, so a replay of the unchanged app must pass.
func (r *recorder) assertCount(expected string) {
	r.t.Helper()
	res, err := r.s.TryAssert(compare.Text(r.page.Locator(selCount)), expected)
	if err != nil || res.Status != semantic.StatusPassed {
		r.t.Errorf("%s: the counter %q did not pass: %s %v", r.check, expected, res.Status, err)
	}
}

// replayVariant replays the trace against base (the app served as is or
// changed) and judges the result against the records that depend on the
// change.
func replayVariant(t *testing.T, tr *trace.Trace, base string, changed bool, dependent map[int]bool) tally.Variant {
	t.Helper()
	s := jevtest.New(t)
	offline(t, s, base+"/")
	rp, err := replay.New(replay.WithExecute(true), replay.WithBaseURL(base))
	if err != nil {
		t.Fatal(err)
	}
	res, err := rp.Replay(context.Background(), s.Page(), tr)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	v := tally.Variant{Status: string(res.Status), Counts: map[string]int{}, Error: res.Error}
	depOK := false
	for _, st := range res.Steps {
		v.Counts[string(st.Status)]++
		if st.Status != replay.StatusOK {
			t.Logf("line %d: %s: %s", st.Line, st.Status, st.Reason)
		}
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
// the locate of the renamed control and the act on it, and the assertions
// that read the counter's text.
func dependents(tr *trace.Trace) (rename, counter map[int]bool) {
	rename, counter = map[int]bool{}, map[int]bool{}
	for _, rec := range tr.Records {
		if st := rec.Step; st != nil && st.Intent == clearDesc {
			rename[rec.Line] = true
		}
		sr := rec.Semantic
		if sr == nil {
			continue
		}
		if sr.Op == trace.OpLocate && sr.Description == clearDesc {
			rename[rec.Line] = true
		}
		if sr.Op == trace.OpAssert && sr.Evidence != nil && strings.Contains(sr.Evidence.Text, "left") {
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
	trace, err := trace.ReadFile(paths[0])
	if err != nil {
		t.Fatalf("reading the recorded trace: %v", err)
	}
	rename, counter := dependents(trace)
	r := tally.Replay{App: a.name, Split: a.split, Records: len(trace.Records), Acts: rec.acts, ActsTraced: rec.traced}
	r.Unchanged = replayVariant(t, trace, server.URL, false, nil)
	r.Renamed = replayVariant(t, trace, changedServer(t, a.name, changes[a.name].rename).URL, true, rename)
	r.Counter = replayVariant(t, trace, changedServer(t, a.name, changes[a.name].counter).URL, true, counter)
	into.AddReplay(r)
	pinReplay(t, r)
}

// pinReplay pins issue 12's outcomes once every act of the recording went
// through jevtest (an act done through the selector is not in the trace,
// so the replay cannot rebuild the state and its outcome says nothing
// about replay): the unchanged app replays passed with every record ok or
// moved; each change fails the trace and is caught at every record that
// depends on it. On the development apps no other record may fail; on
// the held-out apps other failures (after a change, the replayed state
// differs from the recorded one) are measured and reported, not pinned.
func pinReplay(t *testing.T, r tally.Replay) {
	t.Helper()
	if r.ActsTraced < r.Acts {
		t.Errorf("replay outcomes not pinned: %d of %d acts could not be located and went through the selector", r.Acts-r.ActsTraced, r.Acts)
		return
	}
	u := r.Unchanged
	for status, n := range u.Counts {
		if n > 0 && status != string(replay.StatusOK) && status != string(replay.StatusMoved) && status != string(replay.StatusSkipped) {
			t.Errorf("the unchanged app: %d records replayed %s, want every record ok or moved", n, status)
		}
	}
	if u.Status != string(replay.TracePassed) {
		t.Errorf("the unchanged app replayed %s, want passed", u.Status)
	}
	for name, v := range map[string]tally.Variant{"renamed control": r.Renamed, "counter text": r.Counter} {
		collateral := v.Collateral != 0 && r.Split == "dev"
		if v.Status != string(replay.TraceFailed) || v.Dependent == 0 || v.Caught != v.Dependent || collateral {
			t.Errorf("%s: replayed %s, caught %d of %d dependent records, %d others failed; want failed, all caught, none other", name, v.Status, v.Caught, v.Dependent, v.Collateral)
		}
	}
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
