package replay

import (
	"fmt"
	"strings"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// StatusSkipped is the status of a record replay does not resolve: an
// action record (evidence, not a decision) or a play tick.
const StatusSkipped Status = "skipped"

// TraceStatus is the outcome of replaying one trace.
type TraceStatus string

// Trace statuses.
const (
	TracePassed  TraceStatus = "passed" // every step ok, moved or skipped
	TraceFailed  TraceStatus = "failed" // a step changed, ambiguous or error, or the loop verification failed
	TraceErrored TraceStatus = "error"  // the trace could not be replayed at all: unreadable, broken, bad gates, no browser
	// TraceFailedAsRecorded: the recorded run failed and the replay
	// reproduced it (every record ok, moved or failed-as-recorded). It
	// counts as a failure unless recorded failures are accepted.
	TraceFailedAsRecorded TraceStatus = "failed-as-recorded"
)

// Record kinds as a StepReplay names them.
const (
	StepKindStep     = "step"
	StepKindAction   = "action"
	StepKindSemantic = "semantic"
)

// StepReplay is the replay of one record.
type StepReplay struct {
	// Step is the step number (for an action record, the number of the
	// step it follows; for a semantic record its step, else its ordinal).
	Step   int    `json:"step"`
	Kind   string `json:"kind"` // step | action | semantic
	Line   int    `json:"line,omitempty"`
	Status Status `json:"status"` // ok | moved | changed | ambiguous | error | skipped
	Reason string `json:"reason"`
	// FP is the recorded fingerprint the step resolved (empty without a
	// choice).
	FP string `json:"fp"`
	// Drift is the recorded vs current candidate set; nil for records
	// without candidates.
	Drift  *Drift `json:"drift"`
	Intent string `json:"intent,omitempty"`
	URL    string `json:"url,omitempty"` // as navigated (after --base-url)
	// Recorded and Current are the chosen candidate as recorded and as
	// resolved now.
	Recorded *trace.Candidate `json:"recorded,omitempty"`
	Current  *trace.Candidate `json:"current,omitempty"`
	// Action is the recorded action type; Executed says whether it ran
	// (--execute); Gate is the verdict that allowed or prevented it.
	Action   string   `json:"action,omitempty"`
	Executed bool     `json:"executed,omitempty"`
	Gate     *Verdict `json:"gate,omitempty"`
	// Semantic is the replay of a semantic record.
	Semantic *SemanticReplay `json:"semantic,omitempty"`
	// Updated is true when --update rewrote this step in the trace file.
	Updated bool `json:"updated,omitempty"`
	// Executed is set above; AcceptedFailure marks a failed-as-recorded
	// record that WithAcceptRecordedFailures accepts (it does not fail).
	AcceptedFailure bool `json:"accepted_failure,omitempty"`

	// Candidates are the recorded and current shortlists, for failure
	// messages; never encoded.
	RecordedCandidates []trace.Candidate `json:"-"`
	CurrentCandidates  []trace.Candidate `json:"-"`
}

// Fails reports whether the step fails its trace.
func (s StepReplay) Fails() bool { return s.Status.Fails() && !s.AcceptedFailure }

// SemanticReplay is what replaying a semantic record found.
type SemanticReplay struct {
	Op             trace.Op        `json:"op"`
	RecordedStatus semantic.Status `json:"recorded_status"`
	// ReplayedStatus is the status the recorded decisions give on the
	// current evidence (set when the question is unchanged).
	ReplayedStatus semantic.Status `json:"replayed_status,omitempty"`
	// Changed lists what differs between the recorded and the rebuilt
	// questions or evidence.
	Changed []string `json:"changed,omitempty"`
	// Drift lists differences on the page that no recorded decision
	// depended on: reported, never failing.
	Drift []string `json:"drift,omitempty"`
	// Decider, DeciderStatus, DeciderChoice and DeciderConfidence report the
	// engine's answer on the current evidence (WithDecider, changed only).
	Decider           string          `json:"decider,omitempty"`
	DeciderStatus     semantic.Status `json:"decider_status,omitempty"`
	DeciderChoice     string          `json:"decider_choice,omitempty"`
	DeciderConfidence float64         `json:"decider_confidence,omitempty"`
	DeciderError      string          `json:"decider_error,omitempty"`
}

// VerifyResult is the check of a loop trace's success claim (--execute).
type VerifyResult struct {
	Selector string `json:"selector"`
	From     string `json:"from"` // header.success | step N verify.selector
	Verified bool   `json:"verified"`
	Reason   string `json:"reason,omitempty"`
}

// TraceResult is the replay of one trace.
type TraceResult struct {
	Path   string       `json:"path"`
	Flow   string       `json:"flow"`
	Status TraceStatus  `json:"status"`
	Error  string       `json:"error"`
	Steps  []StepReplay `json:"steps"`

	Normalize string        `json:"normalize,omitempty"`
	BaseURL   string        `json:"base_url,omitempty"`
	Execute   bool          `json:"execute,omitempty"`
	Verify    *VerifyResult `json:"verify,omitempty"`
	// Updated is true when --update rewrote the file; UpdateNote says what
	// was rewritten and what was left as recorded.
	Updated    bool   `json:"updated,omitempty"`
	UpdateNote string `json:"update_note,omitempty"`
	DurationMs int64  `json:"duration_ms"`
	// RecordedFailure says why the recorded run failed (spec 2 end record);
	// AcceptedFailure is true when WithAcceptRecordedFailures let a
	// reproduced failure pass.
	RecordedFailure string `json:"recorded_failure,omitempty"`
	AcceptedFailure bool   `json:"accepted_failure,omitempty"`
	// Dialogs are the JavaScript dialogs the replayed page opened, in
	// order (RunFile, RunFiles: answered as Playwright does with no
	// handler, dismissed and beforeunload accepted; credentials in their
	// messages masked). Evidence only: they change no status.
	Dialogs []trace.Dialog `json:"dialogs,omitempty"`

	err error
}

// acceptFailures marks reproduced failures as accepted (on) and notes
// whether the trace replays a recorded failure.
func (r *TraceResult) acceptFailures(on bool) {
	for i := range r.Steps {
		if r.Steps[i].Status == StatusFailedAsRecorded {
			if r.RecordedFailure == "" {
				r.RecordedFailure = fmt.Sprintf("step %d failed as recorded", r.Steps[i].Step)
			}
			r.Steps[i].AcceptedFailure = on
		}
	}
	r.AcceptedFailure = on && r.RecordedFailure != ""
}

// Err returns the error that made the trace an error (a *TraceError for a
// broken trace), or nil.
func (r *TraceResult) Err() error { return r.err }

// Failures returns the steps that fail the trace.
func (r *TraceResult) Failures() []StepReplay {
	var out []StepReplay
	for _, s := range r.Steps {
		if s.Fails() {
			out = append(out, s)
		}
	}
	return out
}

// setError marks the whole trace as an error.
func (r *TraceResult) setError(err error) {
	r.Status, r.Error, r.err = TraceErrored, err.Error(), err
}

// finish sets Status from the steps and the verification.
func (r *TraceResult) finish() {
	if r.Status == TraceErrored {
		return
	}
	r.Status = TracePassed
	var why []string
	for _, s := range r.Steps {
		if s.Fails() && s.Status != StatusFailedAsRecorded {
			why = append(why, fmt.Sprintf("step %d %s", s.Step, s.Status))
		}
	}
	if r.Verify != nil && !r.Verify.Verified {
		why = append(why, "success not verified: "+r.Verify.Reason)
	}
	if len(why) > 0 {
		r.Status = TraceFailed
		r.Error = strings.Join(why, "; ")
		return
	}
	if r.RecordedFailure != "" {
		r.Status, r.Error = TraceFailedAsRecorded, r.RecordedFailure+" and the replay reproduced it"
		if r.AcceptedFailure {
			r.Error += " (accepted: --accept-recorded-failures)"
		}
	}
}

// Summary counts traces by status.
type Summary struct {
	Traces int `json:"traces"`
	Passed int `json:"passed"`
	Failed int `json:"failed"`
	Errors int `json:"errors"`
}

// Report is the replay of a set of traces: the --json document.
type Report struct {
	Summary Summary        `json:"summary"`
	Traces  []*TraceResult `json:"traces"`
}

// Add appends a trace result and counts it.
func (rep *Report) Add(r *TraceResult) {
	rep.Traces = append(rep.Traces, r)
	rep.Summary.Traces++
	switch r.Status {
	case TracePassed:
		rep.Summary.Passed++
	case TraceFailedAsRecorded:
		if r.AcceptedFailure {
			rep.Summary.Passed++
		} else {
			rep.Summary.Failed++
		}
	case TraceFailed:
		rep.Summary.Failed++
	default:
		rep.Summary.Errors++
	}
}

// ExitCode is the CLI exit code for the report: 2 when any trace is an
// error (bad input), else 1 when any failed, else 0.
func (rep *Report) ExitCode() int {
	switch {
	case rep.Summary.Errors > 0:
		return 2
	case rep.Summary.Failed > 0:
		return 1
	}
	return 0
}
