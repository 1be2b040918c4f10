package lexical

import (
	"context"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// describedChoice asks the engine one comparison question that carries the
// description the actual was bound to.
func describedChoice(t *testing.T, actual, ctx, expected, description string) semantic.Decision {
	t.Helper()
	q := semantic.NewComparisonQuestion("c1", actual, ctx, expected)
	if description != "" {
		q.Data["description"] = description
	}
	req := semantic.Request{Version: semantic.ProtocolVersion, Questions: []semantic.Question{q}}
	ans, err := New().Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := semantic.ValidateAnswer(req, ans)
	if err != nil {
		t.Fatal(err)
	}
	return ds[0]
}

// TestDescribedLabelValue: a "<label> <value>" text whose label repeats
// the description is compared by its value part; a wrong value fails, and
// without the description (or when the label is not the description's)
// the comparison stays as unsure as before.
func TestDescribedLabelValue(t *testing.T) {
	cases := []struct {
		actual, ctx, expected, description, want string
	}{
		{"Target 22 °C", "Thermostat", "22 °C", "the target temperature of the thermostat", semantic.ChoiceEquivalent},
		{"Target 22 °C", "Thermostat", "23 °C", "the target temperature of the thermostat", semantic.ChoiceDifferent},
		{"Washing machine finished 13:05", "Activity", "13:05", "when the washing machine finished", semantic.ChoiceEquivalent},
		{"Washing machine finished 13:05", "Activity", "13:15", "when the washing machine finished", semantic.ChoiceDifferent},
		{"3 branches", "", "3", "the number of branches", semantic.ChoiceEquivalent},
		{"3 branches", "", "4", "the number of branches", semantic.ChoiceDifferent},
		{"Including €27.54 in taxes (VAT 19 %)", "Payment summary", "€27.54", "the taxes included in the total", semantic.ChoiceEquivalent},
		// Near misses: the label is another item's, or the description is absent.
		{"Dishwasher finished 13:05", "Activity", "13:05", "when the washing machine finished", semantic.ChoiceInsufficientEvidence},
		{"Target 22 °C", "Thermostat", "22 °C", "", semantic.ChoiceInsufficientEvidence},
		{"Target 22 °C", "Thermostat", "22 °C", "the current temperature of the thermostat", semantic.ChoiceInsufficientEvidence},
		// A negated label is never split off.
		{"Not finished 13:05", "Activity", "13:05", "when the washing machine not finished", semantic.ChoiceInsufficientEvidence},
	}
	for _, c := range cases {
		d := describedChoice(t, c.actual, c.ctx, c.expected, c.description)
		got := d.Choice
		if d.Confidence() < splitDecisive {
			got = semantic.ChoiceInsufficientEvidence
		}
		if got != c.want {
			t.Errorf("%q vs %q (%q): %s at %.2f, want %s", c.actual, c.expected, c.description, d.Choice, d.Confidence(), c.want)
		}
	}
}

// TestDescribedLabelSplit pins the split itself: the longest run at either
// end, no stop word at its edges, no digit or glyph in it, and never a
// word expected says.
func TestDescribedLabelSplit(t *testing.T) {
	cases := []struct {
		actual, description, expected, label, rest string
	}{
		{"Target 22 °C", "the target temperature", "22 °C", "Target", "22 °C"},
		{"Washing machine finished 13:05", "when the washing machine finished", "13:05", "Washing machine finished", "13:05"},
		{"3 branches", "the number of branches", "3", "branches", "3"},
		{"Star 1.2k", "the number of stars of the repository", "1.2k", "Star", "1.2k"},
		{"Target 22 °C", "the target temperature", "target 22 °C", "", ""},
		{"◆ v2.4.0 Latest", "the latest release", "v2.4.0", "Latest", "◆ v2.4.0"},
		{"No issues", "the number of issues", "3", "", ""},
		{"22 °C", "the target temperature", "22 °C", "", ""},
	}
	for _, c := range cases {
		label, rest, ok := describedLabel(c.actual, c.description, c.expected)
		if !ok {
			label, rest = "", ""
		}
		if label != c.label || rest != c.rest {
			t.Errorf("%q (%q): label %q rest %q, want %q %q", c.actual, c.description, label, rest, c.label, c.rest)
		}
	}
}

// TestDescribedVersion: for a description asking for a version, two
// version tokens compare as identifiers; a word that is not the
// description's, or versions of different lengths, leave it to the
// comparison.
func TestDescribedVersion(t *testing.T) {
	cases := []struct {
		actual, expected, description, want string
	}{
		{"(3.4.1)", "version 2.0.0", "the API version", semantic.ChoiceDifferent},
		{"(3.4.1)", "3.4.1", "the API version", semantic.ChoiceEquivalent},
		{"v2.4.0", "version 2.4.0", "the version of the release", semantic.ChoiceEquivalent},
		{"v2.4.0", "2.4.1", "the version of the app", semantic.ChoiceDifferent},
		{"2.4", "2.4.0", "the API version", semantic.ChoiceInsufficientEvidence},
		{"3.4.1 beta", "3.4.1", "the API version", semantic.ChoiceInsufficientEvidence},
		{"(3.4.1)", "2.0.0", "the API title", semantic.ChoiceInsufficientEvidence},
	}
	for _, c := range cases {
		d := describedChoice(t, c.actual, "", c.expected, c.description)
		got := d.Choice
		if d.Confidence() < splitDecisive {
			got = semantic.ChoiceInsufficientEvidence
		}
		if got != c.want {
			t.Errorf("%q vs %q (%q): %s at %.2f, want %s", c.actual, c.expected, c.description, d.Choice, d.Confidence(), c.want)
		}
	}
}
