package lexical

import "testing"

// TestDurationsAcrossUnits: days convert to minutes exactly and to months
// as a range; a duration in a verb's clause counts what the verb held
// (values_duration.go).
func TestDurationsAcrossUnits(t *testing.T) {
	cases := []struct {
		e, a     string
		q        float64
		conflict bool
	}{
		{"48 hours", "2 days", qFull, false},
		{"36 hours", "2 days", 0, true},
		{"a month", "14 days", 0, true},
		{"a month", "30 days", qWeak, false},
		{"3 months", "90 days", qWeak, false},
		{"a year", "365 days", qWeak, false},
		{"a year", "300 days", 0, true},
		// Near miss: days against a week count as days already.
		{"two weeks", "14 days", qFull, false},
	}
	for _, c := range cases {
		ev, av := analyze(c.e).values[0], analyze(c.a).values[0]
		q, conflict := matchValue(ev, av)
		if q != c.q || conflict != c.conflict {
			t.Errorf("%q vs %q: q %.2f conflict %v, want q %.2f conflict %v", c.e, c.a, q, conflict, c.q, c.conflict)
		}
	}
	roles := []struct {
		e, a     string
		conflict bool
	}{
		{"45 minutes watched", "45 min left", true},
		{"45 minutes watched", "Watched 45 min", false},
		{"45 minutes left", "45 min left", false},
		// Near miss: no predicate, no role.
		{"45 minutes", "45 min left", false},
	}
	for _, c := range roles {
		ev, av := analyze(c.e).values[0], analyze(c.a).values[0]
		if _, conflict := matchValue(ev, av); conflict != c.conflict {
			t.Errorf("%q (%s) vs %q (%s): conflict %v, want %v", c.e, ev.role, c.a, av.role, conflict, c.conflict)
		}
	}
}

// TestWindowOfOneUnit: "in the last day", "over the past hour" are a
// window of one unit (durations.go spokenDuration).
func TestWindowOfOneUnit(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"up 2% in the last day", "duration:1day"},
		{"over the past hour", "duration:60minute"},
	} {
		found := false
		for _, v := range analyze(c.text).values {
			found = found || v.String() == c.want
		}
		if !found {
			t.Errorf("%q: values %v, want %s", c.text, analyze(c.text).values, c.want)
		}
	}
	// Near misses: "last" of another thing, no window word.
	for _, s := range []string{"the last day of the sale", "on the last day"} {
		for _, v := range analyze(s).values {
			if v.kind == vDuration {
				t.Errorf("%q: %s, want no duration", s, v)
			}
		}
	}
	ev, av := analyze("up 1.8 percent in the last day").values, analyze("+1.8% (24h)").values
	if q, _ := matchValue(ev[len(ev)-1], av[len(av)-1]); q != qFull {
		t.Errorf("the last day vs 24h: q %.2f, want full", q)
	}
}
