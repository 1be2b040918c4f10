package calibration_test

import (
	"fmt"
	"io"

	"github.com/jevtest/jev/calibration"
	"github.com/jevtest/jev/semantic"
)

// A calibration runner records one CaseResult per fixture case; NewReport
// turns them into metrics, a threshold recommendation and reports.
func ExampleNewReport() {
	var results []calibration.CaseResult
	// 80 correct decisions scored 0.91…0.99 (a synthetic corpus), plus
	// two wrong ones with lower scores and one "insufficient evidence".
	for i := range 80 {
		truth, choice, status := calibration.TruthEquivalent, "equivalent", semantic.StatusPassed
		if i%2 == 1 {
			truth, choice, status = calibration.TruthDifferent, "different", semantic.StatusFailed
		}
		results = append(results, calibration.CaseResult{ID: fmt.Sprintf("case-%02d", i), File: "account.yaml",
			Truth: truth, Status: status, Choice: choice, Confidence: 0.91 + float64(i%9)/100, Threshold: 0.8, SourceThreshold: 0.8})
	}
	results = append(results,
		calibration.CaseResult{ID: "wrong-1", File: "account.yaml", Truth: calibration.TruthDifferent, Status: semantic.StatusPassed,
			Choice: "equivalent", Confidence: 0.85, Threshold: 0.8, SourceThreshold: 0.8},
		calibration.CaseResult{ID: "wrong-2", File: "account.yaml", Truth: calibration.TruthEquivalent, Status: semantic.StatusInconclusive,
			Choice: "different", Confidence: 0.6, Threshold: 0.8, SourceThreshold: 0.8},
		calibration.CaseResult{ID: "unsure", File: "account.yaml", Truth: calibration.TruthEquivalent, Status: semantic.StatusInconclusive,
			Choice: "insufficient_evidence", Confidence: 0.7, Threshold: 0.8, SourceThreshold: 0.8},
	)

	rep, err := calibration.NewReport(results, calibration.WithAlpha(0.05), calibration.WithDelta(0.05))
	if err != nil {
		fmt.Println(err)
		return
	}
	s := rep.Summary
	fmt.Printf("cases %d: passed %d, failed %d, inconclusive %d, false pass %d\n", s.Cases, s.Passed, s.Failed, s.Inconclusive, s.FalsePass)
	fmt.Printf("decisive accuracy %.3f, coverage %.3f\n", *s.DecisiveAccuracy, *s.Coverage)
	t := rep.Threshold
	fmt.Printf("recommended threshold %.2f: %d accepted, %d false accepts, upper bound %.4f\n", *t.Threshold, t.Accepted, t.Errors, t.UpperBound)
	fmt.Println(t.Reason)

	// Write the PR comment; WriteJSON and WriteHTML work the same way.
	if err := rep.WriteMarkdown(io.Discard); err != nil {
		fmt.Println(err)
	}
	// Output:
	// cases 83: passed 41, failed 40, inconclusive 2, false pass 1
	// decisive accuracy 0.988, coverage 0.976
	// recommended threshold 0.86: 80 accepted, 0 false accepts, upper bound 0.0368
	// lowest certified threshold 0.86 accepts 80 cases with 0 false accepts (upper bound 0.0368 ≤ α = 0.05 at confidence 0.95); the search stopped at 0.85 (1 of 81 wrong, upper bound 0.0572)
}
