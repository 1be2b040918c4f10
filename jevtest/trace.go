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
)

// tracer writes one session's spec 1 trace, opening the file on the first
// record (so that the header's start is the first URL) and closing it in
// t.Cleanup.
type tracer struct {
	path, flow string

	mu  sync.Mutex
	f   *os.File
	w   *replay.Writer
	err error // sticky
}

// traceNames numbers the traces of a test that opens several sessions:
// name.jsonl, name.2.jsonl, ...
var traceNames = struct {
	sync.Mutex
	n map[string]int
}{n: map[string]int{}}

func newTracer(dir, testName string) (*tracer, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("trace dir: %w", err)
	}
	base := filepath.Join(dir, SanitizeName(testName))
	traceNames.Lock()
	traceNames.n[base]++
	n := traceNames.n[base]
	traceNames.Unlock()
	path := base + ".jsonl"
	if n > 1 {
		path = fmt.Sprintf("%s.%d.jsonl", base, n)
	}
	return &tracer{path: path, flow: testName}, nil
}

// writer opens the trace on first use; start is the header's start URL.
func (tr *tracer) writer(start string) (*replay.Writer, error) {
	if tr.err != nil || tr.w != nil {
		return tr.w, tr.err
	}
	f, err := os.Create(tr.path)
	if err != nil {
		tr.err = fmt.Errorf("trace: %w", err)
		return nil, tr.err
	}
	if start == "about:blank" {
		start = ""
	}
	w, err := replay.NewWriter(f, replay.RunHeader{
		Tool: replay.DefaultTool, OrderSpec: replay.Int(replay.OrderSpec), Flow: tr.flow, Start: start,
	})
	if err != nil {
		f.Close()
		tr.err = fmt.Errorf("trace %s: %w", tr.path, err)
		return nil, tr.err
	}
	tr.f, tr.w = f, w
	return w, nil
}

func (tr *tracer) write(start string, fn func(w *replay.Writer) error) error {
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

// close writes a header-only trace for a session that recorded nothing and
// closes the file.
func (tr *tracer) close() error {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if _, err := tr.writer(""); err != nil {
		return err
	}
	f := tr.f
	tr.f, tr.err = nil, errors.New("trace closed")
	if err := f.Close(); err != nil {
		return fmt.Errorf("trace %s: %w", tr.path, err)
	}
	return nil
}

// TracePath is the file the session records its trace to, or "" when it
// does not record (no WithTraceDir and no JEV_TRACE_DIR).
func (s *Session) TracePath() string {
	if s.trace == nil {
		return ""
	}
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
	s.traceFailed(s.trace.write(start, func(w *replay.Writer) error {
		return w.WriteAction(replay.ActionRecord{Tool: tool, Request: request, Result: result})
	}))
}

func maskIn(msg, v string) string {
	if v == "" {
		return msg
	}
	return strings.ReplaceAll(msg, v, replay.Mask(v))
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

// targetRequest is how an action on a located target is recorded: its
// identity, never a selector.
func targetRequest(t locate.Target) map[string]any {
	return map[string]any{
		"description": t.Description, "cid": t.CID, "fp": t.FP,
		"role": t.Role, "name": t.Name, "frame": t.Frame,
	}
}

// pageInfo is the url and title semantic records carry.
func (s *Session) pageInfo() (string, string) {
	url := s.page.URL()
	title, _ := s.page.Title()
	return url, title
}

// batchExtra marks a record that is one item of a batch: its usage is the
// batch's and must be counted once.
func batchExtra(i, n int) replay.Extra {
	if n < 2 {
		return nil
	}
	b, _ := json.Marshal(map[string]int{"index": i, "size": n})
	return replay.Extra{"batch": b}
}

// traceLocate writes a semantic record per located target.
func (s *Session) traceLocate(ts []locate.Target) {
	s.t.Helper()
	if s.trace == nil {
		return
	}
	var recs []replay.SemanticRecord
	url, title := s.pageInfo()
	for i, t := range ts {
		if t.Snapshot == nil {
			continue // not grounded: the operation failed
		}
		recs = append(recs, replay.SemanticRecord{
			Op: replay.OpLocate, URL: url, Title: title, Description: t.Description,
			Questions: []semantic.Question{t.Question}, Decisions: []semantic.Decision{t.Decision},
			Targets:    snapshotTargets(t.Snapshot),
			Evidence:   &replay.Evidence{SourceID: t.CID, Frame: t.Frame, Role: t.Role, Text: t.Name, Context: t.Evidence.Scope},
			Thresholds: replay.Thresholds{MinConfidence: t.Threshold},
			Result: replay.SemanticResult{Status: semantic.StatusPassed, Choice: t.Decision.Choice,
				Confidence: t.Confidence, FP: t.FP},
			Usage: t.Usage, Extra: batchExtra(i, len(ts)),
		})
	}
	s.writeSemantic(url, recs)
}

// traceCompare writes a semantic record per compared or asserted item.
func (s *Session) traceCompare(op replay.Op, reqs []compare.Request, rs []compare.Result) {
	s.t.Helper()
	if s.trace == nil {
		return
	}
	url, title := s.pageInfo()
	sources := s.capturedSources()
	recs := make([]replay.SemanticRecord, 0, len(rs))
	for i, r := range rs {
		rec := replay.SemanticRecord{
			Op: op, URL: url, Title: title, Description: r.Description, Expected: r.Expected,
			Questions: r.Questions, Decisions: r.Decisions,
			Evidence:   &replay.Evidence{SourceID: r.Evidence.SourceID, Frame: r.Evidence.Frame, Role: r.Evidence.Role, Text: r.Evidence.Text, Context: r.Evidence.Context},
			Thresholds: replay.Thresholds{MinConfidence: r.Threshold, MinSourceConfidence: r.SourceThreshold},
			Result: replay.SemanticResult{Status: r.Status, Choice: r.Choice, Confidence: r.Confidence,
				SourceConfidence: r.SourceConfidence, Freshness: string(r.Freshness), Provenance: r.Provenance},
			Usage: r.Usage, Extra: batchExtra(i, len(rs)),
		}
		if ce := r.CurrentEvidence; ce != nil {
			rec.CurrentEvidence = &replay.Evidence{SourceID: ce.SourceID, Frame: ce.Frame, Role: ce.Role, Text: ce.Text, Context: ce.Context}
		}
		var targets map[string]semantic.Target
		if i < len(reqs) && reqs[i].Actual.Target != nil && reqs[i].Actual.Target.Snapshot != nil {
			targets = map[string]semantic.Target{}
			for _, t := range snapshotTargets(reqs[i].Actual.Target.Snapshot) {
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

func (s *Session) writeSemantic(start string, recs []replay.SemanticRecord) {
	s.t.Helper()
	if len(recs) == 0 {
		return
	}
	s.traceFailed(s.trace.write(start, func(w *replay.Writer) error {
		for _, r := range recs {
			if err := w.WriteSemantic(r); err != nil {
				return err
			}
		}
		return nil
	}))
}

// snapshotTargets is the shared state a target-selection question was
// asked with.
func snapshotTargets(snap *observe.Snapshot) []semantic.Target {
	out := make([]semantic.Target, len(snap.Targets))
	for i, t := range snap.Targets {
		out[i] = semantic.Target{ID: t.CID, Frame: t.Frame, Role: t.Role, Name: t.Name, Scope: t.Scope, Value: t.Value}
	}
	return out
}
