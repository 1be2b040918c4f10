package lexical

import "slices"

// A phrase the lexicon reads as one concept ("payment method" is a card)
// is often shown split: the card or section says its first words and the
// field's label its last word ("Method" in the card "Payment"). Such a
// label says the phrase: it is no other key's label, and it labels the
// field's value as the phrase would. The label alone ("Method" with no
// "Payment" around it) says nothing of which method.

// compoundLabel is how well s's own label says description unit u as the
// last word of u's phrase, with s's heading or card title saying the
// phrase's first word: 1 when both hold, 0 otherwise.
func compoundLabel(u unit, s *sourceAnalysis) float64 {
	if u.tail == "" || u.implied || !s.ownLabel || !saysOnly(&s.ctx, u.tail) {
		return 0
	}
	first := fold(u.raw)
	if slices.ContainsFunc(s.head.units, func(h unit) bool { return !h.implied && fold(h.raw) == first }) {
		return 1
	}
	return 0
}

// saysOnly reports whether analysis a has one word of its own, w.
func saysOnly(a *analysis, w string) bool {
	n, found := 0, false
	for _, u := range a.units {
		if u.implied {
			continue
		}
		n++
		found = found || fold(u.raw) == w && u.tail == ""
	}
	return n == 1 && found && len(a.values) == 0
}

// labelPrecision is the share of s's label the description says
// (precision), 1 when the label is the last word of a phrase of the
// description that s's heading or card completes (compoundLabel).
func labelPrecision(d *analysis, s *sourceAnalysis) float64 {
	for _, u := range d.units {
		if compoundLabel(u, s) > 0 {
			return 1
		}
	}
	return precision(&s.ctx, d)
}
