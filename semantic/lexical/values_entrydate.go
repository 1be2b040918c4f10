package lexical

// Dated entries.
//
// A page lists one value per date ("Yesterday 12.4 kWh · Today 8.1 kWh",
// "Last month: 18.2 GB · This month: 6.1 GB"): the date labels the entry
// and the value is that date's. A claim of one value on one date ("used
// 12.4 kWh today") reads the entry of its date: the claimed value shown
// only under another date, while the claimed date labels another entry,
// is the other entry's value — a clear conflict.

// entryDateConflict reports whether every actual value that matches a
// value of e sits in an entry dated otherwise than e's one date, and an
// entry of a carries that date.
func entryDateConflict(a, e *analysis) bool {
	ed, n := value{}, 0
	for _, v := range e.values {
		if v.kind == vDate && !v.implied {
			ed, n = v, n+1
		}
	}
	if n != 1 {
		return false
	}
	dates := map[int]value{} // entry clause → its date
	for _, v := range a.values {
		if v.kind == vDate && !v.implied {
			dates[v.clause] = v
		}
	}
	if len(dates) < 2 {
		return false
	}
	dated := false
	for _, d := range dates {
		if q, _ := matchValue(ed, d); q >= qFull {
			dated = true
		}
	}
	if !dated {
		return false
	}
	claimed := 0
	for _, ev := range e.values {
		if ev.kind == vDate || ev.implied {
			continue
		}
		claimed++
		shown := false
		for _, av := range a.values {
			if q, _ := matchValue(ev, av); q == 0 || av.kind == vDate {
				continue
			}
			shown = true
			d, ok := dates[av.clause]
			if !ok && av.clause > 0 && av.clause < maxClauses && a.clauseColon[av.clause] {
				d, ok = dates[av.clause-1] // "Last month: 18.2 GB"
			}
			if !ok {
				return false // a value outside the dated entries
			}
			if q, _ := matchValue(ed, d); q >= qFull {
				return false // shown under the claimed date
			}
		}
		if !shown {
			return false // not shown at all: other rules compare it
		}
	}
	return claimed > 0
}
