package lexical

// Waiting stage against an outcome: a status that says the thing is still
// waiting ("Pending", "Queued", "Scheduled", "Awaiting confirmation") and
// an expectation that says it happened ("the appointment is confirmed",
// "the order has shipped") are two stages of one life cycle, not one: the
// answer is `different`. The polarity rule already reads the waiting word
// as a negative outcome, but only weakly when the two predicates differ
// ("Missing" against "not turned in" may be one claim); this rule makes
// it clear where the structure leaves no doubt:
//
//   - the waiting side states nothing but the waiting word, its complement
//     (the verb it waits for: "awaiting confirmation", "waiting to ship")
//     and words the other side (or the context) names: the same subject;
//   - the other side asserts a lexicon predicate positively, in predicate
//     position (unstated.go: "is confirmed", "has shipped", "completed"),
//     not in the future, not as a possibility, without negation;
//   - with a complement, the asserted predicate is that complement
//     ("Awaiting confirmation" against "confirmed"); a different verb is
//     left alone ("Pending approval" against "submitted" may be one state);
//     without one, any asserted outcome the waiting side does not name —
//     but a bare "waiting" (the verb wait) needs its complement: "your driver is waiting"
//     is someone who waits, not a pending process.

// waitingConcept is the lexicon concept of waiting states.
const waitingConcept = "pending"

// stages adds a clear conflict between a waiting status and an asserted
// outcome of the same subject, in either direction.
func (r *comparison) stages(a, c, e *analysis) {
	if r.conflict >= sPolarity {
		return
	}
	if why, ok := waitingAgainstOutcome(a, e, c); ok {
		r.addConflict(sPolarity, "stage "+why)
	} else if why, ok := waitingAgainstOutcome(e, a, c); ok {
		r.addConflict(sPolarity, "stage "+why)
	}
}

// waitingAgainstOutcome reports whether x is only a waiting status and o
// asserts an outcome of the same subject (see the file comment).
func waitingAgainstOutcome(x, o, ctx *analysis) (string, bool) {
	if x.neg-x.outNeg != 0 || o.neg != 0 || o.outNeg != 0 {
		return "", false
	}
	waiting, complement := -1, -1
	for i, u := range x.units {
		if u.implied || u.descriptor || u.weight == 0 {
			continue
		}
		switch {
		case u.c != nil && u.c.id == waitingConcept:
			if waiting >= 0 {
				return "", false
			}
			waiting = i
		case waiting >= 0 && complement < 0 && u.clause == x.units[waiting].clause && u.c != nil && u.c.verb:
			complement = i // "awaiting confirmation", "waiting to ship"
		case bestUnit(u, o.units) > 0 || bestUnit(u, ctx.units) > 0:
			// the subject both sides name
		default:
			return "", false // other content: another claim
		}
	}
	if waiting < 0 || x.hedged(x.units[waiting].clause) {
		return "", false
	}
	if st := stem(x.units[waiting].raw); complement < 0 && (st == "wait" || st == "await") {
		return "", false // "your driver is waiting": someone waits, nothing is pending
	}
	for _, ou := range assertedPredicates(o) {
		if ou.neg || ou.tense == tFuture || ou.tense == tProgressive || o.hedged(ou.clause) || ou.c.negOut || ou.c.id == waitingConcept {
			continue
		}
		if complement >= 0 {
			if ou.key == x.units[complement].key {
				return ou.key, true
			}
			continue
		}
		if bestUnit(ou, x.units) == 0 && wnUnit(ou, x.units) == 0 && otherCovered(o, x, ctx, ou) {
			return ou.key, true
		}
	}
	return "", false
}

// otherCovered reports whether every content unit of o except the
// predicate p is named by x or the context: both sides speak of one
// subject.
func otherCovered(o, x, ctx *analysis, p unit) bool {
	for _, u := range o.units {
		if u.implied || u.descriptor || u.weight == 0 || u.key == p.key {
			continue
		}
		if bestUnit(u, x.units) == 0 && bestUnit(u, ctx.units) == 0 && wnUnit(u, x.units) == 0 {
			return false
		}
	}
	return true
}
