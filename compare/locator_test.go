package compare

import (
	"errors"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
)

const formPage = `<div data-testid=plan>
  Pro&nbsp;&nbsp;<b>annual</b>
</div>
<label>Email <input id=email value="ana@example.com"></label>
<label>Notes <textarea id=notes>line one
line two</textarea></label>
<label>Country <select id=country><option value=de>Germany</option><option value=fr selected>France</option></select></label>
<select id=multi multiple><option selected>a</option><option selected>b</option></select>
<label><input id=opt type=checkbox> Opt in</label>
<label><input id=on type=checkbox checked> Newsletter</label>
<label><input id=mixed type=checkbox> Some</label><script>document.getElementById('mixed').indeterminate = true</script>
<div id=sw role=switch aria-checked=true aria-label="Dark mode">Dark</div>
<a id=link href="/billing?tab=1" data-state="paid">Billing</a>
<p class=dup>one</p><p class=dup>two</p>
<p id=hidden style="display:none">secret</p>
<div id=plain>plain</div>`

func TestLocatorProperties(t *testing.T) {
	page := open(t, formPage)
	cases := []struct {
		name string
		a    Actual
		text string
		ctx  string
	}{
		{"text default", Text(page.GetByTestId("plan")), "Pro annual", ""},
		{"text explicit", Text(page.Locator("#link")), "Billing", ""},
		{"input value", Value(page.Locator("#email")), "ana@example.com", "Email"},
		{"textarea value", Value(page.Locator("#notes")), "line one\nline two", "Notes"},
		{"select value", Value(page.Locator("#country")), "fr", "Country"},
		{"native unchecked", Checked(page.GetByLabel("Opt in")), "false", "Opt in"},
		{"native checked", Checked(page.Locator("#on")), "true", "Newsletter"},
		{"indeterminate", Checked(page.Locator("#mixed")), "mixed", "Some"},
		{"aria checked", Checked(page.Locator("#sw")), "true", "Dark mode"},
		{"attribute", Attr(page.Locator("#link"), "href"), "/billing?tab=1", ""},
		{"data attribute", Attr(page.Locator("#link"), "data-state"), "paid", ""},
	}
	var built int
	c := New(page, WithDeciderFunc(func() (semantic.Decider, error) { built++; return nil, errors.New("must not be built") }))
	for _, tc := range cases {
		r, err := c.Compare(ctx(t), Request{Actual: tc.a, Expected: tc.text})
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if r.Evidence.Text != tc.text || r.Evidence.Context != tc.ctx || r.Status != semantic.StatusPassed || r.Provenance != semantic.ProvenanceDeterministic || r.Source != SourceLocator {
			t.Errorf("%s: evidence %+v status %s provenance %s", tc.name, r.Evidence, r.Status, r.Provenance)
		}
	}
	if built != 0 {
		t.Errorf("engine constructed for exact locator values")
	}
}

func TestLocatorErrors(t *testing.T) {
	page := open(t, formPage)
	// The budget must cover one read even on a loaded CI machine; "missing"
	// and "hidden" wait all of it.
	c := New(page, WithTimeout(2*time.Second), WithDecider(decider(script(nil, always(semantic.ChoiceEquivalent, 0.9)))))
	cases := []struct {
		name string
		a    Actual
		want error
	}{
		{"ambiguous", Text(page.Locator(".dup")), ErrAmbiguousLocator},
		{"missing", Text(page.Locator("#nope")), ErrLocatorNotFound},
		{"hidden", Text(page.Locator("#hidden")), ErrLocatorHidden},
		{"value of a div", Value(page.Locator("#plain")), ErrPropertyUnavailable},
		{"value of a multiple select", Value(page.Locator("#multi")), ErrPropertyUnavailable},
		{"checked of a div", Checked(page.Locator("#plain")), ErrPropertyUnavailable},
		{"missing attribute", Attr(page.Locator("#plain"), "href"), ErrPropertyUnavailable},
	}
	for _, tc := range cases {
		for _, op := range []string{"compare", "assert"} {
			var err error
			if op == "compare" {
				_, err = c.Compare(ctx(t), Request{Actual: tc.a, Expected: "x"})
			} else {
				_, err = c.Assert(ctx(t), Request{Actual: tc.a, Expected: "x"})
			}
			var le *LocatorError
			if !errors.Is(err, tc.want) || !errors.As(err, &le) || le.Index != 0 {
				t.Errorf("%s %s: err = %v, want %v", tc.name, op, err, tc.want)
			}
		}
	}
}

func TestLocatorWaitsWithinBudget(t *testing.T) {
	page := open(t, `<div id=root></div><p id=late-hidden style="display:none">Pro annual</p>
<script>setTimeout(() => { document.getElementById('root').innerHTML = '<span id=late>Pro annual</span>'; document.getElementById('late-hidden').style.display = ''; }, 300)</script>`)
	c := New(page, WithTimeout(5*time.Second))
	for _, sel := range []string{"#late", "#late-hidden"} {
		r, err := c.Assert(ctx(t), Request{Actual: Text(page.Locator(sel)), Expected: "Pro annual"})
		if err != nil || r.Status != semantic.StatusPassed || r.Freshness != FreshnessVerified {
			t.Errorf("%s: %+v %v", sel, r, err)
		}
	}
	// Several matches fail at once, without waiting for the budget.
	pwtest.Eval(t, page, `document.getElementById('root').innerHTML += '<span class=two>a</span><span class=two>b</span>'`)
	start := time.Now()
	_, err := New(page, WithTimeout(20*time.Second)).Compare(ctx(t), Request{Actual: Text(page.Locator(".two")), Expected: "a"})
	if !errors.Is(err, ErrAmbiguousLocator) || time.Since(start) > 10*time.Second {
		t.Errorf("ambiguous: %v after %s", err, time.Since(start))
	}
}
