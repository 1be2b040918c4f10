package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// deviceCards is a dashboard of device cards: a card header, a title, a
// reading with its unit and an inline label/value, and energy tiles with
// the caption under the figure.
func deviceCards() []semantic.Source {
	thermo := "Living room Heating Thermostat 21.5 °C Target 22 °C"
	energy := "Energy Electricity Today: 7.4 kWh This month: 212 kWh"
	return []semantic.Source{
		{ID: "t0_1", Text: "Living room", Context: "Thermostat", Heading: "Thermostat", Row: thermo},
		{ID: "t0_2", Text: "Heating", Context: "Thermostat", Heading: "Thermostat", Row: thermo},
		{ID: "t0_3", Role: "heading", Text: "Thermostat", Row: thermo},
		{ID: "t0_4", Text: "21.5 °C", Context: "Thermostat", Heading: "Thermostat", Row: thermo},
		{ID: "t0_5", Role: "listitem", Text: "Target 22 °C", Context: "Thermostat", Heading: "Thermostat", Row: "Target 22 °C"},
		{ID: "t0_6", Text: "Energy", Context: "Electricity", Heading: "Electricity", Row: energy},
		{ID: "t0_7", Role: "heading", Text: "Electricity", Row: energy},
		{ID: "t0_8", Text: "7.4 kWh", Context: "Today", Heading: "Electricity", Row: "Today: 7.4 kWh"},
		{ID: "t0_9", Role: "term", Text: "Today", Context: "Electricity", Heading: "Electricity", Row: "Today: 7.4 kWh"},
		{ID: "t0_10", Text: "212 kWh", Context: "This month", Heading: "Electricity", Row: "This month: 212 kWh"},
		{ID: "t0_11", Role: "term", Text: "This month", Context: "Electricity", Heading: "Electricity", Row: "This month: 212 kWh"},
		{ID: "t0_12", Role: "heading", Text: "Languages"},
		{ID: "t0_13", Role: "listitem", Text: "Go 81.2%", Context: "Languages", Heading: "Languages", Row: "Go 81.2%"},
		{ID: "t0_14", Role: "listitem", Text: "TypeScript 15.1%", Context: "Languages", Heading: "Languages", Row: "TypeScript 15.1%"},
	}
}

// TestQuantityNamedByTheUnit: a quantity's name ("temperature", "energy",
// "share") is answered by a value of that quantity ("21.5 °C", "7.4 kWh",
// "81.2%"), although the page never says the name; a value of another
// quantity does not answer it.
func TestQuantityNamedByTheUnit(t *testing.T) {
	eng := New()
	for _, c := range []struct{ desc, want string }{
		{"the temperature in the living room", "t0_4"},
		{"the target temperature of the thermostat", "t0_5"},
		{"the energy used today", "t0_8"},
		{"the share of Go among the languages", "t0_13"},
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: deviceCards(), Description: c.desc})
		if d.Choice != c.want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", c.desc, d.Choice, d.Confidence(), d.Probabilities, c.want)
		}
	}
	// A quantity the page shows no value of binds nothing.
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: deviceCards(), Description: "the weight of the thermostat"})
	if d.Choice == "t0_4" || d.Choice == "t0_5" {
		t.Errorf("the weight chose the temperature %s at %.2f", d.Choice, d.Confidence())
	}
}

// TestOtherKeysValueIsNoStatus: a bare value under a label of its own that
// names another key ("Express Saver" under "Service") answers a type word
// ("status") no better than it answers a description word: the label says
// what it is.
func TestOtherKeysValueIsNoStatus(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Track your shipment"},
		{ID: "t0_2", Text: "In transit", Context: "Track your shipment", Heading: "Track your shipment"},
		{ID: "t0_3", Role: "heading", Text: "Shipment details"},
		{ID: "t0_4", Role: "term", Text: "Service", Context: "Shipment details", Heading: "Shipment details", Row: "Service: Express Saver"},
		{ID: "t0_5", Text: "Express Saver", Context: "Service", Heading: "Shipment details", Row: "Service: Express Saver"},
		{ID: "t0_6", Role: "term", Text: "Signature", Context: "Shipment details", Heading: "Shipment details", Row: "Signature: Not required"},
		{ID: "t0_7", Text: "Not required", Context: "Signature", Heading: "Shipment details", Row: "Signature: Not required"},
	}
	eng := New()
	for _, c := range []struct{ desc, want string }{
		{"the status of the shipment", "t0_2"},
		{"the service of the shipment", "t0_5"},
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: srcs, Description: c.desc})
		if d.Choice != c.want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", c.desc, d.Choice, d.Confidence(), d.Probabilities, c.want)
		}
	}
}

// apiOverview is an API reference's overview: a title heading, its version
// beside it, the contact and licence, then the API's description.
func apiOverview() []semantic.Source {
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "City Library API"},
		{ID: "t0_2", Text: "(3.4.1)", Context: "City Library API", Heading: "City Library API"},
		{ID: "t0_3", Text: "BSD 3-Clause", Context: "License", Heading: "City Library API"},
		{ID: "t0_4", Role: "paragraph", Text: "Search the catalogue of the City Library, place holds and manage loans.",
			Context: "City Library API", Heading: "City Library API"},
	}
}

// TestShapeWordAnsweredByTheShape: a shape word ("version") is answered by
// a text of that shape ("(3.4.1)") as a type word is by a value of its
// type: the page need not say "version".
func TestShapeWordAnsweredByTheShape(t *testing.T) {
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: apiOverview(), Description: "the API version"})
	if d.Choice != "t0_2" || d.Confidence() < corpusThreshold {
		t.Errorf("the API version chose %s at %.2f %v, want t0_2 bound", d.Choice, d.Confidence(), d.Probabilities)
	}
}

// TestProseAskedUnderAHeading: a description that asks for prose ("the
// description of the API") asks for the sentence under the heading, which
// is then not ranked below an earlier value under the same heading.
func TestProseAskedUnderAHeading(t *testing.T) {
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: apiOverview(), Description: "the description of the API"})
	if d.Choice != "t0_4" || d.Confidence() < corpusThreshold {
		t.Errorf("the description of the API chose %s at %.2f %v, want t0_4 bound", d.Choice, d.Confidence(), d.Probabilities)
	}
}
