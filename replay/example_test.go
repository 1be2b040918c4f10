package replay_test

import (
	"fmt"
	"os"
	"time"

	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
)

func ExampleReadFile() {
	tr, err := replay.ReadFile("testdata/login.jsonl")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tr.Header.Flow, tr.Header.Tool, "spec", tr.Header.Spec)
	for _, s := range tr.Steps() {
		c := s.Chosen()
		fmt.Printf("step %d: %s → %s (frame %d) %s\n", s.Step, s.Intent, c.FP, c.Frame, s.Gate.Verdict)
	}

	_, err = replay.ReadFile("testdata/broken/unknown_kind.jsonl")
	fmt.Println(err)
	// Output:
	// login jevnav/0.4.2 spec 0
	// step 1: Type the email address into the email field → textbox|email (frame 1) auto
	// step 2: Type the password → textbox|password (frame 1) auto
	// step 3: Click the Sign in button → button|sign in (frame 1) auto
	// testdata/broken/unknown_kind.jsonl:3: replay: unknown record kind: "screenshot"
}

func ExampleResolve() {
	tr, err := replay.ReadFile("testdata/login.jsonl")
	if err != nil {
		fmt.Println(err)
		return
	}
	step := tr.Steps()[2] // Click the Sign in button

	// The page now has a cookie banner button in the main frame, and the
	// sign-in button was renamed.
	current := append([]replay.Candidate(nil), step.Candidates...)
	current = append(current, replay.Candidate{CID: "f0:c4", Role: "button", Name: "Accept cookies",
		FP: replay.Fingerprint("button", "Accept cookies"), Frame: 0, Rank: 3})
	r := replay.Resolve(tr.Header, step, current)
	fmt.Println(r.Status, r.Status.Fails(), r.Drift.New, r.Drift.Missing, r.Drift.PageIdentical)

	current[3].Name = "Log in"
	current[3].FP = replay.Fingerprint("button", "Log in")
	r = replay.Resolve(tr.Header, step, current)
	fmt.Println(r.Status, r.Status.Fails(), r.Reason)

	v := replay.Evaluate(replay.DefaultGates(), step.Intent, step.Decision.ChosenName, "button",
		step.Decision.Confidence, step.Dropped, step.Decision.Choice, nil)
	fmt.Println(v.Verdict, v.MayExecute())
	// Output:
	// ok false 1 0 false
	// changed true fingerprint "button|sign in" is not on the page
	// auto true
}

func ExampleNewWriter() {
	clock := func() time.Time { return time.Date(2026, 9, 21, 9, 14, 3, 0, time.UTC) }
	w, err := replay.NewWriter(os.Stdout, replay.RunHeader{Flow: "billing"}, replay.WithClock(clock))
	if err != nil {
		fmt.Println(err)
		return
	}
	q := semantic.Question{ID: "q1", Kind: semantic.KindComparison, Instruction: "Does the actual value mean the expected value?",
		Criteria: []semantic.Criterion{{ID: "equivalent"}, {ID: "different"}, {ID: "insufficient_evidence"}},
		Data:     map[string]string{"actual": "Payment received", "context": "Billing status", "expected": "Paid"}}
	err = w.WriteSemantic(replay.SemanticRecord{
		Op: replay.OpCompare, Expected: "Paid",
		Questions:  []semantic.Question{q},
		Decisions:  []semantic.Decision{{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.96, "different": 0.04}}},
		Evidence:   &replay.Evidence{SourceID: "t0_4", Frame: 0, Role: "definition", Text: "Payment received", Context: "Billing status"},
		Thresholds: replay.Thresholds{MinConfidence: 0.8},
		Result: replay.SemanticResult{Status: semantic.StatusPassed, Choice: "equivalent", Confidence: 0.96, SourceConfidence: 1,
			Freshness: replay.FreshnessSnapshot, Provenance: semantic.ProvenanceSemantic},
	})
	fmt.Println(err)
	if err := w.WriteAction(replay.ActionRecord{Tool: "fill_form", Request: map[string]any{"selector": "#card", "value": "4111111111111111"}, Result: map[string]any{"ok": true}}); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {"kind":"run","spec":2,"started":"2026-09-21T09:14:03.000Z","tool":"jev/0.1.0","order_spec":1,"flow":"billing"}
	// {"kind":"semantic","at":"2026-09-21T09:14:03.000Z","op":"compare","expected":"Paid","questions":[{"id":"q1","kind":"comparison","instruction":"Does the actual value mean the expected value?","criteria":[{"id":"equivalent"},{"id":"different"},{"id":"insufficient_evidence"}],"data":{"actual":"Payment received","context":"Billing status","expected":"Paid"}}],"decisions":[{"question_id":"q1","choice":"equivalent","probabilities":{"different":0.04,"equivalent":0.96}}],"evidence":{"sourceId":"t0_4","frame":0,"role":"definition","text":"Payment received","context":"Billing status"},"thresholds":{"minConfidence":0.8},"result":{"status":"passed","choice":"equivalent","confidence":0.96,"sourceConfidence":1,"freshness":"snapshot","provenance":"semantic"}}
	// <nil>
	// {"kind":"action","at":"2026-09-21T09:14:03.000Z","tool":"fill_form","request":{"selector":"#card","value":"<16 chars>"},"result":{"ok":true}}
}
