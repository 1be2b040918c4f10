// Package calibration measures how far jev's semantic decisions can be
// trusted on a corpus of labelled fixtures.
//
// It holds everything that does not need a browser: the fixture format
// (LoadFixture, LoadFixtures), the per-case record a run produces
// (CaseResult), honest metrics over those records (outcome tables by
// confidence range, reliability diagrams, ECE/MCE/Brier with a bootstrap
// interval, risk–coverage and AURC), a threshold recommendation with a
// Clopper–Pearson guarantee (RecommendThreshold) and JSON, Markdown and HTML
// reports (NewReport, Report.WriteJSON, Report.WriteMarkdown,
// Report.WriteHTML).
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
