package compare

import (
	"errors"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
)

// Hiding the bound source visually between the comparison and the
// assertion's re-read is a change, never verified: the re-read follows the
// rule observation does (what a person sees).
var visualHiding = []struct{ name, js string }{
	{"opacity 0", `document.getElementById('v').style.opacity = '0'`},
	{"ancestor opacity 0", `document.querySelector('dl').style.opacity = '0'`},
	{"off-screen", `const v = document.getElementById('v'); v.style.position = 'absolute'; v.style.left = '-9999px'`},
	{"same colour", `const v = document.getElementById('v'); v.style.color = '#fff'; v.style.background = '#fff'`},
}

func TestAssertFreshnessSeesVisualHiding(t *testing.T) {
	for _, tc := range visualHiding {
		t.Run("description/"+tc.name, func(t *testing.T) {
			page := open(t, freshPage)
			d := mutateDuring(t, page, tc.js, always(semantic.ChoiceEquivalent, 0.95))
			r, err := New(page, WithDecider(d)).Assert(ctx(t), Request{Actual: Describe("Current plan"), Expected: "Professional annual"})
			if r.Freshness != FreshnessChanged || r.Change != "hidden" || r.Status != semantic.StatusInconclusive || !errors.Is(err, ErrAssertionInconclusive) {
				t.Errorf("freshness %s change %q status %s err %v", r.Freshness, r.Change, r.Status, err)
			}
		})
		t.Run("locator/"+tc.name, func(t *testing.T) {
			page := open(t, freshPage)
			d := decider(script(nil, always(semantic.ChoiceEquivalent, 0.95)), during(func(semantic.Request) { pwtest.Eval(t, page, tc.js) }))
			r, err := New(page, WithDecider(d)).Assert(ctx(t), Request{Actual: Text(page.Locator("#v")), Expected: "Professional annual"})
			if r.Freshness != FreshnessChanged || r.Change != "hidden" || r.Status != semantic.StatusInconclusive || !errors.Is(err, ErrAssertionInconclusive) {
				t.Errorf("freshness %s change %q status %s err %v", r.Freshness, r.Change, r.Status, err)
			}
		})
	}
}

// A locator's text is the text observation reads: open shadow roots
// included, aria-hidden and visually hidden text excluded.
func TestLocatorTextIsObservedText(t *testing.T) {
	page := open(t, `<div id=list></div>
	<p id=mixed>Total <span aria-hidden=true>(icon)</span><span style="position:absolute;left:-9999px">was 5</span>10 EUR</p>
	<p id=faded style="opacity:0">Paid</p>
	<script>
	  const host = document.getElementById('list');
	  const root = host.attachShadow({mode: 'open'});
	  root.innerHTML = '<ul><li>Buy milk</li><li>Walk dog</li></ul>';
	</script>`)
	c := New(page, WithDeciderFunc(func() (semantic.Decider, error) { return nil, errors.New("must not be built") }))
	for sel, want := range map[string]string{"#list": "Buy milk Walk dog", "#mixed": "Total 10 EUR"} {
		r, err := c.Compare(ctx(t), Request{Actual: Text(page.Locator(sel)), Expected: want})
		if err != nil || r.Evidence.Text != want || r.Status != semantic.StatusPassed {
			t.Errorf("%s: evidence %q status %s err %v, want %q", sel, r.Evidence.Text, r.Status, err, want)
		}
	}
	_, err := c.Compare(ctx(t), Request{Actual: Text(page.Locator("#faded")), Expected: "Paid"})
	var le *LocatorError
	if !errors.As(err, &le) || !errors.Is(err, ErrLocatorHidden) {
		t.Fatalf("transparent element: err %v, want ErrLocatorHidden", err)
	}
}

// Observation leaves the costly checks of what a person sees to the
// sources a selection shortlists: a description whose best match is text
// no one sees binds to the text a person sees, or to nothing, and never
// passes on the hidden text.
func TestSelectionNeverBindsTextNoOneSees(t *testing.T) {
	const off = `style="position:absolute;left:-9999px"`
	page := open(t, `<h1>Account</h1><p `+off+`>Billing status: Overdue</p><p>Billing status: Paid</p>`)
	c := New(page)
	r, err := c.Compare(ctx(t), Request{Actual: Describe("the billing status"), Expected: "Paid"})
	if err != nil || r.Evidence.Text != "Paid" || r.Status != semantic.StatusPassed {
		t.Fatalf("visible source: evidence %q status %s err %v", r.Evidence.Text, r.Status, err)
	}
	page = open(t, `<h1>Account</h1><p `+off+`>Billing status: Overdue</p><p>Welcome back</p>`)
	r, err = New(page).Compare(ctx(t), Request{Actual: Describe("the billing status"), Expected: "Overdue"})
	var se *SourceError
	if r.Status == semantic.StatusPassed || r.Evidence.Text == "Overdue" || !errors.As(err, &se) {
		t.Fatalf("hidden source only: evidence %q status %s err %v", r.Evidence.Text, r.Status, err)
	}
}
