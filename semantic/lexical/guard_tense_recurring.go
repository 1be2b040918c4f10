package lexical

import "strings"

// A recurring state is no past event.
//
// verbTenses (guard_tense.go) reads a past form standing alone as past:
// "Car towed". A past form before a recurrence is a state that holds on
// those days, not an event that happened: "Closed Mondays", "Closed on
// Sundays", "Closed weekends", "Closed daily 12–1". Opening hours beside
// it ("Open today 10:00–17:00") are then no future against a past
// "closed". A singular weekday is a recurrence too when the page has a
// range of weekdays ("Tue–Sun 5 PM–11 PM · Closed Mon"), a weekly
// schedule; alone ("Ticket closed Mon") it stays a date of the past.

// recurrenceWords name a recurrence after a state's participle.
var recurrenceWords = map[string]bool{
	"weekends": true, "holidays": true, "daily": true, "weekly": true, "nightly": true, "every": true,
}

// recurringState reports whether the past form at i of its is a state on
// recurring days (see above).
func recurringState(its []item, i int) bool {
	for k := i + 1; k < len(its) && !its[k].brk && k <= i+2; k++ {
		w := its[k].text
		if its[k].kind != tkWord {
			return false
		}
		if recurrenceWords[w] {
			return true
		}
		if d, ok := strings.CutSuffix(w, "s"); ok && weekdayWords[d] {
			return true // "Mondays"
		}
		if weekdayWords[w] {
			return weekdayRange(its)
		}
		if w != "on" {
			return false
		}
	}
	return false
}

// weekdayRange reports whether its has a range or list of weekdays: two
// weekdays in a row, the dash between them read as a break ("Tue–Sun",
// "Mon - Fri").
func weekdayRange(its []item) bool {
	for k := 0; k+1 < len(its); k++ {
		if its[k].kind == tkWord && weekdayWords[its[k].text] && its[k+1].kind == tkWord && weekdayWords[its[k+1].text] {
			return true
		}
	}
	return false
}
