package lexical

import (
	"math"
	"strings"
	"time"
)

// Qualities of concept matches.
const (
	qContext = 0.9  // an actual-side word that only echoes its own label
	qPrefix  = 0.75 // a clipped word matched by prefix ("Ent" for "Enterprise")
)

// Conflict strengths.
const (
	sValue    = 1.0  // two values of one kind that differ: $124 vs $1,240
	sGroup    = 0.95 // two members of an exclusive group: Pro vs Free, monthly vs yearly
	sPolarity = 0.95 // negation or antonym on a shared subject
	sTense    = 0.9  // past against non-past of one verb: expired vs expires
	sRole     = 0.95 // a filler in swapped roles: who blocked whom, high vs low
	// sWeakPolarity: opposite polarities on predicates only one side
	// names; never a decisive different at 0.8.
	sWeakPolarity = 0.3
	sWeakValue    = 0.3 // a value the page's other values may explain
)

// comparison is the outcome of comparing an actual value (with context)
// to an expected value, before it becomes a distribution.
type comparison struct {
	covE, covA float64 // weighted coverage of expected by actual, of actual by expected
	conflict   float64 // strongest conflict, 0 when none
	shared     float64 // coverage of the expected side outside the conflicts
	reasons    []string
	empty      bool // nothing to compare on one side
	identical  bool
	// unsure caps equivalent below any usable threshold: a shared slot
	// holds other words (claims_align.go), or one side qualifies its claim
	// with a word of aspect or quantity the other lacks ("already", "all").
	unsure bool
	// missing: a claim of the expected side (a concept or value) has no
	// support at all on the actual side: never a pass.
	missing bool
}

// compareTexts compares actual (read with context) to expected.
func compareTexts(actual, context, expected string) comparison {
	return compareTextsAt(actual, context, expected, time.Time{})
}

// compareTextsAt is compareTexts reading relative dates against now.
func compareTextsAt(actual, context, expected string, now time.Time) comparison {
	a, c, e := analyzeAt(actual, now), analyzeAt(context, now), analyzeAt(expected, now)
	return compareAnalyses(&a, &c, &e)
}

func compareAnalyses(a, c, e *analysis) comparison {
	var r comparison
	if strings.TrimSpace(a.canon) != "" && a.canon == e.canon {
		r.identical = true
		r.covE, r.covA, r.shared = 1, 1, 1
		return r
	}
	eContent, aContent := e.content(), a.content()
	if (!eContent && !e.state) || (!aContent && !a.state) {
		r.empty = true
		return r
	}

	var eW, eCov, aW, aCov, conflictW float64

	// Values.
	for _, ev := range e.values {
		if ev.implied {
			// A derived value ("free" → zero) need not be covered, but an
			// actual value of its kind that differs contradicts it.
			if q, conflict := bestValue(ev, a.values); q == 0 && conflict {
				r.addConflict(sValue, "value "+ev.String())
				for _, eu := range e.units {
					if eu.c != nil && eu.c.zero && !eu.implied {
						conflictW += eu.weight // the word the value came from
					}
				}
			}
			continue
		}
		w := 2.0
		eW += w
		q, conflict := bestValue(ev, a.values)
		if q == 0 && ev.kind == vCode && alignedCode(ev.code, a.parts) {
			q, conflict = qFull, false // the same code, grouped otherwise
		}
		if q == 0 && !conflict {
			if qc, _ := bestValue(ev, c.values); qc > 0 {
				q = qc * qContext
			}
		}
		if q == 0 && conflict {
			if sq := sumCover(ev, a, e); sq > 0 {
				q, conflict = sq, false // "$49 + $10 VAT" states "59 dollars in total"
			}
		}
		if q == 0 && !conflict {
			r.missing = true
		}
		switch {
		case q > 0:
			eCov += w * q
		case conflict && unexplained(ev.kind, a.values, e.values):
			s := sValue
			if ambiguousValue(ev, a, e) {
				// The page shows several values of the kind and none is
				// bound to what the claim counts: arithmetic may relate
				// them ("6,000 / 10,000 steps" against "4,000 to go").
				s = sWeakValue
			} else {
				r.missing = true
			}
			r.addConflict(s, "value "+ev.String())
			conflictW += w
		}
	}
	matched := matchedClauses(a, e)
	for i, av := range a.values {
		if av.implied {
			continue
		}
		w := 2.0
		if extraClause(matched, av.clause) {
			w *= wExtra // another fact of a list: "Transfer to Ana · $50 · Completed"
		}
		aW += w
		best := 0.0
		for _, ev := range e.values {
			q, _ := matchValue(ev, av)
			best = math.Max(best, q)
		}
		if best == 0 && av.kind == vCode && alignedCode(av.code, e.parts) {
			best = qFull
		}
		if best == 0 {
			for _, cv := range c.values {
				if q, _ := matchValue(cv, av); q > 0 {
					best = math.Max(best, q*qContext)
				}
			}
		}
		if best == 0 {
			best = derivedCover(i, a.values, e.values)
		}
		if best == 0 && av.role == roleTotal && countMatched(a, e, av.clause) {
			best = 1 // "Attempt 2 of 3" states the second attempt; 3 is its frame
		}
		aCov += w * best
	}

	// Concepts.
	for _, eu := range e.units {
		if eu.implied || eu.weight == 0 || eu.descriptor {
			continue
		}
		eW += eu.weight
		q := bestUnit(eu, a.units)
		if q < 1 {
			q = math.Max(q, bestUnit(eu, c.units))
		}
		if q < qSynonym {
			q = math.Max(q, wnUnit(eu, a.units))
		}
		if q == 0 && eu.weight >= 0.5 {
			r.missing = true
		}
		eCov += eu.weight * q
	}
	for _, au := range a.units {
		if au.implied || au.weight == 0 || au.descriptor {
			continue
		}
		w := au.weight
		if extraClause(matched, au.clause) && !statusConcept(au) {
			w *= wExtra
		}
		aW += w
		q := bestUnit(au, e.units)
		if q < 1 {
			q = math.Max(q, qContext*bestUnit(au, c.units))
		}
		if q < qSynonym {
			q = math.Max(q, wnUnit(au, e.units))
		}
		if q < 1 && roleOf(au.key) != "" && derivedMatch(au.clause, a.values, e.values) {
			q = 1 // "used" in "4 of 10 used", which states "6 available"
		}
		if q < 1 && impliesAny(au, e.units) {
			q = 1 // "Visa" is the card the expected side names: more specific, not more
		}
		aCov += w * q
	}
	r.covE, r.covA = ratio(eCov, eW), ratio(aCov, aW)

	// Exclusive groups: Pro against Free, monthly against yearly.
	negated := e.denied() || (a.denied() != c.denied())
	for _, eu := range e.units {
		g := groupOf(eu)
		if negated {
			break // "not monthly" does not contradict "yearly"
		}
		if g == "" {
			continue
		}
		if bestUnit(eu, a.units) == 1 {
			continue // the actual itself says it ("$0" is free under "Starter")
		}
		members := groupMembers(a.units, g)
		if len(members) > 0 && listEntries(a, e, g) {
			continue // "Annual 12 · Sick 5": the other member labels another entry
		}
		if len(members) == 0 {
			members = groupMembers(c.units, g)
		}
		if len(members) == 0 || members[eu.key] {
			continue
		}
		if hasKey(e.units, members) {
			continue // the expected side names the actual member too
		}
		r.addConflict(sGroup, "group "+g+": "+eu.key)
		if !eu.implied {
			conflictW += eu.weight
		}
	}

	// Polarity: negation or an antonym on a shared subject.
	// Negation is scoped to its clause: only clauses about a subject the
	// other side names (or clauses that are only a state: "Off", "No")
	// count, and a modal clause ("can be added") states no fact.
	pa, ra := relevantPolarity(a, e, e)
	pe, re := relevantPolarity(e, a, c)
	ctxNeg := c.negative() && (sharesConcept(e, c) || !aContent)
	if (ra || re) && (pa != ctxNeg) != pe {
		sharedSubject := r.covE >= 0.5 || (!eContent && !aContent) || (!eContent && r.covA >= 0.5)
		if sharedSubject && (a.state || c.state || e.state) {
			s := sPolarity
			if substituted(a, e) && !negationShared(a, e) && !negationShared(e, a) {
				// Each side negates or asserts a predicate the other does
				// not name ("Missing" against "not turned in"): the
				// polarities are not about one claim.
				s = sWeakPolarity
			}
			r.addConflict(s, "polarity")
		}
	}

	// Tense of a shared verb: expired against expires.
	for _, eu := range e.units {
		if eu.tense == tNone || eu.c == nil {
			continue
		}
		for _, au := range a.units {
			if au.key == eu.key && au.tense != tNone && (au.tense == tPast) != (eu.tense == tPast) {
				r.addConflict(sTense, "tense "+eu.key)
				conflictW += eu.weight
				break
			}
		}
	}
	r.shared = 1
	if rest := eW - conflictW; rest > 0 {
		r.shared = math.Min(1, eCov/rest)
	}
	r.alignClaims(e, a)
	if d := countConflict(a, e); d != "" {
		r.addConflict(sValue, "count "+d)
	}
	if qualifierMismatch(a, e) || reordered(a, e) {
		r.unsure = true
	}
	r.antonyms(a, c, e)
	return r
}

// antonyms adds a polarity conflict where the one concept the expected
// side leaves unsupported (by the actual or its context) is a WordNet
// antonym of a concept the actual side leaves uncovered (and the lexicon
// does not know both): the claim structure agrees except for that word
// ("Disarmed" under "Alarm" against "the alarm is armed").
func (r *comparison) antonyms(a, c, e *analysis) {
	if r.conflict > 0 || a.negative() != e.negative() {
		return // under one negation an antonym agrees: "No downtime" is uptime
	}
	eu, ok := soleUncovered(e, a, c)
	if !ok {
		return
	}
	for _, au := range uncoveredUnits(a, e) {
		if wnAntonyms(eu, au) {
			r.addConflict(sPolarity, "antonym "+eu.raw+"/"+au.raw)
			return
		}
	}
}

// soleUncovered is the one content unit of x that neither o nor (when not
// nil) ctx names, if there is exactly one.
func soleUncovered(x, o, ctx *analysis) (unit, bool) {
	var out unit
	n := 0
	for _, u := range uncoveredUnits(x, o) {
		if ctx != nil && bestUnit(u, ctx.units) == 1 {
			continue
		}
		out = u
		n++
	}
	return out, n == 1
}

// uncoveredUnits are the content units of x that o does not name.
func uncoveredUnits(x, o *analysis) []unit {
	var out []unit
	for _, u := range x.units {
		if u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		if bestUnit(u, o.units) == 0 {
			out = append(out, u)
		}
	}
	return out
}

// alignClaims applies the claim alignment of both directions.
func (r *comparison) alignClaims(e, a *analysis) {
	al, why := alignClaims(e.claims, a.claims)
	if al2, why2 := alignClaims(a.claims, e.claims); al2 > al {
		al, why = al2, why2
	}
	switch al {
	case alignSwap:
		r.addConflict(sRole, "roles "+why)
	case alignGrade:
		r.addConflict(sValue, "grade "+why)
	case alignUnclear:
		r.unsure = true
	}
}

func (r *comparison) addConflict(s float64, why string) {
	if s > r.conflict {
		r.conflict = s
	}
	r.reasons = append(r.reasons, why)
}

func ratio(x, w float64) float64 {
	if w == 0 {
		return 1
	}
	return x / w
}

// bestValue is the best match of ev among vs, and whether some value of
// the same kind contradicts it while none matches.
func bestValue(ev value, vs []value) (float64, bool) {
	best, conflict := 0.0, false
	for _, av := range vs {
		q, c := matchValue(ev, av)
		if q > best {
			best = q
		}
		if c && (!av.implied || av.derived) {
			conflict = true
		}
	}
	if best > 0 {
		return best, false
	}
	return 0, conflict
}

// bestUnit is the quality of the best match of u among us.
func bestUnit(u unit, us []unit) float64 {
	best := 0.0
	for _, o := range us {
		if o.key == u.key {
			return 1
		}
		if best < qPrefix && clipped(u.raw, o.raw) {
			best = qPrefix
		}
	}
	return best
}

// clipped reports whether one word is a clipped form of the other
// ("Config" of "Configuration"): the shorter has at least three letters and
// starts the longer. Lexicon abbreviations match fully; this is weaker.
func clipped(x, y string) bool {
	if len(x) > len(y) {
		x, y = y, x
	}
	return len(x) >= 3 && len(y) > len(x) && strings.HasPrefix(y, x)
}

func groupOf(u unit) string {
	if u.c == nil || u.noGroup {
		return ""
	}
	return u.c.group
}

func groupMembers(us []unit, g string) map[string]bool {
	var m map[string]bool
	for _, u := range us {
		if groupOf(u) == g {
			if m == nil {
				m = map[string]bool{}
			}
			m[u.key] = true
		}
	}
	return m
}

// impliesAny reports whether u's concept entails one the units name (a
// card brand entails "card"): an actual that is more specific than the
// expected claim still states it.
func impliesAny(u unit, us []unit) bool {
	if u.c == nil {
		return false
	}
	for _, id := range u.c.implies {
		for _, o := range us {
			if o.key == id && !o.implied {
				return true
			}
		}
	}
	return false
}

func hasKey(us []unit, keys map[string]bool) bool {
	for _, u := range us {
		if keys[u.key] {
			return true
		}
	}
	return false
}

// distribution turns a comparison into probabilities over equivalent,
// different and insufficient_evidence.
func (r comparison) distribution() (eq, diff, insuf float64) {
	switch {
	case r.identical:
		return 0.99, 0.005, 0.005
	case r.empty:
		return 0.03, 0.05, 0.92
	case r.conflict > 0:
		diff = 0.55 + 0.42*r.conflict*(0.4+0.6*r.shared)
		eq = 0.01
		return eq, diff, 1 - eq - diff
	}
	q := r.covE * r.covA
	eq = 0.97 * q * q * q * q
	if r.unsure || r.missing {
		eq = math.Min(eq, 0.3)
	}
	// Unmatched content on both sides may be a substitution (another name,
	// another state) or a synonym the lexicon lacks: lean different, but
	// never past insufficient_evidence.
	diff = 0.02 + 0.3*(1-r.covE)*(1-r.covA)
	insuf = 1 - eq - diff
	return eq, diff, insuf
}

// relevantPolarity is the polarity of x's clauses that bear on the other
// side: clauses without content of their own, and clauses sharing a
// concept with o1 or o2 outside their modal clauses. Modal clauses never
// count. It reports whether any clause counted.
func relevantPolarity(x, o1, o2 *analysis) (neg, relevant bool) {
	n := 0
	for k := range x.nClauses {
		if x.hedged(k) {
			continue
		}
		content, shared := false, false
		for _, u := range x.units {
			if u.clause != k || u.implied || u.weight == 0 || u.descriptor {
				continue
			}
			content = true
			if factUnit(u.key, o1) || factUnit(u.key, o2) {
				shared = true
				break
			}
		}
		if !content || shared {
			relevant = true
			if x.countNeg[k] {
				continue // the count's role carries the negation
			}
			n += int(x.clauseNeg[k])
			if x.zeroNeg[k] && (hasRole(o1, roleRemain) || hasRole(o2, roleRemain)) {
				n-- // "no seats left" is a count the other side states
			}
		}
	}
	return n%2 == 1, relevant
}

// factUnit reports whether o names concept key outside a modal clause.
func factUnit(key string, o *analysis) bool {
	for _, u := range o.units {
		if u.key == key && !o.hedged(u.clause) {
			return true
		}
	}
	return false
}

// unexplained reports whether some actual value of kind k matches no
// expected value: "5510" against "last four digits 5510" leaves the 4
// uncovered, not contradicted.
func unexplained(k valKind, as, es []value) bool {
	for _, av := range as {
		if av.kind != k || av.implied {
			continue
		}
		ok := false
		for _, ev := range es {
			if q, _ := matchValue(ev, av); q > 0 {
				ok = true
				break
			}
		}
		if !ok {
			return true
		}
	}
	return false
}

// sharesConcept reports whether x names a concept of y (outside implied
// units).
func sharesConcept(x, y *analysis) bool {
	for _, u := range y.units {
		if u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		if factUnit(u.key, x) {
			return true
		}
	}
	return false
}

// substituted reports whether both sides have content the other does not
// cover: a predicate replaced by another.
func substituted(a, e *analysis) bool {
	return uncovered(a, e) && uncovered(e, a)
}

func uncovered(x, o *analysis) bool {
	for _, u := range x.units {
		if u.implied || u.weight == 0 || u.descriptor || u.c != nil && u.c.state {
			continue
		}
		if bestUnit(u, o.units) == 0 && wnUnit(u, o.units) == 0 && !impliesAny(u, o.units) {
			return true
		}
	}
	return false
}

// listEntries reports whether every member of group g on the actual side
// sits in a clause with a value of its own while the expected side's
// values match values of other clauses: "Annual 12 · Sick 5 · Personal 2"
// lists entries, and "Annual" labels another entry than "two personal
// days".
func listEntries(a, e *analysis, g string) bool {
	matched := map[int]bool{}
	for _, ev := range e.values {
		if ev.implied {
			continue
		}
		for _, av := range a.values {
			if q, _ := matchValue(ev, av); q > 0 {
				matched[av.clause] = true
			}
		}
	}
	if len(matched) == 0 {
		return false
	}
	for _, u := range a.units {
		if groupOf(u) != g {
			continue
		}
		if matched[u.clause] || !clauseHasValue(a, u.clause) {
			return false
		}
	}
	return true
}

func clauseHasValue(a *analysis, k int) bool {
	for _, v := range a.values {
		if v.clause == k && !v.implied {
			return true
		}
	}
	return false
}

// matchedClauses are the clauses of the actual side with a concept or a
// value the expected side names.
func matchedClauses(a, e *analysis) map[int]bool {
	m := map[int]bool{}
	defer func() {
		// A label and its value ("Organizer: Nina") are one fact.
		for k := 1; k < a.nClauses; k++ {
			if a.clauseColon[k] && (m[k] || m[k-1]) {
				m[k], m[k-1] = true, true
			}
		}
	}()
	for _, au := range a.units {
		if !au.implied && au.weight > 0 && !au.descriptor && bestUnit(au, e.units) > 0 {
			m[au.clause] = true
		}
	}
	for _, av := range a.values {
		if av.implied && !av.derived {
			continue
		}
		for _, ev := range e.values {
			if q, _ := matchValue(ev, av); q > 0 {
				m[av.clause] = true
				if av.derived {
					for _, j := range av.from {
						if j >= 0 {
							m[a.values[j].clause] = true
						}
					}
				}
				break
			}
		}
	}
	return m
}

// extraClause reports whether clause k of the actual side states another
// fact than the expected claim: it shares nothing with it while another
// clause does. Such clauses do not dilute the match, except for words of
// status (statusConcept), which may change what the matched clause says
// ("Paid · Refunded").
func extraClause(matched map[int]bool, k int) bool {
	return len(matched) > 0 && !matched[k]
}

// wExtra is the weight of content in an extra clause.
const wExtra = 0.35

func statusConcept(u unit) bool {
	if u.c == nil {
		return u.tense == tPast || u.neg
	}
	return u.c.verb || u.c.state || u.c.negOut || u.c.group != "" || u.neg
}

// negationShared reports whether a negated clause of x names a predicate
// (a verb or state concept) the other side names: then both sides speak of one predicate ("Will not
// renew" against "Will renew automatically").
func negationShared(x, o *analysis) bool {
	for _, u := range x.units {
		if u.implied || u.weight == 0 || u.descriptor || x.clauseNeg[u.clause]%2 == 0 || x.countNeg[u.clause] || u.c == nil || !statusConcept(u) {
			continue // only a predicate: a shared subject is not one claim
		}
		if bestUnit(u, o.units) > 0 {
			return true
		}
	}
	return false
}

// countMatched reports whether the count beside a total in clause k ("2"
// of "2 of 3") matches an expected value: the total is then the frame of
// the matched count, not a further claim.
func countMatched(a, e *analysis, k int) bool {
	for _, av := range a.values {
		if av.clause != k || av.implied || av.role == roleTotal || av.kind != vNumber {
			continue
		}
		for _, ev := range e.values {
			if q, _ := matchValue(ev, av); q >= qFull {
				return true
			}
		}
	}
	return false
}
