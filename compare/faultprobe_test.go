package compare

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// hostileAssert asserts "Professional annual" on the plan (a description or
// the #v locator) of a loopback page, running js on the page while the
// comparison question is answered, and returns the result and error.
func hostileAssert(t *testing.T, js string, locator bool, during2 func(playwright.Page)) (Result, error) {
	t.Helper()
	site := pwtest.Serve(t, pwtest.Pages{"/": pwtest.Doc(freshPage), "/free": pwtest.Doc(`<dl><dt>Plan</dt><dd id=v>Free</dd></dl>`)})
	page := pwtest.NewPage(t)
	pwtest.Goto(t, page, site.URL("/"))
	d := decider(script(pickSource(map[string]string{"Current plan": "Plan"}, 0.95), always(semantic.ChoiceEquivalent, 0.95)), during(func(req semantic.Request) {
		if req.Questions[0].Kind != semantic.KindComparison {
			return
		}
		if js != "" {
			page.Evaluate(js)
		}
		if during2 != nil {
			during2(page)
		}
	}))
	a := Describe("Current plan")
	if locator {
		a = Text(page.Locator("#v"))
	}
	return New(page, WithDecider(d), WithTimeout(5*time.Second)).Assert(ctx(t), Request{Actual: a, Expected: "Professional annual"})
}

// A navigation or a reload while the comparison is decided: the assertion
// never passes on the document that went away. The re-read lands on the
// new document (its text changed, or its node replaced) or on the old one
// before it unloads (then it shows what was compared); a document that goes
// away under the re-read, by either path (a bound description's ref or a
// locator), is "replaced" evidence, never a raw driver error.
func TestAssertAcrossNavigation(t *testing.T) {
	for _, js := range []string{`location.reload()`, `location.href = '/free'`} {
		for _, locator := range []bool{false, true} {
			r, err := hostileAssert(t, js, locator, nil)
			var ae *AssertionError
			switch {
			case r.Status == semantic.StatusPassed && r.Freshness == FreshnessVerified && err == nil:
				// the old document was re-read before it unloaded (a
				// navigation commits only when the new response arrives):
				// what it showed
			case r.Status == semantic.StatusInconclusive && r.Freshness == FreshnessChanged && errors.As(err, &ae) && errors.Is(err, ErrAssertionInconclusive):
				if r.Change == "" {
					t.Errorf("%s locator=%v: changed with no change named", js, locator)
				}
			default:
				t.Errorf("%s locator=%v: status %q freshness %q change %q err %v; want inconclusive (changed)", js, locator, r.Status, r.Freshness, r.Change, err)
			}
		}
	}
}

// A page whose script never yields, or that is closed, while the
// comparison is decided: the assertion ends within its timeout with an
// error branchable by class (observe.ErrTimeout, observe.ErrTargetClosed),
// never a pass.
func TestAssertOnFrozenOrClosedPage(t *testing.T) {
	for _, locator := range []bool{false, true} {
		start := time.Now()
		r, err := hostileAssert(t, `setTimeout(() => { for (;;) {} }, 0)`, locator, nil)
		if r.Status == semantic.StatusPassed || !errors.Is(err, observe.ErrTimeout) || !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("frozen, locator=%v: status %q err %v; want observe.ErrTimeout", locator, r.Status, err)
		}
		if d := time.Since(start); d > 20*time.Second {
			t.Errorf("frozen, locator=%v: took %s with a 5 s timeout", locator, d)
		}
		r, err = hostileAssert(t, "", locator, func(p playwright.Page) { p.Close() })
		var oe *observe.ObserveError
		if r.Status == semantic.StatusPassed || !errors.Is(err, observe.ErrTargetClosed) || !errors.As(err, &oe) {
			t.Errorf("closed, locator=%v: status %q err %v; want observe.ErrTargetClosed", locator, r.Status, err)
		}
	}
}

// An operation given a context that is already cancelled or past its
// deadline asks no question and returns the context's error, classified.
func TestAssertWithDeadContext(t *testing.T) {
	page := open(t, freshPage)
	d := decider(script(pickSource(map[string]string{"Current plan": "Plan"}, 0.95), always(semantic.ChoiceEquivalent, 0.95)))
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	past, cancel2 := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel2()
	for _, c := range []struct {
		ctx  context.Context
		want error
	}{{cancelled, context.Canceled}, {past, context.DeadlineExceeded}} {
		for _, a := range []Actual{Describe("Current plan"), Text(page.Locator("#v"))} {
			r, err := New(page, WithDecider(d)).Assert(c.ctx, Request{Actual: a, Expected: "Pro annual"})
			var oe *observe.ObserveError
			if r.Status != "" || !errors.Is(err, c.want) || !errors.As(err, &oe) {
				t.Errorf("%v: status %q err %v; want %v as an *observe.ObserveError", c.want, r.Status, err, c.want)
			}
		}
	}
	if n := len(d.Requests()); n != 0 {
		t.Errorf("%d requests reached the engine", n)
	}
}
