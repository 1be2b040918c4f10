package lexical

import "testing"

// TestContentsInContainer: "N things in the container" states what "the
// container holds N things" states (cover_contain.go); another container,
// swapped roles or another count never agree.
func TestContentsInContainer(t *testing.T) {
	for _, e := range []string{"the cart holds two items", "the cart contains two items"} {
		r := compareTexts("2 items in your basket", "", e)
		if r.conflict > 0 || r.covE < 1 || r.missing {
			t.Errorf("%q: conflict %.2f coverage %.2f missing %v %v, want agreement", e, r.conflict, r.covE, r.missing, r.reasons)
		}
	}
	near := []string{"2 items in your wishlist", "2 carts in your item", "2 items, your cart"}
	for _, a := range near {
		a1, e1 := analyze(a), analyze("the cart holds two items")
		if i := heldVerb(&a1, &e1); i >= 0 {
			t.Errorf("%q: covers the verb of holding", a)
		}
	}
	if r := compareTexts("3 items in your cart", "", "the cart holds two items"); r.conflict < sValue {
		t.Errorf("3 items against two: conflict %.2f, want a value conflict", r.conflict)
	}
}
