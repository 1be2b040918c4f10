package lexical

// The page's own word beats a synonym. The lexicon joins words of one
// meaning into a concept ("price", "cost" and "total"; "fulfilled" and
// "paid" as a completion), which lets a description find a value the page
// labels in other words. Where the page does say the description's word
// itself (a column "Price"), a unit that matches only through a synonym
// (the cell under "Total") is weaker evidence: the page chose the other
// word for another value.

// synonymOnly is the share kept of a label or text match through a
// synonym when some source says the description's word literally.
const synonymOnly = 0.8

// literal reports whether unit u's surface word (its stem) is said by one
// of us.
func literal(u unit, us []unit) bool {
	w := stem(fold(u.raw))
	for _, o := range us {
		if !o.implied && stem(fold(o.raw)) == w {
			return true
		}
	}
	return false
}

// literalOnPage marks the description's units whose surface word some
// source says in its text or its label.
func (q *sourceQuery) literalOnPage(ids []string, st *state) {
	q.literal = make([]bool, len(q.d.units))
	for i, u := range q.d.units {
		if u.implied {
			continue
		}
		for _, id := range ids {
			s := st.source(id)
			if literal(u, s.text.units) || literal(u, s.ctx.units) {
				q.literal[i] = true
				break
			}
		}
	}
}

// synonymWeight is the factor of a full match of unit i in us (quality
// got): synonymOnly when the match is a synonym's and the page says the
// word itself somewhere, else 1. A concept a value implies ("Mastercard
// ending in 5510" implies a payment) keeps its weaker quality as it is.
func (q *sourceQuery) synonymWeight(i int, us []unit, got float64) float64 {
	if got < 0.99 || q.literal == nil || !q.literal[i] || literal(q.d.units[i], us) {
		return 1
	}
	return synonymOnly
}
