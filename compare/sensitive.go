package compare

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/jevtest/jev/internal/await"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// ErrSensitiveField: a locator's element holds a password or a one-time
// code and the Comparer was not built WithSensitiveFieldsRead
// (*LocatorError). Observation never reads such fields; neither does a
// locator unless the caller says so.
var ErrSensitiveField = errors.New("compare: the element holds a password or one-time code (reading it needs WithSensitiveFieldsRead)")

// WithSensitiveFieldsRead lets locator actuals read the value of a
// sensitive field: an <input type=password>, or an input whose
// autocomplete is current-password, new-password or one-time-code (a
// "show password" toggle turns the type to text, not the autocomplete).
// Without it such a read is ErrSensitiveField.
//
// Even then the value is never written in clear: it is compared by exact
// equality only (never sent to a decision engine: provenance
// deterministic, passed when equal, failed otherwise), and the result's
// evidence, its expected value, its current evidence and every error show
// it masked as "<N chars>".
func WithSensitiveFieldsRead() Option { return func(c *config) { c.readSensitive = true } }

// sensitiveScript reports whether a locator's only element is a sensitive
// field.
const sensitiveScript = `(els) => {
  if (els.length !== 1) return false;
  const el = els[0];
  if (el.localName !== 'input') return false;
  if ((el.type || '').toLowerCase() === 'password') return true;
  const ac = (el.getAttribute('autocomplete') || '').toLowerCase().split(/\s+/);
  return ac.includes('current-password') || ac.includes('new-password') || ac.includes('one-time-code');
}`

// readsSecret reports whether prop/attr read an input's value.
func readsSecret(prop Property, attr string) bool {
	return prop == PropertyValue || (prop == PropertyAttribute && strings.EqualFold(strings.TrimSpace(attr), "value"))
}

// mask is how a sensitive value is shown: its length only.
func mask(s string) string { return fmt.Sprintf("<%d chars>", utf8.RuneCountInString(s)) }

// isSensitive checks a locator's element before its value is read.
func isSensitive(ctx context.Context, loc playwright.Locator) (bool, error) {
	v, err := await.Call(ctx, func() (any, error) { return loc.EvaluateAll(sensitiveScript) }, nil)
	if err != nil {
		return false, err
	}
	b, _ := v.(bool)
	return b, nil
}

// readLocatorItem reads a locator item, refusing or masking a sensitive
// field: the clear value is kept in it.secret only.
func (c *Comparer) readLocatorItem(ctx context.Context, it *item) (Evidence, error) {
	if readsSecret(it.prop, it.attr) {
		s, err := isSensitive(ctx, it.loc)
		if err != nil {
			return Evidence{}, err
		}
		if s && !c.readSensitive {
			return Evidence{}, &LocatorError{Index: it.idx, Property: it.prop, Err: ErrSensitiveField, Detail: "password or one-time-code field"}
		}
		it.sensitive = s
	}
	ev, err := readLocator(ctx, it.idx, it.loc, it.prop, it.attr)
	if err != nil || !it.sensitive {
		return ev, err
	}
	it.secret, ev.Text = ev.Text, mask(ev.Text)
	return ev, nil
}

// secretVerdict decides a sensitive item by exact equality, with no
// engine, and masks its expected value.
func secretVerdict(r *Result, it *item) {
	r.Choice, r.Confidence, r.Provenance = semantic.ChoiceDifferent, 1, semantic.ProvenanceDeterministic
	r.Status = semantic.StatusFailed
	if it.secret == it.expected {
		r.Choice, r.Status = semantic.ChoiceEquivalent, semantic.StatusPassed
	}
	r.Expected = mask(it.expected)
}

// rereadSecret turns the re-read of a sensitive item into masked evidence
// and reports whether the value changed.
func rereadSecret(it *item, ev Evidence) (Evidence, bool) {
	changed := ev.Text != it.secret
	ev.Text = mask(ev.Text)
	return ev, changed
}
