package jevtest_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
	"github.com/jevtest/jev/trace"
)

// A recorded failing run replays as a failure: the failing assertion and a
// locate that grounded nothing are failed-as-recorded, the trace fails
// (exit 1) unless recorded failures are accepted.
func TestFailedRunReplaysAsFailure(t *testing.T) {
	app := newTodoApp(t)
	dir := t.TempDir()
	rec := &recordingTB{TB: t, name: "TestFailedRunReplaysAsFailure_record"}
	var path string
	rec.call(func() {
		s := jevtest.New(rec, jevtest.WithTraceDir(dir), jevtest.WithDecider(lexical.New()))
		path = s.TracePath()
		s.Goto(app.URL)
		input := s.Locate("New todo")
		s.Fill(input, "Buy milk", jevtest.WithRecordedValue())
		s.Press(input, "Enter")
		s.Assert(compare.Describe("items left"), "2 items left") // fails: 1 item left
		s.Locate("Upload a file")                                // no such control: Fatalf
	})
	rec.runCleanups()
	if len(rec.errorMessages()) != 1 || len(rec.fatalMessages()) != 1 || !strings.Contains(rec.fatalMessages()[0], "Upload a file") {
		t.Fatalf("recorded run: errors %q, fatals %q", rec.errorMessages(), rec.fatalMessages())
	}
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if end := tr.End(); end == nil || !end.Failed() {
		t.Fatalf("end record %+v, want failed", end)
	}
	sems := tr.Semantics()
	last := sems[len(sems)-1]
	if last.Op != trace.OpLocate || last.Description != "Upload a file" || !strings.HasPrefix(last.Error, "LocateError(") {
		t.Fatalf("failed locate record %+v", last)
	}
	for _, accept := range []bool{false, true} {
		res, exit := replayTrace(t, tr, semantictest.Forbidden(t), replay.WithAcceptRecordedFailures(accept))
		wantExit := 1
		if accept {
			wantExit = 0
		}
		if res.Status != replay.TraceFailedAsRecorded || exit != wantExit || res.AcceptedFailure != accept {
			t.Errorf("accept=%v: %s (%s), exit %d, want failed-as-recorded exit %d", accept, res.Status, res.Error, exit, wantExit)
		}
		var failedAs []string
		for _, st := range res.Steps {
			switch st.Status {
			case replay.StatusFailedAsRecorded:
				failedAs = append(failedAs, st.Intent)
			case replay.StatusOK, replay.StatusMoved:
			default:
				t.Errorf("accept=%v: line %d %s: %s (%s)", accept, st.Line, st.Intent, st.Status, st.Reason)
			}
		}
		if want := `assert "items left" means "2 items left"|locate "Upload a file"`; strings.Join(failedAs, "|") != want {
			t.Errorf("accept=%v: failed-as-recorded %q, want %q", accept, failedAs, want)
		}
	}
}

// An operation that errored before any decision (here a locator that
// matches nothing) is recorded with its error class and replays as a
// recorded failure.
func TestErroredOperationRecorded(t *testing.T) {
	app := newTodoApp(t)
	dir := t.TempDir()
	rec := &recordingTB{TB: t, name: "TestErroredOperationRecorded_record"}
	var path string
	rec.call(func() {
		s := jevtest.New(rec, jevtest.WithTraceDir(dir), jevtest.WithDecider(lexical.New()), jevtest.WithTimeout(2*time.Second))
		path = s.TracePath()
		s.Goto(app.URL)
		s.Assert(compare.Text(s.Page().Locator("#no-such-element")), "anything")
	})
	rec.runCleanups()
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sems := tr.Semantics()
	if len(sems) != 1 || !strings.HasPrefix(sems[0].Error, "LocatorError: ") || len(sems[0].Decisions) != 0 {
		t.Fatalf("errored assert records %+v", sems)
	}
	r, _ := replay.New(replay.WithExecute(true))
	res, err := r.Replay(context.Background(), jevtest.New(t).Page(), tr)
	if err != nil {
		t.Fatal(err)
	}
	if st := res.Steps[len(res.Steps)-1]; st.Status != replay.StatusFailedAsRecorded || res.Status != replay.TraceFailedAsRecorded {
		t.Errorf("%s: last %s (%s)", res.Status, st.Status, st.Reason)
	}
}
