package lexical

import "time"

// dayOffsets are the day words whose date is a fixed offset from the
// clock's day.
var dayOffsets = map[string]int{"today": 0, "tonight": 0, "tomorrow": 1, "yesterday": -1}

// moreDayDates adds the dates of the day words after the first one the
// relative parser read: a list of dated entries ("Yesterday 9,120 steps ·
// Today 3,004") names one date per entry, each in its own clause, so an
// expectation about the second entry ("3,004 steps today") has its date
// on the page. first is the date the parser read (the first relative date
// of the text); a day word naming it adds nothing.
func (a *analysis) moreDayDates(now time.Time, first dateVal) {
	seen := map[dateVal]bool{first: true}
	for _, u := range a.units {
		off, ok := dayOffsets[u.raw]
		if !ok {
			continue
		}
		t := now.AddDate(0, 0, off)
		d := dateVal{y: t.Year(), m: int(t.Month()), d: t.Day()}
		if seen[d] {
			continue
		}
		seen[d] = true
		a.values = append(a.values, value{kind: vDate, date: d, alt2: -1, from: [2]int16{-1, -1}, relative: true, clause: u.clause})
	}
}

// monthClause is the clause of the n-th unit "month" (1-based), else the
// clause of the last one.
func monthClause(us []unit, n int) int {
	clause, k := 0, 0
	for _, u := range us {
		if u.raw == "month" {
			clause, k = u.clause, k+1
			if k == n {
				break
			}
		}
	}
	return clause
}
