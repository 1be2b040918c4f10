// Package replay reads, writes and replays jev traces: the trace format
// (spec 0 read exactly, spec 1 and 2 written by jev's own recorder),
// masking, fingerprint resolution (ok | moved | changed | ambiguous |
// error) with drift, the gates that decide whether a recorded decision may
// be acted on unattended, and the Replayer that navigates a browser page,
// re-observes, re-runs recorded steps (--execute) and re-answers semantic
// records from their recorded decisions. Reading and writing traces needs
// no browser; the Replayer drives one through playwright-go.
// docs/trace-format.md is the human-readable contract.
//
// The go test and Ginkgo runners live in replay/replaytest and
// replay/replayginkgo, so that a program that replays traces links neither
// package testing's flags nor Ginkgo.
package replay
