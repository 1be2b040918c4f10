package lexical

import (
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
)

// auditLog is a members page's sidebar log: today's entry by its time,
// older ones by their day. texts are the entries' texts in order.
func auditLog(texts ...string) []semantic.Source {
	out := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Members"},
		{ID: "t0_2", Role: "paragraph", Text: "14 of 20 seats used", Context: "Members", Heading: "Members", Landmark: "complementary"},
	}
	for i, x := range texts {
		out = append(out, semantic.Source{ID: "t0_" + string(rune('3'+i)), Role: "listitem", Text: x, Context: "Members",
			Heading: "Members", Region: "Audit log", Row: x, Landmark: "complementary"})
	}
	return out
}

// TestTodaysEntryIsTheLatest: in a log whose one entry shows a time and
// no day while every other shows an earlier day ("Yesterday", "Nov 30"
// before the clock's December 1), that entry is the most recent, in
// whichever order the log lists them; two entries of today, a relative
// time of today, or a date that is today's name none.
func TestTodaysEntryIsTheLatest(t *testing.T) {
	const q = "the most recent entry of the audit log"
	checkSelections(t, []selectionCase{
		{"today's first", q, "t0_3", true, auditLog("Ana Silva changed Tom Becker's role to Billing · 09:12", "Priya Raman invited Marek Nowak · Yesterday", "Ana Silva suspended Tom Becker · Nov 30")},
		{"today's last", q, "t0_5", true, auditLog("Ana Silva suspended Tom Becker · Nov 28", "Priya Raman invited Marek Nowak · 3 days ago", "Ana Silva changed Tom Becker's role to Billing · 09:12")},
		{"two of today", q, "", false, auditLog("Ana Silva changed Tom Becker's role · 09:12", "Priya Raman invited Marek Nowak · 08:40", "Ana Silva suspended Tom Becker · Nov 30")},
		{"hours ago", q, "", false, auditLog("Ana Silva changed Tom Becker's role · 09:12", "Priya Raman invited Marek Nowak · 2 hours ago")},
		{"a date of today", q, "", false, auditLog("Ana Silva changed Tom Becker's role · 09:12", "Priya Raman invited Marek Nowak · Dec 1")},
	})
	// The log must be named: "the most recent invoice" names no list here.
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: auditLog("Ana Silva changed Tom Becker's role · 09:12", "Priya Raman invited Marek Nowak · Yesterday"), Description: "the most recent invoice"})
	if d.Choice == "t0_3" && d.Confidence() >= corpusThreshold {
		t.Errorf("the most recent invoice bound the log's entry t0_3 (%.2f)", d.Confidence())
	}
}

// TestEntryDay: how an entry's text places it against today.
func TestEntryDay(t *testing.T) {
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	for text, want := range map[string]dayClass{
		"Signed in · 09:12": dayToday, "Signed in · Yesterday": dayPast, "Signed in · 2 weeks ago": dayPast,
		"Signed in · Nov 30": dayPast, "Signed in · Nov 30, 2026 14:00": dayPast, "Signed in · Dec 1": dayUnknown,
		"Signed in · Dec 3": dayUnknown, "Signed in · 5 minutes ago": dayUnknown, "Signed in": dayUnknown,
	} {
		st := newState(semantic.State{Sources: []semantic.Source{{ID: "a", Text: text}}})
		if got := entryDay([]string{"a"}, 0, 1, st, now); got != want {
			t.Errorf("%q: day class %d, want %d", text, got, want)
		}
	}
}
