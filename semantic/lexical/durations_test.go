package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

func TestSpokenDurations(t *testing.T) {
	cases := []struct{ text, want string }{
		{"half an hour", "duration:30minute"},
		{"a half-hour standup", "duration:30minute"},
		{"an hour and thirty-two minutes", "duration:92minute"},
		{"an hour and a half", "duration:90minute"},
		{"Runs for 2 h 15 min", "duration:135minute"},
		{"nine and a half hours", "duration:570minute"},
		{"slept seven and three-quarter hours", "duration:465minute"},
		{"three quarters of an hour", "duration:45minute"},
		{"half a day off", "duration:0.5day"},
		{"half a kilo", "measure:500mass"},
		{"a 45-second voice message", "duration:0.75minute"},
		// Near misses: rates, frequencies and halves that are no duration.
		{"28 dollars an hour", "amount:USD:28.00"},
		{"twice a day", ""},
		{"half price", "percent:50"}, // soft: meets 50 %, contradicts nothing (TestSoftHalf)
		{"the second attempt", "number:2"},
	}
	for _, c := range cases {
		if got := valueStrings(c.text); got != c.want {
			t.Errorf("%q: values %q, want %q", c.text, got, c.want)
		}
	}
}

// TestClearValueConflict: one shown value of a kind against one claimed
// value of that kind that differs is a confident different, even when the
// words around them are not matched; several shown values, a bound or a
// sign alone are not.
func TestClearValueConflict(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"Transit time: 5 days", "", "takes two weeks in transit", semantic.StatusFailed},
		{"Timer: 45 min", "Sprinkler", "runs for 4.5 hours", semantic.StatusFailed},
		{"12 min · 4.2 km", "", "a twenty-minute trip", semantic.StatusFailed},
		{"Transit 5 days · handling 9 days", "", "takes two weeks in transit", semantic.StatusInconclusive},
		{"Transit time: 5 days", "", "does not take 2 weeks", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}

// TestSoftHalf: a bare "half" meets a shown 50 % and contradicts nothing;
// its absence on the page leaves the claim unsupported.
func TestSoftHalf(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Blinds 50% open", "blinds half open", semantic.StatusPassed},
		{"Blinds 25% open", "blinds half open", semantic.StatusInconclusive},
		{"Blinds open", "blinds half open", semantic.StatusInconclusive},
		{"60% of week booked", "more than half the week is booked", semantic.StatusPassed},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
	if got := valueStrings("the second half"); got != "number:2" {
		t.Errorf("the second half: values %q, want only the ordinal", got)
	}
}
