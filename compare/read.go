package compare

import (
	"context"
	"reflect"

	"github.com/playwright-community/playwright-go"
)

// ReadLocator reads prop (attr for PropertyAttribute) of the one visible
// element loc matches, exactly as a locator actual is read by Compare and
// Assert (same waiting, same normalisation, same *LocatorError for a
// missing, hidden or ambiguous element). Replay uses it to re-read a
// recorded locator's evidence as its property.
func ReadLocator(ctx context.Context, loc playwright.Locator, prop Property, attr string) (Evidence, error) {
	if prop == "" {
		prop = PropertyText
	}
	return readLocator(ctx, 0, loc, prop, attr)
}

// LocatorSelector is the selector a main-frame playwright.Locator was
// built from (page.Locator("#plan"), GetByRole's internal:role=… form), so
// that a trace can name the locator it read; "" when it cannot be told
// (a locator of another implementation, or one inside a child frame,
// whose selector alone does not reach it).
func LocatorSelector(loc playwright.Locator) string {
	v := reflect.ValueOf(loc)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return ""
	}
	e := v.Elem()
	if e.Kind() != reflect.Struct {
		return ""
	}
	sel := e.FieldByName("selector")
	frame := e.FieldByName("frame")
	if !sel.IsValid() || sel.Kind() != reflect.String || !frame.IsValid() || frame.Kind() != reflect.Pointer || frame.IsNil() {
		return ""
	}
	if parent := frame.Elem().FieldByName("parentFrame"); !parent.IsValid() || !parent.IsNil() {
		return "" // a child frame (or an unknown layout): not reachable by selector from the page
	}
	return sel.String()
}

// LocatorName is how a locator is named in messages and result files: the
// selector it was built from when the driver's locator exposes one (read,
// never executed; a child frame's locator gives its own part), else
// "playwright.Locator".
func LocatorName(loc playwright.Locator) string {
	v := reflect.ValueOf(loc)
	if v.Kind() == reflect.Pointer && !v.IsNil() && v.Elem().Kind() == reflect.Struct {
		if f := v.Elem().FieldByName("selector"); f.IsValid() && f.Kind() == reflect.String && f.String() != "" {
			return f.String()
		}
	}
	return "playwright.Locator"
}
