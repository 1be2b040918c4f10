package matchers

import (
	"fmt"
	"reflect"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/locate"
	"github.com/playwright-community/playwright-go"
)

// Description is an actual value described in words ("Current plan"): the
// page evidence that shows it is found by a source-selection question
// before the comparison. It needs a page, so only matchers created by a
// bound *Matchers accept it:
//
//	Expect(matchers.Description("Current plan")).To(m.SemanticallyMatch("Professional annual subscription"))
type Description string

// subject is an actual value turned into the actual side of a request,
// with its rendering for failure messages.
type subject struct {
	actual compare.Actual
	kind   string // "locator", "target", "description"
	label  string
	page   playwright.Page // the locator's page; nil otherwise
}

// resolve turns a Gomega actual into a compare.Actual. Accepted: a
// playwright.Locator, a locate.Target or *locate.Target, and a Description.
func resolve(actual any, cfg config) (subject, error) {
	var s subject
	switch a := actual.(type) {
	case playwright.Locator:
		if isNil(a) {
			return s, fmt.Errorf("%w: the playwright.Locator is nil", ErrUnsupportedActual)
		}
		s.kind, s.label = "locator", locatorLabel(a)
		s.actual = compare.Actual{Locator: a}
		p, err := a.Page()
		if err != nil {
			return s, fmt.Errorf("matchers: the locator's page: %w", err)
		}
		s.page = p
	case *locate.Target:
		if a == nil {
			return s, fmt.Errorf("%w: the *locate.Target is nil", ErrUnsupportedActual)
		}
		t := *a // copied: the caller may reuse its variable
		s.kind, s.label = "target", targetLabel(t)
		s.actual = compare.Actual{Target: &t}
	case locate.Target:
		s.kind, s.label = "target", targetLabel(a)
		s.actual = compare.Actual{Target: &a}
	case Description:
		s.kind, s.label = "description", string(a)
		s.actual = compare.Actual{Description: string(a)}
	case string:
		return s, fmt.Errorf("%w: a plain string %q is ambiguous; wrap a description in matchers.Description(%q) or pass a playwright.Locator", ErrUnsupportedActual, a, a)
	case nil:
		return s, fmt.Errorf("%w: the actual is nil", ErrUnsupportedActual)
	default:
		return s, fmt.Errorf("%w: %T (want a playwright.Locator, a locate.Target or a matchers.Description)", ErrUnsupportedActual, actual)
	}
	// A description given a property is rejected by compare, by name.
	s.actual.Property, s.actual.Attribute = cfg.prop, cfg.attr
	return s, nil
}

func isNil(v any) bool {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Pointer, reflect.Interface, reflect.Map, reflect.Slice, reflect.Func, reflect.Chan:
		return rv.IsNil()
	}
	return v == nil
}

// locatorLabel renders a locator for a failure message: its Playwright
// selector when the driver's locator exposes one (read, never executed),
// else "playwright.Locator".
func locatorLabel(l playwright.Locator) string {
	rv := reflect.ValueOf(l)
	if rv.Kind() == reflect.Pointer && !rv.IsNil() && rv.Elem().Kind() == reflect.Struct {
		if f := rv.Elem().FieldByName("selector"); f.IsValid() && f.Kind() == reflect.String && f.String() != "" {
			return f.String()
		}
	}
	return "playwright.Locator"
}

func targetLabel(t locate.Target) string {
	label := fmt.Sprintf("%s %q", t.Role, t.Name)
	if t.CID != "" {
		label += " (" + t.CID + ")"
	}
	return label
}
