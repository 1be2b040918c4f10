// Package trace is jev's trace format: the record types of a trace (run
// header, step, action, semantic and end records), a strict reader of spec
// 0, 1 and 2 traces that returns either the whole trace or one
// *TraceError naming file and line, and a Writer that writes spec 2 and
// masks password values and registered secrets. It also defines a
// target's fingerprint and the status a semantic record's decisions give,
// because the reader refuses a record whose recorded status disagrees
// with them.
//
// The package is pure: it reads and writes bytes and never drives a
// browser (it does not import playwright-go, package testing or Ginkgo; a
// test enforces that). Replaying a trace against a page is package
// github.com/jevtest/jev/replay. docs/trace-format.md is the
// human-readable contract.
package trace
