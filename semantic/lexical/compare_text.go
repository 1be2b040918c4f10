package lexical

import "time"

// compareTexts compares actual (read with context) to expected.
func compareTexts(actual, context, expected string) comparison {
	return compareTextsAt(actual, context, expected, time.Time{})
}

// compareTextsAt is compareTexts reading relative dates against now.
func compareTextsAt(actual, context, expected string, now time.Time) comparison {
	if r, ok := overLength(actual, context, expected); ok {
		return r // bound_length.go
	}
	actual, taintA := stripInjected(actual)
	context, taintC := stripInjected(context)
	actual, context = rewriteCrosses(countLabels(actual)), rewriteCrosses(countLabels(context)) // guard_generic.go, guard_marks.go
	actual, expected = readTiming(actual), readTiming(expected)                                 // timing.go
	if r, ok := overLength(actual, context, expected); ok {
		return r // the rewritten texts too (bound_length.go)
	}
	a, c, e := analyzeAt(actual, now), analyzeAt(context, now), analyzeAt(expected, now)
	guardAnalyses(&a, &c, &e) // guard_parse.go
	directionBeforeValue(&a)
	directionBeforeValue(&e) // polarity_direction.go
	zoneTimes(&a, &e)        // values_zones.go
	monthYearRates(&a, &e)   // values_period.go
	r := compareAnalyses(&a, &c, &e)
	r.entryDates(&a, &c, &e) // values_entrydate.go
	if otherEntryNegation(r, &a, &e, actual, context, expected, now) || zeroTimes(r, &a, &e, actual, now) || !taintA && !taintC && misreadNegation(r, &a, &e, actual, context, expected, now) {
		r.conflict, r.reasons, r.unsure = 0, nil, true // polarity_entry.go, polarity_never.go, polarity_misread.go
	}
	if r.conflict == 0 && laterStart(&a, &e, now) {
		r.addConflict(sPolarity, "later start") // "Available after Dec 12" is not available now (timing.go)
	}
	if r2, ok := omittedConflict(r, &a, &c, &e, actual, context, expected, now); ok {
		r = r2 // "Pending" against "the request is approved" (omitted.go)
	}
	pre := r
	guardAssertion(&r, &a, &c, &e, actual, context, expected, now) // guard_assert.go
	// Settle what the guards left open where the page decides it (decide.go).
	decideSettled(&r, pre, &a, &c, &e, actual, context, expected, now)
	if taintA || taintC {
		r.identical, r.unsure = false, true // text after an instruction may continue it (inject.go)
	}
	return r
}

// alignClaims applies the claim alignment of both directions.
func (r *comparison) alignClaims(e, a *analysis) {
	al, why := alignClaims(e.claims, a.claims)
	if al2, why2 := alignClaims(a.claims, e.claims); al2 > al {
		al, why = al2, why2
	}
	if al < alignSwap && (agentSwap(e, a) || agentSwap(a, e)) {
		al, why = alignSwap, "subject"
	}
	if al < alignSwap && (receiverSwap(e, a) || receiverSwap(a, e)) {
		al, why = alignSwap, "receiver" // claims_to.go
	}
	if al < alignSwap && (personAgent(e, a) || personAgent(a, e) || agentCross(e, a)) {
		al, why = alignSwap, "agent"
	}
	if al < alignSwap && stateSwap(e, a) {
		al, why = alignSwap, "state" // claims_states.go
	}
	switch rel := orderRelation(e, a); {
	case rel < 0 && al < alignSwap:
		al, why = alignSwap, "order" // claims_order.go
	case rel > 0 && al == alignUnclear && (why == "before" || why == "after"):
		al = alignOK // "A after B" states "B before A"
	}
	switch al {
	case alignSwap:
		r.addConflict(sRole, "roles "+why)
		r.swap = true
	case alignGrade:
		r.addConflict(sValue, "grade "+why)
	case alignUnclear:
		r.unsure = true
	}
}

// relativeMatched reports whether x has a relative date ("in 5 days",
// "2 days ago") that matches a date of o: the offset is then stated.
func relativeMatched(x, o *analysis) bool {
	for _, v := range x.values {
		if v.kind != vDate || !v.relative {
			continue
		}
		for _, w := range o.values {
			if q, _ := matchValue(v, w); q >= qFull {
				return true
			}
			if q, _ := matchValue(w, v); q >= qFull {
				return true
			}
		}
	}
	return false
}

// timeOfMatchedDate reports whether the expected side states a date the
// actual side matches and no time of day: a time on the actual side is
// then the more specific reading of that date.
func timeOfMatchedDate(a, e *analysis) bool {
	dated := false
	for _, ev := range e.values {
		switch {
		case ev.kind == vTime:
			return false
		case ev.kind == vDate && !ev.implied:
			if q, _ := bestValue(ev, a.values); q >= qFull {
				dated = true
			}
		}
	}
	return dated
}
