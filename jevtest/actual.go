package jevtest

import (
	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/locate"
	"github.com/playwright-community/playwright-go"
)

// Describe is an actual grounded by description: a decider chooses the one
// text source of the page that shows it ("Current subscription plan").
func Describe(description string) compare.Actual {
	return compare.Actual{Description: description}
}

// Text is the normalised visible text of the one visible element loc
// matches. A locator has source authority: no source question is asked.
func Text(loc playwright.Locator) compare.Actual {
	return compare.Actual{Locator: loc, Property: compare.PropertyText}
}

// Value is the value of the native input, textarea or single select loc
// matches. Choosing it for a password field is an explicit decision to read
// that value.
func Value(loc playwright.Locator) compare.Actual {
	return compare.Actual{Locator: loc, Property: compare.PropertyValue}
}

// Checked is the checked state ("true", "false", "mixed") of the checkbox,
// radio or ARIA control loc matches.
func Checked(loc playwright.Locator) compare.Actual {
	return compare.Actual{Locator: loc, Property: compare.PropertyChecked}
}

// Attr is the literal DOM value of attribute name on the element loc
// matches.
func Attr(loc playwright.Locator, name string) compare.Actual {
	return compare.Actual{Locator: loc, Property: compare.PropertyAttribute, Attribute: name}
}

// Ref is the accessible name of a target returned by Locate: its ref is the
// source and its confidence the source confidence. A ref is strict: a node
// that was replaced since it was located makes an assertion inconclusive.
func Ref(target locate.Target) compare.Actual {
	t := target
	return compare.Actual{Target: &t}
}
