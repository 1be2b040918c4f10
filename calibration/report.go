package calibration

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"

	"github.com/jevtest/jev/semantic"
)

// Summary is the headline of a report. The first fourteen fields are the
// JSON contract of issue 7; the rest are additional. Ratios that are
// undefined (no case to compute them over) are null.
type Summary struct {
	Cases        int `json:"cases"`
	Passed       int `json:"passed"`
	Failed       int `json:"failed"`
	Inconclusive int `json:"inconclusive"`
	FalsePass    int `json:"false_pass"`
	FalseFail    int `json:"false_fail"`
	// DecisiveAccuracy is (passed with truth equivalent + failed with truth
	// different) / (passed + failed), at the thresholds as run.
	DecisiveAccuracy *float64 `json:"decisive_accuracy"`
	// Coverage is (passed + failed) / cases.
	Coverage *float64 `json:"coverage"`
	// ECE, MCE over equal-width bins and Brier, over the scored cases.
	ECE                  *float64 `json:"ece"`
	MCE                  *float64 `json:"mce"`
	Brier                *float64 `json:"brier"`
	SourceChecked        int      `json:"source_checked"`
	SourceCorrect        int      `json:"source_correct"`
	RecommendedThreshold *float64 `json:"recommended_threshold"`

	// Scored is the number of cases the calibration metrics use (see
	// Scores); Errors the number of cases with a runner or provider error.
	Scored       int       `json:"scored"`
	Errors       int       `json:"errors"`
	Bins         int       `json:"bins"`
	BinsNonEmpty int       `json:"bins_nonempty"`
	ECEEqualMass *float64  `json:"ece_equal_mass"`
	BinsMass     int       `json:"bins_equal_mass"` // non-empty equal-mass bins
	ECECI        *Interval `json:"ece_ci"`
	ECEMassCI    *Interval `json:"ece_equal_mass_ci"`
	AURC         *float64  `json:"aurc"`
	// MaxCoverage is the coverage at threshold 0: scored / cases.
	MaxCoverage *float64 `json:"max_coverage"`
	// OrderChecked counts cases re-asked with shuffled criteria order;
	// OrderFlipped those where at least one variant changed the choice;
	// OrderMaxSpread the largest confidence spread.
	OrderChecked   int      `json:"order_checked"`
	OrderFlipped   int      `json:"order_flipped"`
	OrderMaxSpread *float64 `json:"order_max_spread"`
	Models         []string `json:"models"`
}

// Reliability holds the reliability-diagram data for both binnings.
type Reliability struct {
	EqualWidth []Bin `json:"equal_width"`
	EqualMass  []Bin `json:"equal_mass"`
}

// Report is everything a calibration run is judged by. Build it with
// NewReport; write it with WriteJSON, WriteMarkdown or WriteHTML.
type Report struct {
	Summary      Summary                 `json:"summary"`
	Outcomes     []OutcomeRow            `json:"outcomes"`
	Reliability  Reliability             `json:"reliability"`
	RiskCoverage []RCPoint               `json:"risk_coverage"`
	Threshold    ThresholdRecommendation `json:"threshold"`
	Cases        []CaseResult            `json:"cases"`

	title string
}

// NewReport validates the results and computes every metric. A missing
// ThresholdOutcome is filled in with DeriveThresholdOutcome. Cases are
// sorted by file, then id, so that the same results give the same report
// whatever order a (sharded, concurrent) runner produced them in. An unusable
// result is a *ResultError wrapping ErrInvalidResult; a bad option wraps
// ErrInvalidOption.
func NewReport(results []CaseResult, opts ...Option) (*Report, error) {
	c, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	cases, err := reportCases(results)
	if err != nil {
		return nil, err
	}
	rep := &Report{Cases: cases, title: c.title, Summary: summarize(cases)}
	s := &rep.Summary
	scores := Scores(cases)
	s.Scored = len(scores)
	s.MaxCoverage = ratio(len(scores), s.Cases)
	rep.Outcomes = Outcomes(cases, c.bins)
	rep.reliability(scores, c)
	var aurc float64
	rep.RiskCoverage, aurc = RiskCoverage(scores, s.Cases)
	if rep.RiskCoverage == nil {
		rep.RiskCoverage = []RCPoint{}
	}
	s.AURC = finite(aurc)
	rep.Threshold, err = RecommendThreshold(scores, s.Cases, opts...)
	if err != nil {
		return nil, err
	}
	s.RecommendedThreshold = rep.Threshold.Threshold
	return rep, nil
}

// reportCases validates the results and returns a copy sorted by file,
// then id, with every missing ThresholdOutcome derived.
func reportCases(results []CaseResult) ([]CaseResult, error) {
	for i, r := range results {
		if err := r.Validate(); err != nil {
			return nil, &ResultError{Index: i, ID: r.ID, Err: err}
		}
	}
	cases := append([]CaseResult{}, results...)
	for i := range cases {
		if cases[i].ThresholdOutcome == "" {
			cases[i].ThresholdOutcome = cases[i].DeriveThresholdOutcome()
		}
	}
	sort.SliceStable(cases, func(i, j int) bool {
		if cases[i].File != cases[j].File {
			return cases[i].File < cases[j].File
		}
		return cases[i].ID < cases[j].ID
	})
	return cases, nil
}

// summarize counts the cases' verdicts, false passes and fails, source and
// order checks, errors and models, and derives the decisive accuracy and
// the coverage. The score metrics are filled in by NewReport.
func summarize(cases []CaseResult) Summary {
	s := Summary{Cases: len(cases)}
	correctDecisive := 0
	models := map[string]bool{}
	maxSpread := math.NaN()
	for _, r := range cases {
		switch r.Status {
		case semantic.StatusPassed:
			s.Passed++
		case semantic.StatusFailed:
			s.Failed++
		default:
			s.Inconclusive++
		}
		if (r.Status == semantic.StatusPassed && r.Truth == TruthEquivalent) || (r.Status == semantic.StatusFailed && r.Truth == TruthDifferent) {
			correctDecisive++
		}
		if r.FalsePass() {
			s.FalsePass++
		}
		if r.FalseFail() {
			s.FalseFail++
		}
		if r.SourceChecked {
			s.SourceChecked++
			if r.SourceOK {
				s.SourceCorrect++
			}
		}
		if r.Error != "" {
			s.Errors++
		}
		if r.OrderVariants != nil {
			s.OrderChecked++
			if r.OrderVariants.Flips > 0 {
				s.OrderFlipped++
			}
			if math.IsNaN(maxSpread) || r.OrderVariants.Spread > maxSpread {
				maxSpread = r.OrderVariants.Spread
			}
		}
		for _, m := range append([]string{r.Model}, r.Models...) {
			if m != "" {
				models[m] = true
			}
		}
	}
	s.Models = make([]string, 0, len(models))
	for m := range models {
		s.Models = append(s.Models, m)
	}
	sort.Strings(s.Models)
	s.DecisiveAccuracy = ratio(correctDecisive, s.Passed+s.Failed)
	s.Coverage = ratio(s.Passed+s.Failed, s.Cases)
	s.OrderMaxSpread = finite(maxSpread)
	return s
}

// reliability fills in the reliability bins and the calibration errors
// (ECE with its bootstrap intervals, MCE, Brier) of the scores.
func (rep *Report) reliability(scores []Score, c config) {
	s := &rep.Summary
	rep.Reliability.EqualWidth = EqualWidthBins(scores, c.bins)
	rep.Reliability.EqualMass = EqualMassBins(scores, c.bins)
	s.Bins = c.bins
	s.BinsNonEmpty = NonEmpty(rep.Reliability.EqualWidth)
	s.BinsMass = NonEmpty(rep.Reliability.EqualMass)
	s.ECE = finite(ECE(rep.Reliability.EqualWidth))
	s.ECEEqualMass = finite(ECE(rep.Reliability.EqualMass))
	s.MCE = finite(MCE(rep.Reliability.EqualWidth))
	s.Brier = finite(Brier(scores))
	if len(scores) > 0 && c.resamples > 0 {
		w := BootstrapECE(scores, EqualWidthBins, c.bins, c.resamples, 0.95, c.seed)
		m := BootstrapECE(scores, EqualMassBins, c.bins, c.resamples, 0.95, c.seed)
		s.ECECI, s.ECEMassCI = &w, &m
	}
}

// WriteJSON writes the report as indented JSON: {"summary": …, "outcomes":
// …, "reliability": …, "risk_coverage": …, "threshold": …, "cases": […]}.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(r); err != nil {
		return fmt.Errorf("calibration: write json: %w", err)
	}
	return nil
}

func ratio(num, den int) *float64 {
	if den == 0 {
		return nil
	}
	v := float64(num) / float64(den)
	return &v
}

func finite(v float64) *float64 {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return nil
	}
	return &v
}
