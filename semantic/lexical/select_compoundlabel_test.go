package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestCompoundLabelInItsCard: "the payment method" is one concept (a
// card); the order page shows it split, the card title "Payment" over the
// label "Method". The label says the phrase there; the same label in the
// card "Delivery" does not, and a card title alone is no label.
func TestCompoundLabelInItsCard(t *testing.T) {
	bindsOn(t, orderPage(), "the payment method", "t0_56")
	two := []semantic.Source{
		{ID: "t0_1", Role: "paragraph", Text: "Delivery", Row: "Delivery Method: DHL Express Carrier: DHL"},
		{ID: "t0_2", Role: "term", Text: "Method", Row: "Method: DHL Express"},
		{ID: "t0_3", Role: "paragraph", Text: "DHL Express", Context: "Method", Row: "Method: DHL Express"},
		{ID: "t0_4", Role: "paragraph", Text: "Payment", Row: "Payment Method: Visa ending in 4242"},
		{ID: "t0_5", Role: "term", Text: "Method", Row: "Method: Visa ending in 4242"},
		{ID: "t0_6", Role: "paragraph", Text: "Visa ending in 4242", Context: "Method", Row: "Method: Visa ending in 4242"},
	}
	bindsOn(t, two, "the payment method", "t0_6")
	q := newSourceQuery("the payment method")
	st := stateOf(two)
	u := q.d.units[0]
	if got := compoundLabel(u, st.source("t0_6")); got != 1 {
		t.Errorf("Method in the card Payment says the payment method at %.2f, want 1", got)
	}
	if got := compoundLabel(u, st.source("t0_3")); got != 0 {
		t.Errorf("Method in the card Delivery says the payment method at %.2f, want 0", got)
	}
	if got := st.source("t0_3").head.units; len(got) != 1 || fold(got[0].raw) != "delivery" {
		t.Errorf("the card title of DHL Express reads %+v, want Delivery", got)
	}
	if got := st.source("t0_4").head.units; len(got) != 0 {
		t.Errorf("a card title is titled by itself: %+v", got)
	}
}
