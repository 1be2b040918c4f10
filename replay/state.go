package replay

import (
	"context"
	"fmt"
	"strings"

	"github.com/jevtest/jev/trace"
)

// Rebuilding the recorded state (spec ≥ 1 traces written by the harness).
//
// A test's trace interleaves its acts (step records with origin "test", or
// the action records of older spec 1 traces) with the semantic records
// made in the state those acts produced. Replaying the semantic records on
// the start page would compare them with a state the run was never in, so:
//
//   - with --execute, navigation (goto action records, spec 2) is re-done
//     and every act is re-run by fingerprint, in order;
//   - without it, every record after the first act is needs-execute, once
//     per record, instead of a cascade of changed.

// actionType is a step action's type, or "no action".
func actionType(a *trace.StepAction) string {
	if a == nil {
		return "no action"
	}
	return a.Type
}

// acted notes a recorded action that changes the page state.
func (rn *run) acted(a *trace.StepAction, what string) {
	if a == nil || rn.firstAct != "" || rn.trace.Header.Spec < 1 || rn.r.cfg.execute {
		return
	}
	switch strings.ToLower(a.Type) {
	case "", "hover", "goto":
		return
	}
	rn.firstAct = what
}

// needsExecute reports a record that only a replay with --execute can check.
func (rn *run) needsExecute(rec trace.Record, n int, kind string) (StepReplay, bool) {
	if rn.firstAct == "" {
		return StepReplay{}, false
	}
	sr := StepReplay{Step: n, Kind: kind, Line: rec.Line, Status: StatusNeedsExecute,
		Reason: fmt.Sprintf("recorded after %s changed the page state: replay with --execute to rebuild that state first", rn.firstAct)}
	if s := rec.Step; s != nil {
		sr.Intent, sr.FP = s.Intent, s.Decision.ChosenFP
		sr.Action = actionType(s.Action)
	}
	if s := rec.Semantic; s != nil {
		sr.Intent, sr.FP = semIntent(s), s.Result.FP
		if s.Step != 0 {
			sr.Step = s.Step
		}
	}
	return sr, true
}

// action replays an action record: a spec 2 goto is navigation, re-done
// with --execute; other action records are evidence (spec 0 exactly).
func (rn *run) action(ctx context.Context, rec trace.Record, step int) StepReplay {
	a := rec.Action
	sr := StepReplay{Step: step, Kind: StepKindAction, Line: rec.Line, Status: StatusSkipped,
		Reason: fmt.Sprintf("action record (%s): evidence, not a decision; replay skips it", a.Tool)}
	spec := rn.trace.Header.Spec
	if spec >= 1 && a.Tool != "goto" && a.Result["error"] == nil {
		rn.acted(&trace.StepAction{Type: a.Tool}, fmt.Sprintf("action record %s (line %d)", a.Tool, rec.Line))
	}
	if a.Tool != "goto" || spec < 2 || !rn.r.cfg.execute {
		return sr
	}
	raw, _ := a.Request["url"].(string)
	target := rn.r.url(raw)
	sr.URL, sr.Action = target, "goto"
	ctx, cancel := context.WithTimeout(ctx, rn.r.cfg.stepTimeout)
	defer cancel()
	if err := gotoURL(ctx, rn.page, target); err != nil {
		sr.Status, sr.Reason = StatusError, fmt.Sprintf("goto %s: %v", target, err)
		if recErr, _ := a.Result["error"].(string); recErr != "" {
			sr.Status, sr.Reason = StatusFailedAsRecorded, fmt.Sprintf("goto %s failed as recorded (%s): %v", target, recErr, err)
		}
		return sr
	}
	sr.Status, sr.Executed = StatusOK, true
	sr.Reason = "navigated to " + target + " (the recorded goto)"
	return sr
}

// end applies the recorded run's outcome (spec 2 end record).
func (rn *run) end(e *trace.EndRecord) {
	if !e.Failed() {
		return
	}
	rn.res.RecordedFailure = "the recorded run failed"
	if e.Error != "" {
		rn.res.RecordedFailure += ": " + e.Error
	}
}
