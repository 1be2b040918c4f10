package lexical

import (
	"sort"

	"github.com/jevtest/jev/semantic"
)

// Shape of selection distributions beyond engine.go's selectionDecision.
const (
	// shortlist is how many candidates a selection decision gives some
	// probability, so that an unbound or ambiguous answer can list them.
	shortlist = 5
	// spreadShare is the share of the ambiguous mass given to the
	// candidates ranked third to shortlist, in proportion to their scores.
	spreadShare = 0.2
	// keptNone is the share of "none" kept when some candidate shares a
	// word or is of the type asked for: the rest goes to ambiguous, since
	// the page may show it in words the engine does not connect.
	keptNone = 0.4
)

// sourceDecision is the decision of a source selection: as
// rankedDecision, but "no source shows it" is confident only when no source
// shares a description word or is of the type asked for (shares false).
func (e *Engine) sourceDecision(ids []string, scores []float64, shares bool) semantic.Decision {
	d := e.rankedDecision(ids, scores)
	if !shares {
		return d
	}
	pNone := d.Probabilities[semantic.ChoiceNone]
	kept := max(pNone*keptNone, 0.02)
	if kept >= pNone {
		return d
	}
	d.Probabilities[semantic.ChoiceAmbiguous] += pNone - kept
	d.Probabilities[semantic.ChoiceNone] = kept
	return redistribute(d.Probabilities)
}

// rankedDecision is selectionDecision with the candidates ranked third to
// shortlist given a share of the ambiguous mass, unless that would change
// the choice.
func (e *Engine) rankedDecision(ids []string, scores []float64) semantic.Decision {
	d := e.selectionDecision(ids, scores)
	order := make([]int, 0, len(ids))
	for i, s := range scores {
		if s > 0 {
			order = append(order, i)
		}
	}
	sort.SliceStable(order, func(x, y int) bool { return scores[order[x]] > scores[order[y]] })
	var extra []int
	total := 0.0
	for _, i := range order[:min(len(order), shortlist)] {
		if _, ok := d.Probabilities[ids[i]]; !ok {
			extra = append(extra, i)
			total += scores[i]
		}
	}
	pAmb := d.Probabilities[semantic.ChoiceAmbiguous]
	give := pAmb * spreadShare
	if len(extra) == 0 || total == 0 || give < 0.0005*float64(len(extra)) {
		return d
	}
	if d.Choice == semantic.ChoiceAmbiguous && pAmb-give <= secondBest(d) {
		return d
	}
	p := make(map[string]float64, len(d.Probabilities)+len(extra))
	for k, v := range d.Probabilities {
		p[k] = v
	}
	p[semantic.ChoiceAmbiguous] = pAmb - give
	for _, i := range extra {
		p[ids[i]] = give * scores[i] / total
	}
	out := redistribute(p)
	if out.Choice != d.Choice {
		return d
	}
	return out
}

// secondBest is the largest probability of a decision other than its
// choice.
func secondBest(d semantic.Decision) float64 {
	b := 0.0
	for k, v := range d.Probabilities {
		if k != d.Choice && v > b {
			b = v
		}
	}
	return b
}

// redistribute rebuilds a decision from probabilities: none and ambiguous
// first (ties go to the cautious answer), then the candidates by id.
func redistribute(p map[string]float64) semantic.Decision {
	ids := []string{semantic.ChoiceNone, semantic.ChoiceAmbiguous}
	var rest []string
	for k := range p {
		if k != semantic.ChoiceNone && k != semantic.ChoiceAmbiguous {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	ids = append(ids, rest...)
	ps := make([]float64, len(ids))
	for i, id := range ids {
		ps[i] = p[id]
	}
	return makeDecision(ids, ps)
}
