// Package matchers provides Gomega matchers over package compare: assert
// that what a page shows *means* an expected value, the way Playwright
// Test's expect(...).toSemanticallyMatch does (the semantic-operations contract).
//
//	m := matchers.Bind(page)  // one per test or spec, on its own page
//	Expect(page.GetByTestId("plan")).To(m.SemanticallyMatch("Professional annual subscription"))
//	Expect(compare.Describe("Billing status")).To(m.SemanticallyMatch("Paid"))
//	Expect(compare.Checked(page.GetByTestId("auto-renew"))).To(m.SemanticallyMatch("true"))
//	Expect(page.GetByTestId("plan")).NotTo(m.SemanticallyMatch("Free plan"))
//
// # Binding
//
// The actual is one compare.Actual (compare.Describe, Text, Value,
// Checked, Attr, Ref), or as the natural Gomega actuals a
// playwright.Locator (its text, compare.Text) or a located target
// (compare.Ref).
//
// Bind(page, compare options...) returns a *Matchers whose matchers share
// one Comparer (decision engine, thresholds, timeout) and one decision
// cache. BindComparer asserts with a Comparer of the caller's;
// BindSession asserts through a jevtest session: its engine, trace, token
// budget and failure evidence (an outlined screenshot and a result file per
// item that did not pass, as Session.Assert writes them). There is no package-level default page or engine: a global would
// be shared by parallel tests of one process and could name a page of
// another test, so every test binds its own. The package-level
// SemanticallyMatch accepts a locator actual only (its page is the
// locator's own) and picks its engine like every entry point: JEV_DECIDER
// when set, else the embedded engine.
//
// # What Match answers
//
// Every match is an assertion (compare.Comparer.Assert): the evidence is
// re-read before the answer, so a result is about the page as it is.
//
//   - passed: Match returns true; Should passes, ShouldNot fails with the
//     evidence that made it pass.
//   - failed (a "different" comparison whose confidence cleared the
//     threshold, on evidence re-read unchanged): Match returns false;
//     Should fails with the evidence, ShouldNot passes. This is the only
//     way through negation.
//   - inconclusive (insufficient evidence, source or comparison confidence
//     below its threshold, or evidence that changed before the assertion
//     returned): Match returns an *InconclusiveError. Gomega fails on a
//     matcher error whichever way the assertion points, so an inconclusive
//     answer fails Should and ShouldNot alike: it never passes.
//   - anything that prevents a result (an actual of another type, a bad
//     threshold, a locator that matches nothing, a description no source
//     shows, an engine failure): Match returns that error, wrapped.
//
// # Eventually: no favourable-answer retry loop
//
// Eventually calls Match again until it returns true. Re-asking must not
// become re-sampling the engine until it says yes, so:
//
//   - the matchers of one Matchers (and the polls of one unbound matcher)
//     share a decision cache keyed on the question and its evidence: asking
//     again about unchanged evidence returns the first decision without
//     calling the engine;
//   - a failed result on unchanged evidence stays failed (from the cache)
//     while Eventually keeps polling, so a page that changes — a delayed
//     fetch, a re-render — is observed anew; a changed page is a new
//     question, asked once;
//   - evidence that changed during the assertion is an error Eventually
//     polls past, for the same reason;
//   - when a matcher gets an inconclusive answer for evidence it has
//     already seen inconclusive, the evidence did not change and neither can
//     the answer: Match returns the *InconclusiveError inside
//     gomega.StopTrying and Eventually stops at once instead of polling to
//     its timeout. Wait for a state the application can tell you about
//     first, then assert.
//
// # Messages
//
// Failure messages follow gomega's format.Message shape ("Expected <actual>
// to semantically match <expected>") followed by compare.Explain, the one
// rendering of a result shared with jevtest and the CLI: the status and
// the link that was uncertain, the expected meaning, the evidence actually
// compared (text and context), the verdict with its confidence against the
// threshold, the source confidence against the source threshold, and the
// freshness (with the current evidence when it changed).
//
// # Batches
//
// Matchers.AssertAll asserts several expectations in one operation: one
// source-selection frontier and one comparison frontier for all of them,
// and a *BatchError that lists every item that did not pass.
//
// Evidence and messages quote page content: treat them as private
// application data.
package matchers
