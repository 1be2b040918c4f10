package lexical

// Entries of a labelled list.
//
// A page that lists values under labels, one value per entry ("Basic
// $42/mo · Plus $58/mo · Premier $77/mo", "Adults 2 · Children 3",
// "Sunrise 07:12 · Sunset 16:48", "4 people · 6 items"), binds each value
// to the words of its own entry. A claim with one value whose words pick
// out exactly one entry (a word of the claim labels that entry and no
// other) is about that entry:
//
//   - when the entry's value is of the claim's kind and differs from it,
//     and every label word of the entry is named by the claim, the page
//     states another value of the same bound quantity: a clear conflict
//     ("the Plus plan costs $42" against the list above; "three adults"
//     against "Adults 2 · Children 3"), whether or not the claimed value
//     stands under another label;
//   - when the entry's value states the claimed one and the page is a
//     list and nothing else (every clause an entry, every value of the
//     claim's kind), the other entries are other facts (gate.go's inert
//     extra clauses: "two personal days" against "Annual 12 · Sick 5 ·
//     Personal 2"; not "Starting Jan 1, your premium will be $110/mo",
//     whose first clause qualifies the second).
//
// Limits: an entry with two values ("Zone 1 21°"), a claim whose words
// label two entries ("three overdue assignments" against "3 assignments
// due · 1 overdue"), an entry label the claim does not name in full
// ("Seats 10 total" against "7 seats left": the claim may be a
// complement), a bound or approximate claimed value ("over $40"), a
// negated claim, a claimed change ("NPS went up by 7", "+7": a
// difference, not the entry's level) and a page clause with a negation
// or a modal are left to the other rules.

// listEntry is one clause of a labelled list: its value and label keys.
type listEntry struct {
	v      value
	labels map[string]bool
}

// labelledEntries lists the clauses of x that hold exactly one stated value.
func labelledEntries(x *analysis) []listEntry {
	if x.nClauses < 2 {
		return nil
	}
	n := make([]int, x.nClauses)
	at := make([]int, x.nClauses)
	for i, v := range x.values {
		if !v.implied && !v.derived && v.clause < len(n) {
			n[v.clause]++
			at[v.clause] = i
		}
	}
	var out []listEntry
	for k := range n {
		if n[k] != 1 || x.clauseNeg[k] > 0 || x.clauseModal[k] {
			continue
		}
		en := listEntry{v: x.values[at[k]], labels: map[string]bool{}}
		for _, u := range x.units {
			if u.clause == k && !u.implied && !u.descriptor && u.weight > 0 {
				en.labels[u.key] = true
			}
		}
		if len(en.labels) > 0 {
			out = append(out, en)
		}
	}
	return out
}

// claimedEntry is the one value of e and the entry of a's list its words
// pick out, ok false when there is no such single entry.
func claimedEntry(a, e *analysis) (ev value, en listEntry, keys map[string]bool, ok bool) {
	if e.neg > 0 {
		return ev, en, nil, false
	}
	n := 0
	for _, v := range e.values {
		if !v.implied {
			ev, n = v, n+1
		}
	}
	if n != 1 || ev.cmp != 0 || ev.approx || ev.derived || ev.soft || ev.dir != 0 || ev.signed != 0 || len(a.values) < 2 {
		return ev, en, nil, false
	}
	ens := labelledEntries(a)
	if len(ens) < 2 {
		return ev, en, nil, false
	}
	keys = map[string]bool{}
	for _, u := range e.units {
		if !u.implied && !u.descriptor && u.weight > 0 {
			keys[u.key] = true
		}
	}
	pick := -1
	for k := range keys {
		holders := -1
		for i, x := range ens {
			if x.labels[k] {
				if holders != -1 {
					holders = -2 // the word labels two entries: not distinctive
					break
				}
				holders = i
			}
		}
		switch {
		case holders < 0:
		case pick == -1 || pick == holders:
			pick = holders
		default:
			return ev, en, nil, false // words of the claim pick two entries
		}
	}
	if pick < 0 {
		return ev, en, nil, false
	}
	return ev, ens[pick], keys, true
}

// decideEntries applies the rules above to a comparison of the page a and
// the claim e.
func (r *comparison) decideEntries(a, e *analysis) {
	if r.identical || r.empty || r.swap {
		return
	}
	ev, en, keys, ok := claimedEntry(a, e)
	if !ok || en.v.kind != ev.kind {
		return
	}
	q, _ := matchValue(ev, en.v)
	switch {
	case q >= qFull && pureList(a, ev.kind):
		r.extraInert = true
	case q == 0 && r.conflict < sValue && subset(en.labels, keys) && !complementOf(ev, a, e): // values_complement.go
		r.addConflict(sValue, "entry value")
		r.shared = 1
	}
}

// pureList reports whether every clause of x is a list entry with a
// value of kind k.
func pureList(x *analysis, k valKind) bool {
	ens := labelledEntries(x)
	if len(ens) != x.nClauses {
		return false
	}
	for _, en := range ens {
		if en.v.kind != k {
			return false
		}
	}
	return true
}

// subset reports whether every key of x is in y.
func subset(x, y map[string]bool) bool {
	for k := range x {
		if !y[k] {
			return false
		}
	}
	return true
}
