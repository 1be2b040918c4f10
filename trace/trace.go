package trace

import (
	"bytes"
	"fmt"
	"io"
	"time"
)

// SpecVersion is the newest trace spec this package reads, and the one
// Writer writes: spec 1 = spec 0 plus semantic records; spec 2 = spec 1
// plus the end record and the harness's act steps (origin "test", row,
// locator evidence; docs/trace-format.md §3.2).
const SpecVersion = 2

// OrderSpec is the version of the shortlist ordering jev's extraction uses
// (in-viewport first, then form controls, then buttons/tabs/menu items, then
// links, then frame index, then DOM order). It is bumped whenever that
// ordering changes; replay excuses a position change on an identical
// candidate set only across different versions.
const OrderSpec = 1

// DefaultTool is the tool string Writer puts in a header that names none.
const DefaultTool = "jev/0.1.0"

// Kind is a record's type.
type Kind string

// Record kinds. Spec 0 defines run, step and action; spec 1 adds semantic;
// spec 2 adds end.
const (
	KindRun      Kind = "run"
	KindStep     Kind = "step"
	KindAction   Kind = "action"
	KindSemantic Kind = "semantic"
	KindEnd      Kind = "end"
)

// Trace is one complete, validated trace file.
type Trace struct {
	// Name is the file name given to Read (the path for ReadFile).
	Name    string
	Header  RunHeader
	Records []Record // every record after the header, in file order
}

// Record is one line after the header. Exactly one of Step, Action,
// Semantic and End is set, as Kind says.
type Record struct {
	Line     int // 1-based line in the file
	Kind     Kind
	Step     *Step
	Action   *ActionRecord
	Semantic *SemanticRecord
	End      *EndRecord
}

// End returns the trace's end record (spec 2), or nil.
func (t *Trace) End() *EndRecord {
	for _, r := range t.Records {
		if r.End != nil {
			return r.End
		}
	}
	return nil
}

// Steps returns the step records in order.
func (t *Trace) Steps() []*Step {
	var out []*Step
	for _, r := range t.Records {
		if r.Step != nil {
			out = append(out, r.Step)
		}
	}
	return out
}

// Actions returns the action records in order.
func (t *Trace) Actions() []*ActionRecord {
	var out []*ActionRecord
	for _, r := range t.Records {
		if r.Action != nil {
			out = append(out, r.Action)
		}
	}
	return out
}

// Semantics returns the semantic records (spec 1) in order.
func (t *Trace) Semantics() []*SemanticRecord {
	var out []*SemanticRecord
	for _, r := range t.Records {
		if r.Semantic != nil {
			out = append(out, r.Semantic)
		}
	}
	return out
}

// RunHeader is the first record of every trace.
type RunHeader struct {
	Kind    Kind   `json:"kind"`
	Spec    int    `json:"spec"`
	Started string `json:"started,omitzero"` // ISO-8601 UTC, see StartedTime
	Tool    string `json:"tool,omitzero"`    // e.g. jevnav/0.1.0, jev/0.1.0
	// OrderSpec is the shortlist ordering version the run used; nil when
	// the trace predates the field (replay then falls back to Tool).
	OrderSpec *int   `json:"order_spec,omitzero"`
	Flow      string `json:"flow,omitzero"`  // flow id, or mcp-session
	Model     string `json:"model,omitzero"` // requested model
	Start     string `json:"start,omitzero"` // start URL (flows only)

	// Goal-loop (jevnav go) and play traces.
	Goal    string `json:"goal,omitzero"`
	Success string `json:"success,omitzero"` // selector verifying the goal

	// Play traces (evidence only; replay re-resolves nothing).
	Actions any     `json:"actions,omitzero"`
	RateHz  float64 `json:"rate_hz,omitzero"`
	Seconds float64 `json:"seconds,omitzero"`
	Policy  string  `json:"policy,omitzero"`

	Extra Extra `json:"-"`
}

// StartedTime parses Started.
func (h RunHeader) StartedTime() (time.Time, error) { return parseTime(h.Started) }

// IsPlay reports whether the header is a play-mode trace's (it carries an
// action set or a tick rate): such a trace is evidence, not a fingerprint
// replay.
func (h RunHeader) IsPlay() bool { return h.Actions != nil || h.RateHz > 0 || h.Policy != "" }

// Int returns a pointer to n, for RunHeader.OrderSpec.
func Int(n int) *int { return &n }

type runHeaderPlain RunHeader

// MarshalJSON writes the known fields, then the preserved unknown ones.
func (h RunHeader) MarshalJSON() ([]byte, error) { return encodeWithExtra(runHeaderPlain(h), h.Extra) }

// UnmarshalJSON reads the known fields and keeps the unknown ones in Extra.
func (h *RunHeader) UnmarshalJSON(b []byte) error {
	var p runHeaderPlain
	extra, err := decodeWithExtra(b, &p)
	if err != nil {
		return err
	}
	p.Extra = extra
	*h = RunHeader(p)
	return nil
}

// ActionRecord is one acting-tool call that did not go through a decision
// (goto, fill_form with a selector, press_key, ...). It is evidence, not a
// decision: replay skips it.
type ActionRecord struct {
	Kind    Kind           `json:"kind"`
	At      string         `json:"at,omitzero"` // ISO-8601 UTC
	Tool    string         `json:"tool"`        // tool name
	Request map[string]any `json:"request,omitzero"`
	// Result is {"ok": true} or {"error": "Type: message"}.
	Result map[string]any `json:"result,omitzero"`
	Extra  Extra          `json:"-"`
}

type actionRecordPlain ActionRecord

// MarshalJSON writes the known fields, then the preserved unknown ones.
func (a ActionRecord) MarshalJSON() ([]byte, error) {
	return encodeWithExtra(actionRecordPlain(a), a.Extra)
}

// UnmarshalJSON reads the known fields and keeps the unknown ones in Extra.
func (a *ActionRecord) UnmarshalJSON(b []byte) error {
	var p actionRecordPlain
	extra, err := decodeWithExtra(b, &p)
	if err != nil {
		return err
	}
	p.Extra = extra
	*a = ActionRecord(p)
	return nil
}

// parseTime accepts RFC 3339 (what ISO-8601 UTC timestamps are in practice,
// with or without fractional seconds, "Z" or "+00:00").
func parseTime(s string) (time.Time, error) { return time.Parse(time.RFC3339Nano, s) }

// WriteTo encodes the trace as JSONL exactly as it is — header first, then
// the records, unknown fields preserved, nothing masked, spec unchanged. It
// is how a trace read with Read is rewritten (for example to accept drift).
func (t *Trace) WriteTo(w io.Writer) (int64, error) {
	var buf bytes.Buffer
	b, err := marshalNoEscape(t.Header)
	if err != nil {
		return 0, err
	}
	buf.Write(b)
	buf.WriteByte('\n')
	for _, r := range t.Records {
		var v any
		switch {
		case r.Step != nil:
			v = r.Step
		case r.Action != nil:
			v = r.Action
		case r.Semantic != nil:
			v = r.Semantic
		case r.End != nil:
			v = r.End
		default:
			return 0, fmt.Errorf("trace: record at line %d has no content", r.Line)
		}
		if b, err = marshalNoEscape(v); err != nil {
			return 0, err
		}
		buf.Write(b)
		buf.WriteByte('\n')
	}
	return buf.WriteTo(w)
}
