package lexical

import "testing"

// TestLanguageCodeAfterLabel: a language code after a language label is
// that language (sense_language.go); the letters elsewhere are not.
func TestLanguageCodeAfterLabel(t *testing.T) {
	if r := compareTexts("Lang.: EN", "", "language English"); r.conflict > 0 || r.covE < 1 || r.missing {
		t.Errorf("EN against English: conflict %.2f coverage %.2f missing %v, want agreement", r.conflict, r.covE, r.missing)
	}
	if r := compareTexts("Lang.: EN", "", "language German"); r.conflict < sGroup {
		t.Errorf("EN against German: conflict %.2f, want a language conflict", r.conflict)
	}
	has := func(s, key string) bool {
		for _, u := range analyze(s).units {
			if u.key == key {
				return true
			}
		}
		return false
	}
	for _, s := range []string{"EN 71 certified", "Lang.: EN · Region: DE", "Made in DE"} {
		if has(s, "german") {
			t.Errorf("%q: read as German", s)
		}
	}
}
