package lexical

// Dated entries.
//
// A page lists one value per date ("Yesterday 12.4 kWh · Today 8.1 kWh",
// "Last month: 18.2 GB · This month: 6.1 GB"): the date labels the entry
// and the value is that date's. A claim of one value on one date ("used
// 12.4 kWh today") reads the entry of its date: the claimed value shown
// only under another date, while the claimed date labels another entry,
// is the other entry's value — a clear conflict.

// A claim whose every value is shown under its date, and only there, reads
// that entry: the other entries are other facts ("3,004 steps today"
// against "Yesterday 9,120 steps · Today 3,004").

// entryDateConflict reports whether every actual value that matches a
// value of e sits in an entry dated otherwise than e's one date, and an
// entry of a carries that date.
func entryDateConflict(a, e *analysis) bool { return entryDate(a, e) == entryOther }

// entryDateStated reports whether every value of e is shown under e's date only.
func entryDateStated(a, e *analysis) bool { return entryDate(a, e) == entrySame }

const (
	entryNone = iota
	entryOther
	entrySame
)

// entryDate reads e's values against the dated entries of a.
func entryDate(a, e *analysis) int {
	ed, n := value{}, 0
	for _, v := range e.values {
		if v.kind == vDate && !v.implied {
			ed, n = v, n+1
		}
	}
	if n != 1 {
		return entryNone
	}
	dates := map[int]value{} // entry clause → its date
	for _, v := range a.values {
		if v.kind == vDate && !v.implied {
			dates[v.clause] = v
		}
	}
	if len(dates) < 2 {
		return entryNone
	}
	dated := false
	for _, d := range dates {
		if q, _ := matchValue(ed, d); q >= qFull {
			dated = true
		}
	}
	if !dated {
		return entryNone
	}
	claimed, sames := 0, 0
	for _, ev := range e.values {
		if ev.kind == vDate || ev.implied {
			continue
		}
		claimed++
		shown, same, other := false, 0, 0
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
				return entryNone // a value outside the dated entries
			}
			if q, _ := matchValue(ed, d); q >= qFull {
				same++
			} else {
				other++
			}
		}
		switch {
		case !shown:
			return entryNone // not shown at all: other rules compare it
		case same > 0 && other > 0:
			return entryNone // shown under both dates
		case same > 0:
			sames++
		}
	}
	switch {
	case claimed == 0:
		return entryNone
	case sames == claimed:
		return entrySame
	case sames == 0:
		return entryOther
	}
	return entryNone
}

// entryDates applies the dated entries to r; an estimated entry
// ("Estimated this month: $412.18") states no claim of its own.
func (r *comparison) entryDates(a, c, e *analysis) {
	switch entryDate(a, e) {
	case entryOther:
		if r.conflict < sValue {
			r.addConflict(sValue, "entry date")
			r.shared = 1
		}
	case entrySame:
		if r.conflict == 0 && !r.missing && !r.unsure && r.covE >= 0.99 && !planOfClaim(a, c, e) {
			r.extraInert, r.covAm = true, 1 // the other dates' entries are other facts
		}
	}
}
