package lexical

import (
	"regexp"
	"strings"
	"time"
)

// Today's entry is the latest. An activity or audit log often shows
// today's entries by their time only ("… · 09:12") and older ones by
// their day: "Yesterday", "3 days ago", "Nov 30". Such a list cannot be
// ordered by its values as select_recent.go orders them (a bare time has
// no date, a relative or yearless date no year), yet its order is sure:
// a time with no day is today's, and "yesterday", "N days ago" and a date
// before today's (by the engine's clock) are earlier. When exactly one
// entry of such a list shows a time and no day and every other entry
// shows a day before today, that entry is the latest. Anything else — two
// entries of today, "2 hours ago" (today or yesterday), a date that is
// today's or later, an entry with neither — names none, and the other
// rules stand. The list must say a word of the description in its
// heading, region, context or rows.

var (
	pastDayRE = regexp.MustCompile(`\b(yesterday|(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(days?|weeks?|months?|years?)\s+ago|last\s+(week|month|year))\b`)
	todayRE   = regexp.MustCompile(`\b(today|(\d+|a|an)\s+(minutes?|hours?|seconds?)\s+ago|just now)\b`)
)

// dayClass is how an entry places itself against today.
type dayClass int

const (
	dayUnknown dayClass = iota
	dayToday            // a time with no day
	dayPast             // a day before today
)

// entryDay classifies the entry of sources ids[from:to] against today.
func entryDay(ids []string, from, to int, st *state, now time.Time) dayClass {
	var text strings.Builder
	hasTime, hasDate, past := false, false, true
	y, m, d := now.Date()
	today := y*10000 + int(m)*100 + d
	for k := from; k < to; k++ {
		s := st.source(ids[k])
		text.WriteString(" " + fold(s.raw))
		for _, v := range s.text.values {
			if v.implied {
				continue
			}
			switch v.kind {
			case vTime:
				hasTime = true
			case vDate:
				hasDate = true
				if v.relative || v.date.d == 0 || !v.date.valid() {
					past = false
					continue
				}
				dy := v.date.y
				if dy == 0 {
					dy = y // a yearless date is read in today's year: it is earlier only when its day is
				}
				past = past && dy*10000+v.date.m*100+v.date.d < today
			}
		}
	}
	t := text.String()
	switch {
	case todayRE.MatchString(t):
		return dayUnknown // a relative time of today ("2 hours ago") may be yesterday's
	case pastDayRE.MatchString(t) && !hasDate:
		return dayPast
	case hasDate && past && !pastDayRE.MatchString(t):
		return dayPast
	case hasTime && !hasDate && !pastDayRE.MatchString(t):
		return dayToday
	}
	return dayUnknown
}

// todayChoice is the index of the source of today's one entry of the
// one list the description names (see above); ok is false when the
// description names no list or several, or its list has no such entry:
// the other rules stand.
func todayChoice(desc string, ids []string, st *state, now time.Time) (win int, ok bool) {
	m := recentRE.FindStringSubmatch(strings.Join(strings.Fields(fold(desc)), " "))
	if m == nil || now.IsZero() {
		return -1, false
	}
	var ws []string
	for _, w := range words(m[1]) {
		if !recentStop[w] {
			ws = append(ws, w)
		}
	}
	var named [][]recentItem
	for _, l := range dayLists(ids, st) {
		if listNamed(ws, l, ids, st) {
			named = append(named, l)
		}
	}
	if len(named) != 1 {
		return -1, false
	}
	k := todayEntry(named[0], ids, st, now)
	if k < 0 {
		return -1, false
	}
	return entrySource(named[0][k], ids, st), true
}

// todayEntry is the index in l of its one entry of today when every
// other entry is of an earlier day, else -1.
func todayEntry(l []recentItem, ids []string, st *state, now time.Time) int {
	win := -1
	for k, it := range l {
		switch entryDay(ids, it.first, it.end, st, now) {
		case dayToday:
			if win >= 0 {
				return -1
			}
			win = k
		case dayPast:
		default:
			return -1
		}
	}
	return win
}

// dayLists groups the sources into entries (consecutive sources sharing a
// row) and the entries into lists (consecutive entries under one heading
// and region), keeping lists of two or more entries; unlike recentLists
// an entry need not show a value ("Yesterday" is none).
func dayLists(ids []string, st *state) [][]recentItem {
	var lists [][]recentItem
	var cur []recentItem
	key := ""
	for i := 0; i < len(ids); {
		s := st.sources[ids[i]]
		j := i + 1
		if s.Row != "" {
			for j < len(ids) && st.sources[ids[j]].Row == s.Row {
				j++
			}
		}
		k := s.Heading + "\x00" + s.Region
		if s.Row == "" || k != key {
			if len(cur) >= 2 {
				lists = append(lists, cur)
			}
			cur = nil
		}
		key = k
		if s.Row != "" {
			cur = append(cur, recentItem{first: i, end: j})
		}
		i = j
	}
	if len(cur) >= 2 {
		lists = append(lists, cur)
	}
	return lists
}

// listNamed reports whether a description word is said by the list's
// heading, region, or one of its entries' contexts or rows.
func listNamed(ws []string, l []recentItem, ids []string, st *state) bool {
	for _, w := range ws {
		for _, it := range l {
			s := st.sources[ids[it.first]]
			if hasStem(s.Heading+" "+s.Region+" "+s.Context+" "+s.Row, w) {
				return true
			}
		}
	}
	return false
}
