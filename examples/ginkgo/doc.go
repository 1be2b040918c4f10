// Package ginkgo is jev's Ginkgo example: the Northwind Cloud account
// overview (package demoapp) checked with Gomega's semantic matchers
// (package matchers) in a Ginkgo v2 suite. It has no library code; read
// its tests:
//
//   - ginkgo_suite_test.go: the suite. Process 1 starts one Playwright
//     browser server in SynchronizedBeforeSuite and hands its WebSocket
//     endpoint to every parallel process (`ginkgo -p`), which connects to
//     it; each spec gets its own BrowserContext through
//     jevtest.New(GinkgoTB()), closed by DeferCleanup, and matchers bound
//     to that session (matchers.BindSession): the session's engine, trace
//     and token budget, and for an assertion that does not hold an
//     outlined screenshot and a result file, named in the failure message,
//     so they show in the failure output and in the JUnit report.
//   - account_test.go: the story — plan, billing, renewal, seats,
//     invoices, the shadow-root usage meter, the payment iframe, locating
//     and clicking the cancel dialog's controls, negation, a deliberately
//     inconclusive case, Eventually after an action, and a batch.
//   - parallel_test.go: proofs run in subprocesses: two parallel processes
//     share one browser endpoint, and a deliberately failing spec puts its
//     evidence paths into the JUnit report.
//
// Run it with `go test ./examples/ginkgo/` or `ginkgo -p ./examples/ginkgo`.
package ginkgo
