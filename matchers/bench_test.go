package matchers_test

import (
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/matchers"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
)

// BenchmarkPollUnchangedEvidence is the cost of one Eventually poll on
// unchanged, confidently different evidence: the locator is read and
// re-read, the decision comes from the shared cache (the engine is asked
// once for the whole benchmark).
func BenchmarkPollUnchangedEvidence(b *testing.B) {
	page := openHTML(b, `<p id="status">Payment pending</p>`)
	counter := semantictest.Record(lexical.New())
	sm := matchers.Bind(page, compare.WithDecider(counter)).SemanticallyMatch("Paid")
	loc := page.Locator("#status")
	for b.Loop() {
		if ok, err := sm.Match(loc); ok || err != nil {
			b.Fatalf("Match = %v, %v; want false, nil", ok, err)
		}
	}
	b.StopTimer()
	if req, _ := counts(counter); req != 1 {
		b.Fatalf("decider asked %d times, want 1", req)
	}
}

// BenchmarkAssertAllFiveLocators is one batch of five locator assertions,
// with the comparisons answered from the cache after the first round.
func BenchmarkAssertAllFiveLocators(b *testing.B) {
	page := openHTML(b, `<dl><dt>Plan</dt><dd id="a">Pro (yearly)</dd><dt>Billing</dt><dd id="b">Payment received</dd>
<dt>Seats</dt><dd id="c">7 of 10 seats used</dd><dt>Card</dt><dd id="d">Visa ending in 4242</dd><dt>Amount</dt><dd id="e">$1,240.00</dd></dl>`)
	m := matchers.Bind(page)
	exps := []matchers.Expectation{
		matchers.That(page.Locator("#a"), "Professional annual subscription"),
		matchers.That(page.Locator("#b"), "Paid"),
		matchers.That(page.Locator("#c"), "7 of 10 seats in use"),
		matchers.That(page.Locator("#d"), "Visa card ending 4242"),
		matchers.That(page.Locator("#e"), "$1,240.00"),
	}
	for b.Loop() {
		if _, err := m.AssertAll(b.Context(), exps...); err != nil {
			b.Fatal(err)
		}
	}
}
