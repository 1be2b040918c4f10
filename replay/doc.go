// Package replay replays jev traces against a browser page: fingerprint
// resolution of recorded steps (ok | moved | changed | ambiguous | error)
// with drift, the gates that decide whether a recorded decision may be
// acted on unattended, and the Replayer that navigates a page through
// playwright-go, re-observes it, re-runs recorded steps (WithExecute) and
// re-answers semantic records from their recorded decisions. Resolution
// and gates need no browser; the Replayer drives one.
//
// Extension points for a caller that builds its own runner: Resolve (pure,
// with WithOrderSpec, WithToolOrderSpecs and WithNormalize), Evaluate and
// the Gates policy (LoadGates, FindGates, BuiltinRisky), Expand and
// RunFiles, and the result types (TraceResult, Report, WriteJUnit,
// Explain). Errors are branchable with errors.Is/As (errors.go).
//
// The trace format itself (records, reader, writer, masking) is package
// github.com/jevtest/jev/trace. The go test and Ginkgo runners live in
// replay/replaytest and replay/replayginkgo, so that a program that
// replays traces links neither package testing's flags nor Ginkgo.
// docs/trace-format.md is the human-readable contract.
package replay
