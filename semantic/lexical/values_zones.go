package lexical

// Clock times in two US time zones. "Deadline 11:59 PM ET" and "the
// deadline is 8:59 PM Pacific" name one moment: the continental US zones
// are whole hours apart all year (they change to summer time together),
// so the claim's time is read in the page's zone before the values are
// compared, and the zone words are part of the times. Only a zone word
// written right after a time ("5 PM Pacific", "9:30 AM ET"), only when
// every zoned time of the page is in one zone; a time without a zone on
// either side is compared as written.

// usZones are the zone words and their offsets from UTC in hours
// (standard time; the differences hold in summer time too).
var usZones = map[string]int{
	"et": -5, "est": -5, "edt": -5, "eastern": -5,
	"ct": -6, "cst": -6, "cdt": -6, "central": -6,
	"mt": -7, "mst": -7, "mdt": -7, "mountain": -7,
	"pt": -8, "pst": -8, "pdt": -8, "pacific": -8,
}

// timeZone is the zone offset written right after time value v of x.
func timeZone(x *analysis, v value) (int, bool) {
	if v.kind != vTime || int(v.end) >= len(x.its) || v.end < 0 {
		return 0, false
	}
	off, ok := usZones[x.its[v.end].text]
	return off, ok
}

// zoneTimes reads e's zoned times in a's zone (see above) and marks the
// zone words of both sides as part of their times.
func zoneTimes(a, e *analysis) {
	za, n := 0, 0
	for _, v := range a.values {
		if off, ok := timeZone(a, v); ok {
			if n > 0 && off != za {
				return // two zones on the page
			}
			za, n = off, n+1
		}
	}
	if n == 0 {
		return
	}
	shifted := false
	for i, v := range e.values {
		ze, ok := timeZone(e, v)
		if !ok || ze == za {
			continue
		}
		e.values[i].min = ((v.min+(za-ze)*60)%1440 + 1440) % 1440
		shifted = true
	}
	if !shifted {
		return
	}
	for _, x := range []*analysis{a, e} {
		for i, u := range x.units {
			if _, ok := usZones[u.raw]; ok {
				x.units[i].implied = true
			}
		}
	}
}
