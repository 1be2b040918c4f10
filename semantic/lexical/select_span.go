package lexical

import "strings"

// A span's ends: "the departure time" on a flight card that shows two
// times under one label asks for the first, "the arrival time" for the
// last. Pages write a span in reading order, start before end (10:35
// Frankfurt → 13:05 New York; Mon 9:00 – 17:00), so when exactly two
// values of one type tie under one label, the description's start or end
// word says which one it asks for.

// spanOther demotes the value a start or end word does not ask for.
const spanOther = 0.6

// spanTie is the share of the best score above which a value ties with it.
const spanTie = 0.8

var spanStartWords = map[string]bool{
	"departure": true, "departures": true, "depart": true, "departs": true, "departing": true,
	"start": true, "starts": true, "starting": true, "begin": true, "begins": true, "beginning": true,
	"opening": true, "opens": true, "outset": true,
}

var spanEndWords = map[string]bool{
	"arrival": true, "arrivals": true, "arrive": true, "arrives": true, "arriving": true,
	"end": true, "ends": true, "ending": true, "finish": true, "finishes": true,
	"closing": true, "closes": true,
}

// spanEnd says which end of a span the description asks for: -1 the
// start, 1 the end, 0 neither or both.
func spanEnd(words []string) int {
	start, end := false, false
	for _, w := range words {
		w = strings.ToLower(w)
		start = start || spanStartWords[w]
		end = end || spanEndWords[w]
	}
	switch {
	case start && !end:
		return -1
	case end && !start:
		return 1
	}
	return 0
}

// applySpan demotes, when the description asks for one end of a span and
// the best two sources are a tied pair of values of one type (time or
// date) under one label in one frame with no third such value tied with
// them, the one at the other end.
func applySpan(q *sourceQuery, ids []string, st *state, scores []float64) {
	end := spanEnd(q.desc.words)
	if end == 0 || len(ids) < 2 {
		return
	}
	best := 0.0
	for _, s := range scores {
		best = max(best, s)
	}
	if best == 0 {
		return
	}
	var tied []int
	for i, s := range scores {
		if s >= spanTie*best {
			tied = append(tied, i)
		}
	}
	if len(tied) != 2 {
		return
	}
	a, b := st.sources[ids[tied[0]]], st.sources[ids[tied[1]]]
	if a.Frame != b.Frame || a.Context == "" || a.Context != b.Context {
		return
	}
	fa, fb := st.source(ids[tied[0]]).fits, st.source(ids[tied[1]]).fits
	if !(fa.has(tyTime) && fb.has(tyTime) || fa.has(tyDate) && fb.has(tyDate)) {
		return
	}
	// ids are in reading order: tied[0] comes first.
	if end < 0 {
		scores[tied[1]] *= spanOther
	} else {
		scores[tied[0]] *= spanOther
	}
}
