package jevtest_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
	"github.com/jevtest/jev/trace"
)

// A recorded jevtest run reads back with exactly its records and replays
// with no engine: every semantic record is answered from its recorded
// decisions (the decider given to the replayer fails if called).
func TestTraceRoundTrip(t *testing.T) {
	srv := newSemanticSite(t)
	dir, path := recordTrace(t, func(t *testing.T, s *jevtest.Session) {
		s.Goto(srv.URL + "/plan")
		manage := s.Locate("Manage plan")
		if r := s.Assert(compare.Describe("Current plan"), "Pro (yearly)"); r.Status != semantic.StatusPassed {
			t.Errorf("assert plan: %s", r.Status)
		}
		s.CompareBatch([]compare.Request{
			{Actual: compare.Text(s.Page().Locator("#billing")), Expected: "Paid"},
			{Actual: compare.Ref(manage), Expected: "Manage plan"},
		})
		s.Click(manage)
		if err := s.Page().WaitForURL(srv.URL + "/manage"); err != nil {
			t.Fatal(err)
		}
		if r := s.Assert(compare.Describe("Status"), "Active"); r.Status != semantic.StatusPassed {
			t.Errorf("assert status: %s", r.Status)
		}
	})
	if want := filepath.Join(dir, "jevtest-TestTraceRoundTrip_record.jsonl"); path != want {
		t.Fatalf("TracePath = %q, want %q", path, want)
	}
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatalf("read back: %v", err)
	}
	checkRoundTripSequence(t, tr, srv.URL)
	checkRoundTripRecords(t, tr, srv.URL)
	checkRoundTripReplay(t, tr)
}

// checkRoundTripSequence: the header, then the records in the order they
// were made, each with its kind, operation and outcome.
func checkRoundTripSequence(t *testing.T, tr *trace.Trace, base string) {
	t.Helper()
	h := tr.Header
	if h.Spec != trace.SpecVersion || h.Tool != "jev/0.1.0" || h.OrderSpec == nil || *h.OrderSpec != trace.OrderSpec || h.Flow != "TestTraceRoundTrip/record" || h.Start != base+"/plan" {
		t.Errorf("header = %+v", h)
	}
	type rec struct{ kind, what, status string }
	var got []rec
	for _, r := range tr.Records {
		switch {
		case r.Action != nil:
			got = append(got, rec{"action", r.Action.Tool, ""})
		case r.Semantic != nil:
			got = append(got, rec{"semantic", string(r.Semantic.Op), string(r.Semantic.Result.Status)})
		case r.Step != nil:
			got = append(got, rec{"step", r.Step.Action.Type, r.Step.Origin})
		case r.End != nil:
			got = append(got, rec{"end", "", r.End.Status})
		}
	}
	want := []rec{
		{"action", "goto", ""},
		{"semantic", "locate", "passed"},
		{"semantic", "assert", "passed"},
		{"semantic", "compare", "failed"},
		{"semantic", "compare", "passed"},
		{"step", "click", trace.OriginTest},
		{"semantic", "assert", "passed"},
		{"end", "", trace.RunPassed},
	}
	if len(got) != len(want) {
		t.Fatalf("records = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("record %d = %v, want %v", i, got[i], want[i])
		}
	}
}

// checkRoundTripRecords: what each record holds (the locate, the assert,
// the batch of two compares, the click step, the assert after it).
func checkRoundTripRecords(t *testing.T, tr *trace.Trace, base string) {
	t.Helper()
	sems := tr.Semantics()
	loc := sems[0]
	if loc.Description != "Manage plan" || loc.Result.FP != "link|manage plan" || loc.Result.Choice != "f0:c1" || len(loc.Targets) == 0 || len(loc.Questions) != 1 || len(loc.Decisions) != 1 || loc.URL != base+"/plan" {
		t.Errorf("locate record = %+v", loc)
	}
	as := sems[1]
	if as.Expected != "Pro (yearly)" || as.Evidence == nil || as.Evidence.Text != "Pro (yearly)" || as.Evidence.Context != "Current plan" ||
		as.Result.Freshness != "verified" || as.Result.Provenance != semantic.ProvenanceDeterministic || as.Thresholds.MinConfidence != 0.8 ||
		len(as.Sources) == 0 || len(as.Questions) != 1 || as.Questions[0].Kind != semantic.KindSourceSelection || as.Usage == nil || as.Usage.Requests != 1 {
		t.Errorf("assert record = %+v", as)
	}
	c0, c1 := sems[2], sems[3]
	if c0.Evidence.Text != "Payment failed" || c0.Evidence.SourceID != "" || c0.Result.Choice != "different" || c0.Usage != nil && c0.Usage.Requests != 1 {
		t.Errorf("locator compare record = %+v", c0)
	}
	if string(c0.Extra["batch"]) != `{"index":0,"size":2}` || string(c1.Extra["batch"]) != `{"index":1,"size":2}` {
		t.Errorf("batch markers %s, %s", c0.Extra["batch"], c1.Extra["batch"])
	}
	if c1.Evidence.SourceID != "f0:c1" || len(c1.Targets) == 0 || c1.Result.SourceConfidence != loc.Result.Confidence {
		t.Errorf("ref compare record = %+v", c1)
	}
	if click := tr.Steps()[0]; click.Decision.ChosenFP != "link|manage plan" || click.Decision.Choice != "f0:c1" || !click.Result.Executed ||
		click.Intent != "Manage plan" || click.URL != base+"/plan" || len(click.Candidates) == 0 || click.Threshold != 0.8 {
		t.Errorf("click step = %+v", click)
	}
	if last := sems[4]; last.URL != base+"/manage" || last.Evidence.Text != "Active" {
		t.Errorf("last record = %+v", last)
	}
}

// checkRoundTripReplay replays the trace with and without --execute.
func checkRoundTripReplay(t *testing.T, tr *trace.Trace) {
	t.Helper()

	// Replay with --execute on a fresh page, no engine: the goto and the
	// click are re-done, every record is answered from its decisions.
	d := semantictest.Forbidden(t)
	r, err := replay.New(replay.WithDecider(d), replay.WithExecute(true))
	if err != nil {
		t.Fatal(err)
	}
	s := jevtest.New(t)
	res, err := r.Replay(context.Background(), s.Page(), tr)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != replay.TracePassed || d.Calls() != 0 {
		t.Errorf("replay status %s (%s), decider calls %d; want passed with none", res.Status, res.Error, d.Calls())
	}
	for _, st := range res.Steps {
		if st.Status != replay.StatusOK {
			t.Errorf("replayed %s %d: %s (%s), want ok", st.Kind, st.Step, st.Status, st.Reason)
		}
	}
	if len(res.Steps) != 7 {
		t.Errorf("replayed %d records, want 7", len(res.Steps))
	}

	// Without --execute the record after the click needs it.
	r, _ = replay.New(replay.WithDecider(d))
	res, err = r.Replay(context.Background(), jevtest.New(t).Page(), tr)
	if err != nil {
		t.Fatal(err)
	}
	last := res.Steps[len(res.Steps)-1]
	if res.Status != replay.TraceFailed || last.Status != replay.StatusNeedsExecute || !strings.Contains(last.Reason, "after step 1 (click)") {
		t.Errorf("without --execute: %s (%s), last record %s (%s)", res.Status, res.Error, last.Status, last.Reason)
	}
	for _, st := range res.Steps[:len(res.Steps)-1] {
		if st.Status.Fails() {
			t.Errorf("without --execute, record before the click %s %d: %s (%s)", st.Kind, st.Step, st.Status, st.Reason)
		}
	}
}

// A password typed through the session never reaches a question, a
// decision request, a result or the trace: the fill is masked and observe
// never reads a password field.
func TestPasswordNeverInQuestionsOrTrace(t *testing.T) {
	const secret = "hunter2-correct-horse"
	srv := newSemanticSite(t)
	dir := t.TempDir()
	rec := semantictest.Record(lexical.New())
	var results []compare.Result
	t.Run("login", func(t *testing.T) {
		s := jevtest.New(t, jevtest.WithTraceDir(dir), jevtest.WithDecider(rec))
		s.Goto(srv.URL + "/login")
		pw := s.Locate("Password")
		if pw.Evidence.Type != "password" {
			t.Fatalf("located %+v, want the password field", pw)
		}
		s.Fill(pw, secret)
		results = append(results,
			s.Assert(compare.Describe("Username"), "ada"),
			s.Compare(compare.Describe("Username"), "Ada Lovelace"))
		s.Locate("Username")
	})
	data, err := os.ReadFile(filepath.Join(dir, "jevtest-TestPasswordNeverInQuestionsOrTrace_login.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	trace := string(data)
	if strings.Contains(trace, secret) || strings.Contains(requestsJSON(rec), secret) {
		t.Errorf("the password appears in the trace or in a decider request")
	}
	if !strings.Contains(trace, `"action":{"type":"fill","value":"<21 chars>","masked":true}`) {
		t.Errorf("fill record missing or not masked:\n%s", trace)
	}
	for _, r := range results {
		for _, q := range r.Questions {
			for _, v := range q.Data {
				if strings.Contains(v, secret) {
					t.Errorf("question %s quotes the password", q.ID)
				}
			}
		}
		if strings.Contains(r.Evidence.Text, secret) {
			t.Errorf("evidence quotes the password")
		}
	}
	if len(rec.Calls()) == 0 {
		t.Errorf("no decider request was made; the test proves nothing")
	}
}

// JEV_TRACE_DIR turns recording on; WithTraceDir("") turns it off.
func TestTraceDirFromEnv(t *testing.T) {
	srv := newSemanticSite(t)
	dir := t.TempDir()
	t.Setenv(jevtest.EnvTraceDir, dir)
	t.Run("on", func(t *testing.T) {
		s := jevtest.New(t)
		s.Goto(srv.URL + "/manage")
	})
	t.Run("off", func(t *testing.T) {
		if s := jevtest.New(t, jevtest.WithTraceDir("")); s.TracePath() != "" {
			t.Errorf("TracePath = %q, want none", s.TracePath())
		}
	})
	tr, err := trace.ReadFile(filepath.Join(dir, "jevtest-TestTraceDirFromEnv_on.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if tr.Header.Start != srv.URL+"/manage" || len(tr.Records) != 2 || tr.Records[1].End == nil || tr.Records[0].Action == nil || tr.Records[0].Action.Request["url"] != srv.URL+"/manage" {
		t.Errorf("trace = %+v", tr)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the trace dir, want 1", len(entries))
	}
}

// A trace file another writer holds (the same test of this package
// recording into the same folder from another process; here a second
// locked open in this one) is neither truncated nor written into: the
// session records to the next free number, and both files read whole.
// Before, the second writer truncated the file and the two interleaved.
func TestTraceFileHeldElsewhereIsLeftAlone(t *testing.T) {
	srv := newSemanticSite(t)
	dir := t.TempDir()
	held, err := trace.Create(filepath.Join(dir, "jevtest-TestTraceFileHeldElsewhereIsLeftAlone_record.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	const theirs = `{"kind":"run","spec":2}` + "\n"
	if _, err := held.WriteString(theirs); err != nil {
		t.Fatal(err)
	}
	if _, err := trace.Create(held.Name()); !errors.Is(err, trace.ErrTraceBusy) || !strings.Contains(err.Error(), "the trace file is in use: "+held.Name()+" is being written by another run") {
		t.Fatalf("second Create: %v; want ErrTraceBusy naming the file", err)
	}
	var path string
	t.Run("record", func(t *testing.T) {
		s := jevtest.New(t, jevtest.WithTraceDir(dir), jevtest.WithDecider(lexical.New()))
		s.Goto(srv.URL + "/manage")
		path = s.TracePath()
	})
	if want := filepath.Join(dir, "jevtest-TestTraceFileHeldElsewhereIsLeftAlone_record.2.jsonl"); path != want {
		t.Fatalf("TracePath = %q, want %q", path, want)
	}
	if data, _ := os.ReadFile(held.Name()); string(data) != theirs {
		t.Errorf("the held trace now holds %q, want only %q", data, theirs)
	}
	if tr, err := trace.ReadFile(path); err != nil || len(tr.Records) != 2 || tr.Records[1].End == nil {
		t.Errorf("own trace: %v, %+v; want the goto and the end record", err, tr)
	}
}
