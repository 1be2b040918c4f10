package calibration

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/jevtest/jev/semantic"
)

// maxListed caps each list of cases in the Markdown and HTML reports.
const maxListed = 50

// maxText caps evidence text rendered in a report, in runes.
const maxText = 300

// confidenceNote is the sentence every human-readable report carries.
const confidenceNote = "Confidence is a decision score, not a probability: a threshold of 0.8 accepts decisions scored at least 0.8; " +
	"it does not mean 80 % of them are right. These metrics measure how the score relates to correctness on this fixture corpus, " +
	"which is regression evidence for its pages, not a claim of accuracy on arbitrary websites."

func fmtPtr(v *float64, digits int) string {
	if v == nil {
		return "n/a"
	}
	return fmt.Sprintf("%.*f", digits, *v)
}

func fmtPct(v *float64) string {
	if v == nil {
		return "n/a"
	}
	return fmt.Sprintf("%.1f %%", *v*100)
}

func fmtCI(iv *Interval) string {
	if iv == nil {
		return ""
	}
	return fmt.Sprintf(" (%.0f %% CI %.4f–%.4f)", iv.Level*100, iv.Low, iv.High)
}

// sentence upper-cases the first letter of s.
func sentence(s string) string {
	r := []rune(s)
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}

func truncate(s string) string {
	r := []rune(s)
	if len(r) <= maxText {
		return s
	}
	return string(r[:maxText]) + "…"
}

// headline is the metric table shared by the Markdown and HTML reports.
func (r *Report) headline() [][2]string {
	s := r.Summary
	rec := r.Threshold.headlineThreshold()
	src := "n/a"
	if s.SourceChecked > 0 {
		src = fmt.Sprintf("%d / %d", s.SourceCorrect, s.SourceChecked)
	}
	rows := [][2]string{
		{"cases", fmt.Sprint(s.Cases)},
		{"passed / failed / inconclusive", fmt.Sprintf("%d / %d / %d", s.Passed, s.Failed, s.Inconclusive)},
		{"false pass (truth different, passed)", fmt.Sprint(s.FalsePass)},
		{"false fail (truth equivalent, failed)", fmt.Sprint(s.FalseFail)},
		{"errors", fmt.Sprint(s.Errors)},
		{"decisive accuracy", fmtPct(s.DecisiveAccuracy)},
		{"coverage", fmtPct(s.Coverage)},
		{fmt.Sprintf("ECE, equal-width (%d bins, %d non-empty)", s.Bins, s.BinsNonEmpty), fmtPtr(s.ECE, 4) + fmtCI(s.ECECI)},
		{fmt.Sprintf("ECE, equal-mass (%d non-empty bins)", s.BinsMass), fmtPtr(s.ECEEqualMass, 4) + fmtCI(s.ECEMassCI)},
		{"MCE", fmtPtr(s.MCE, 4)},
		{"Brier", fmtPtr(s.Brier, 4)},
		{"AURC (up to max coverage " + fmtPct(s.MaxCoverage) + ")", fmtPtr(s.AURC, 4)},
		{"source grounding correct / checked", src},
		{fmt.Sprintf("recommended threshold (α = %g, δ = %g)", r.Threshold.Alpha, r.Threshold.Delta), rec},
	}
	if s.OrderChecked > 0 {
		rows = append(rows, [2]string{"order variants: flipped / checked, max spread",
			fmt.Sprintf("%d / %d, %s", s.OrderFlipped, s.OrderChecked, fmtPtr(s.OrderMaxSpread, 4))})
	}
	if len(s.Models) > 0 {
		rows = append(rows, [2]string{"models", strings.Join(s.Models, ", ")})
	}
	return rows
}

// caseGroup is a titled list of cases for the human-readable reports.
type caseGroup struct {
	Title string
	Cases []CaseResult
	More  int // cases left off past maxListed
}

// failing returns the cases worth a reader's attention: false passes, false
// fails, errors, and inconclusive cases, in report order; then, again,
// every case whose source was checked and found wrong (a grounding problem,
// whatever its status).
func (r *Report) failing() []caseGroup {
	groups := []caseGroup{
		{Title: "False passes (truth different, status passed)"},
		{Title: "False fails (truth equivalent, status failed)"},
		{Title: "Errors"},
		{Title: "Inconclusive"},
		{Title: "Wrong grounding (source checked, evidence outside it)"},
	}
	for _, c := range r.Cases {
		if c.SourceChecked && !c.SourceOK {
			if len(groups[4].Cases) < maxListed {
				groups[4].Cases = append(groups[4].Cases, c)
			} else {
				groups[4].More++
			}
		}
		g := -1
		switch {
		case c.FalsePass():
			g = 0
		case c.FalseFail():
			g = 1
		case c.Error != "":
			g = 2
		case c.Status == semantic.StatusInconclusive:
			g = 3
		}
		if g < 0 {
			continue
		}
		if len(groups[g].Cases) < maxListed {
			groups[g].Cases = append(groups[g].Cases, c)
		} else {
			groups[g].More++
		}
	}
	out := groups[:0]
	for _, g := range groups {
		if len(g.Cases) > 0 {
			out = append(out, g)
		}
	}
	return out
}

func fmtSource(c CaseResult) string {
	s := "n/a"
	if c.SourceConfidence != nil {
		s = fmt.Sprintf("%.3f", *c.SourceConfidence)
	}
	if c.SourceChecked {
		if c.SourceOK {
			s += " (grounding ok)"
		} else {
			s += " (grounding wrong)"
		}
	}
	return s
}
