package replay_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
	"github.com/jevtest/jev/trace"
)

func account(plan string) string {
	return doc("Account", `<h1>Account</h1><dl><dt>Current plan</dt><dd>`+plan+`</dd><dt>Billing status</dt><dd>Payment received</dd></dl><button type="button">Change plan</button>`)
}

// recordCompare observes the page and writes the semantic record of
// "Current plan" means expected, as package compare asks it: one source
// question over every text source, then one comparison question.
func recordCompare(t *testing.T, s *site, expected string, status semantic.Status) string {
	p := newPage(t)
	gotoURL(t, p, s.url("/account"))
	snap := snapshot(t, p)
	var ev observe.TextSource
	srcs := snap.SemanticSources() // the mapping compare uses
	var ids []string
	for _, x := range snap.Sources {
		ids = append(ids, x.ID)
		if x.Context == "Current plan" && x.Role == "definition" {
			ev = x
		}
	}
	if ev.ID == "" {
		t.Fatalf("no definition for Current plan in %+v", snap.Sources)
	}
	sq := semantic.NewSourceQuestion("s1", "Current plan", ids)
	cq := semantic.NewComparisonQuestion("c1", ev.Text, ev.Context, expected)
	rec := trace.SemanticRecord{
		Op: trace.OpAssert, URL: snap.URL, Title: snap.Title, Description: "Current plan", Expected: expected,
		Questions: []semantic.Question{sq, cq},
		Decisions: []semantic.Decision{
			{QuestionID: "s1", Choice: ev.ID, Probabilities: map[string]float64{ev.ID: 0.9, "none": 0.1}},
			{QuestionID: "c1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.92, "different": 0.05, "insufficient_evidence": 0.03}},
		},
		Sources:    srcs,
		Evidence:   &trace.Evidence{SourceID: ev.ID, Frame: ev.Frame, Role: ev.Role, Text: ev.Text, Context: ev.Context},
		Thresholds: trace.Thresholds{MinConfidence: 0.8},
		Result:     trace.SemanticResult{Status: status, Choice: "equivalent", Confidence: 0.92, SourceConfidence: 0.9, Freshness: semantic.FreshnessVerified, Provenance: semantic.ProvenanceSemantic},
	}
	var buf bytes.Buffer
	w, err := trace.NewWriter(&buf, trace.RunHeader{Flow: "plan"})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.WriteSemantic(rec); err != nil {
		t.Fatal(err)
	}
	if err := w.WriteEnd(trace.EndRecord{Status: trace.RunPassed}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "plan.jsonl")
	os.WriteFile(path, buf.Bytes(), 0o644)
	return path
}

func TestSemanticRecordReplay(t *testing.T) {
	s := newSite(t, map[string]string{"/account": account("Pro (yearly)")})
	path := recordCompare(t, s, "the professional annual subscription", semantic.StatusPassed)

	t.Run("unchanged: answered from the record, no engine", func(t *testing.T) {
		fd := semantictest.Forbidden(t)
		res := replayFile(t, path, replay.WithDecider(fd))
		if len(res.Steps) != 1 {
			t.Fatalf("steps %+v", res.Steps)
		}
		st := res.Steps[0]
		if st.Kind != replay.StepKindSemantic || st.Status != replay.StatusOK || st.Semantic.ReplayedStatus != semantic.StatusPassed ||
			st.Reason != "assert evidence unchanged: answered from the recorded decisions (no engine), passed as recorded" || res.Status != replay.TracePassed {
			t.Fatalf("got %+v %+v", st, st.Semantic)
		}
		if fd.Calls() != 0 {
			t.Fatal("decider called")
		}
	})
	t.Run("evidence changed", func(t *testing.T) {
		s.set("/account", account("Free"))
		defer s.set("/account", account("Pro (yearly)"))
		res := replayFile(t, path)
		st := res.Steps[0]
		if st.Status != replay.StatusChanged || res.Status != replay.TraceFailed ||
			!strings.Contains(st.Reason, `(context "Current plan"), now "Free" (context "Current plan")`) ||
			!strings.Contains(st.Reason, `question s1 (source_selection): source t0_3 "Pro (yearly)" (the chosen source) is no longer on the page unchanged`) ||
			!strings.Contains(st.Reason, `question c1 (comparison): actual "Free"`) || st.Semantic.Decider != "" {
			t.Fatalf("got %q", st.Reason)
		}
	})
	t.Run("evidence changed, asked the engine", func(t *testing.T) {
		s.set("/account", account("Free"))
		defer s.set("/account", account("Pro (yearly)"))
		res := replayFile(t, path, replay.WithDecider(lexical.New()))
		st := res.Steps[0]
		if st.Status != replay.StatusChanged || st.Semantic.Decider != "lexical" || st.Semantic.DeciderStatus != semantic.StatusFailed ||
			st.Semantic.DeciderChoice != semantic.ChoiceDifferent || !strings.Contains(st.Reason, "; lexical on the current evidence: failed (different") {
			t.Fatalf("got %q %+v", st.Reason, st.Semantic)
		}
	})
	t.Run("recorded status must match the decisions", func(t *testing.T) {
		// An inconsistent record is a malformed trace at its line, before
		// anything is replayed.
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		bad := filepath.Join(t.TempDir(), "edited.jsonl")
		os.WriteFile(bad, bytes.Replace(b, []byte(`"result":{"status":"passed"`), []byte(`"result":{"status":"failed"`), 1), 0o644)
		r, err := replay.New()
		if err != nil {
			t.Fatal(err)
		}
		res, err := r.ReplayFile(context.Background(), newPage(t), bad)
		if err != nil || res.Status != replay.TraceErrored || len(res.Steps) != 0 {
			t.Fatalf("got %+v, %v", res, err)
		}
		err = res.Err()
		var te *trace.TraceError
		if !errors.As(err, &te) || te.Line != 2 || !errors.Is(err, trace.ErrInvalidRecord) ||
			!strings.Contains(err.Error(), "the recorded decisions give passed and the trace records failed") {
			t.Fatalf("got %+v, %v", res, err)
		}
	})
}

func TestSemanticLocateRecordReplay(t *testing.T) {
	s := newSite(t, map[string]string{"/account": account("Pro (yearly)")})
	p := newPage(t)
	gotoURL(t, p, s.url("/account"))
	snap := snapshot(t, p)
	var tgts []semantic.Target
	var ids []string
	for _, x := range snap.Targets {
		tgts = append(tgts, semantic.Target{ID: x.CID, Frame: x.Frame, Role: x.Role, Name: x.Name, Scope: x.Scope, Value: x.Value})
		ids = append(ids, x.CID)
	}
	cid := cidOf(t, snap, 0, "Change plan")
	rec := trace.SemanticRecord{
		Op: trace.OpLocate, URL: snap.URL, Description: "the button that changes the plan",
		Questions: []semantic.Question{semantic.NewTargetQuestion("l1", "the button that changes the plan", ids)},
		Decisions: []semantic.Decision{{QuestionID: "l1", Choice: cid, Probabilities: map[string]float64{cid: 0.95, "none": 0.05}}},
		Targets:   tgts, Thresholds: trace.Thresholds{MinConfidence: 0.8},
		Result: trace.SemanticResult{Status: semantic.StatusPassed, Choice: cid, Confidence: 0.95, FP: "button|change plan"},
	}
	var buf bytes.Buffer
	w, _ := trace.NewWriter(&buf, trace.RunHeader{Flow: "locate"})
	if err := w.WriteSemantic(rec); err != nil {
		t.Fatal(err)
	}
	if err := w.WriteEnd(trace.EndRecord{Status: trace.RunPassed}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "locate.jsonl")
	os.WriteFile(path, buf.Bytes(), 0o644)

	res := replayFile(t, path, replay.WithDecider(semantictest.Forbidden(t)))
	if st := res.Steps[0]; st.Status != replay.StatusOK || st.FP != "button|change plan" || st.Semantic.ReplayedStatus != semantic.StatusPassed {
		t.Fatalf("got %+v", st)
	}
	s.set("/account", strings.Replace(account("Pro (yearly)"), "Change plan", "Upgrade", 1))
	res = replayFile(t, path)
	if st := res.Steps[0]; st.Status != replay.StatusChanged || !strings.Contains(st.Reason, `question l1 (target_selection): target f0:c1 button "Change plan" (the chosen target) is no longer on the page unchanged`) {
		t.Fatalf("got %+v", st)
	}
}
