package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// planSources is a pricing page stating the Free plan's invoice allowance
// twice: in its card and in the comparison table's Free column.
func planSources(card string) []semantic.Source {
	row := "Invoices per month 5 100 Unlimited"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Free", Row: "Free €0 forever " + card},
		{ID: "t0_2", Role: "paragraph", Text: "€0 forever", Context: "Free", Heading: "Free", Region: "Plans"},
		{ID: "t0_3", Role: "listitem", Text: card, Context: "Free", Heading: "Free", Region: "Plans", Row: card},
		{ID: "t0_4", Role: "cell", Text: "Invoices per month", Context: "Feature", Heading: "Compare plans", Region: "Plans", Row: row},
		{ID: "t0_5", Role: "cell", Text: "5", Context: "Free", Heading: "Compare plans", Region: "Plans", Row: row},
		{ID: "t0_6", Role: "cell", Text: "100", Context: "Starter", Heading: "Compare plans", Region: "Plans", Row: row},
		{ID: "t0_7", Role: "cell", Text: "Unlimited", Context: "Growth", Heading: "Compare plans", Region: "Plans", Row: row},
	}
}

// TestAgreeingCopiesBind: a value the page states twice for the described
// thing binds one of its copies; when the two copies state different
// values nothing binds.
func TestAgreeingCopiesBind(t *testing.T) {
	eng := New()
	desc := "the number of invoices per month on the Free plan"
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: planSources("5 invoices per month"), Description: desc})
	if (d.Choice != "t0_3" && d.Choice != "t0_5") || d.Confidence() < corpusThreshold {
		t.Errorf("two agreeing copies: chose %s at %.2f %v, want t0_3 or t0_5 bound", d.Choice, d.Confidence(), d.Probabilities)
	}
	// Near miss: the card says 8, the table 5: the page contradicts itself.
	d = decideSource(t, eng, sourceCase{ID: "q", Sources: planSources("8 invoices per month"), Description: desc})
	if d.Confidence() >= corpusThreshold && d.Choice != semantic.ChoiceAmbiguous && d.Choice != semantic.ChoiceNone {
		t.Errorf("two different values bound %s at %.2f %v", d.Choice, d.Confidence(), d.Probabilities)
	}
	// Near miss: a copy that states more numbers is no copy.
	s := planSources("5 invoices per month, 2 reminders")
	d = decideSource(t, eng, sourceCase{ID: "q", Sources: s, Description: desc})
	if d.Confidence() >= corpusThreshold && d.Choice == "t0_3" {
		t.Errorf("a source stating other numbers too bound at %.2f %v", d.Confidence(), d.Probabilities)
	}
}
