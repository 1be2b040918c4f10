package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

func TestSpokenTimes(t *testing.T) {
	cases := []struct{ text, want string }{
		{"next dose at 8 in the morning", "time:480"},
		{"boarding at 7:40 in the evening", "time:1180"},
		{"starts at half past one", "time:90"},
		{"a quarter to nine", "time:525"},
		{"clocked in at two minutes to nine", "time:538"},
		{"due before midnight", "time:1440"},
		// Near misses: a duration stays a duration; "morning" not after a time.
		{"2 minutes late", "duration:2minute"},
		{"8 runs in the week", "number:8"},
	}
	for _, c := range cases {
		if got := valueStrings(c.text); got != c.want {
			t.Errorf("%q: values %q, want %q", c.text, got, c.want)
		}
	}
	a := analyze("10:00 – 10:30")
	found := false
	for _, v := range a.values {
		found = found || (v.kind == vDuration && v.implied && v.num == 30)
	}
	if !found {
		t.Errorf("10:00 – 10:30: no implied length of 30 minutes in %v", a.values)
	}
}

func TestTimeDecisions(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"Reminder at 5:30 PM", "", "reminder at 5:30 in the morning", semantic.StatusFailed},
		{"Next dose 8:00 PM", "", "next dose at 8 in the morning", semantic.StatusFailed},
		{"Due 15 Dec, 23:59", "", "due on December 15 before midnight", semantic.StatusInconclusive},
		// "0:45" is 45 seconds or 45 minutes: never a pass for either.
		{"Voice message · 0:45", "", "a 45-minute voice message", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}

func TestRelativeMonths(t *testing.T) {
	if got := valueStrings("renews next month"); got != "date:2027-1-0" {
		t.Errorf("next month (clock 1 Dec 2026): %q", got)
	}
	if got := valueStrings("billed last month"); got != "date:2026-11-0" {
		t.Errorf("last month: %q", got)
	}
	if got := valueStrings("a month free"); got != "duration:1month" {
		t.Errorf("a month free: %q, want a duration, no date", got)
	}
	e := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"Renews tomorrow", "", "renews next month", semantic.StatusFailed},
		{"Trip on Nov 30", "Yesterday", "a trip yesterday", semantic.StatusPassed},
		{"Trip on Nov 29", "", "a trip yesterday", semantic.StatusFailed},
	} {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}

func TestCardExpiry(t *testing.T) {
	if got := valueStrings("Exp. 09/28"); got != "date:2028-9-0" {
		t.Errorf("Exp. 09/28: %q, want September 2028", got)
	}
	a := analyze("Due 09/28")
	if len(a.values) != 1 || !a.values[0].amb {
		t.Errorf("Due 09/28: %v, want the ambiguous reading kept", a.values)
	}
}
