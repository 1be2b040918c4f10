// Package replay reads and writes jev traces and holds the browser-free
// building blocks of replay: the trace format (spec 0 read
// exactly, spec 1 written by jev's own recorder), masking, fingerprint
// resolution (ok | moved | changed | ambiguous | error) with drift, and the
// gates that decide whether a recorded decision may be acted on unattended.
//
// Everything in this package is pure: no browser, no network. The replay
// engine that navigates, extracts and executes is built on top of these
// pieces. docs/trace-format.md is the human-readable contract.
// The go test and Ginkgo runners live in replay/replaytest and
// replay/replayginkgo, so that a program that replays traces links neither
// package testing's flags nor Ginkgo.
package replay
