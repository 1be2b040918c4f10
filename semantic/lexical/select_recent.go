package lexical

import (
	"regexp"
	"strings"
	"time"
)

// Recency descriptions: "the latest event of the shipment", "the most
// recent activity" name the entry of a dated list (a timeline, an
// activity log) whose own date or time is the latest. Lists order their
// entries either way, so recency is read from the entries' values, never
// from their position: a list whose entries carry no date or time names
// no latest entry ("the newest todo" stays unbound), and neither does a
// list whose times cannot be ordered for sure.

// recentRE matches a description that begins with a recency word.
var recentRE = regexp.MustCompile(`^(?:the\s+)?(?:latest|newest|most\s+recent)\s+(.+)$`)

// recentStop are the words of a recency description that do not say
// which list it means.
var recentStop = map[string]bool{"of": true, "the": true, "a": true, "an": true, "in": true, "on": true,
	"for": true, "to": true, "from": true, "at": true, "by": true, "this": true, "that": true}

// instant is an entry's latest date and time of day.
type instant struct {
	date    int // y*10000 + m*100 + d; 0 when the entry shows no date
	minutes int // minutes after midnight; -1 when it shows no time
	// hours12: a time written with no meridiem and a second reading on a
	// 12-hour clock.
	hours12 bool
	// late: a time at or after 13:00 (the list uses a 24-hour clock).
	late bool
	// unknown: a date with no year or a relative date, which another
	// entry's date cannot be ordered against for sure.
	unknown bool
}

func (a instant) ok() bool { return a.date > 0 || a.minutes >= 0 }

func (a instant) after(b instant) bool {
	if a.date != b.date {
		return a.date > b.date
	}
	return a.minutes > b.minutes
}

// recentItem is one entry: the indexes (in ids) of its sources and its
// instant.
type recentItem struct {
	first, end int
	at         instant
}

// entryInstant reads the latest date and time an entry's sources show.
func entryInstant(ids []string, from, to int, st *state) instant {
	at := instant{minutes: -1}
	for k := from; k < to; k++ {
		for _, v := range st.source(ids[k]).text.values {
			if v.implied {
				continue
			}
			switch v.kind {
			case vDate:
				if v.relative || v.date.y == 0 || v.date.d == 0 {
					at.unknown = true
				}
				at.date = max(at.date, v.date.y*10000+v.date.m*100+v.date.d)
			case vTime:
				at.minutes = max(at.minutes, v.min)
				at.hours12 = at.hours12 || v.bare && v.alt2 >= 0
				at.late = at.late || v.min >= 13*60
			}
		}
	}
	return at
}

// recentLists groups the sources into entries (consecutive sources
// sharing a row) and the entries into lists (consecutive entries under
// one heading), keeping lists of two or more entries that all show a date
// or a time.
func recentLists(ids []string, st *state) [][]recentItem {
	var lists [][]recentItem
	var cur []recentItem
	heading := ""
	flush := func() {
		if len(cur) >= 2 {
			lists = append(lists, cur)
		}
		cur = nil
	}
	for i := 0; i < len(ids); {
		s := st.sources[ids[i]]
		if s.Row == "" {
			i++
			continue
		}
		j := i + 1
		for j < len(ids) && st.sources[ids[j]].Row == s.Row {
			j++
		}
		at := entryInstant(ids, i, j, st)
		if !at.ok() || s.Heading != heading {
			flush()
		}
		heading = s.Heading
		if at.ok() {
			cur = append(cur, recentItem{first: i, end: j, at: at})
		}
		i = j
	}
	flush()
	return lists
}

// ordered reports whether a list's instants can be compared for sure: no
// date without a year, every entry or none with a date, and times on a
// 24-hour clock when some time could be read on a 12-hour one.
func ordered(l []recentItem) bool {
	dated, late, hours12 := 0, false, false
	for _, it := range l {
		if it.at.unknown {
			return false
		}
		if it.at.date > 0 {
			dated++
		}
		late = late || it.at.late
		hours12 = hours12 || it.at.hours12
	}
	return (dated == 0 || dated == len(l)) && (late || !hours12)
}

// recentChoice is the index of the source a recency description names,
// -1 when it names none for sure (several lists or entries tie). ok is
// false when desc is no recency description or no dated list on the page
// shares one of its words (its heading, context or rows).
func recentChoice(desc string, ids []string, st *state) (int, bool) {
	m := recentRE.FindStringSubmatch(strings.Join(strings.Fields(fold(desc)), " "))
	if m == nil {
		return -1, false
	}
	var ws []string
	for _, w := range words(m[1]) {
		if !recentStop[w] {
			ws = append(ws, w)
		}
	}
	var match [][]recentItem
	for _, l := range recentLists(ids, st) {
		if namesList(ws, l, ids, st) {
			match = append(match, l)
		}
	}
	if len(match) == 0 {
		return -1, false
	}
	if len(match) > 1 || !ordered(match[0]) {
		return -1, true
	}
	l := match[0]
	best, tie := 0, false
	for k := 1; k < len(l); k++ {
		switch {
		case l[k].at.after(l[best].at):
			best, tie = k, false
		case !l[best].at.after(l[k].at):
			tie = true
		}
	}
	if tie {
		return -1, true
	}
	return entrySource(l[best], ids, st), true
}

// namesList reports whether a description word is said by the list's
// heading or by one of its entries' contexts or rows.
func namesList(ws []string, l []recentItem, ids []string, st *state) bool {
	for _, w := range ws {
		for _, it := range l {
			for k := it.first; k < it.end; k++ {
				s := st.sources[ids[k]]
				if hasStem(s.Heading+" "+s.Context+" "+s.Row, w) {
					return true
				}
			}
		}
	}
	return false
}

// entrySource is the source that shows an entry: the one whose text is
// the entry's row, else its first source with no date or time (the
// entry's name: "Departed from facility" beside its date), else its first.
func entrySource(it recentItem, ids []string, st *state) int {
	row := fold(st.sources[ids[it.first]].Row)
	for k := it.first; k < it.end; k++ {
		if fold(st.sources[ids[k]].Text) == row {
			return k
		}
	}
	for k := it.first; k < it.end; k++ {
		if !timedText(st.source(ids[k])) {
			return k
		}
	}
	return it.first
}

// timedText reports whether a source's text holds a date or a time.
func timedText(s *sourceAnalysis) bool {
	for _, v := range s.text.values {
		if !v.implied && (v.kind == vDate || v.kind == vTime) {
			return true
		}
	}
	return false
}

// applyRecent raises the source a recency description names and caps
// every other; when it names none for sure every source is capped, so
// the answer is ambiguous.
func applyRecent(desc string, ids []string, st *state, scores []float64, now time.Time) bool {
	win, ok := recentChoice(desc, ids, st)
	if w, tok := todayChoice(desc, ids, st, now); tok && (!ok || win < 0) {
		win, ok = w, true // today's entry (select_today.go)
	}
	if !ok {
		return false
	}
	for i := range scores {
		if i == win {
			scores[i] = max(scores[i], ruleWin)
		} else {
			scores[i] = min(scores[i], ruleRest)
		}
	}
	return true
}
