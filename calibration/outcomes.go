package calibration

import (
	"fmt"

	"github.com/jevtest/jev/semantic"
)

// OutcomeRow counts the cases whose comparison confidence falls in one range
// (or, for the "no comparison" row, that have no comparison confidence).
type OutcomeRow struct {
	Range        string  `json:"range"` // "[0.80, 0.90)", "[0.90, 1.00]" or "no comparison"
	Lower        float64 `json:"lower"`
	Upper        float64 `json:"upper"`
	Cases        int     `json:"cases"`
	Passed       int     `json:"passed"`
	Failed       int     `json:"failed"`
	Inconclusive int     `json:"inconclusive"`
	// FalsePass counts truth different, status passed.
	FalsePass int `json:"false_pass"`
	// FalseFail counts truth equivalent, status failed.
	FalseFail int `json:"false_fail"`
}

// NoComparison is the Range of the outcome row for cases without a
// comparison confidence (no choice, or an error).
const NoComparison = "no comparison"

// Outcomes groups every case by the confidence of its comparison choice into
// n equal-width ranges (n < 1 means DefaultBins) and counts statuses, false
// passes and false fails per range. Cases with no comparison choice or with
// an error go to a last "no comparison" row, present only when non-empty;
// empty ranges are kept so that tables line up across runs.
func Outcomes(results []CaseResult, n int) []OutcomeRow {
	if n < 1 {
		n = DefaultBins
	}
	rows := make([]OutcomeRow, n+1)
	for k := 0; k < n; k++ {
		lo, hi := float64(k)/float64(n), float64(k+1)/float64(n)
		closing := ")"
		if k == n-1 {
			closing = "]"
		}
		rows[k] = OutcomeRow{Range: fmt.Sprintf("[%.2f, %.2f%s", lo, hi, closing), Lower: lo, Upper: hi}
	}
	rows[n] = OutcomeRow{Range: NoComparison}
	for _, r := range results {
		row := &rows[n]
		if r.Error == "" && r.Choice != "" {
			row = &rows[widthIndex(r.Confidence, n)]
		}
		row.Cases++
		switch r.Status {
		case semantic.StatusPassed:
			row.Passed++
		case semantic.StatusFailed:
			row.Failed++
		default:
			row.Inconclusive++
		}
		if r.FalsePass() {
			row.FalsePass++
		}
		if r.FalseFail() {
			row.FalseFail++
		}
	}
	if rows[n].Cases == 0 {
		rows = rows[:n]
	}
	return rows
}
