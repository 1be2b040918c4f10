// Package flow runs YAML flows: a flow id, a start page and numbered steps,
// each an intent written verbatim, an action (click, fill with a literal
// value or one read from the environment, press a key, select, check,
// uncheck, hover), an optional expect and optional assertions by meaning.
// The format is documented in docs/flows.md.
//
// Each step runs the library's pipeline: locate the intent (package
// locate), gate the decision exactly as replay does (replay.Evaluate: the
// confidence bar, the risky patterns in nine languages, the 0.3 floor, the
// truncation policy; review and blocked never act), act on the located ref
// (never by selector or position), then verify the step's assertions
// (package compare). The run records a spec 1 trace with replay's Writer
// that `jev replay --execute` re-runs: a step record per action, a semantic
// record per assertion. Values read from the environment are recorded by
// variable name only and masked wherever else they would appear.
//
// A step whose intent resolves to no element, or whose decision the gate
// does not let act, stops the run with that status.
package flow
