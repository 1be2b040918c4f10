package lexical

// Qualified counts. "the number of tickets closed this week" counts
// tickets, qualified by "closed this week". On a summary of label boxes
// over figures ("Open tickets 7", "Closed this week 3") the label that
// says the qualifiers names the right figure although it leaves the
// counted noun to the page; the label that says the noun with a
// contradicting qualifier ("Open" is the negation of "closed") counts
// other items. So a figure whose label says every qualifier is not
// demoted for leaving the noun unsaid (demoteOtherCounts), and a figure
// whose label or text says a qualifier's concept with the other polarity,
// or another member of its exclusive group, ranks below (otherItem).

// countQualifiers are the description's content units other than the
// counted noun of a count, nil when the description counts nothing or
// says no qualifier.
func (q *sourceQuery) countQualifiers() []unit {
	n := q.countedNoun()
	if n < 0 {
		return nil
	}
	if isItemState(q.d.units[n].c) {
		// The first word is a state of the items ("pending transactions",
		// "open tickets"), no noun: what follows is the noun, no
		// qualifier, and a figure that says only the noun counts all of
		// them (select_qualcount_test.go).
		return nil
	}
	var out []unit
	for i, u := range q.d.units {
		if i == n || u.implied || u.descriptor || u.weight == 0 {
			continue
		}
		out = append(out, u)
	}
	return out
}

// saysQualifiers reports whether s shows a number and its label says
// every qualifier qs of the count (countQualifiers), with its polarity (a
// sum of money under "Pending" is no count of pending transactions).
func saysQualifiers(qs []unit, s *sourceAnalysis) bool {
	if len(qs) == 0 || !hasNumber(s) {
		return false
	}
	for _, u := range qs {
		if !saysSamePolarity(u, s.ctx.units) {
			return false
		}
	}
	return true
}

// contradictsQualifier reports whether some unit of us states a
// qualifier's concept with the other polarity ("open" against "closed")
// or another member of the qualifier's exclusive group.
func contradictsQualifier(qs []unit, us []unit) bool {
	for _, u := range qs {
		if u.c == nil {
			continue
		}
		for _, o := range us {
			if o.implied || o.c == nil || o.noGroup || u.noGroup {
				continue
			}
			if o.c == u.c && o.neg != u.neg {
				return true
			}
			if o.c != u.c && u.c.group != "" && o.c.group == u.c.group {
				return true
			}
		}
	}
	return false
}

// demoteContradictedCounts applies otherItem, for a qualified count, to
// the figures whose label or text contradicts a qualifier while some
// figure's label says every qualifier.
func (q *sourceQuery) demoteContradictedCounts(ids []string, st *state, scores []float64) {
	qs := q.countQualifiers()
	if len(qs) == 0 {
		return
	}
	some := false
	for i, id := range ids {
		if s := st.source(id); scores[i] > 0 && saysQualifiers(qs, s) {
			some = true
			break
		}
	}
	if !some {
		return
	}
	for i, id := range ids {
		s := st.source(id)
		if scores[i] == 0 || !hasNumber(s) {
			continue
		}
		if contradictsQualifier(qs, s.ctx.units) || contradictsQualifier(qs, s.text.units) {
			scores[i] *= otherItem
		}
	}
}

// isItemState reports whether c is a state items are in rather than a
// noun: a member of an exclusive group, a concept with negative forms
// (open | closed), a negative outcome (pending), a boolean state or a
// stage before others.
func isItemState(c *concept) bool {
	return c != nil && (c.group != "" || c.polar || c.negOut || c.state || len(c.before) > 0)
}
