package calibration

import (
	"fmt"
	"strconv"
	"strings"
)

// OperatingPoint is a run of tested thresholds that accept exactly the same
// cases: every threshold from Low to High (on the grid) has the same
// accepted count, false accepts and bound.
type OperatingPoint struct {
	Low, High  float64
	Accepted   int
	Errors     int
	UpperBound float64
	Certified  bool
}

// Range renders the thresholds of the point: "0.83" or "0.72–0.80".
func (p OperatingPoint) Range() string {
	if p.Low == p.High {
		return fmt.Sprintf("%.2f", p.High)
	}
	return fmt.Sprintf("%.2f–%.2f", p.Low, p.High)
}

// OperatingPoints collapses the tested thresholds (Steps, highest first)
// into the distinct operating points, highest first.
func (t ThresholdRecommendation) OperatingPoints() []OperatingPoint {
	var out []OperatingPoint
	for _, s := range t.Steps {
		if n := len(out); n > 0 {
			p := &out[n-1]
			if p.Accepted == s.Accepted && p.Errors == s.Errors && p.Certified == s.Certified {
				p.Low = s.Threshold
				continue
			}
		}
		out = append(out, OperatingPoint{Low: s.Threshold, High: s.Threshold, Accepted: s.Accepted,
			Errors: s.Errors, UpperBound: s.UpperBound, Certified: s.Certified})
	}
	return out
}

// Recommended is the operating point of the certified threshold, or nil
// when nothing was certified. Its High is the threshold to use: lower
// thresholds of the same point accept no other fixture case, and scores
// below it were never observed, so nothing is known about them.
func (t ThresholdRecommendation) Recommended() *OperatingPoint {
	if !t.Certified || t.Threshold == nil {
		return nil
	}
	for _, p := range t.OperatingPoints() {
		if p.Certified && p.Low <= *t.Threshold && *t.Threshold <= p.High {
			return &p
		}
	}
	return nil
}

// pctWord renders a rate in [0, 1] as "5 %" or "3.8 %".
func pctWord(v float64) string {
	s := strconv.FormatFloat(v*100, 'f', 1, 64)
	return strings.TrimSuffix(s, ".0") + " %"
}

// Advice is the recommendation in plain words: the threshold to use and the
// guarantee it carries, or, when no threshold is certified, that none is
// recommended and why (no threshold is then shown at all).
func (t ThresholdRecommendation) Advice() string {
	conf := pctWord(1 - t.Delta)
	p := t.Recommended()
	if p == nil {
		why := fmt.Sprintf("with these %d scored cases", t.Scored)
		switch {
		case t.Scored < t.MinCases:
			why = fmt.Sprintf("with %d scored cases: even with no false accept at all it takes at least %d", t.Scored, t.MinCases)
		case len(t.Steps) > 0:
			last := t.Steps[len(t.Steps)-1]
			why += fmt.Sprintf(": already the strictest testable threshold, %.2f, accepts %d cases of which %d wrongly (bound %s)",
				last.Threshold, last.Accepted, last.Errors, pctWord(last.UpperBound))
		}
		return fmt.Sprintf("No threshold is recommended: no threshold certifies a false-accept rate ≤ %s at %s confidence %s.",
			pctWord(t.Alpha), conf, why)
	}
	s := fmt.Sprintf("Use a comparison threshold of %.2f. With %s confidence, at most %s of the comparisons it accepts are wrong "+
		"(false accepts), for cases like these fixtures judged by the same decider and model with the same source threshold. "+
		"Here it accepted %d of %d cases (%s), %s (upper bound %s).",
		p.High, conf, pctWord(t.Alpha), p.Accepted, t.Total, pctWord(float64(p.Accepted)/float64(max(t.Total, 1))),
		wrongly(p.Errors), pctWord(p.UpperBound))
	if p.Low < p.High {
		s += fmt.Sprintf(" Every threshold from %.2f to %.2f accepts exactly these cases; no case scored lower, so nothing is known about lower scores.",
			p.Low, p.High)
	}
	return s
}

func wrongly(n int) string {
	switch n {
	case 0:
		return "none of them wrongly"
	case 1:
		return "1 of them wrongly"
	}
	return fmt.Sprintf("%d of them wrongly", n)
}

// headlineThreshold is the headline table's recommended threshold cell.
func (t ThresholdRecommendation) headlineThreshold() string {
	p := t.Recommended()
	if p == nil {
		return "none certified"
	}
	s := fmt.Sprintf("%.2f (≤ %s false accepts at %s confidence)", p.High, pctWord(t.Alpha), pctWord(1-t.Delta))
	return s
}

// HasError reports whether a case of the group has an error message (the
// error column is shown only then).
func (g caseGroup) HasError() bool {
	for _, c := range g.Cases {
		if c.Error != "" {
			return true
		}
	}
	return false
}
