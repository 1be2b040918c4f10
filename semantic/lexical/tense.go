package lexical

// Tense of an outcome state. Past against non-past of one verb is a
// conflict for events ("expired" against "expires": the second is still
// to come). The outcome concept (complete: passed, succeeded, successful,
// done) is a state as well as an event: "The build succeeds" states the
// current outcome that "Build #482 passed" reports, so present and past
// agree — unless a side speaks of the future ("will pass") or dates its
// present ("succeeds on Friday"), which makes it an event to come. It
// only neutralises the tense where both texts have one polarity (against
// "failed" the tense conflict stays, whatever else reads the polarity).

// outcomeConcept is the lexicon concept of a finished, successful outcome.
const outcomeConcept = "complete"

// outcomeTenses reports whether x and y, two occurrences of one verb
// concept in texts xa and ya, are the outcome state in tenses that agree.
func outcomeTenses(x, y unit, xa, ya *analysis) bool {
	if x.c == nil || x.c.id != outcomeConcept || x.tense == tFuture || y.tense == tFuture || xa.negative() != ya.negative() {
		return false
	}
	return !(x.tense == tPresent && dated(xa)) && !(y.tense == tPresent && dated(ya))
}

// dated reports whether a text has a date, a time or a duration.
func dated(a *analysis) bool {
	for _, v := range a.values {
		if !v.implied && (v.kind == vDate || v.kind == vTime || v.kind == vDuration) {
			return true
		}
	}
	return false
}
