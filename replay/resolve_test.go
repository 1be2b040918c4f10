package replay

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

func cand(cid, role, name string, frame, rank int) trace.Candidate {
	return trace.Candidate{CID: cid, Role: role, Name: name, FP: semantic.Fingerprint(role, name), Frame: frame, Rank: rank, InViewport: true}
}

// page is the recorded login page: the form lives in frame 1.
func page() []trace.Candidate {
	return []trace.Candidate{
		cand("f1:c1", "textbox", "Email", 1, 0),
		cand("f1:c2", "textbox", "Password", 1, 1),
		cand("f1:c4", "button", "Sign in", 1, 2),
		cand("f0:c1", "link", "Home", 0, 0),
		cand("f0:c2", "link", "Pricing", 0, 1),
	}
}

func recorded(choice string) *trace.Step {
	return &trace.Step{Step: 3, Intent: "Click the Sign in button", Candidates: page(), Decision: trace.StepDecision{Choice: choice, Confidence: 0.93}}
}

// rerank returns page() with the sign-in button and the password field
// swapped in frame 1: the same set, another order.
func rerank() []trace.Candidate {
	c := page()
	c[1].Rank, c[2].Rank = 2, 1
	return c
}

func hdr(orderSpec *int, tool string) trace.RunHeader {
	return trace.RunHeader{Kind: trace.KindRun, Spec: 0, Tool: tool, OrderSpec: orderSpec}
}

func TestResolveOutcomes(t *testing.T) {
	extra := append(page(), cand("f0:c3", "link", "Blog", 0, 2))
	dup := append(page(), cand("f1:c9", "button", "Sign  IN", 1, 3))
	otherFrame := page()
	otherFrame[2].Frame, otherFrame[2].Rank = 0, 2
	renamed := page()
	renamed[2] = cand("f1:c4", "button", "Log in", 1, 2)
	cases := []struct {
		name    string
		header  trace.RunHeader
		step    *trace.Step
		current []trace.Candidate
		opts    []Option
		status  Status
		reason  string
		drift   Drift
	}{
		{"same position", hdr(trace.Int(1), "jevnav/0.4.2"), recorded("f1:c4"), page(), nil, StatusOK, "recorded position (frame 1 rank 2)", Drift{0, 0, true}},
		{"same position with drift", hdr(trace.Int(1), "jevnav/0.4.2"), recorded("f1:c4"), extra, nil, StatusOK, "recorded position", Drift{1, 0, false}},
		{"changed", hdr(trace.Int(1), "jevnav/0.4.2"), recorded("f1:c4"), renamed, nil, StatusChanged, `"button|sign in" is not on the page`, Drift{1, 1, false}},
		{"ambiguous in frame", hdr(trace.Int(1), "jevnav/0.4.2"), recorded("f1:c4"), dup, nil, StatusAmbiguous, "matches 2 elements in frame 1", Drift{1, 0, false}},
		{"moved to another frame", hdr(trace.Int(1), "jevnav/0.4.2"), recorded("f1:c4"), otherFrame, nil, StatusMoved, "from frame 1 rank 2 to frame 0 rank 2 (the candidate set changed)", Drift{1, 1, false}},
		{"moved, same ordering", hdr(trace.Int(1), "jevnav/0.4.2"), recorded("f1:c4"), rerank(), nil, StatusMoved, "same ordering (order_spec 1): the page reordered", Drift{0, 0, true}},
		{"excused: trace ordering older", hdr(trace.Int(0), "jevnav/0.4.2"), recorded("f1:c4"), rerank(), nil, StatusOK, "excused, the trace was ordered by order_spec 0 and this replay by order_spec 1", Drift{0, 0, true}},
		{"excused: running ordering newer", hdr(trace.Int(1), "jev/0.1.0"), recorded("f1:c4"), rerank(), []Option{WithOrderSpec(2)}, StatusOK, "order_spec 1 and this replay by order_spec 2", Drift{0, 0, true}},
		{"not excused: set changed", hdr(trace.Int(0), "jevnav/0.4.2"), recorded("f1:c4"), append(rerank(), cand("f0:c3", "link", "Blog", 0, 2)), nil, StatusMoved, "the candidate set changed", Drift{1, 0, false}},
		{"not excused: no order_spec, unknown tool", hdr(nil, "jevnav/0.4.2"), recorded("f1:c4"), rerank(), nil, StatusMoved, `ordering is unknown (no order_spec, tool "jevnav/0.4.2")`, Drift{0, 0, true}},
		{"not excused: no order_spec, no tool", hdr(nil, ""), recorded("f1:c4"), rerank(), nil, StatusMoved, "ordering is unknown", Drift{0, 0, true}},
		{"tool fallback, same ordering", hdr(nil, "jev/0.1.0"), recorded("f1:c4"), rerank(), nil, StatusMoved, "same ordering (order_spec 1)", Drift{0, 0, true}},
		{"tool fallback, other ordering", hdr(nil, "jevnav/0.3.0"), recorded("f1:c4"), rerank(),
			[]Option{WithToolOrderSpecs(func(tool string) (int, bool) { return 0, strings.HasPrefix(tool, "jevnav/0.3.") })},
			StatusOK, "ordered by order_spec 0", Drift{0, 0, true}},
		{"choice none", hdr(trace.Int(1), "jev/0.1.0"), recorded("none"), renamed, nil, StatusOK, "recorded choice is none: nothing to resolve", Drift{1, 1, false}},
		{"choice null", hdr(trace.Int(1), "jev/0.1.0"), recorded(""), page(), nil, StatusOK, "no choice recorded (null): nothing to resolve", Drift{0, 0, true}},
		{"choice not recorded", hdr(trace.Int(1), "jev/0.1.0"), &trace.Step{Step: 1, Decision: trace.StepDecision{Choice: "f0:c7"}}, page(), nil, StatusError, `"f0:c7" is not a recorded candidate`, Drift{5, 0, false}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := Resolve(c.header, c.step, c.current, c.opts...)
			if r.Status != c.status || !strings.Contains(r.Reason, c.reason) || r.Drift != c.drift {
				t.Fatalf("Resolve = %s %q %+v; want %s containing %q, drift %+v", r.Status, r.Reason, r.Drift, c.status, c.reason, c.drift)
			}
			if (r.Status == StatusOK || r.Status == StatusMoved) && !c.step.Decision.NoChoice() {
				if r.Current == nil || r.Current.FP != "button|sign in" || r.FP != "button|sign in" || r.Recorded == nil || r.Recorded.CID != "f1:c4" {
					t.Fatalf("match = %+v, recorded %+v, fp %q", r.Current, r.Recorded, r.FP)
				}
			}
		})
	}
}

func TestResolveDuplicateInOtherFrame(t *testing.T) {
	// The same fingerprint in another frame does not make the recorded
	// frame's single match ambiguous: acting resolves within the frame.
	cur := append(page(), cand("f0:c9", "button", "Sign in", 0, 2))
	r := Resolve(hdr(trace.Int(1), "jev/0.1.0"), recorded("f1:c4"), cur)
	if r.Status != StatusOK || r.Current.Frame != 1 || r.Drift != (Drift{New: 1}) {
		t.Fatalf("Resolve = %+v", r)
	}
	// Gone from its frame and present twice elsewhere: ambiguous.
	cur = page()
	cur[2].Frame = 0
	cur = append(cur, cand("f2:c1", "button", "Sign in", 2, 0))
	r = Resolve(hdr(trace.Int(1), "jev/0.1.0"), recorded("f1:c4"), cur)
	if r.Status != StatusAmbiguous || !strings.Contains(r.Reason, "matches 2 elements on the page") {
		t.Fatalf("Resolve = %+v", r)
	}
}

func TestResolveChosenFPWithoutCandidates(t *testing.T) {
	s := &trace.Step{Step: 1, Decision: trace.StepDecision{Choice: "f1:c4", ChosenFP: "button|sign in"}}
	r := Resolve(hdr(trace.Int(1), "jev/0.1.0"), s, page())
	if r.Status != StatusOK || !strings.Contains(r.Reason, "recorded position is unknown") || r.Current.CID != "f1:c4" {
		t.Fatalf("Resolve = %+v", r)
	}
}

func TestResolveNormalize(t *testing.T) {
	rec := &trace.Step{Step: 1, Candidates: []trace.Candidate{cand("f0:c1", "link", "Inbox (3)", 0, 0), cand("f0:c2", "link", "Sent", 0, 1)},
		Decision: trace.StepDecision{Choice: "f0:c1"}}
	cur := []trace.Candidate{cand("f0:c1", "link", "Inbox (12)", 0, 0), cand("f0:c2", "link", "Sent", 0, 1)}
	h := hdr(trace.Int(1), "jev/0.1.0")
	if r := Resolve(h, rec, cur); r.Status != StatusChanged || r.Normalize != "" || r.Drift != (Drift{1, 1, false}) {
		t.Fatalf("without normalize: %+v", r)
	}
	re := regexp.MustCompile(`\s*\(\d+\)`)
	r := Resolve(h, rec, cur, WithNormalize(re))
	if r.Status != StatusOK || r.Normalize != `\s*\(\d+\)` || r.Drift != (Drift{0, 0, true}) || r.FP != "link|inbox (3)" {
		t.Fatalf("with normalize: %+v", r)
	}
}

func TestStatusFails(t *testing.T) {
	want := map[Status]bool{StatusOK: false, StatusMoved: false, StatusChanged: true, StatusAmbiguous: true, StatusError: true}
	for s, f := range want {
		if s.Fails() != f {
			t.Errorf("%s.Fails() = %v", s, s.Fails())
		}
	}
	r := resolveError(errors.New("navigate http://127.0.0.1:1/: connection refused"))
	if r.Status != StatusError || !r.Status.Fails() || !strings.Contains(r.Reason, "connection refused") {
		t.Fatalf("resolveError = %+v", r)
	}
}
