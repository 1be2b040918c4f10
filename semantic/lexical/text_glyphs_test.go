package lexical

import (
	"fmt"
	"testing"
)

// TestDirectionGlyphs: an arrow glyph states its direction (text_glyphs.go);
// the opposite direction contradicts a claim of moving up.
func TestDirectionGlyphs(t *testing.T) {
	keys := func(s string) string {
		a := analyze(s)
		out := ""
		for _, u := range a.units {
			out += fmt.Sprintf("%s/%v ", u.key, u.neg)
		}
		return out
	}
	if got, want := keys("▲ 2"), keys("increase 2"); got != want {
		t.Errorf("▲ 2: units %q, want those of \"increase 2\" %q", got, want)
	}
	if got, want := keys("▼ 2"), keys("decrease 2"); got != want {
		t.Errorf("▼ 2: units %q, want those of \"decrease 2\" %q", got, want)
	}
	// A fall is a decrease, not a state of being down (offline).
	if r := compareTexts("▼ 5%", "Revenue", "revenue fell 5%"); r.conflict > 0 || r.covE < 1 {
		t.Errorf("▼ 5%% against fell 5%%: conflict %.2f %v, want agreement", r.conflict, r.reasons)
	}
	if r := compareTexts("▲ 5%", "Revenue", "revenue fell 5%"); r.conflict < sGroup {
		t.Errorf("▲ 5%% against fell 5%%: conflict %.2f, want a direction conflict", r.conflict)
	}
	r := compareTexts("▼ 2", "League position", "moved up two places")
	if r.conflict < sPolarity {
		t.Errorf("▼ 2 against moved up: conflict %.2f %v, want a contradiction", r.conflict, r.reasons)
	}
}

// TestFeetAndInches: primes after a number are feet and inches, and feet
// followed by inches are one length (measure_compound.go).
func TestFeetAndInches(t *testing.T) {
	cases := []struct {
		text string
		want string // all values
	}{
		{"Height 6′ 8″", "[measure:2.032length]"},
		{"6 ft 8 in", "[measure:2.032length]"},
		{"6 feet 8 inches tall", "[measure:2.032length]"},
		{"Ceiling 9′", "[measure:2.7432000000000003length]"},
		{"Screen 15.6″", "[measure:0.39624length]"},
		// Near misses: not the inches of a feet length.
		{"6 ft, 8 in stock", "[measure:1.8288000000000002length number:8]"},
		{"Rope 6 ft 14 in", "[measure:1.8288000000000002length measure:0.35559999999999997length]"},
		{"He said '8'", "[number:8]"},
	}
	for _, c := range cases {
		if got := fmt.Sprint(analyze(c.text).values); got != c.want {
			t.Errorf("%q: values %s, want %s", c.text, got, c.want)
		}
	}
	if r := compareTexts("Height 6′ 8″", "Player", "about 1.68 m tall"); r.conflict < sValue {
		t.Errorf("6′ 8″ against 1.68 m: conflict %.2f %v, want a value conflict", r.conflict, r.reasons)
	}
	if r := compareTexts("Height 6′ 8″", "Player", "about 2.03 m tall"); r.conflict > 0 || r.missing {
		t.Errorf("6′ 8″ against 2.03 m: conflict %.2f missing %v %v, want agreement", r.conflict, r.missing, r.reasons)
	}
}

// TestOrderAdverbs: "beforehand" and "afterwards" are the prepositions of
// order they stand for (text_glyphs.go adverbBase).
func TestOrderAdverbs(t *testing.T) {
	if r := compareTexts("Reminder 15 min before", "", "reminds you a quarter of an hour beforehand"); r.conflict > 0 || r.covE < 1 || r.missing {
		t.Errorf("before against beforehand: conflict %.2f coverage %.2f missing %v, want agreement", r.conflict, r.covE, r.missing)
	}
	if r := compareTexts("Reminder 15 min before", "", "reminds you 15 minutes afterwards"); !r.missing {
		t.Errorf("before against afterwards: coverage %.2f, want the order unsupported", r.covE)
	}
	if r := compareTexts("Reminder 15 min before", "", "reminds you 30 minutes beforehand"); r.conflict < sValue {
		t.Errorf("15 against 30 minutes beforehand: conflict %.2f, want a value conflict", r.conflict)
	}
}

// TestDimensionWords: a height is no width (lexicon.txt g:dimension): the
// same length stated as another dimension is a conflict.
func TestDimensionWords(t *testing.T) {
	if r := compareTexts("Height 6′ 8″", "Player", "about 2.03 m tall"); r.conflict > 0 || r.covE < 1 {
		t.Errorf("height against tall: conflict %.2f coverage %.2f, want agreement", r.conflict, r.covE)
	}
	for _, e := range []string{"2.03 m wide", "a depth of 2.03 m"} {
		if r := compareTexts("Height 6′ 8″", "Player", e); r.conflict < sGroup {
			t.Errorf("height against %q: conflict %.2f %v, want a dimension conflict", e, r.conflict, r.reasons)
		}
	}
}
