package lexical

import "testing"

// TestPluralEryStems: a plural in "-eries" stems like its singular
// (stem_plural.go); other words in "-ies" or "-eries" keep their stems.
func TestPluralEryStems(t *testing.T) {
	same := [][2]string{
		{"groceries", "grocery"}, {"deliveries", "delivery"}, {"batteries", "battery"},
		{"galleries", "gallery"}, {"queries", "query"}, {"policies", "policy"},
	}
	for _, p := range same {
		if a, b := stem(p[0]), stem(p[1]); a != b {
			t.Errorf("stem(%q) = %q, stem(%q) = %q: want one stem", p[0], a, p[1], b)
		}
	}
	// Near misses: too short to be such a plural, or another suffix.
	keep := map[string]string{"series": "seri", "replies": "repli", "activities": "activ"}
	for w, want := range keep {
		if got := stem(w); got != want {
			t.Errorf("stem(%q) = %q, want %q", w, got, want)
		}
	}
}
