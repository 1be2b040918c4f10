package lexical

// Prices of one: "€189 per person", "$12 each", "£4 apiece", "$35 per
// ticket" state what one person or item costs. Such an amount meets the
// same amount of one ("189 euros each", "a ticket costs 35 dollars per
// ticket") in full, a plain amount only weakly (the page may mean one
// of several), and a claimed total not at all: "189 euros in total"
// against "€189 per person" names the price of one as the whole
// (sums_total.go). The words that say "of one" are part of the value.

// perHeadNouns are what a price of one is per.
var perHeadNouns = map[string]bool{
	"person": true, "guest": true, "adult": true, "child": true, "passenger": true, "traveller": true, "traveler": true,
	"head": true, "user": true, "seat": true, "ticket": true, "item": true, "unit": true, "piece": true, "pax": true,
}

// eachWords after an amount make it the price of one.
var eachWords = map[string]bool{"each": true, "apiece": true, "ea": true}

// perHead marks the amount v as a price of one when the words right
// after it say so.
func (p *parser) perHead(v *value) {
	if v.kind != vAmount || v.per != "" {
		return
	}
	j := int(v.end)
	if j >= len(p.its) || p.its[j].brk {
		return
	}
	switch w := p.word(j); {
	case eachWords[w]:
		v.each = true
		p.markRead(v.clause, w)
		p.a.quals = dropOne(p.a.quals, w) // "each" says "of one", no quantifier
	case w == "per" && j+1 < len(p.its) && !p.its[j+1].brk && perHeadNouns[p.word(j+1)]:
		v.each = true
		p.markRead(v.clause, w, p.word(j+1))
	}
}

// perHeadQuality caps the match q of two amounts of which only one is a
// price of one.
func perHeadQuality(e, a value, q float64) float64 {
	if e.each != a.each {
		return min(q, qWeak)
	}
	return q
}

// perHeadTotal reports a claimed total ("189 euros in total") that the
// page's only amount, a price of one, matches by number.
func perHeadTotal(a, e *analysis) bool {
	if !e.totalCue {
		return false
	}
	ev, n := soleExplicit(e)
	av, m := soleExplicit(a)
	return n == 1 && m == 1 && ev.kind == vAmount && av.kind == vAmount && av.each && !ev.each && sameNum(ev.num, av.num)
}
