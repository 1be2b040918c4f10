package replay

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/jevtest/jev/internal/redact"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// Replayer replays traces on a browser page with the trace format's semantics:
// per step it navigates only when the page is not already at the recorded
// URL, extracts the current candidates, resolves the recorded choice by
// fingerprint (ok | moved | changed | ambiguous | error) and reports drift;
// optionally it re-runs the recorded action by fingerprint (WithExecute)
// and rewrites the trace to accept moved elements and drift (WithUpdate).
// Semantic records are re-answered from their recorded decisions when the
// rebuilt question is the recorded one. A Replayer is safe for concurrent
// use on different pages.
type Replayer struct {
	cfg  *config
	base *url.URL
}

// New returns a Replayer. A bad option is an error wrapping
// ErrInvalidOption.
func New(opts ...Option) (*Replayer, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	r := &Replayer{cfg: cfg}
	if cfg.baseURL != "" {
		r.base, _ = parseBaseURL(cfg.baseURL)
	}
	return r, nil
}

// ReplayFile reads the trace at path and replays it. A trace that cannot
// be read (missing, unreadable or broken) is a result with status error
// whose Err is the read error; the returned error is only the context's.
func (r *Replayer) ReplayFile(ctx context.Context, page playwright.Page, path string) (*TraceResult, error) {
	t, err := trace.ReadFile(path)
	if err != nil {
		res := &TraceResult{Path: path, Steps: []StepReplay{}}
		res.setError(err)
		return res, nil
	}
	return r.Replay(ctx, page, t)
}

// Replay replays t on page and returns the result of every record.
// Failures of the page (navigation, extraction, a refused action) are step
// results, never an error; the error is ErrNilInput or the context's when
// it ends before the replay does (the partial result is returned with it).
func (r *Replayer) Replay(ctx context.Context, page playwright.Page, t *trace.Trace) (*TraceResult, error) {
	if page == nil || t == nil {
		return nil, ErrNilInput
	}
	start := time.Now()
	res := &TraceResult{
		Path: t.Name, Flow: t.Header.Flow, Steps: []StepReplay{},
		Normalize: r.cfg.normalizePattern(), BaseURL: r.cfg.baseURL, Execute: r.cfg.execute,
	}
	defer func() { res.DurationMs = time.Since(start).Milliseconds() }()
	rn := &run{r: r, page: page, trace: t, res: res}
	if len(t.Records) == 0 {
		res.setError(fmt.Errorf("%w: %s has only its run header (the recording was cut short, or the run recorded nothing before it stopped); record it again", ErrEmptyTrace, t.Name))
		return res, nil
	}
	if t.Header.Spec >= 2 && t.End() == nil {
		res.setError(fmt.Errorf("%w: %s stops after line %d without saying how its test ended (the recording was cut short: the process was killed or timed out); record it again", ErrUnfinishedTrace, t.Name, t.Records[len(t.Records)-1].Line))
		return res, nil
	}
	if r.cfg.execute {
		g, err := r.gatesFor(t.Name)
		if err != nil {
			res.setError(err)
			return res, nil
		}
		rn.gates = g
	}
	play := t.Header.IsPlay()
	step, sem := 0, 0
	for _, rec := range t.Records {
		if err := ctx.Err(); err != nil {
			res.finish()
			return res, err
		}
		switch {
		case rec.End != nil:
			rn.end(rec.End)
		case rec.Action != nil:
			res.Steps = append(res.Steps, rn.action(ctx, rec, step))
		case rec.Step != nil && play:
			step = rec.Step.Step
			res.Steps = append(res.Steps, StepReplay{Step: step, Kind: StepKindStep, Line: rec.Line, Status: StatusSkipped,
				Reason: "play tick: a play trace is evidence, replay re-resolves nothing"})
		case rec.Step != nil:
			step = rec.Step.Step
			if sr, skip := rn.needsExecute(rec, step, StepKindStep); skip {
				res.Steps = append(res.Steps, sr)
				continue
			}
			res.Steps = append(res.Steps, rn.step(ctx, rec))
			if rec.Step.Origin == trace.OriginTest {
				rn.acted(rec.Step.Action, fmt.Sprintf("step %d (%s)", step, actionType(rec.Step.Action)))
			}
		case rec.Semantic != nil:
			sem++
			if sr, skip := rn.needsExecute(rec, sem, StepKindSemantic); skip {
				res.Steps = append(res.Steps, sr)
				continue
			}
			res.Steps = append(res.Steps, rn.semantic(ctx, rec, sem))
		}
	}
	if r.cfg.execute && !play {
		res.Verify = rn.verify(ctx)
	}
	if r.cfg.update {
		rn.update()
	}
	res.acceptFailures(r.cfg.acceptFailed)
	res.finish()
	return res, ctx.Err()
}

// gatesFor is the explicit gate policy, else the gates.yaml next to the
// trace file, else the default policy.
func (r *Replayer) gatesFor(tracePath string) (Gates, error) {
	if r.cfg.gates != nil {
		return *r.cfg.gates, nil
	}
	if tracePath == "" {
		return DefaultGates(), nil
	}
	if _, err := os.Stat(tracePath); err != nil {
		return DefaultGates(), nil // not a file (a trace read from a stream)
	}
	g, _, err := FindGates(tracePath)
	return g, err
}

// run is the state of one trace replay.
type run struct {
	r     *Replayer
	page  playwright.Page
	trace *trace.Trace
	res   *TraceResult
	gates Gates
	// seen keeps what each step saw, for --update, by index in res.Steps.
	seen map[int]seenStep
	// firstAct names the first recorded action that changed the page state
	// (spec ≥ 1, without --execute): later records need --execute.
	firstAct string
}

// seenStep is a replayed step record and the page it was resolved on.
type seenStep struct {
	step    *trace.Step
	current []trace.Candidate
	snap    *observe.Snapshot
	res     Resolution
}

// step replays one step record.
func (rn *run) step(ctx context.Context, rec trace.Record) StepReplay {
	s := rec.Step
	sr := StepReplay{Step: s.Step, Kind: StepKindStep, Line: rec.Line, Intent: s.Intent, RecordedCandidates: s.Candidates}
	if s.Action != nil {
		sr.Action = s.Action.Type
	}
	ctx, cancel := context.WithTimeout(ctx, rn.r.cfg.stepTimeout)
	defer cancel()
	target := rn.r.url(s.URL)
	if target == "" && isBlank(rn.page.URL()) {
		target = rn.r.url(rn.trace.Header.Start)
	}
	sr.URL = target
	if err := navigate(ctx, rn.page, target); err != nil {
		return rn.fail(sr, s, resolveError(fmt.Errorf("navigate to %s: %w", redact.URL(target), redact.Error(err))))
	}
	var snap *observe.Snapshot
	var current []trace.Candidate
	var res Resolution
	err := untilRecorded(ctx, func() (bool, error) {
		var err error
		if snap, err = observe.Observe(ctx, rn.page, candidateOptions(s.Candidates)...); err != nil {
			return false, err
		}
		current = candidatesFromSnapshot(snap)
		res = resolve(rn.trace.Header, s, current, rn.r.cfg.resolve)
		return !res.Status.Fails(), nil
	})
	if err != nil {
		return rn.fail(sr, s, resolveError(fmt.Errorf("extract candidates: %w", err)))
	}
	sr.CurrentCandidates = current
	sr.Status, sr.Reason, sr.FP = res.Status, res.Reason, res.FP
	d := res.Drift
	sr.Drift = &d
	sr.Recorded, sr.Current = res.Recorded, res.Current
	if rn.seen == nil {
		rn.seen = map[int]seenStep{}
	}
	rn.seen[len(rn.res.Steps)] = seenStep{step: s, current: current, snap: snap, res: res}
	if rn.r.cfg.execute && !res.Status.Fails() && s.Action != nil && !s.Decision.NoChoice() {
		rn.execute(ctx, &sr, s, res, snap)
	}
	return sr
}

// recordedStateWait bounds how long a record waits for the page to show
// what was recorded (an app that renders after load, under a loaded
// machine) before its difference is reported: the observation is repeated
// every recordedStatePoll until it matches or the wait is over. A page
// that really changed costs this wait once per differing record.
const (
	recordedStateWait = 3 * time.Second
	recordedStatePoll = 150 * time.Millisecond
)

// untilRecorded runs look until it reports a match, it fails, ctx ends or
// recordedStateWait has passed; the last look's outcome stands.
func untilRecorded(ctx context.Context, look func() (bool, error)) error {
	deadline := time.Now().Add(recordedStateWait)
	for {
		ok, err := look()
		if err != nil || ok || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(recordedStatePoll):
		}
	}
}

// fail fills a step result for a navigation or extraction failure.
func (rn *run) fail(sr StepReplay, s *trace.Step, res Resolution) StepReplay {
	sr.Status, sr.Reason = res.Status, res.Reason
	if c := s.Chosen(); c != nil {
		sr.FP, sr.Recorded = c.FP, c
	} else {
		sr.FP = s.Decision.ChosenFP
	}
	return sr
}

// url applies --base-url.
func (r *Replayer) url(raw string) string { return rewriteURL(raw, r.base) }

func isBlank(u string) bool { return u == "" || u == "about:blank" }

// sameURL compares two URLs after parsing (so that equivalent spellings
// of the same URL are equal).
func sameURL(a, b string) bool {
	if a == b {
		return true
	}
	ua, err1 := url.Parse(a)
	ub, err2 := url.Parse(b)
	if err1 != nil || err2 != nil {
		return false
	}
	if ua.Path == "" {
		ua.Path = "/"
	}
	if ub.Path == "" {
		ub.Path = "/"
	}
	return ua.String() == ub.String()
}

// navigate goes to target unless the page is already there (a flow's steps
// share a page state; re-navigating would destroy it). The wait is bounded
// by ctx.
func navigate(ctx context.Context, page playwright.Page, target string) error {
	if target == "" || sameURL(page.URL(), target) {
		return nil
	}
	return gotoURL(ctx, page, target)
}

// gotoURL navigates to target (even when the page is there already: a
// recorded goto reloads), bounded by ctx, then waits with the settle rule's
// cap while requests the navigation started are in flight (an app that
// fetches its code or data after load renders after them).
func gotoURL(ctx context.Context, page playwright.Page, target string) error {
	timeout := float64(DefaultStepTimeout.Milliseconds())
	if dl, ok := ctx.Deadline(); ok {
		timeout = float64(max(time.Until(dl).Milliseconds(), 1))
	}
	var inflight observe.InflightTracker
	inflight.Track(page)
	defer inflight.Close()
	done := make(chan error, 1)
	go func() {
		_, err := page.Goto(target, playwright.PageGotoOptions{Timeout: &timeout})
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil {
			inflight.Wait(ctx, 0)
		}
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// candidatesFromSnapshot converts observed targets into candidates of the
// recorded shape (what a recorder writes and what replay compares). The fingerprint is computed with this package's Fingerprint from
// the current role and name, the identity replay compares against the
// recorded fingerprints.
func candidatesFromSnapshot(snap *observe.Snapshot) []trace.Candidate {
	out := make([]trace.Candidate, len(snap.Targets))
	for i, t := range snap.Targets {
		out[i] = trace.Candidate{
			CID: t.CID, Role: t.Role, Name: t.Name, FP: semantic.Fingerprint(t.Role, t.Name),
			Tag: t.Tag, Type: t.Type, Href: t.Href, Placeholder: t.Placeholder, Scope: t.Scope,
			Value: t.Value, Disabled: t.Disabled, InViewport: t.InViewport, Frame: t.Frame, Rank: t.Rank, Row: t.Row,
		}
	}
	return out
}

// candidateOptions is how candidates are re-observed: without text, unless
// the recorded candidates carry rows, which observation builds from text.
func candidateOptions(cs []trace.Candidate) []observe.Option {
	for _, c := range cs {
		if c.Row != "" {
			return nil
		}
	}
	return []observe.Option{observe.WithoutText()}
}
