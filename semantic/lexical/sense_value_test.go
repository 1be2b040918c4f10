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

// TestFreeAfterCount: "free" ending a clause after a count of things is
// available, not a zero price (sense_value.go freeCount).
func TestFreeAfterCount(t *testing.T) {
	if r := compareTexts("2 of 5 seats used", "Team", "three seats are free"); r.conflict > 0 || r.covE < 1 || r.missing {
		t.Errorf("3 of 5 free: conflict %.2f coverage %.2f missing %v, want agreement", r.conflict, r.covE, r.missing)
	}
	if r := compareTexts("2 of 5 seats used", "Team", "two seats are free"); r.conflict < sValue {
		t.Errorf("2 free of 5 with 2 used: conflict %.2f, want a value conflict", r.conflict)
	}
	zero := func(s string) bool {
		for _, v := range analyze(s).values {
			if v.kind == vAmount && v.num == 0 {
				return true
			}
		}
		return false
	}
	if zero("three seats are free") || zero("2 slots free") {
		t.Errorf("a count of free things read as a zero price")
	}
	// Near misses: a price, no count, or a measure keep their readers.
	for _, s := range []string{"shipping is free", "2 items ship free", "$5 items are free"} {
		if !zero(s) {
			t.Errorf("%q: want the zero price of free", s)
		}
	}
}
