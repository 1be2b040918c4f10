package lexical

import (
	"math"
	"strings"
)

// Qualities of concept matches.
const (
	qContext = 0.9  // an actual-side word that only echoes its own label
	qPrefix  = 0.75 // a clipped word matched by prefix ("Ent" for "Enterprise")
)

// swapShared is the least shared coverage a role swap counts with: the
// swapped participants are named on both sides even when the lexicon
// misses the words around them ("LHR" for "Heathrow").
const swapShared = 0.5

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
	// covAm is covA over the actual clauses that share something with
	// the expected side; extraInert that the other clauses state only
	// other facts (gate.go).
	covAm      float64
	extraInert bool
	// swap: the claims put a participant both sides name in swapped
	// roles; the swap is itself about what both sides share.
	swap bool
}

// weights accumulates the weighted coverage of both sides while the
// phases of compareAnalyses run.
type weights struct {
	eW, eCov, aW, aCov, conflictW float64
	// aWm, aCovm: the actual side's weight and coverage in the clauses
	// that share something with the expected side (gate.go).
	aWm, aCovm float64
	// skip: clauses of the actual side that are other entries of a list
	// of counts (otherEntries): they neither cover nor dilute.
	skip map[int]bool
	// history: keys of the actual side's earlier state in a change the
	// expected side states the outcome of (changes.go).
	history map[string]bool
	// roles: keys of participants the actual side adds to an event whose
	// roles the expected side states, all pinned (changes.go).
	roles map[string]bool
	// subject: expected units that are an implicit subject of the page's
	// bare state, with their coverage (subject.go).
	subject map[int]float64
	// words: units of each side the word-cover rules cover (cover_words.go).
	words wordCover
	// now is the expected side read with its "now" claims (changes.go):
	// the change claims the direction words are read against.
	now *analysis
	// sums answers the sums-of-parts rules once per value (sums_memo.go).
	sums *sumsMemo
}

// compareAnalyses compares the analyses of an actual value, its context
// and an expected value: values, then concepts, then exclusive groups,
// polarity and tense, then the claims and the guards against a pass.
func compareAnalyses(a, c, e *analysis) comparison {
	var r comparison
	if strings.TrimSpace(a.canon) != "" && a.canon == e.canon {
		r.identical = true
		r.covE, r.covA, r.shared = 1, 1, 1
		return r
	}
	expandAcronyms(a, e)
	r.valuesAgainst(a, e) // values_against.go
	r.eventTimes(a, c, e) // claims_event_time.go
	if nowValueConflict(a, c, e) {
		r.addConflict(sValue, "now") // changes_now.go
	}
	if sortConflict(a, c, e) {
		r.addConflict(sValue, "sort order") // claims_sort.go
	}
	if referenceConflict(a, e) {
		r.addConflict(sValue, "reference point") // claims_reference.go
	}
	eContent, aContent := e.content(), a.content()
	if (!eContent && !e.state) || (!aContent && !a.state) {
		r.empty = true
		return r
	}
	en := withNowClaims(e, a)
	w := weights{skip: otherEntriesIn(a, c, e), history: changeHistory(en, a), roles: extraRoleKeys(en, a), now: en, sums: newSumsMemo(a, e)}
	r.expectedValues(&w, a, c, e)
	matched := matchedClauses(a, e)
	r.actualValues(&w, a, c, e, matched)
	w.subject = implicitSubject(a, c, e)
	w.words = wordCovers(a, c, e, w.subject)
	r.expectedConcepts(&w, a, c, e)
	r.actualConcepts(&w, a, c, e, matched)
	r.covE, r.covA = ratio(w.eCov, w.eW), ratio(w.aCov, w.aW)
	r.covAm = ratio(w.aCovm, w.aWm)
	r.groups(&w, a, c, e)
	r.polarity(a, c, e, eContent, aContent)
	r.stages(&w, a, c, e)
	r.lifeCycles(&w, a, c, e) // status_stages.go
	r.tenses(&w, a, e)
	r.unstated(&w, a, c, e)
	r.shared = 1
	if rest := w.eW - w.conflictW; rest > 0 {
		r.shared = math.Min(1, w.eCov/rest)
	}
	if r.conflict >= sValue && clearValueConflict(a, c, e) {
		r.shared = 1 // values_conflict.go
	}
	r.alignClaims(en, a)
	if d := countConflict(a, e); d != "" {
		r.addConflict(sValue, "count "+d)
	}
	qa, qe := a, e
	switch decided, full := allShare(&r, a, e); {
	case decided && full:
		qa, qe = withoutAll(a), withoutAll(e) // "12 of 12" states "all" (claims_all.go)
	case decided:
		r.addConflict(sValue, "not all")
	}
	if qualifierMismatch(qa, qe) || reordered(a, e) && orderRelation(e, a) != 1 && !labelIdentity(a, e) && !leadingCountMatched(a, e) || unitPriceOnly(a, e) {
		r.unsure = true
	}
	r.antonyms(a, c, e)
	// "Kai was an admin" against "Role: Admin" (tense_state.go)
	r.unsure = r.unsure || pastStateOnly(a, e)
	r.substitutedAntonym(&w, a, c, e) // wn_subst.go
	r.extraInert = inertExtras(a, e, matched)
	return r
}

// expectedValues weighs the expected side's values: each is covered by an
// actual (or context) value, contradicted, or missing.
func (r *comparison) expectedValues(w *weights, a, c, e *analysis) {
	// Values.
	for i, ev := range e.values {
		if ev.implied {
			// A derived value ("free" → zero) need not be covered, but an
			// actual value of its kind that differs contradicts it.
			if q, conflict := bestValue(ev, a.values); q == 0 && conflict {
				r.addConflict(sValue, "value "+ev.String())
				for _, eu := range e.units {
					if eu.c != nil && eu.c.zero && !eu.implied {
						w.conflictW += eu.weight // the word the value came from
					}
				}
			}
			continue
		}
		const wt = 2.0
		w.eW += wt
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
		if q == 0 && ev.kind == vDuration && relativeMatched(e, a) && !hasDuration(a) {
			q, conflict = qFull, false // "arrives in 3 days" states "Dec 4"
		}
		if q == 0 && ratioCover(i, e, a) > 0 {
			q, conflict = qFull, false // "won seven in ten" states "Win rate 70%" (values_share.go)
		}
		if q == 0 && !conflict {
			r.missing = true
		}
		switch {
		case q > 0:
			w.eCov += wt * q
		case conflict && (complementOf(ev, a, e) || relatedValue(ev, a, e) || contextValue(ev, a, c) || shownOtherwise(ev, a, e)):
			r.missing = true // the whole less the part, a product, the subject's own value: not shown, not contradicted (values_complement.go, values_product.go, values_context.go, values_otherrole.go)
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
			w.conflictW += wt
		}
	}
}

// actualValues weighs the actual side's values by what the expected side
// (or the context) covers; values of extra clauses weigh less.
func (r *comparison) actualValues(w *weights, a, c, e *analysis, matched map[int]bool) {
	from, extremes := derivedFrom(a.values), inExtremeSlots(a.claims) // values_index.go
	for i, av := range a.values {
		if av.implied || w.skip[av.clause] || subjectID(av, a, e) {
			continue // "Build #482": which build, neither content nor coverage (subject_id.go)
		}
		wt := 2.0
		if extraClause(matched, av.clause) {
			wt *= wExtra // another fact of a list: "Transfer to Ana · $50 · Completed"
		}
		w.aW += wt
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
			best = derivedCoverAt(i, a.values, e.values, from)
		}
		if best == 0 && av.kind == vTime && timeOfMatchedDate(a, e) {
			best = 1 // "tomorrow at 06:00" is more specific than "December 2"
		}
		if best == 0 && (w.sums.summedPart(av) || w.sums.breakdownPart(i)) {
			best = 1 // "$49 + $10" is what "59 dollars in total" adds up
		}
		if best == 0 && av.kind == vDuration && relativeMatched(a, e) && !hasDuration(e) {
			best = 1 // "in 5 days" is the date it names: "Dec 6"
		}
		if best == 0 && (otherExtremeAmong(av, extremes, a, e) || fromHistory(av, a, w.now) || allCount(av, a, e)) {
			best = 1 // "high 184.20" beside "low 121.05" for "the low is 121.05" (claims_extremes.go)
		}
		if best < qFull && av.role == roleTotal && countMatched(a, e, av.clause) {
			best = 1 // "Attempt 2 of 3" states the second attempt; 3 is its frame
		}
		w.aCov += wt * best
		w.addMatched(matched, av.clause, wt, best)
	}

}

// expectedConcepts weighs the expected side's concepts.
func (r *comparison) expectedConcepts(w *weights, a, c, e *analysis) {
	// Concepts.
	for i, eu := range e.units {
		if eu.implied || eu.weight == 0 || eu.descriptor {
			continue
		}
		w.eW += eu.weight
		q := bestUnit(eu, a.units)
		if q < 1 {
			q = math.Max(q, bestUnit(eu, c.units))
		}
		if q < qSynonym {
			q = math.Max(q, wnUnit(eu, a.units))
		}
		if q < 1 && agentCovered(eu, e, a) {
			q = 1 // "narrator" is who "narrated" (agents.go)
		}
		q = math.Max(q, w.subject[i]) // "Merged": the pull request (subject.go)
		if w.words.coversE(i) {
			q = 1 // "the reservation" for "Booking" (cover_words.go)
		}
		if q < 1 && (directionWord(eu, w.now, a) || orderWord(eu, e, a) || extremeWord(eu, e, a)) {
			q = 1 // "switching" to what "Pro → Free" changes to (claims_direction.go)
		}
		if q < 1 && kindCovered(eu, e, a, c, true) {
			q = 1 // "rate" of "an interest rate of 3%": the value names it (values_kind.go)
		}
		if q < 1 && boundWord(eu, e, a, true) {
			q = 1 // "most" of "at most 4 h" against "Up to 4 h" (bound_words.go)
		}
		if q == 0 && eu.weight >= 0.5 {
			r.missing = true
		}
		w.eCov += eu.weight * q
	}
}

// actualConcepts weighs the actual side's concepts.
func (r *comparison) actualConcepts(w *weights, a, c, e *analysis, matched map[int]bool) {
	for i, au := range a.units {
		if au.implied || au.weight == 0 || au.descriptor || w.skip[au.clause] {
			continue
		}
		wt := au.weight
		if extraClause(matched, au.clause) && !statusConcept(au) {
			wt *= wExtra
		}
		w.aW += wt
		q := bestUnit(au, e.units)
		if q < 1 {
			q = math.Max(q, qContext*bestUnit(au, c.units))
		}
		if q < qSynonym {
			q = math.Max(q, wnUnit(au, e.units))
		}
		if w.words.coversA(i) {
			q = 1 // cover_words.go
		}
		if q < 1 && (roleOf(au.key) != "" || countPredicate(a, au)) && derivedMatch(au.clause, a.values, e.values) {
			q = 1 // "used" in "4 of 10 used", which states "6 available"
		}
		if q < 1 && w.sums.partClause(au.clause) {
			q = 1 // "Fare $15.00 · Tip $3.00": the labels of the parts of a stated total (sums.go)
		}
		if q < 1 && impliesAny(au, e.units) {
			q = 1 // "Visa" is the card the expected side names: more specific, not more
		}
		if q < 1 && agentCovered(au, a, e) {
			q = 1
		}
		if q < 1 && kindCovered(au, a, e, nil, false) {
			q = 1 // "Transit time: 5 days" for "five days in transit" (values_kind.go)
		}
		if q < 1 && boundWord(au, a, e, false) {
			q = 1 // "Up to 5 devices" for "no more than five devices" (bound_words.go)
		}
		if q < 1 && (directionWord(au, a, w.now) || orderWord(au, a, e) || extremeWord(au, a, e)) {
			q = 1 // "Destination: Austin" for "heading to Austin"
		}
		if q < 1 && otherExtremeWord(au, a, e) {
			q = 1 // the "high" of another extreme entry
		}
		if q < 1 && (w.history[au.key] || w.roles[au.key]) {
			q = 1 // "English → Deutsch" for "now German": English is what it was
		}
		w.aCov += wt * q
		w.addMatched(matched, au.clause, wt, q)
	}
}

// groups adds conflicts between members of an exclusive group: Pro
// against Free, monthly against yearly.
func (r *comparison) groups(w *weights, a, c, e *analysis) {
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
			w.conflictW += eu.weight
		}
	}

}

// polarity adds a conflict of negation or an antonym on a shared subject.
func (r *comparison) polarity(a, c, e *analysis, eContent, aContent bool) {
	// Polarity: negation or an antonym on a shared subject.
	// Negation is scoped to its clause: only clauses about a subject the
	// other side names (or clauses that are only a state: "Off", "No")
	// count, and a modal clause ("can be added") states no fact.
	pa, ra := relevantPolarity(a, e, e)
	pe, re := relevantPolarity(e, a, c)
	ctxNeg := c.negative() && (sharesConcept(e, c) || !aContent)
	if (ra || re) && (pa != ctxNeg) != pe && !statesExplain(a, e) && !statesExplain(e, a) && !zeroNegation(e, a) && !zeroNegation(a, e) {
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

}

// tenses adds a conflict of past against non-past of one shared verb.
func (r *comparison) tenses(w *weights, a, e *analysis) {
	// Tense of a shared verb: expired against expires.
	for _, eu := range e.units {
		if eu.tense == tNone || eu.c == nil {
			continue
		}
		for _, au := range a.units {
			if au.key == eu.key && au.tense != tNone && (au.tense == tPast) != (eu.tense == tPast) && !outcomeTenses(eu, au, e, a) {
				r.addConflict(sTense, "tense "+eu.key)
				w.conflictW += eu.weight
				break
			}
		}
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
		if stateAgainstChange(ev, av) {
			continue // changes_arith.go
		}
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
		if best < 1 && clipped(u.raw, o.raw) {
			best = max(best, qPrefix)
			if abbreviates(u, o) || abbreviates(o, u) {
				best = 1 // "Avail." is written as a clipped "available"
			}
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

// abbreviates reports whether x is marked as an abbreviation and is the
// shorter of the two clipped words.
func abbreviates(x, y unit) bool { return x.abbr && len(x.raw) < len(y.raw) }

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
// different and insufficient_evidence: the evidence (evidence), then the
// calibration of P(equivalent) (confidence.go).
func (r comparison) distribution() (eq, diff, insuf float64) {
	return r.calibrated(r.evidence())
}

// evidence is the distribution the comparison's evidence supports before
// calibration: its choice and the probability of a decisive choice are
// final; calibrated only moves mass between the other two.
func (r comparison) evidence() (eq, diff, insuf float64) {
	switch {
	case r.identical:
		return 0.99, 0.005, 0.005
	case r.empty:
		return 0.03, 0.05, 0.92
	case r.conflict > 0:
		shared := r.shared
		if r.swap {
			shared = math.Max(shared, swapShared)
		}
		diff = 0.55 + 0.42*r.conflict*(0.4+0.6*shared)
		eq = 0.01
		return eq, diff, 1 - eq - diff
	}
	q := r.covE * r.gateCovA()
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
