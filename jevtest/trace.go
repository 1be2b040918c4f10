package jevtest

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// tracer writes one session's spec 2 trace, opening the file on the first
// record (so that the header's start is the first URL) and closing it in
// t.Cleanup.
type tracer struct {
	path, flow string
	base       string // path without ".jsonl" and number
	n          int    // path's number (1: none)

	mu  sync.Mutex
	f   *os.File
	w   *trace.Writer
	err error // sticky
}

// traceNames numbers the traces of a test that opens several sessions:
// name.jsonl, name.2.jsonl, ...
var traceNames = struct {
	sync.Mutex
	n map[string]int
}{n: map[string]int{}}

// maxBusyTraces bounds the numbered names a tracer tries when the files
// before are held by other writers (other test processes of the package).
const maxBusyTraces = 100

// newTracer names the session's trace dir/<package>-<test>.jsonl
// (traceFileBase): the package is part of the name, so same-named tests of
// two packages recording into one JEV_TRACE_DIR never write one file.
func newTracer(dir, testName string) (*tracer, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("trace dir: %w", err)
	}
	base := filepath.Join(dir, traceFileBase(testName))
	traceNames.Lock()
	traceNames.n[base]++
	n := traceNames.n[base]
	traceNames.Unlock()
	return &tracer{path: numberedTrace(base, n), base: base, n: n, flow: testName}, nil
}

// traceFileBase is the trace's file name without ".jsonl": the results
// folder's name, "<package relative to the module>-<test name>" (each part
// sanitised), so that a trace and its test's results folder pair up.
func traceFileBase(testName string) string { return resultsFolderName(testName) }

// numberedTrace is base.jsonl for n = 1, base.N.jsonl after.
func numberedTrace(base string, n int) string {
	if n > 1 {
		return fmt.Sprintf("%s.%d.jsonl", base, n)
	}
	return base + ".jsonl"
}

// create opens the tracer's file, locked (trace.Create). A file another
// writer holds (the same test of the package running in another process
// into the same folder) is left alone and the next free number is taken:
// base.jsonl, base.2.jsonl, ...
func (tr *tracer) create() (*os.File, error) {
	for range maxBusyTraces {
		f, err := trace.Create(tr.path)
		if !errors.Is(err, trace.ErrTraceBusy) {
			return f, err
		}
		tr.n++
		tr.path = numberedTrace(tr.base, tr.n)
	}
	return nil, fmt.Errorf("%w: %s and the %d numbered names after it are all held by other writers", trace.ErrTraceBusy, numberedTrace(tr.base, 1), maxBusyTraces)
}

// writer opens the trace on first use; start is the header's start URL.
func (tr *tracer) writer(start string) (*trace.Writer, error) {
	if tr.err != nil || tr.w != nil {
		return tr.w, tr.err
	}
	f, err := tr.create()
	if err != nil {
		tr.err = fmt.Errorf("trace: %w", err)
		return nil, tr.err
	}
	if start == "about:blank" {
		start = ""
	}
	w, err := trace.NewWriter(f, trace.RunHeader{
		Tool: trace.DefaultTool, OrderSpec: trace.Int(trace.OrderSpec), Flow: tr.flow, Start: start,
	})
	if err != nil {
		f.Close()
		tr.err = fmt.Errorf("trace %s: %w", tr.path, err)
		return nil, tr.err
	}
	tr.f, tr.w = f, w
	return w, nil
}

func (tr *tracer) write(start string, fn func(w *trace.Writer) error) error {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	w, err := tr.writer(start)
	if err != nil {
		return err
	}
	if err := fn(w); err != nil {
		tr.err = fmt.Errorf("trace %s: %w", tr.path, err)
		return tr.err
	}
	return nil
}

// close writes the end record (how the test ended: failed reports
// t.Failed() when the trace closes) and closes the file; a session that
// recorded nothing gets a header and the end record.
func (tr *tracer) close(failed bool, dialogs []trace.Dialog) error {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	w, err := tr.writer("")
	if err != nil {
		return err
	}
	end := trace.EndRecord{Status: trace.RunPassed, Dialogs: dialogs}
	if failed {
		end.Status = trace.RunFailed
	}
	if err := w.WriteEnd(end); err != nil {
		return fmt.Errorf("trace %s: %w", tr.path, err)
	}
	f := tr.f
	tr.f, tr.err = nil, errors.New("trace closed")
	if err := f.Close(); err != nil {
		return fmt.Errorf("trace %s: %w", tr.path, err)
	}
	return nil
}

// TracePath is the file the session records its trace to, or "" when it
// does not record (no WithTraceDir and no JEV_TRACE_DIR). It is final
// once the first record is written: a file another process holds then is
// left alone and the next number taken (see WithTraceDir).
func (s *Session) TracePath() string {
	if s.trace == nil {
		return ""
	}
	s.trace.mu.Lock()
	defer s.trace.mu.Unlock()
	return s.trace.path
}

// traceFailed reports a trace that could not be written, once.
func (s *Session) traceFailed(err error) {
	s.t.Helper()
	if err != nil && s.traceErrOnce.CompareAndSwap(false, true) {
		s.t.Errorf("jevtest: %v", err)
	}
}

// recordAction writes an action record: the request (typed values are
// masked by the writer) and {"ok": true} or {"error": "Type: message"}.
func (s *Session) recordAction(tool string, request map[string]any, actErr error, start string) {
	s.t.Helper()
	if s.trace == nil {
		return
	}
	result := map[string]any{"ok": true}
	if actErr != nil {
		msg := actErr.Error()
		for _, k := range []string{"value", "values"} {
			switch v := request[k].(type) {
			case string:
				msg = maskIn(msg, v)
			case []string:
				for _, x := range v {
					msg = maskIn(msg, x)
				}
			}
		}
		result = map[string]any{"error": errorType(actErr) + ": " + msg}
	}
	if start == "" {
		start = s.page.URL()
	}
	s.traceFailed(s.trace.write(start, func(w *trace.Writer) error {
		return w.WriteAction(trace.ActionRecord{Tool: tool, Request: request, Result: result})
	}))
}

func maskIn(msg, v string) string {
	if v == "" {
		return msg
	}
	return strings.ReplaceAll(msg, v, trace.Mask(v))
}

// errorType names an action error's kind for a trace.
func errorType(err error) string {
	var stale *observe.StaleRefError
	switch {
	case errors.As(err, &stale):
		return "StaleRefError"
	case errors.Is(err, locate.ErrInvalidRequest):
		return "InvalidRequest"
	}
	return "Error"
}

// recordStep writes an act on a located target as a step record (spec 2,
// origin "test"): the shortlist the target was chosen from, the choice
// (cid, fingerprint, name, row), the locate threshold, the action with its
// value as the act's options say, and the outcome with its error class.
func (s *Session) recordStep(t locate.Target, a act, actErr error) {
	s.t.Helper()
	if s.trace == nil {
		return
	}
	if t.Snapshot == nil {
		s.recordAction(a.typ, map[string]any{"description": t.Description, "fp": t.FP}, actErr, "")
		return
	}
	step, err := replay.StepFromSnapshot(t.Snapshot, t.Description, t.CID, stepAction(a), t.Confidence)
	if err != nil {
		s.traceFailed(fmt.Errorf("trace %s: %w", s.TracePath(), err))
		return
	}
	step.Origin, step.Threshold = trace.OriginTest, t.Threshold
	step.Gate = trace.Gate{Verdict: "auto", Reason: "acted by the test"}
	step.Decision.Model = t.Decision.Model
	step.Result = trace.StepResult{Executed: actErr == nil}
	if actErr != nil {
		msg := actErr.Error()
		if a.typed {
			msg = maskIn(msg, a.value)
		}
		step.Result.Error = errorType(actErr) + ": " + msg
	}
	s.traceFailed(s.trace.write(t.Snapshot.URL, func(w *trace.Writer) error {
		_, err := w.WriteStep(step)
		return err
	}))
}

func mustJSON(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

// pageInfo is the url and title semantic records carry.
func (s *Session) pageInfo() (string, string) {
	url := s.page.URL()
	title, _ := s.page.Title()
	return url, title
}

// batchExtra marks a record that is one item of a batch: its usage is the
// batch's and must be counted once.
func batchExtra(i, n int) trace.Extra {
	if n < 2 {
		return nil
	}
	b, _ := json.Marshal(map[string]int{"index": i, "size": n})
	return trace.Extra{"batch": b}
}

// traceLocate writes a semantic record per description: the located
// target, or the failure (no match, ambiguous, below the threshold) with
// the question and decision that gave it and its error class.
func (s *Session) traceLocate(ts []locate.Target, opErr error) {
	s.t.Helper()
	if s.trace == nil {
		return
	}
	if len(ts) == 0 && opErr != nil {
		s.traceOpError(trace.OpLocate, nil, opErr)
		return
	}
	var recs []trace.SemanticRecord
	url, title := s.pageInfo()
	failed := locateFailures(opErr)
	for i, t := range ts {
		if t.Snapshot == nil {
			if le := failed[i]; le != nil && le.Target.Snapshot != nil {
				recs = append(recs, locateFailureRecord(url, title, le, batchExtra(i, len(ts))))
			}
			continue
		}
		recs = append(recs, trace.SemanticRecord{
			Op: trace.OpLocate, URL: url, Title: title, Description: t.Description,
			Questions: []semantic.Question{t.Question}, Decisions: []semantic.Decision{t.Decision},
			Targets:    t.Snapshot.SemanticTargets(),
			Evidence:   &trace.Evidence{SourceID: t.CID, Frame: t.Frame, Role: t.Role, Text: t.Name, Context: t.Evidence.Scope},
			Thresholds: trace.Thresholds{MinConfidence: t.Threshold},
			Result: trace.SemanticResult{Status: semantic.StatusPassed, Choice: t.Decision.Choice,
				Confidence: t.Confidence, FP: t.FP},
			Usage: t.Usage, Extra: batchExtra(i, len(ts)),
		})
	}
	s.writeSemantic(url, recs)
}

// traceCompare writes a semantic record per compared or asserted item.
func (s *Session) traceCompare(op trace.Op, reqs []compare.Request, rs []compare.Result) {
	s.t.Helper()
	if s.trace == nil {
		return
	}
	url, title := s.pageInfo()
	sources := s.capturedSources()
	recs := make([]trace.SemanticRecord, 0, len(rs))
	for i, r := range rs {
		rec := trace.SemanticRecord{
			Op: op, URL: url, Title: title, Description: r.Description, Expected: r.Expected,
			Questions: r.Questions, Decisions: r.Decisions,
			Evidence:   trace.EvidenceOf(r.Evidence),
			Thresholds: trace.Thresholds{MinConfidence: r.Threshold, MinSourceConfidence: r.SourceThreshold},
			Result: trace.SemanticResult{Status: r.Status, Choice: r.Choice, Confidence: r.Confidence,
				SourceConfidence: r.SourceConfidence, Freshness: r.Freshness, Provenance: r.Provenance},
			Usage: r.Usage, Extra: batchExtra(i, len(rs)),
		}
		if i < len(reqs) && reqs[i].Actual.Locator() != nil {
			if sel := compare.LocatorSelector(reqs[i].Actual.Locator()); sel != "" {
				a := reqs[i].Actual
				rec.Evidence.Locator = &trace.LocatorEvidence{Selector: sel, Property: string(a.Property()), Attribute: a.Attribute()}
			}
		}
		if ce := r.CurrentEvidence; ce != nil {
			rec.CurrentEvidence = trace.EvidenceOf(*ce)
		}
		if r.Status != semantic.StatusPassed { // a pass with frames unread is a located target's, uncapped
			for _, f := range r.Unread {
				rec.Unread = append(rec.Unread, f.Describe())
			}
		}
		var targets map[string]semantic.Target
		if tg := actualTarget(reqs, i); tg != nil && tg.Snapshot != nil {
			targets = map[string]semantic.Target{}
			for _, t := range tg.Snapshot.SemanticTargets() {
				targets[t.ID] = t
			}
		}
		seenS, seenT := map[string]bool{}, map[string]bool{}
		for _, q := range r.Questions {
			for _, id := range q.Refs {
				if src, ok := sources[id]; ok && !seenS[id] && q.Kind == semantic.KindSourceSelection {
					seenS[id] = true
					rec.Sources = append(rec.Sources, src)
				} else if t, ok := targets[id]; ok && !seenT[id] {
					seenT[id] = true
					rec.Targets = append(rec.Targets, t)
				}
			}
		}
		recs = append(recs, rec)
	}
	s.writeSemantic(url, recs)
}

func (s *Session) writeSemantic(start string, recs []trace.SemanticRecord) {
	s.t.Helper()
	if len(recs) == 0 {
		return
	}
	recs[0].Dialogs = s.untracedDialogs()
	s.traceFailed(s.trace.write(start, func(w *trace.Writer) error {
		for _, r := range recs {
			if err := w.WriteSemantic(r); err != nil {
				return err
			}
		}
		return nil
	}))
}

// locateFailures indexes the *locate.LocateError values of a locate
// batch's error by description index.
func locateFailures(err error) map[int]*locate.LocateError {
	out := map[int]*locate.LocateError{}
	var walk func(error)
	walk = func(e error) {
		if e == nil {
			return
		}
		if le, ok := e.(*locate.LocateError); ok {
			out[le.Index] = le
			return
		}
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, x := range j.Unwrap() {
				walk(x)
			}
		}
	}
	walk(err)
	return out
}

// locateFailureRecord is the semantic record of a description that could
// not be grounded: failed for no match, inconclusive for an ambiguous or
// low-confidence choice, with the error class (NoMatch, Ambiguous,
// LowConfidence).
func locateFailureRecord(url, title string, le *locate.LocateError, extra trace.Extra) trace.SemanticRecord {
	t := le.Target
	status, class := semantic.StatusInconclusive, "LowConfidence"
	switch {
	case errors.Is(le, locate.ErrNoMatch):
		status, class = semantic.StatusFailed, "NoMatch"
	case errors.Is(le, locate.ErrAmbiguous):
		class = "Ambiguous"
	}
	rec := trace.SemanticRecord{
		Op: trace.OpLocate, URL: url, Title: title, Description: le.Description,
		Questions: []semantic.Question{t.Question}, Decisions: []semantic.Decision{t.Decision},
		Targets:    t.Snapshot.SemanticTargets(),
		Thresholds: trace.Thresholds{MinConfidence: le.Threshold},
		Result:     trace.SemanticResult{Status: status, Choice: le.Choice, Confidence: le.Confidence, FP: t.FP},
		Usage:      t.Usage, Error: "LocateError(" + class + "): " + le.Error(), Extra: extra,
	}
	for _, f := range le.Unread {
		rec.Unread = append(rec.Unread, f.Describe())
	}
	return rec
}

// traceOpError records an operation that errored before any result (a
// locator that does not resolve, a source that cannot be bound, an engine
// failure): one semantic record per request with the error's class and
// message and no decision, so that replay reports it as recorded.
func (s *Session) traceOpError(op trace.Op, reqs []compare.Request, opErr error) {
	s.t.Helper()
	if s.trace == nil {
		return
	}
	url, title := s.pageInfo()
	msg := fmt.Sprintf("%s: %v", errorClass(opErr), opErr)
	rec := trace.SemanticRecord{Op: op, URL: url, Title: title, Questions: []semantic.Question{}, Decisions: []semantic.Decision{},
		Result: trace.SemanticResult{Status: semantic.StatusInconclusive}, Error: msg}
	if len(reqs) == 0 {
		s.writeSemantic(url, []trace.SemanticRecord{rec})
		return
	}
	recs := make([]trace.SemanticRecord, len(reqs))
	for i, r := range reqs {
		recs[i] = rec
		recs[i].Description, recs[i].Expected = r.Actual.Description(), r.Expected
		recs[i].Extra = batchExtra(i, len(reqs))
	}
	s.writeSemantic(url, recs)
}

// errorClass names an operation error's type for a trace
// ("LocatorError", "ProviderError"), never its provider body.
func errorClass(err error) string {
	for e := err; e != nil; {
		name := fmt.Sprintf("%T", e)
		if i := strings.LastIndex(name, "."); i >= 0 {
			name = name[i+1:]
		}
		if name != "wrapError" && name != "joinError" && name != "errorString" {
			return strings.TrimPrefix(name, "*")
		}
		u, ok := e.(interface{ Unwrap() error })
		if !ok {
			break
		}
		e = u.Unwrap()
	}
	return "Error"
}

// actualTarget is the located target of request i, if it is a ref.
func actualTarget(reqs []compare.Request, i int) *locate.Target {
	if i >= len(reqs) {
		return nil
	}
	return reqs[i].Actual.Target()
}
