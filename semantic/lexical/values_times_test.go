package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestClockConvention: a text's 24-hour clock and the settled end of a
// range settle an ambiguous clock reading (values_times.go).
func TestClockConvention(t *testing.T) {
	cases := []struct {
		text    string
		k       int
		min     int
		amb     bool
		comment string
	}{
		{"Pick-up 10:00", 0, 600, true, "alone: morning or evening"},
		{"Pick-up 10:00 · Drop-off 15:00", 0, 600, false, "another clock in 24-hour form"},
		{"Pick-up 10:00 · Drop-off 3:00", 0, 600, true, "no 24-hour clock: still open"},
		{"Window 10:00–12:00", 0, 600, false, "10 pm would make a 14-hour window"},
		{"Shift 19:00–7:00", 1, 420, false, "the night's end, not 7 pm"},
		{"Open 9:00–11:00", 0, 540, true, "both ends open"},
	}
	for _, c := range cases {
		v := analyze(c.text).values[c.k]
		if v.kind != vTime || v.min != c.min || v.amb != c.amb {
			t.Errorf("%q (%s): value %d is %s amb %v, want time:%d amb %v", c.text, c.comment, c.k, v, v.amb, c.min, c.amb)
		}
	}
	// An ambiguous claim is met in full by one of its readings; an
	// ambiguous page only weakly; no reading is a conflict.
	half, pm, other := analyze("half past one").values[0], analyze("13:30").values[0], analyze("13:45").values[0]
	if q, c := matchValue(half, pm); q != qFull || c {
		t.Errorf("half past one vs 13:30: q %.2f conflict %v, want full", q, c)
	}
	if q, c := matchValue(pm, half); q != qWeak || c {
		t.Errorf("13:30 vs half past one: q %.2f conflict %v, want weak", q, c)
	}
	if q, c := matchValue(half, other); q != 0 || !c {
		t.Errorf("half past one vs 13:45: q %.2f conflict %v, want a conflict", q, c)
	}
}

// TestTimeRangeEdges: a time said to start, end or happen "at" names one
// end of the page's time range.
func TestTimeRangeEdges(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"13:00–14:30", "Seminar", "the seminar starts at 1 pm", semantic.StatusPassed},
		{"13:00–14:30", "Seminar", "the seminar ends at 2:30 pm", semantic.StatusPassed},
		{"13:00–14:30", "Seminar", "the seminar ends at 1 pm", semantic.StatusFailed},
		{"13:00–14:30", "Seminar", "the seminar starts at 14:30", semantic.StatusFailed},
		{"13:00–14:30", "Seminar", "seminar at 14:30", semantic.StatusFailed},
		// Near misses: no range on the page, or no end named.
		{"Seminar 14:30", "", "the seminar ends at 14:30", semantic.StatusInconclusive},
		{"13:00–14:30", "Seminar", "the seminar runs to 15:00", semantic.StatusFailed},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
