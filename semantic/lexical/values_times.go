package lexical

// Clock readings read with the rest of their text, and the ends of a
// time range.
//
// A clock reading with no meridiem and an hour from 1 to 11 ("10:00",
// "2:30") may be morning or evening. Two things settle it:
//   - the text's convention: a text that writes another clock in 24-hour
//     form ("14:00", "07:30", "00:15") uses a 24-hour clock, so its "10:00"
//     is 10 am ("Moved from Tue 10:00 to Thu 14:00");
//   - a range: of the two readings of one end, only one puts the other,
//     settled end less than twelve hours away ("10:00–12:00" is 10 am to
//     noon, "19:00–7:00" ends at 7 am).
//
// An expected time that is ambiguous ("half past one", "2:30") is met in
// full by an actual time that is one of its readings: the page is more
// specific than the claim (values.go matchTimeValue).
//
// The ends of a time range: an expected time said to start ("starts at",
// "begins", "from", "opens") or to happen "at" a time names the range's
// start, one said to end ("ends", "finishes", "closes", "until") its end.
// Against a page showing one time range and the expected one time, the
// other end is a contradiction ("10:00 – 10:30" against "starts at
// 10:30", "standup at 10:30"), and the named end states the claim, its
// verb included, the other end being more detail ("9 am – 5 pm" for "the
// workshop ends at 17:00").

// Edges of a time: what the words before it say it is.
const (
	edgeNone  = 0
	edgeStart = 1 // "starts at 9", "from 9", "opens 9:00"
	edgeEnd   = 2 // "ends at 5", "until 17:00", "closes at 22:00"
	edgeAt    = 3 // "at 10:30": when the event happens, its start
)

// edgeWords name the start or the end of what a time is the time of.
var edgeWords = map[string]int8{
	"start": edgeStart, "starts": edgeStart, "starting": edgeStart, "begin": edgeStart, "begins": edgeStart,
	"opens": edgeStart, "open": edgeStart, "opening": edgeStart, "from": edgeStart, "commences": edgeStart,
	"end": edgeEnd, "ends": edgeEnd, "ending": edgeEnd, "finish": edgeEnd, "finishes": edgeEnd,
	"closes": edgeEnd, "close": edgeEnd, "closing": edgeEnd, "until": edgeEnd, "till": edgeEnd,
}

// timeEdge records the edge the words right before the time v name: "at"
// alone is edgeAt; "starts at", "ends at", "from", "until" their edge.
func (p *parser) timeEdge(v *value) {
	if v.kind != vTime {
		return
	}
	j := int(v.at) - 1
	if j < 0 || p.its[j].brk {
		return
	}
	w := p.word(j)
	if w == "at" || w == "around" {
		v.edge = edgeAt
		if j >= 1 && !p.its[j-1].brk {
			if e := edgeWords[p.word(j-1)]; e != 0 {
				v.edge = e
			}
		}
		return
	}
	v.edge = edgeWords[w]
}

// clockConvention settles ambiguous clock readings by the text's 24-hour
// convention and by the settled end of their range (see above). It runs
// before the ranges' lengths are computed.
func (p *parser) clockConvention(vs []value) {
	h24 := false
	for _, v := range vs {
		h24 = h24 || v.kind == vTime && !v.amb && p.bareClock(v) && p.clock24(v)
	}
	for k := range vs {
		if h24 && vs[k].kind == vTime && vs[k].amb && p.bareClock(vs[k]) {
			vs[k].amb, vs[k].alt2 = false, -1
		}
	}
	for k := 0; k+1 < len(vs); k++ {
		x, y := &vs[k], &vs[k+1]
		if x.kind != vTime || y.kind != vTime || x.amb == y.amb || !p.rangeOf(*x, *y) {
			continue
		}
		if x.amb {
			x.min = nearReading(*x, y.min, -1)
			x.amb, x.alt2 = false, -1
		} else {
			y.min = nearReading(*y, x.min, 1)
			y.amb, y.alt2 = false, -1
		}
	}
}

// clock24 reports whether the clock reading v is written in 24-hour form:
// an hour from 13, or a leading zero ("07:30", "00:15").
func (p *parser) clock24(v value) bool {
	t := p.its[v.at].text
	return v.min >= 13*60 || len(t) >= 5 && t[0] == '0'
}

// nearReading is the reading of the ambiguous time v less than twelve
// hours before (dir −1) or after (dir +1) the settled time m.
func nearReading(v value, m, dir int) int {
	for _, r := range timeReadings(v) {
		d := (r - m + 24*60) % (24 * 60)
		if dir < 0 {
			d = (m - r + 24*60) % (24 * 60)
		}
		if d > 0 && d < 12*60 {
			return r
		}
	}
	return v.min
}

// rangeEdges reads the expected side's one time against the actual
// side's one time range (see above): the other end contradicts it; the
// named end states it.
func (r *comparison) rangeEdges(a, e *analysis) {
	ei := soleTime(e)
	x, y, ok := timeRange(a)
	if ei < 0 || !ok || e.values[ei].edge == edgeNone {
		return
	}
	ev := e.values[ei]
	qx, _ := matchValue(ev, a.values[x])
	qy, _ := matchValue(ev, a.values[y])
	if (qx > 0) == (qy > 0) {
		return
	}
	named, other := x, y
	if ev.edge == edgeEnd {
		named, other = y, x
	}
	if (qx > 0) != (named == x) {
		r.addConflict(sValue, "time range "+map[bool]string{true: "end", false: "start"}[named == x])
		return
	}
	if ev.edge == edgeAt {
		return
	}
	a.values[other].implied = true // "9 am – 5 pm" states "ends at 17:00"; 9 am is more detail
	for i, u := range e.units {
		if u.clause == ev.clause && (edgeWords[u.raw] != 0 || u.c != nil && (u.c.id == "start" || u.c.id == "expire")) {
			e.units[i].implied = true
			if u.neg && edgeWords[u.raw] != 0 && e.neg > 0 && u.clause < maxClauses && e.clauseNeg[u.clause] > 0 {
				e.neg-- // "polls close at 8 pm" names the end of "open 7 am – 8 pm", not "not open"
				e.clauseNeg[u.clause]--
			}
		}
	}
}

// soleTime is the index of x's one stated time, -1 unless there is
// exactly one.
func soleTime(x *analysis) int {
	at := -1
	for i, v := range x.values {
		if v.kind != vTime || v.implied {
			continue
		}
		if at >= 0 {
			return -1
		}
		at = i
	}
	return at
}

// timeRange returns the indexes of x's one time range: exactly two stated
// times whose length the parse derived.
func timeRange(x *analysis) (int, int, bool) {
	var ts []int
	for i, v := range x.values {
		if v.kind == vTime && !v.implied {
			ts = append(ts, i)
		}
	}
	if len(ts) != 2 {
		return 0, 0, false
	}
	s, t := x.values[ts[0]], x.values[ts[1]]
	for _, v := range x.values {
		if v.kind == vDuration && v.implied && v.at == s.at && v.end == t.end {
			return ts[0], ts[1], true
		}
	}
	return 0, 0, false
}
