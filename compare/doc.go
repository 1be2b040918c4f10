// Package compare decides whether what a page shows means an expected
// value (the semantic-operations contract's CompareSemantic and AssertSemantic).
//
// The actual side of a Request is an Actual, built by one constructor
// (the one model of an actual for jevtest, matchers, calibration and the
// CLI):
//
//   - Describe("Current subscription plan"): grounded to one observed text
//     source by a source-selection question (source "semantic");
//   - Text(loc), Value(loc), Checked(loc), Attr(loc, name): a caller
//     playwright.Locator read as one property; the locator has source
//     authority, no source question is asked (source "locator");
//   - Ref(target), RefValue(target): a target returned by package locate
//     (source "ref").
//
// The pipeline of a batch is: validate thresholds and requests (nothing
// touched on failure) → copy caller inputs → read locators and observe the
// page once for descriptions → one source-selection frontier for every
// description (sources sent once as shared state) → an explicit none
// (ErrSourceNotFound) or ambiguity (ErrSourceAmbiguous) leaves that item
// unbound: inconclusive, with its *SourceError listing the candidates
// weighed, while the other items go on (a partial batch) → gate
// source confidence (below MinSourceConfidence: inconclusive, no comparison
// question) → the deterministic short-circuit (equal after NFKC and
// white-space normalisation: no question, provenance deterministic,
// confidence 1) → one comparison frontier for the rest → semantic.Verdict.
// Child frames the observation could not read (observe.Snapshot.Unread:
// stuck, detached or navigated while read) are in every description's
// Result.Unread: "no source shows it" then covers the frames read only (its
// *SourceError also matches observe.ErrFramesUnread, confidence 0, the
// frames named), and a would-be pass is inconclusive with UncertainUnread,
// since the source meant could be in a frame not read.
// A batch of descriptions therefore has serialDecisionDepth 2 however many
// items it holds. Each question is asked once: there is no retry until a
// favourable answer.
//
// Compare and CompareBatch report freshness "snapshot": the verdict is
// about the evidence captured by the operation. Assert and AssertBatch
// re-read every bound source before returning ("verified" or "changed",
// the latter always inconclusive) and return an *AssertionError unless
// every item passed.
package compare
