package realapps_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/examples/realapps/internal/tally"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/locate"
	"github.com/playwright-community/playwright-go"
)

// probe runs the semantic operations of one check the way an app's own
// test would, and judges each against the element the test knows is right
// (a Playwright selector it holds): a confident wrong answer fails the
// test, a miss is recorded and the scenario goes on through the selector.
type probe struct {
	t     testing.TB
	s     *jevtest.Session
	app   string
	split string
	check string
	tally *tally.Tally // where the judgements go
}

func newProbe(t testing.TB, s *jevtest.Session, app, split, check string) *probe {
	return &probe{t: t, s: s, app: app, split: split, check: check, tally: &results}
}

// offline aborts every request that leaves the loopback server (and the
// other loopback servers named in also), so an app that reaches for the
// network fails fast instead of waiting on it.
func offline(t testing.TB, s *jevtest.Session, also ...string) {
	t.Helper()
	allowed := append([]string{server.URL + "/", "data:"}, also...)
	err := s.Context().Route("**/*", func(r playwright.Route) {
		for _, p := range allowed {
			if strings.HasPrefix(r.Request().URL(), p) {
				_ = r.Continue()
				return
			}
		}
		_ = r.Abort()
	})
	if err != nil {
		t.Fatalf("routing the context to loopback only: %v", err)
	}
}

// truth returns a handle on the one element selector matches.
func (p *probe) truth(selector string) playwright.ElementHandle {
	p.t.Helper()
	ms := 5000.0
	h, err := p.s.Page().Locator(selector).ElementHandle(playwright.LocatorElementHandleOptions{Timeout: &ms})
	if err != nil {
		p.t.Fatalf("%s: the right element %q is not on the page: %v", p.check, selector, err)
	}
	return h
}

// within reports whether node a is b or lies inside b, across open shadow
// roots.
const withinJS = `([a, b]) => { for (let n = a; n; n = n.parentNode || n.host) { if (n === b) return true; } return false; }`

func (p *probe) inside(a, b playwright.ElementHandle) bool {
	p.t.Helper()
	v, err := p.s.Page().Evaluate(withinJS, []any{a, b})
	if err != nil {
		p.t.Fatalf("%s: comparing elements: %v", p.check, err)
	}
	return v == true
}

// locate grounds description and judges the target against the element
// selector names. It returns the target and true only when the element was
// located at confidence ≥ threshold and is the right one; only then may the
// caller act on it. A confident wrong element fails the test and is never
// acted on.
func (p *probe) locate(description, selector string) (locate.Target, bool) {
	p.t.Helper()
	rec := tally.Record{App: p.app, Split: p.split, Check: p.check, Kind: tally.KindLocate, Description: description}
	right := p.truth(selector)
	defer right.Dispose()
	tgt, err := p.s.TryLocate(description)
	if err != nil {
		rec.Outcome = tally.LocateMissed
		rec.Detail = err.Error()
		var le *locate.LocateError
		if errors.As(err, &le) {
			rec.Confidence, rec.Threshold = le.Confidence, le.Threshold
			if errors.Is(err, locate.ErrLowConfidence) {
				rec.Chosen = fmt.Sprintf("%s %q (below threshold: %s)", le.Target.Role, le.Target.Name, p.sameAsTruth(le.Target, right))
			}
		}
		p.tally.Add(rec)
		return locate.Target{}, false
	}
	rec.Confidence, rec.Threshold = tgt.Confidence, tgt.Threshold
	rec.Chosen = fmt.Sprintf("%s %q", tgt.Role, tgt.Name)
	if p.sameAsTruth(tgt, right) == "right element" {
		rec.Outcome = tally.LocateRight
		p.tally.Add(rec)
		return tgt, true
	}
	rec.Outcome = tally.LocateWrong
	p.tally.Add(rec)
	p.t.Errorf("%s: CONFIDENT WRONG ELEMENT: %q located %s at %.2f ≥ %.2f, but the right element is %s (not acted on)",
		p.check, description, rec.Chosen, tgt.Confidence, tgt.Threshold, selector)
	return locate.Target{}, false
}

// sameAsTruth says whether target's node is the right element or lies
// inside it (a span inside the right button).
func (p *probe) sameAsTruth(tgt locate.Target, right playwright.ElementHandle) string {
	p.t.Helper()
	if tgt.Snapshot == nil {
		return "no snapshot"
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	el, err := tgt.Snapshot.Element(ctx, p.s.Page(), tgt.Ref)
	if err != nil {
		return "unreadable: " + err.Error()
	}
	defer el.Dispose()
	if p.inside(el, right) { // the right element or a node inside it, which acts on it
		return "right element"
	}
	return "wrong element"
}

// describe asserts that the source description grounds to shows expected.
// claim says whether expected is true of the page; selector names the
// element the source must lie within (selectors joined by " || " name
// places that each show the value, as a repository's star count in its
// Star button and in its sidebar; "" names none: the page does not show
// the value, so any bound source is wrong). A pass of a false claim, or a
// pass on a source outside the right elements, fails the test.
func (p *probe) describe(description, expected string, claim bool, selector string) {
	p.t.Helper()
	rec := tally.Record{App: p.app, Split: p.split, Check: p.check, Kind: tally.KindDescribe,
		Description: description, Expected: expected, Claim: claim}
	var rights []playwright.ElementHandle
	for _, sel := range strings.Split(selector, " || ") {
		if sel == "" { // the page does not show the value: no element is right
			continue
		}
		h := p.truth(sel)
		defer h.Dispose()
		rights = append(rights, h)
	}
	r, err := p.s.TryAssert(compare.Describe(description), expected)
	var ee *jevtest.EvidenceError
	if err != nil && !errors.As(err, &ee) {
		rec.Verdict, rec.Bound, rec.Detail = "error", tally.Unbound, err.Error()
		var se *compare.SourceError
		if errors.As(err, &se) {
			rec.SourceConfidence = se.Confidence
		}
		p.tally.Add(rec)
		return
	}
	rec.Verdict = string(r.Status)
	rec.Confidence, rec.Threshold, rec.SourceConfidence = r.Confidence, r.Threshold, r.SourceConfidence
	rec.Chosen = r.Evidence.Text
	rec.Bound = p.bound(r, rights)
	if r.Uncertainty != "" {
		rec.Detail = "uncertain " + string(r.Uncertainty)
	}
	p.tally.Add(rec)
	if rec.FalsePass() {
		p.t.Errorf("%s: FALSE PASS: %q = %q (claim true: %v) passed at %.2f on %q (bound %s; right element %s)",
			p.check, description, expected, claim, r.Confidence, r.Evidence.Text, rec.Bound, selector)
	}
}

// bound says whether the result's source lies within one of the right
// elements.
func (p *probe) bound(r compare.Result, rights []playwright.ElementHandle) string {
	p.t.Helper()
	if r.SourceConfidence < r.SourceThreshold || r.Evidence.SourceID == "" {
		return tally.Unbound
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	el, err := r.Element(ctx)
	if err != nil {
		return tally.BoundWrong // the bound node cannot be read back: not evidence of the right element
	}
	defer el.Dispose()
	for _, right := range rights {
		if p.inside(el, right) {
			return tally.BoundRight
		}
		// A unit's node can be a container of inline text (a footer whose
		// unit is "2 items left"): right when it holds the right element and
		// the evidence is that element's own text.
		if ev := normText(r.Evidence.Text); ev != "" && p.inside(right, el) && strings.Contains(normText(p.textOf(right)), ev) {
			return tally.BoundRight
		}
	}
	return tally.BoundWrong
}

func (p *probe) textOf(h playwright.ElementHandle) string {
	p.t.Helper()
	v, err := h.Evaluate(`e => e.innerText || e.textContent || ""`)
	if err != nil {
		p.t.Fatalf("%s: reading the right element's text: %v", p.check, err)
	}
	s, _ := v.(string)
	return s
}

// normText is s casefolded with its whitespace collapsed.
func normText(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }
