package lexical

// The tense of a verb the lexicon does not know.
//
// The lexicon's verbs carry their tense and a past form against a
// non-past one is a conflict (compare.go). Any other verb had no tense,
// so "Your car was towed" against "your car will be towed" matched word
// for word. Its tense is read from its auxiliaries instead: a verb after
// "will" or "shall" (up to two words between: "will be towed", "will not
// be charged", "will soon expire") or after "going to" is future; a past
// form after "was", "were", "has", "have", "had" or "been", or a past
// form standing alone ("Car towed"), is past. When a verb of one stem is
// only future on one side and only past on the other, and neither side
// has another form of it, the two sides put the act at different times: a
// tense conflict. A past form after "be", "is", "are", "to" or "being"
// ("to be towed", "is towed") is neither.

// Tense marks of a stem: the bits of the readings it has.
const (
	tmFuture = 1 << iota
	tmPast
	tmOther
)

// stemTense is a stem and the tense marks of its words.
type stemTense struct {
	stem  string
	marks uint8
}

// verbTenses lists the stem of each word of the items its with the
// tenses it is read in (appended to buf): future, past, or any other
// form.
func verbTenses(its []item, buf []stemTense) []stemTense {
	out := buf[:0]
	for i, it := range its {
		if it.kind != tkWord || len(it.text) < 3 || lex.classes[it.text] != wcNone {
			continue
		}
		st := stem(it.text)
		var t uint8 = tmOther
		switch {
		case futureBefore(its, i):
			t = tmFuture
		case presentForm(it.text) && datedAfter(its, i):
			t = tmFuture // "closes on Nov 30", "renews Jan 5": scheduled
		case pastForm(it.text) && !recurringState(its, i): // "Closed Mondays" (guard_tense_recurring.go)
			t = tmPast
			if i > 0 && !its[i].brk {
				switch its[i-1].text {
				case "be", "is", "are", "am", "to", "being", "get", "gets":
					t = tmOther
				}
			}
		}
		found := false
		for k := range out {
			if out[k].stem == st {
				out[k].marks |= t
				found = true
			}
		}
		if !found {
			out = append(out, stemTense{st, t})
		}
	}
	return out
}

// futureAux are the words that put the verb after them in the future.
var futureAux = map[string]bool{"will": true, "shall": true, "ll": true}

// futureFillers may stand between a future auxiliary and its verb.
var futureFillers = map[string]bool{"be": true, "not": true, "have": true, "been": true, "soon": true, "then": true, "also": true, "automatically": true, "never": true}

// futureBefore reports whether the word at i follows a future auxiliary
// in its clause ("will be towed", "going to expire").
func futureBefore(its []item, i int) bool {
	for k, gap := i-1, 0; k >= 0 && gap <= 2; k, gap = k-1, gap+1 {
		if its[k+1].brk {
			return false // k is in the clause before
		}
		w := its[k].text
		if futureAux[w] || w == "to" && k > 0 && its[k-1].text == "going" && !its[k].brk {
			return true
		}
		if !futureFillers[w] {
			return false
		}
	}
	return false
}

// tenseAuxConflict names a verb stem one side puts only in the future and
// the other only in the past, "" when none.
func tenseAuxConflict(ai, ei []item) string {
	if !anyFuture(ei) && !anyFuture(ai) {
		return "" // a conflict needs a future on one side
	}
	var eb, ab [32]stemTense
	et, at := verbTenses(ei, eb[:]), verbTenses(ai, ab[:])
	for _, e := range et {
		for _, a := range at {
			if a.stem == e.stem && (e.marks == tmFuture && a.marks == tmPast || e.marks == tmPast && a.marks == tmFuture) {
				return e.stem
			}
		}
	}
	return ""
}

// anyFuture reports whether some word of its is read as future (a cheap
// test before verbTenses builds its map).
func anyFuture(its []item) bool {
	for i, it := range its {
		if it.kind == tkWord && (futureAux[it.text] || it.text == "going" ||
			len(it.text) > 3 && it.text[len(it.text)-1] == 's' && presentForm(it.text) && datedAfter(its, i)) {
			return true
		}
	}
	return false
}

// datedAfter reports whether the verb at i of its is followed in its
// clause, past function words, by a date or a time: a month or weekday
// name, a number, "today", "tomorrow", "tonight".
func datedAfter(its []item, i int) bool {
	for k := i + 1; k < len(its) && !its[k].brk; k++ {
		w := its[k].text
		if _, month := monthNames[w]; month || weekdayWords[w] || its[k].kind == tkNum || w == "today" || w == "tomorrow" || w == "tonight" {
			return true
		}
		if lex.classes[w] != wcStop && !timeWords[w] { // "closes on Nov 30" (timeWords: guard_readings.go)
			return false
		}
	}
	return false
}
