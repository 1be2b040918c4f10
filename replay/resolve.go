package replay

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// Status is the outcome of resolving one recorded step against the page.
type Status string

// Resolution statuses (the trace format, "Replay semantics").
const (
	StatusOK        Status = "ok"        // found where it was, or nothing to resolve
	StatusMoved     Status = "moved"     // found once, at another position
	StatusChanged   Status = "changed"   // the fingerprint is gone
	StatusAmbiguous Status = "ambiguous" // the fingerprint matches several elements
	StatusError     Status = "error"     // navigation, extraction or the trace failed
	// StatusNeedsExecute (spec ≥ 1 traces with actions, without
	// --execute): the record was made after an action changed the page
	// state, so only a replay that re-runs the actions can check it.
	StatusNeedsExecute Status = "needs-execute"
	// StatusFailedAsRecorded: the record documents a failure (an assertion
	// that did not pass, a locate that found nothing, an operation that
	// errored) and the replay reproduced it. It fails the trace unless
	// recorded failures are accepted (WithAcceptRecordedFailures).
	StatusFailedAsRecorded Status = "failed-as-recorded"
)

// Fails reports whether the status fails a replay: changed, ambiguous,
// error, needs-execute and failed-as-recorded do; ok and moved (cosmetic
// churn) do not.
func (s Status) Fails() bool {
	switch s {
	case StatusChanged, StatusAmbiguous, StatusError, StatusNeedsExecute, StatusFailedAsRecorded:
		return true
	}
	return false
}

// Drift compares the recorded candidate set with the current one. It is
// always reported and never fails a replay.
type Drift struct {
	New           int  `json:"new"`            // fingerprints that appeared
	Missing       int  `json:"missing"`        // fingerprints that disappeared
	PageIdentical bool `json:"page_identical"` // the candidate sets are equal
}

// Resolution is the result of resolving a step's recorded choice.
type Resolution struct {
	Status Status `json:"status"`
	Reason string `json:"reason"`
	// FP is the recorded fingerprint of the choice ("" when there is none).
	FP    string `json:"fp,omitempty"`
	Drift Drift  `json:"drift"`
	// Normalize is the --normalize pattern applied to both sides, if any.
	Normalize string `json:"normalize,omitempty"`
	// Recorded is the chosen candidate as recorded; Current is the current
	// candidate the fingerprint resolved to (set for ok and moved with a
	// choice). Acting uses Current's frame and fingerprint, never its rank.
	Recorded *trace.Candidate `json:"-"`
	Current  *trace.Candidate `json:"-"`
}

// resolveError is the resolution of a step whose page could not be
// navigated to or extracted.
func resolveError(err error) Resolution {
	return Resolution{Status: StatusError, Reason: err.Error()}
}

// resolveConfig is the part of an Option set that Resolve reads.
type resolveConfig struct {
	orderSpec int
	normalize *regexp.Regexp
	toolOrder func(tool string) (int, bool)
}

// norm applies the WithNormalize pattern to a fingerprint.
func (rc resolveConfig) norm(fp string) string {
	if rc.normalize == nil {
		return fp
	}
	return rc.normalize.ReplaceAllString(fp, "")
}

// WithOrderSpec sets the running shortlist ordering version (default
// trace.OrderSpec).
func WithOrderSpec(n int) Option { return func(c *config) { c.resolve.orderSpec = n } }

// WithNormalize relaxes the comparison: every match of re is removed from
// recorded and current fingerprints before they are compared (for names
// that change every deploy, such as counters). The pattern is reported in
// Resolution.Normalize.
func WithNormalize(re *regexp.Regexp) Option {
	return func(c *config) { c.resolve.normalize = re }
}

// WithToolOrderSpecs replaces the table that maps a trace's tool string to
// its shortlist ordering when the header has no order_spec (default
// ToolOrderSpec).
func WithToolOrderSpecs(f func(tool string) (int, bool)) Option {
	return func(c *config) { c.resolve.toolOrder = f }
}

// toolOrderSpecs maps tool-name prefixes to the ordering every version with
// that prefix used. Every jev release so far orders by OrderSpec 1.
var toolOrderSpecs = []struct {
	prefix string
	spec   int
}{
	{"jev/", 1},
}

// ToolOrderSpec is the default fallback for traces without order_spec: the
// ordering version known for the trace's tool, or false when the tool is
// unknown (an unknown ordering never excuses movement).
func ToolOrderSpec(tool string) (int, bool) {
	for _, t := range toolOrderSpecs {
		if strings.HasPrefix(tool, t.prefix) {
			return t.spec, true
		}
	}
	return 0, false
}

// position is where a candidate sits: its frame and its rank in that
// frame's shortlist.
func position(c *trace.Candidate) string { return fmt.Sprintf("frame %d rank %d", c.Frame, c.Rank) }

// Resolve resolves the recorded choice of step (from a trace with header)
// against the current candidates, without a browser:
//
//   - choice none/null → ok, with a reason (nothing to resolve);
//   - fingerprint absent → changed;
//   - more than one match → ambiguous (matches are counted in the recorded
//     frame first, since acting resolves by fingerprint within a frame; when
//     the recorded frame has none, across all frames);
//   - one match at another position (frame, rank) → moved, unless the
//     candidate set is identical and the trace's ordering (order_spec, or
//     its tool's when absent) is known and differs from the running one —
//     then ok, with the reason;
//   - one match at the recorded position → ok.
//
// Drift is always computed. Navigation and extraction failures are the
// caller's (the Replayer reports them as an error resolution).
func Resolve(header trace.RunHeader, step *trace.Step, current []trace.Candidate, opts ...Option) Resolution {
	c := defaultConfig()
	c.apply(opts)
	return resolve(header, step, current, c.resolve)
}

// resolve is Resolve under one resolution configuration: drift, then the
// recorded choice, then its matches on the page, then its position.
func resolve(header trace.RunHeader, step *trace.Step, current []trace.Candidate, rc resolveConfig) Resolution {
	res := Resolution{Drift: drift(step.Candidates, current, rc.norm)}
	if rc.normalize != nil {
		res.Normalize = rc.normalize.String()
	}
	d := step.Decision
	if d.NoChoice() {
		return noChoice(res, d)
	}
	rec := step.Chosen()
	res.FP = d.ChosenFP
	if res.FP == "" && rec != nil {
		res.FP = rec.FP
	}
	if res.FP == "" {
		res.Status = StatusError
		res.Reason = fmt.Sprintf("recorded choice %q is not a recorded candidate and the step has no chosen_fp", d.Choice)
		return res
	}
	res.Recorded = rec
	matches, inFrame := fingerprintMatches(rc.norm(res.FP), rec, current, rc.norm)
	switch {
	case len(matches) == 0:
		res.Status = StatusChanged
		res.Reason = fmt.Sprintf("fingerprint %q is not on the page", res.FP)
		if rec != nil && rec.Row != "" {
			res.Reason = fmt.Sprintf("fingerprint %q is not on the page in the recorded row %q", res.FP, rec.Row)
		}
		return res
	case len(matches) > 1:
		res.Status = StatusAmbiguous
		where := "on the page"
		if inFrame {
			where = fmt.Sprintf("in frame %d", rec.Frame)
		}
		res.Reason = fmt.Sprintf("fingerprint %q matches %d elements %s", res.FP, len(matches), where)
		return res
	}
	m := current[matches[0]]
	res.Current = &m
	return judgePosition(res, header, d.Choice, rc)
}

// noChoice is the resolution of a decision that chose nothing.
func noChoice(res Resolution, d trace.StepDecision) Resolution {
	res.Status = StatusOK
	if d.Choice == "" {
		res.Reason = "no choice recorded (null): nothing to resolve"
	} else {
		res.Reason = "recorded choice is none: nothing to resolve"
	}
	if d.Error != "" {
		res.Reason += " (the recorded decision failed: " + d.Error + ")"
	}
	return res
}

// fingerprintMatches are the indexes of the current candidates with the
// wanted (normalised) fingerprint in the recorded row: those in the
// recorded frame when it has any (inFrame), else all of them.
func fingerprintMatches(want string, rec *trace.Candidate, current []trace.Candidate, norm func(string) string) (matches []int, inFrame bool) {
	var all, frame []int
	for i := range current {
		if norm(current[i].FP) != want || !sameRow(rec, &current[i]) {
			continue
		}
		all = append(all, i)
		if rec != nil && current[i].Frame == rec.Frame {
			frame = append(frame, i)
		}
	}
	if len(frame) > 0 {
		return frame, true
	}
	return all, false
}

// judgePosition settles a fingerprint found once: ok at its recorded
// position (or when that is unknown), else moved unless an ordering change
// on an identical candidate set excuses it.
func judgePosition(res Resolution, header trace.RunHeader, choice string, rc resolveConfig) Resolution {
	rec, m := res.Recorded, res.Current
	if rec == nil {
		res.Status = StatusOK
		res.Reason = fmt.Sprintf("fingerprint found once at %s; the recorded position is unknown (choice %q is not a recorded candidate)", position(m), choice)
		return res
	}
	if m.Frame == rec.Frame && m.Rank == rec.Rank {
		res.Status = StatusOK
		res.Reason = fmt.Sprintf("fingerprint found once at its recorded position (%s)", position(rec))
		return res
	}
	moved := fmt.Sprintf("moved from %s to %s", position(rec), position(m))
	recOrder, known := recordedOrderSpec(header, rc.toolOrder)
	switch {
	case !res.Drift.PageIdentical:
		res.Status = StatusMoved
		res.Reason = moved + " (the candidate set changed)"
	case !known:
		res.Status = StatusMoved
		res.Reason = moved + fmt.Sprintf(" on an identical candidate set; not excused: the trace's ordering is unknown (no order_spec, tool %q)", header.Tool)
	case recOrder == rc.orderSpec:
		res.Status = StatusMoved
		res.Reason = moved + fmt.Sprintf(" on an identical candidate set with the same ordering (order_spec %d): the page reordered", recOrder)
	default:
		res.Status = StatusOK
		res.Reason = moved + fmt.Sprintf(" on an identical candidate set: excused, the trace was ordered by order_spec %d and this replay by order_spec %d", recOrder, rc.orderSpec)
	}
	return res
}

// recordedOrderSpec is the trace's ordering version: its order_spec, else
// the one known for its tool.
func recordedOrderSpec(h trace.RunHeader, toolOrder func(string) (int, bool)) (int, bool) {
	if h.OrderSpec != nil {
		return *h.OrderSpec, true
	}
	if toolOrder == nil || h.Tool == "" {
		return 0, false
	}
	return toolOrder(h.Tool)
}

// drift compares the multisets of (frame, fingerprint) of the recorded and
// current candidates.
func drift(recorded, current []trace.Candidate, norm func(string) string) Drift {
	key := func(c *trace.Candidate) string { return fmt.Sprintf("%d\x00%s", c.Frame, norm(c.FP)) }
	count := make(map[string]int, len(recorded))
	for i := range recorded {
		count[key(&recorded[i])]++
	}
	var d Drift
	for i := range current {
		k := key(&current[i])
		if count[k] > 0 {
			count[k]--
		} else {
			d.New++
		}
	}
	for _, n := range count {
		d.Missing += n
	}
	d.PageIdentical = d.New == 0 && d.Missing == 0
	return d
}

// sameRow reports whether cur may be the recorded candidate rec as far as
// rows go: a recorded row (spec 2) must be cur's row (after whitespace
// normalisation), so that a per-row control never resolves to another
// row's element. A candidate recorded without a row matches any row.
func sameRow(rec, cur *trace.Candidate) bool {
	if rec == nil || rec.Row == "" {
		return true
	}
	return semantic.EqualNormalized(rec.Row, cur.Row)
}
