package lexical

// Stages of a life cycle. A status that says the thing is still waiting
// ("Pending", "Queued", "Scheduled", "Awaiting confirmation"), one that
// says it is under way ("Running", "In progress", "Deploying…") and one
// that says it is over ("Finished", "Done", "Ended") are three stages,
// not one: a status of one stage against an expectation asserting
// another is `different`. The polarity rule already reads the waiting
// word as a negative outcome, but only weakly when the two predicates
// differ ("Missing" against "not turned in" may be one claim); this rule
// makes it clear where the structure leaves no doubt:
//
//   - the status side states nothing but its stage word, the verb a
//     waiting word waits for ("awaiting confirmation", "waiting to ship")
//     and words the other side (or the context) names: the same subject;
//   - the other side asserts a lexicon predicate positively, in predicate
//     position (unstated.go: "is confirmed", "has shipped", "finished"),
//     not in the future, not as a possibility, without negation, and every
//     other word of it is named by the status side or the context;
//   - waiting against an outcome: with a complement, the asserted
//     predicate is that complement ("Awaiting confirmation" against
//     "confirmed"; a different verb is left alone: "Pending approval"
//     against "submitted" may be one state); without one, any asserted
//     outcome the waiting side does not name, except being under way
//     ("Pending" and "in progress" are often one state) — and a bare
//     "waiting" (the verb wait) needs its complement: "your driver is
//     waiting" is someone who waits, not a pending process;
//   - under way (the active concept, or a progressive verb form) against
//     finished (the outcome concept: done, finished, completed);
//   - ended or expired (past) against under way or active;
//   - a status the lexicon marks as before another (b:ID: "Shipped", "In
//     transit" are before delivered; "Draft" before submitted) against
//     that other asserted; and the later status against the earlier one
//     asserted as a present state ("Delivered" against "the parcel is in
//     transit") — but not as a past event: what was delivered was shipped.

// Lexicon concepts of the stages.
const (
	waitingConcept = "pending"
	activeConcept  = "active"
	endConcept     = "expire"
)

// stage is a life-cycle stage a status word states.
type stage uint8

const (
	stNone stage = iota
	stWaiting
	stUnderWay
	stOver
)

// stages adds a clear conflict between a status of one stage and an
// asserted predicate of another stage of the same subject, in either
// direction.
func (r *comparison) stages(w *weights, a, c, e *analysis) {
	if r.conflict >= sPolarity {
		return
	}
	for _, xo := range [2][2]*analysis{{a, e}, {e, a}} {
		why, ok := stageAgainst(xo[0], xo[1], c)
		if !ok {
			why, ok = beforeAgainst(xo[0], xo[1], c, xo[0] == a)
		}
		if ok {
			r.addConflict(sPolarity, "stage "+why)
			w.conflictW += stageWeight(e, why)
			coverBareSubject(w, a, c, e)
			return
		}
	}
}

// stageWeight is the weight of the expected side's units that the stage
// conflict is about: the asserted predicate, or its status words.
func stageWeight(e *analysis, key string) float64 {
	sum := 0.0
	for _, u := range e.units {
		if !u.implied && !u.descriptor && (u.key == key || stageOf(u) != stNone || len(u.c.beforeIDs()) > 0) {
			sum += u.weight
		}
	}
	return sum
}

// beforeAgainst reports whether x is only one status (and its subject)
// and o asserts a status x's is before, or one before x's as a present
// state (see the file comment); xActual tells whether x is the page.
func beforeAgainst(x, o, ctx *analysis, xActual bool) (string, bool) {
	if x.neg-x.outNeg != 0 || o.neg != 0 {
		return "", false
	}
	at := -1
	for i, u := range x.units {
		if u.implied || u.descriptor || u.weight == 0 {
			continue
		}
		switch {
		case at < 0 && predicateConcept(u.c) && u.tense != tFuture && !u.neg:
			at = i
		case bestUnit(u, o.units) > 0 || bestUnit(u, ctx.units) > 0:
		default:
			return "", false
		}
	}
	if at < 0 || x.hedged(x.units[at].clause) {
		return "", false
	}
	w := x.units[at]
	for _, p := range assertedPredicates(o) {
		if p.neg || p.tense == tFuture || o.hedged(p.clause) || p.key == w.key || !otherCovered(o, x, ctx, p, w) || statesStatus(x, p.key) || statesStatus(o, w.key) {
			continue // "Sent · Read 2:14 PM" states the later status itself (guard_readings.go)
		}
		// A status the page shows is the current one ("Shipped": not yet
		// delivered); an expectation in the past tells an event ("has
		// shipped"), which a later status also states.
		if hasID(w.c.before, p.key) && (xActual || w.tense != tPast) ||
			hasID(p.c.before, w.key) && (!xActual || p.tense != tPast) {
			return p.key, true
		}
	}
	return "", false
}

func hasID(ids []string, id string) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// stageOf is the stage a status unit states, if any.
func stageOf(u unit) stage {
	switch {
	case u.neg:
		return stNone
	case u.c != nil && u.c.id == waitingConcept:
		return stWaiting
	case u.c != nil && u.c.id == activeConcept,
		u.tense == tProgressive,
		u.c == nil && morphTense(u.raw, false) == tProgressive:
		return stUnderWay
	case u.c != nil && (u.c.id == outcomeConcept || u.c.id == endConcept) && u.tense == tPast:
		return stOver
	}
	return stNone
}

// stageStatus finds x's one stage unit and the verb a waiting word waits
// for (-1 when none); ok is false when x states anything else than its
// stage and words o or ctx name.
func stageStatus(x, o, ctx *analysis) (st stage, at, complement int, ok bool) {
	at, complement = -1, -1
	for i, u := range x.units {
		if u.implied || u.descriptor || u.weight == 0 {
			continue
		}
		s := stageOf(u)
		switch {
		case s != stNone && at < 0:
			st, at = s, i
		case st == stWaiting && complement < 0 && u.clause == x.units[at].clause && u.c != nil && u.c.verb:
			complement = i // "awaiting confirmation", "waiting to ship"
		case bestUnit(u, o.units) > 0 || bestUnit(u, ctx.units) > 0:
			// the subject both sides name
		default:
			return stNone, -1, -1, false // other content: another claim
		}
	}
	return st, at, complement, at >= 0 && !x.hedged(x.units[at].clause)
}

// stageAgainst reports whether x is only a status of one stage and o
// asserts a predicate of a conflicting stage of the same subject (see the
// file comment).
func stageAgainst(x, o, ctx *analysis) (string, bool) {
	if x.neg-x.outNeg != 0 || o.neg != 0 || o.outNeg != 0 {
		return "", false
	}
	st, at, complement, ok := stageStatus(x, o, ctx)
	if !ok {
		return "", false
	}
	w := x.units[at]
	if s := stem(w.raw); st == stWaiting && complement < 0 && (s == "wait" || s == "await") {
		return "", false // "your driver is waiting": someone waits, nothing is pending
	}
	for _, ou := range assertedPredicates(o) {
		if ou.neg || ou.tense == tFuture || o.hedged(ou.clause) || ou.c.negOut || ou.key == w.key {
			continue
		}
		if !otherCovered(o, x, ctx, ou, w) {
			continue
		}
		if stagesConflict(st, ou, x, complement) {
			return ou.key, true
		}
	}
	return "", false
}

// stagesConflict reports whether the asserted predicate p of the other
// side belongs to a stage that excludes st.
func stagesConflict(st stage, p unit, x *analysis, complement int) bool {
	ps := stageOf(p)
	switch st {
	case stWaiting:
		if complement >= 0 {
			return p.key == x.units[complement].key && p.tense != tProgressive
		}
		return ps != stUnderWay && p.tense != tProgressive && p.c.id != activeConcept &&
			bestUnit(p, x.units) == 0 && wnUnit(p, x.units) == 0
	case stUnderWay:
		return p.c.id == outcomeConcept && p.tense != tProgressive
	case stOver:
		return ps == stUnderWay
	}
	return false
}

// otherCovered reports whether every content unit of o except the
// predicate p (and the status word w it is compared with) is named by x
// or the context: both sides speak of one subject.
func otherCovered(o, x, ctx *analysis, p, w unit) bool {
	for _, u := range o.units {
		if u.implied || u.descriptor || u.weight == 0 || u.key == p.key || u.key == w.key {
			continue
		}
		if bestUnit(u, x.units) == 0 && bestUnit(u, ctx.units) == 0 && wnUnit(u, x.units) == 0 && !bareSubjectUnit(o, x, ctx, u) {
			return false
		}
	}
	return true
}

// beforeIDs is c.before, nil for no concept.
func (c *concept) beforeIDs() []string {
	if c == nil {
		return nil
	}
	return c.before
}

// underWayUnit reports whether u and a unit of us both state being under
// way and one of them is the active concept itself ("Happening now" / "in
// progress"): two different progressive verbs ("Downloading",
// "Uploading") never cover each other.
func underWayUnit(u unit, us []unit) bool {
	if stageOf(u) != stUnderWay {
		return false
	}
	for _, o := range us {
		if !o.implied && stageOf(o) == stUnderWay && o.c != u.c && (isConcept(u, activeConcept) || isConcept(o, activeConcept)) {
			return true
		}
	}
	return false
}

func isConcept(u unit, id string) bool { return u.c != nil && u.c.id == id }
