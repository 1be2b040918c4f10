package lexical

import "testing"

// subjectOutcome compares one pair and reports whether the expectation's
// subject counted as covered (no claim missing) and P(equivalent).
func subjectOutcome(actual, context, expected string) (covered bool, eq float64) {
	r := compareTexts(actual, context, expected)
	eq, _, _ = r.distribution()
	return !r.missing && r.conflict == 0, eq
}

func TestImplicitSubjectCovered(t *testing.T) {
	for _, tc := range [][3]string{
		{"Ended", "Arsenal vs Chelsea", "the match is over"},
		{"Ended", "Bruins 3–2 Rangers", "the game is over"},
		{"Locked", "Automobile", "the car is locked"},
	} {
		covered, eq := subjectOutcome(tc[0], tc[1], tc[2])
		if !covered || eq < 0.5 {
			t.Errorf("%q (context %q) vs %q: covered %v, P(equivalent) %.2f; want the subject covered, at least 0.5", tc[0], tc[1], tc[2], covered, eq)
		}
	}
}

// TestImplicitSubjectNearMisses: a subject the context does not name, or
// names as another thing, stays uncovered; so does one with no context.
func TestImplicitSubjectNearMisses(t *testing.T) {
	for _, tc := range [][3]string{
		{"Ended", "Arsenal vs Chelsea", "the season is over"},
		{"Ended", "Arsenal", "the match is over"},
		{"Merged", "Invoice", "the payment was merged"},
		{"Merged", "", "the pull request was merged"},
		{"Locked", "Back door", "the front door is locked"},
		{"Ended", "Sat 24 15", "the match is over"},
		{"Locked", "Automobile", "the front car is locked"},
	} {
		a, c, e := analyzeAt(tc[0], corpus4Clock()), analyzeAt(tc[1], corpus4Clock()), analyzeAt(tc[2], corpus4Clock())
		if m := implicitSubject(&a, &c, &e); len(m) > 0 {
			t.Errorf("%q (context %q) vs %q: implicit subject %v, want none", tc[0], tc[1], tc[2], m)
		}
		if _, eq := subjectOutcome(tc[0], tc[1], tc[2]); eq >= 0.5 {
			t.Errorf("%q (context %q) vs %q: P(equivalent) %.2f, want below 0.5", tc[0], tc[1], tc[2], eq)
		}
	}
}

func TestFixtureContext(t *testing.T) {
	for s, want := range map[string]bool{
		"Arsenal vs Chelsea":        true,
		"Lakers @ Celtics":          true,
		"Man City 0–0 Liverpool":    true,
		"Real Madrid 1–0 Barcelona": true,
		"Arsenal":                   false,
		"Sat 24 15":                 false,
		"Room 1 2":                  false,
		"vs Chelsea":                false,
		"Order 1042 1 item":         false,
	} {
		a := analyzeAt(s, corpus4Clock())
		if got := fixture(&a); got != want {
			t.Errorf("fixture(%q) = %v, want %v", s, got, want)
		}
	}
}
