package matchers

import (
	"fmt"
	"reflect"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/locate"
	"github.com/playwright-community/playwright-go"
)

// subject is an actual value turned into the actual side of a request,
// with its rendering for failure messages.
type subject struct {
	actual compare.Actual
	kind   string // "locator", "target", "description"
	label  string
	page   playwright.Page // the locator's page; nil otherwise
}

// resolve turns a Gomega actual into a compare.Actual. Accepted: a
// compare.Actual (compare.Describe, Text, Value, Checked, Attr, Ref), and
// as the natural Gomega actuals a playwright.Locator (compare.Text) and a
// locate.Target or *locate.Target (compare.Ref).
func resolve(actual any) (subject, error) {
	var s subject
	switch a := actual.(type) {
	case compare.Actual:
		return fromActual(a)
	case playwright.Locator:
		if isNil(a) {
			return s, fmt.Errorf("%w: the playwright.Locator is nil", ErrUnsupportedActual)
		}
		return fromActual(compare.Text(a))
	case *locate.Target:
		if a == nil {
			return s, fmt.Errorf("%w: the *locate.Target is nil", ErrUnsupportedActual)
		}
		return fromActual(compare.Ref(*a)) // copied: the caller may reuse its variable
	case locate.Target:
		return fromActual(compare.Ref(a))
	case string:
		return s, fmt.Errorf("%w: a plain string %q is ambiguous; describe it with compare.Describe(%q) or pass a playwright.Locator", ErrUnsupportedActual, a, a)
	case nil:
		return s, fmt.Errorf("%w: the actual is nil", ErrUnsupportedActual)
	default:
		return s, fmt.Errorf("%w: %T (want a compare.Actual, a playwright.Locator or a locate.Target)", ErrUnsupportedActual, actual)
	}
}

// fromActual labels a compare.Actual for messages.
func fromActual(a compare.Actual) (subject, error) {
	s := subject{actual: a}
	switch a.Kind() {
	case compare.SourceSemantic:
		s.kind, s.label = "description", a.Description()
	case compare.SourceLocator:
		s.kind, s.label = "locator", compare.LocatorName(a.Locator())
		p, err := a.Locator().Page()
		if err != nil {
			return s, fmt.Errorf("matchers: the locator's page: %w", err)
		}
		s.page = p
	case compare.SourceRef:
		s.kind, s.label = "target", targetLabel(*a.Target())
	default:
		return s, fmt.Errorf("%w: the compare.Actual is empty (build it with compare.Describe, Text, Value, Checked, Attr or Ref)", ErrUnsupportedActual)
	}
	if p := a.Property(); p != "" && p != compare.PropertyText {
		s.label += " (" + string(p)
		if a.Attribute() != "" {
			s.label += " " + a.Attribute()
		}
		s.label += ")"
	}
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

func targetLabel(t locate.Target) string {
	label := fmt.Sprintf("%s %q", t.Role, t.Name)
	if t.CID != "" {
		label += " (" + t.CID + ")"
	}
	return label
}
