package lexical

import "math"

// Calibration of P(equivalent).
//
// The corpus truth of a comparison is binary (equivalent or different);
// insufficient_evidence is the engine's own answer, never a truth. So
// P(equivalent) is read as a forecast: of the comparisons given
// P(equivalent) = p, about a share p should in fact be equivalent. The
// evidence alone (evidence) is not such a forecast: it puts almost no mass
// on equivalent whenever it cannot decide, yet most undecided comparisons
// are equivalent pairs the engine lacks the words or arithmetic for, and
// it puts 0.01 on equivalent when it finds a conflict, yet about one
// conflict in ten is a paraphrase it misread.
//
// calibrated keeps every choice and the probability of every decisive
// choice, and only moves mass between the two options not chosen:
//
//   - a conflict (choice different): P(equivalent) is calConflictEq of what
//     different leaves, the rest stays insufficient_evidence;
//   - an undecided comparison (choice insufficient_evidence): P(equivalent)
//     rises to calOpen plus calOpenCover times the coverage of both sides,
//     or calUnsure when a claim is unclear (a shared slot holds other
//     words, a qualifier on one side only), but stays below
//     insufficient_evidence and below 0.5, so the answer stays inconclusive
//     at every threshold up to 0.5; the mass it needs comes from the lean
//     towards different of the evidence, which is no forecast either;
//   - identical texts, an empty side and a choice of equivalent are kept.
//
// The constants are measured on the development part of testdata/corpus4
// (about half of its pairs are equivalent): a forecast for a population
// like it, not a property of one comparison. docs/lexical-engine.md
// ("What the confidence means") states the figures.
const (
	calConflictEq = 0.9
	calOpen       = 0.475
	calOpenCover  = 0.03
	calUnsure     = 0.42
	// calMargin keeps P(equivalent) strictly below insufficient_evidence
	// after rounding to four decimals.
	calMargin = 0.002
)

// calibrated moves mass between the options a comparison does not choose
// so that P(equivalent) is calibrated (see above).
func (r comparison) calibrated(eq, diff, insuf float64) (float64, float64, float64) {
	switch {
	case r.identical || r.empty:
		return eq, diff, insuf
	case r.conflict > 0:
		if diff > calSoftDiff && r.softConflict() {
			diff = calSoftDiff // one reading of the page's words (confidence_soft.go)
		}
		rest := 1 - diff
		return rest * calConflictEq, diff, rest * (1 - calConflictEq)
	case eq >= insuf || eq >= diff && eq >= 0.5:
		return eq, diff, insuf // a choice of equivalent
	}
	c := calOpen + calOpenCover*r.covE*r.covA
	if r.unsure && !r.missing {
		c = calUnsure
	}
	// The lean towards different of an undecided comparison is no forecast
	// either: give equivalent its share from it, keeping insufficient
	// evidence the most likely choice.
	diff = math.Min(diff, math.Max(1-2*c-4*calMargin, 0.02))
	c = math.Min(c, (1-diff)/2-calMargin)
	c = math.Max(c, eq)
	return c, diff, 1 - c - diff
}
