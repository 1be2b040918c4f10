package lexical

import "testing"

// TestLetterLengths: a spaced "m" or "in" after a number is a length only
// at the end of its clause or before a dimension word (measure.go).
func TestLetterLengths(t *testing.T) {
	cases := []struct {
		text string
		want string // the first value
	}{
		{"5,000 m", "measure:5000length"},
		{"1.80 m tall", "measure:1.8length"},
		{"Screen size: 15.6 in", "measure:0.39624length"},
		{"15.6in display", "measure:0.39624length"},
		// Near misses: minutes, a preposition, a compound duration.
		{"5 m ago", "number:5"},
		{"15m", "number:15"},
		{"1 h 20 m", "duration:60minute"},
		{"3 in stock", "number:3"},
		{"5 in the morning", "time:300"},
	}
	for _, c := range cases {
		vs := analyze(c.text).values
		if len(vs) == 0 || vs[0].String() != c.want {
			t.Errorf("%q: values %v, want first %s", c.text, vs, c.want)
		}
		for _, v := range vs[1:] {
			if v.kind == vMeasure {
				t.Errorf("%q: values %v, want no other length", c.text, vs)
			}
		}
	}
}

// TestStatedLimitAgainstBound: an inclusive bound against a limit the
// page states, at another number, claims another limit (bounds.go).
func TestStatedLimitAgainstBound(t *testing.T) {
	cases := []struct {
		e, a     string
		conflict bool
	}{
		{"files up to 250 MB", "Max upload 25 MB", true},
		{"no more than 3 guests", "Max 4 guests", true},
		{"at least 5 characters", "Min. 8 characters", true},
		// Near misses: the same limit, a strict comparison, another direction.
		{"files up to 25 MB", "Max upload 25 MB", false},
		{"files under 100 MB", "Max upload 25 MB", false},
		{"at least 5 characters", "Max 8 characters", false},
	}
	for _, c := range cases {
		ev, av := analyze(c.e).values[0], analyze(c.a).values[0]
		_, conflict := matchValue(ev, av)
		if conflict != c.conflict {
			t.Errorf("%q vs %q (%s vs %s): conflict %v, want %v", c.e, c.a, ev, av, conflict, c.conflict)
		}
	}
}
