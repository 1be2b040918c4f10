package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// routeSources is a route card: "From" and "To" labels with their places,
// and a sentence that mentions the destination.
func routeSources() []semantic.Source {
	return []semantic.Source{
		{ID: "t0_1", Role: "paragraph", Text: "Your shipment is on its way to the destination hub.", Context: "Track your shipment", Heading: "Track your shipment"},
		{ID: "t0_2", Role: "heading", Text: "Route"},
		{ID: "t0_3", Role: "term", Text: "From", Context: "Route", Heading: "Route"},
		{ID: "t0_4", Role: "text", Text: "Leipzig, DE", Context: "From", Heading: "Route"},
		{ID: "t0_5", Role: "term", Text: "To", Context: "Route", Heading: "Route"},
		{ID: "t0_6", Role: "text", Text: "Graz, AT", Context: "To", Heading: "Route"},
	}
}

// TestRouteLabels: "From" and "To" labels name the origin and the
// destination; near misses: a head they do not name keeps its score, and
// a label that only begins with the preposition is no route label.
func TestRouteLabels(t *testing.T) {
	eng := New()
	for desc, want := range map[string]string{"the destination of the shipment": "t0_6", "the origin of the shipment": "t0_4"} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: routeSources(), Description: desc})
		if d.Choice != want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", desc, d.Choice, d.Confidence(), d.Probabilities, want)
		}
	}
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: routeSources(), Description: "the weight of the shipment"})
	if (d.Choice == "t0_4" || d.Choice == "t0_6") && d.Confidence() >= corpusThreshold {
		t.Errorf("the weight bound a route place at %.2f", d.Confidence())
	}
	for ctx, want := range map[string]string{"To": "to", "from:": "from", "To do": "", "Sent from": ""} {
		if got := routeLabel(ctx); got != want {
			t.Errorf("routeLabel(%q) = %q, want %q", ctx, got, want)
		}
	}
}
