package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestLetterGrades: letter grades with glued or spoken modifiers are
// values (values_grade.go).
func TestLetterGrades(t *testing.T) {
	reads := []struct {
		text string
		want string // the grade codes read, space-separated
	}{
		{"Grade: A-", "grade:a-"},
		{"an A minus", "grade:a-"},
		{"a B plus", "grade:b+"},
		{"got a C+", "grade:c+"},
		{"Grade: B", "grade:b"},
		{"Grade: A", "grade:a"},
		// Near misses: an article, a letter no grade word labels.
		{"shows a minus sign", ""},
		{"Plan B", ""},
		{"a B", ""},
	}
	for _, c := range reads {
		got := ""
		for _, v := range analyze(c.text).values {
			if isGrade(v) {
				got += " " + v.code
			}
		}
		if len(got) > 0 {
			got = got[1:]
		}
		if got != c.want {
			t.Errorf("%q: grades %q, want %q", c.text, got, c.want)
		}
	}
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Grade: C-", "a C minus", semantic.StatusPassed},
		{"Grade: C-", "a C plus", semantic.StatusFailed},
		{"Grade: C", "a C+", semantic.StatusFailed},
		{"Mark: D+", "a D plus", semantic.StatusPassed},
		{"Grade: A", "an A minus", semantic.StatusFailed},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
