// Package calibration measures how far jev's semantic decisions can be
// trusted on a corpus of labelled fixtures.
//
// It holds the fixture format (LoadFixture, LoadFixtures), the runner that
// runs every case against its page in a real browser through package compare
// (Run, with shards, order variants and a grounding check), the per-case
// record a run produces (CaseResult), honest metrics over those records
// (outcome tables by confidence range, reliability diagrams, ECE/MCE/Brier
// with a bootstrap interval, risk–coverage and AURC), a threshold
// recommendation with a Clopper–Pearson guarantee (RecommendThreshold) and
// JSON, Markdown and HTML reports (NewReport, Report.WriteJSON,
// Report.WriteMarkdown, Report.WriteHTML). Everything but Run works without
// a browser.
//
// Run opens each fixture's page once (page: files are served over loopback
// HTTP from the fixture's folder) and runs its cases on it one after another,
// each as its own compare operation. A case's source selector is checked
// against the evidence node: grounding is correct when the node and a
// main-frame element matching the selector are the same or one contains the
// other, where an iframe element contains its frame and a shadow host its
// shadow tree. compare.Result does not carry the evidence node, so the
// runner observes the page again and takes the text source with the
// evidence's id, frame and text (ids are stable on an unchanged page).
//
// Confidence is a decision score, not a probability. jev's confidence is the
// decider's score for the criterion it chose; this package measures how that
// score relates to correctness on a fixture corpus, it never reinterprets the
// score as a probability of being right. A fixture corpus is regression
// evidence for the pages it covers, not a claim of accuracy on arbitrary
// websites.
//
// The definitions used throughout:
//
//   - A case is decided when it has no error and its comparison choice is
//     "equivalent" or "different" (an "insufficient_evidence" answer, a
//     skipped comparison or an error is not decided).
//   - The confidence of a case is the score of its decided choice
//     (CaseResult.Confidence).
//   - A decided case is correct when its choice agrees with the truth label.
//   - At comparison threshold t a decided case is accepted when its
//     confidence is ≥ t and its source gate (as run) was cleared; an accepted
//     case that is not correct is a false accept.
package calibration
