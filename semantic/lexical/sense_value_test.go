package lexical

import "testing"

// TestSaveBeforeValueIsDiscount: "save" before a money or percent value is
// a discount; elsewhere it keeps its sense of storing (sense_value.go).
func TestSaveBeforeValueIsDiscount(t *testing.T) {
	has := func(s, key string) bool {
		for _, u := range analyze(s).units {
			if u.key == key {
				return true
			}
		}
		return false
	}
	discount := []string{"Save 15%", "Save $20", "You save 20 EUR", "Save up to 30%", "savings $4.50"}
	for _, s := range discount {
		if !has(s, "discount") || has(s, "save") {
			t.Errorf("%q: want the discount concept, not save", s)
		}
	}
	// Near misses: no value after the word, another kind of value, or a
	// clause break between them.
	keep := []string{"Changes saved", "Save 2 items", "Save draft", "Saved. 15% done"}
	for _, s := range keep {
		if has(s, "discount") {
			t.Errorf("%q: read as a discount", s)
		}
	}
	if r := compareTexts("Save 15%", "Coupon SPRING15", "the settings were saved"); r.covE > 0.5 {
		t.Errorf("a discount against saved settings: coverage %.2f, want low", r.covE)
	}
}
