package compare

import (
	"github.com/jevtest/jev/locate"
	"github.com/playwright-community/playwright-go"
)

// Actual says where the actual value of a Request comes from: a
// description grounded by a decider, a caller locator read as one
// property, or a target returned by package locate. It is the one model of
// an actual for every entry point (jevtest, matchers, calibration, the
// CLI); build it with Describe, Text, Value, Checked, Attr, Ref or RefValue
// (Read when the property is data, as in a fixture or a CLI flag). The
// zero Actual is invalid: an operation rejects it with ErrInvalidRequest.
type Actual struct {
	description string
	locator     playwright.Locator
	property    Property // "" means PropertyText
	attribute   string
	target      *locate.Target // a copy owned by the Actual
}

// Describe is an actual grounded by description: a decider chooses the
// one text source of the page that shows it ("Current subscription plan").
func Describe(description string) Actual { return Actual{description: description} }

// Text is the normalised visible text (innerText) of the one visible
// element loc matches. A locator has source authority: no source question
// is asked.
func Text(loc playwright.Locator) Actual { return Read(loc, PropertyText, "") }

// Value is the value of the native input, textarea or single select loc
// matches. Choosing it for a password field is an explicit decision to
// read that value (see WithSensitiveFieldsRead).
func Value(loc playwright.Locator) Actual { return Read(loc, PropertyValue, "") }

// Checked is the checked state ("true", "false", "mixed" when
// indeterminate) of the checkbox or radio loc matches, else its
// aria-checked.
func Checked(loc playwright.Locator) Actual { return Read(loc, PropertyChecked, "") }

// Attr is the literal DOM value of attribute name on the element loc
// matches.
func Attr(loc playwright.Locator, name string) Actual {
	return Read(loc, PropertyAttribute, name)
}

// Read is loc read as prop (attr names the attribute of
// PropertyAttribute), for callers that hold the property as data: a
// fixture, a CLI flag. An empty prop is PropertyText. An unknown property,
// an attribute name given to another property or PropertyAttribute without
// one is rejected by the operation (ErrUnsupportedProperty,
// ErrInvalidRequest), before anything is touched.
func Read(loc playwright.Locator, prop Property, attr string) Actual {
	return Actual{locator: loc, property: prop, attribute: attr}
}

// Ref is the accessible name of a target returned by package locate: its
// ref is the source and its confidence the source confidence. A ref is
// strict: a node that was replaced since it was located makes an
// assertion inconclusive. The target is copied.
func Ref(target locate.Target) Actual { return Actual{target: &target} }

// RefValue is the observed value of a target returned by package locate
// (a text field's value), with Ref's source and strictness.
func RefValue(target locate.Target) Actual {
	return Actual{target: &target, property: PropertyValue}
}

// Kind is where the actual's evidence comes from: SourceSemantic,
// SourceLocator or SourceRef; "" for the zero Actual.
func (a Actual) Kind() SourceKind {
	switch {
	case a.description != "":
		return SourceSemantic
	case a.locator != nil:
		return SourceLocator
	case a.target != nil:
		return SourceRef
	}
	return ""
}

// Description is the description of a Describe actual; "" otherwise.
func (a Actual) Description() string { return a.description }

// Locator is the caller locator of a locator actual; nil otherwise.
func (a Actual) Locator() playwright.Locator { return a.locator }

// Property is what a locator or ref actual reads, as it was built: Text,
// Checked and the others set it, Ref leaves it empty, which means
// PropertyText.
func (a Actual) Property() Property { return a.property }

// Attribute is the attribute name an Attr actual reads; "" otherwise.
func (a Actual) Attribute() string { return a.attribute }

// Target is a copy of the target of a Ref actual; nil otherwise.
func (a Actual) Target() *locate.Target {
	if a.target == nil {
		return nil
	}
	t := *a.target
	return &t
}
