// Package demo holds jev's example assertions as data, shared by the
// `jev demo` command and the example test suites, and runs them.
//
// Each Example names a page of the Northwind Cloud demo app (package
// demoapp) and a scenario, the steps a user takes first (click an
// element found by description, wait for a state the application
// announces), where the actual value comes from (a description grounded by
// the decision engine, a Playwright locator with a property, or a target
// found with package locate), the expected meaning, and the verdict the
// example declares: passed, failed or inconclusive. An inconclusive verdict
// is declared on purpose for claims the page does not settle; it never
// counts as a pass.
//
// Run executes the examples against a running app, one fresh browser
// context and page per page and scenario (examples with steps get a page of
// their own; the others of one page are asserted together in one batch), and
// returns one Outcome per example: the compare.Result (expectation, evidence, verdict, confidence, source
// confidence, provenance, freshness, usage), the usage of the steps, a PNG
// screenshot with the evidence outlined and the elapsed time. WriteTable and
// WriteHTML render the outcomes for a terminal and as a self-contained HTML
// report.
package demo
