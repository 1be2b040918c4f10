package compare

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

const secret = "hunter2-SECRET"

const passwordPage = `<label>Password <input id=pw type=password value="` + secret + `"></label>
<label>Shown password <input id=shown type=text autocomplete="current-password" value="` + secret + `"></label>
<label>Code <input id=otp autocomplete="one-time-code" value="` + secret + `"></label>
<label>Email <input id=email value="ana@example.com"></label>`

// noDecider fails the test if a decider is ever built: a secret must never
// reach an engine.
func noDecider(t *testing.T) Option {
	return WithDeciderFunc(func() (semantic.Decider, error) {
		t.Errorf("decider built for a sensitive field")
		return nil, errors.New("no decider")
	})
}

func noSecret(t *testing.T, what string, v any) {
	t.Helper()
	s := fmt.Sprint(v)
	if b, err := json.Marshal(v); err == nil {
		s += string(b)
	}
	if strings.Contains(s, secret) || strings.Contains(s, "hunter2") {
		t.Fatalf("%s leaks the password: %s", what, s)
	}
}

// Item 7: reading a password (or a field marked as one) through a locator
// is ErrSensitiveField unless the caller opts in.
func TestPasswordThroughLocatorIsRefused(t *testing.T) {
	page := open(t, passwordPage)
	c := New(page, noDecider(t))
	for name, a := range map[string]Actual{
		"value":                    Value(page.Locator("#pw")),
		"value attribute":          Attr(page.Locator("#pw"), "value"),
		"VALUE attribute":          Attr(page.Locator("#pw"), "VALUE"),
		"current-password as text": Value(page.Locator("#shown")),
		"one-time code":            Value(page.Locator("#otp")),
		"by label":                 Value(page.GetByLabel("Password", playwright.PageGetByLabelOptions{Exact: playwright.Bool(true)})),
	} {
		t.Run(name, func(t *testing.T) {
			for op, run := range map[string]func() (Result, error){
				"compare": func() (Result, error) { return c.Compare(ctx(t), Request{Actual: a, Expected: secret}) },
				"assert":  func() (Result, error) { return c.Assert(ctx(t), Request{Actual: a, Expected: secret}) },
			} {
				r, err := run()
				var le *LocatorError
				if !errors.Is(err, ErrSensitiveField) || !errors.As(err, &le) || r.Status != "" {
					t.Fatalf("%s: result %+v err %v, want ErrSensitiveField", op, r, err)
				}
				noSecret(t, op+" error", err.Error())
			}
		})
	}
	// Other fields stay readable without opting in.
	r, err := c.Compare(ctx(t), Request{Actual: Value(page.Locator("#email")), Expected: "ana@example.com"})
	if err != nil || r.Status != semantic.StatusPassed {
		t.Fatalf("email: %+v %v", r, err)
	}
}

// Item 7: with WithSensitiveFieldsRead the value is compared exactly, never
// sent to an engine, and masked as <N chars> in the result, its JSON, its
// expected value and any assertion error.
func TestSensitiveFieldsReadOptIn(t *testing.T) {
	page := open(t, passwordPage)
	c := New(page, noDecider(t), WithSensitiveFieldsRead())
	mask := fmt.Sprintf("<%d chars>", len(secret))
	a := Value(page.Locator("#pw"))

	r, err := c.Assert(ctx(t), Request{Actual: a, Expected: secret})
	if err != nil || r.Status != semantic.StatusPassed || r.Provenance != semantic.ProvenanceDeterministic ||
		r.Evidence.Text != mask || r.Expected != mask || r.Freshness != FreshnessVerified {
		t.Fatalf("matching password: %+v %v", r, err)
	}
	noSecret(t, "result", r)

	r, err = c.Assert(ctx(t), Request{Actual: a, Expected: "not-the-password"})
	if !errors.Is(err, ErrAssertionFailed) || r.Status != semantic.StatusFailed || r.Evidence.Text != mask || r.Expected != "<16 chars>" {
		t.Fatalf("other password: %+v %v", r, err)
	}
	noSecret(t, "failed result", r)
	noSecret(t, "assertion error", err.Error())

	r, err = c.Compare(ctx(t), Request{Actual: Attr(page.Locator("#pw"), "value"), Expected: secret})
	if err != nil || r.Status != semantic.StatusPassed || r.Evidence.Text != mask {
		t.Fatalf("value attribute: %+v %v", r, err)
	}
}

// Item 7: a password changed while another item of the batch was being
// decided makes the assertion inconclusive (changed), and its current
// evidence is masked as well.
func TestSensitiveFieldReReadIsMasked(t *testing.T) {
	// Only the type=password field: observation (which reads the page for
	// the description item) refuses it too.
	page := open(t, freshPage+`<label>Password <input id=pw type=password value="`+secret+`"></label>`)
	d := mutateDuring(t, page, `document.getElementById('pw').value = 'other-SECRET-hunter2'`, always(semantic.ChoiceEquivalent, 0.95))
	c := New(page, WithDecider(d), WithSensitiveFieldsRead())
	rs, err := c.AssertBatch(ctx(t), []Request{
		{Actual: Describe("Current plan"), Expected: "Professional annual"},
		{Actual: Value(page.Locator("#pw")), Expected: secret},
	})
	if !errors.Is(err, ErrAssertionInconclusive) || len(rs) != 2 {
		t.Fatalf("results %+v err %v", rs, err)
	}
	r := rs[1]
	if r.Status != semantic.StatusInconclusive || r.Freshness != FreshnessChanged || r.CurrentEvidence == nil || r.CurrentEvidence.Text != "<20 chars>" {
		t.Fatalf("password re-read: %+v current %+v", r, r.CurrentEvidence)
	}
	noSecret(t, "results", rs)
	noSecret(t, "assertion error", err.Error())
	for _, req := range d.Requests() {
		noSecret(t, "engine request", req)
	}
}
