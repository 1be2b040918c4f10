package trace_test

import (
	"fmt"
	"os"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

func ExampleReadFile() {
	tr, err := trace.ReadFile("testdata/login.jsonl")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tr.Header.Flow, tr.Header.Tool, "spec", tr.Header.Spec)
	for _, s := range tr.Steps() {
		c := s.Chosen()
		fmt.Printf("step %d: %s → %s (frame %d) %s\n", s.Step, s.Intent, c.FP, c.Frame, s.Gate.Verdict)
	}

	_, err = trace.ReadFile("testdata/broken/unknown_kind.jsonl")
	fmt.Println(err)
	// Output:
	// login jevnav/0.4.2 spec 0
	// step 1: Type the email address into the email field → textbox|email (frame 1) auto
	// step 2: Type the password → textbox|password (frame 1) auto
	// step 3: Click the Sign in button → button|sign in (frame 1) auto
	// testdata/broken/unknown_kind.jsonl:3: trace: unknown record kind: "screenshot"
}

func ExampleNewWriter() {
	clock := func() time.Time { return time.Date(2026, 9, 21, 9, 14, 3, 0, time.UTC) }
	w, err := trace.NewWriter(os.Stdout, trace.RunHeader{Flow: "billing"}, trace.WithClock(clock))
	if err != nil {
		fmt.Println(err)
		return
	}
	q := semantic.Question{ID: "q1", Kind: semantic.KindComparison, Instruction: "Does the actual value mean the expected value?",
		Criteria: []semantic.Criterion{{ID: "equivalent"}, {ID: "different"}, {ID: "insufficient_evidence"}},
		Data:     map[string]string{"actual": "Payment received", "context": "Billing status", "expected": "Paid"}}
	err = w.WriteSemantic(trace.SemanticRecord{
		Op: trace.OpCompare, Expected: "Paid",
		Questions:  []semantic.Question{q},
		Decisions:  []semantic.Decision{{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.96, "different": 0.04}}},
		Evidence:   &trace.Evidence{SourceID: "t0_4", Frame: 0, Role: "definition", Text: "Payment received", Context: "Billing status"},
		Thresholds: trace.Thresholds{MinConfidence: 0.8},
		Result: trace.SemanticResult{Status: semantic.StatusPassed, Choice: "equivalent", Confidence: 0.96, SourceConfidence: 1,
			Freshness: semantic.FreshnessSnapshot, Provenance: semantic.ProvenanceSemantic},
	})
	fmt.Println(err)
	if err := w.WriteAction(trace.ActionRecord{Tool: "fill_form", Request: map[string]any{"selector": "#card", "value": "4111111111111111"}, Result: map[string]any{"ok": true}}); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {"kind":"run","spec":2,"started":"2026-09-21T09:14:03.000Z","tool":"jev/0.1.0","order_spec":1,"flow":"billing"}
	// {"kind":"semantic","at":"2026-09-21T09:14:03.000Z","op":"compare","expected":"Paid","questions":[{"id":"q1","kind":"comparison","instruction":"Does the actual value mean the expected value?","criteria":[{"id":"equivalent"},{"id":"different"},{"id":"insufficient_evidence"}],"data":{"actual":"Payment received","context":"Billing status","expected":"Paid"}}],"decisions":[{"question_id":"q1","choice":"equivalent","probabilities":{"different":0.04,"equivalent":0.96}}],"evidence":{"sourceId":"t0_4","frame":0,"role":"definition","text":"Payment received","context":"Billing status"},"thresholds":{"minConfidence":0.8},"result":{"status":"passed","choice":"equivalent","confidence":0.96,"sourceConfidence":1,"freshness":"snapshot","provenance":"semantic"}}
	// <nil>
	// {"kind":"action","at":"2026-09-21T09:14:03.000Z","tool":"fill_form","request":{"selector":"#card","value":"<16 chars>"},"result":{"ok":true}}
}
