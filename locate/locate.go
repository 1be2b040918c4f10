package locate

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/playwright-community/playwright-go"
)

// Finder finds the interactive elements of one page that descriptions
// mean: each of its operations observes the page and grounds descriptions
// to targets. (It is not a playwright.Locator: it holds no selector.) It is
// safe for concurrent use.
type Finder struct {
	page    playwright.Page
	cfg     config
	decider *engines.Lazy
}

// New returns a Finder over page.
func New(page playwright.Page, opts ...Option) *Finder {
	l := &Finder{page: page, cfg: config{timeout: DefaultTimeout}}
	for _, o := range opts {
		o(&l.cfg)
	}
	l.decider = &engines.Lazy{Build: l.cfg.deciderFn, Cache: l.cfg.cache}
	return l
}

// Locate grounds one description. opts override the Finder's options for
// this call (a WithDecider here bypasses the Finder's decider).
// It is LocateBatch of one description; the error is the *LocateError
// itself, not a join.
func (l *Finder) Locate(ctx context.Context, description string, opts ...Option) (Target, error) {
	ts, err := l.LocateBatch(ctx, []string{description}, opts...)
	if err != nil {
		var le *LocateError
		if errors.As(err, &le) {
			return Target{}, le
		}
		return Target{}, err
	}
	return ts[0], nil
}

// LocateBatch grounds independent descriptions against one observation
// with one target-selection frontier (serialDecisionDepth 1, transport
// chunks of at most 64 questions and 128 KiB running concurrently).
//
// Thresholds and descriptions are validated before the page is touched.
// When some descriptions cannot be grounded, the returned slice still holds
// the targets of the others (zero Targets in the failed positions) and the
// error joins one *LocateError per failed description (errors.Is works on
// the join). Observation and decider failures fail the whole batch. An
// empty batch returns nil, nil and touches nothing.
func (l *Finder) LocateBatch(ctx context.Context, descriptions []string, opts ...Option) ([]Target, error) {
	cfg, lazy, minConf, err := l.callConfig(opts)
	if err != nil {
		return nil, err
	}
	descs := append([]string(nil), descriptions...) // copied before any asynchronous work
	if len(descs) == 0 {
		return nil, nil
	}
	for i, d := range descs {
		if semantic.Normalize(d) == "" {
			return nil, fmt.Errorf("%w: description %d is empty", ErrInvalidRequest, i)
		}
	}
	if l.page == nil {
		return nil, fmt.Errorf("%w: nil page", ErrInvalidRequest)
	}

	ctx, cancel := context.WithTimeout(ctx, cfg.timeout)
	defer cancel()
	start := time.Now()
	snap, err := observe.Observe(ctx, l.page) // with text: rows come from it
	if err != nil {
		return nil, err
	}
	usage := &semantic.Usage{ObservationMs: time.Since(start).Milliseconds()}
	if len(snap.Targets) == 0 {
		// Nothing to choose from: an explicit no-match without a question.
		var errs []error
		for i, d := range descs {
			errs = append(errs, noMatch(i, d, 1, minConf, nil, Target{}, snap.Unread))
		}
		return make([]Target, len(descs)), errors.Join(errs...)
	}
	dec, err := lazy.Get()
	if err != nil {
		return nil, err
	}
	qs := make([]semantic.Question, len(descs))
	ids := make([]string, len(snap.Targets))
	for i, t := range snap.Targets {
		ids[i] = t.CID
	}
	for i, d := range descs {
		qs[i] = semantic.NewTargetQuestion("l"+strconv.Itoa(i+1), d, ids)
	}
	ds, fu, err := semantic.RunFrontier(ctx, dec, qs, semantic.State{Targets: snap.SemanticTargets()})
	if err != nil {
		return nil, err
	}
	post := time.Now()
	*usage = usage.Then(fu)
	out, errs := choose(snap, descs, qs, ds, minConf, usage)
	usage.VerificationMs = time.Since(post).Milliseconds()
	return out, errors.Join(errs...)
}

// callConfig is the Finder's configuration with this call's options
// applied, the decider to use (a call that brings its own engine or cache
// gets a fresh one) and the validated target threshold.
func (l *Finder) callConfig(opts []Option) (config, *engines.Lazy, float64, error) {
	cfg := l.cfg
	lazy := l.decider
	var own config
	for _, o := range opts {
		o(&cfg)
		o(&own)
	}
	if own.deciderFn != nil || own.cache != nil {
		lazy = &engines.Lazy{Build: cfg.deciderFn, Cache: cfg.cache} // this call brings its own engine
	}
	if err := cfg.validate(); err != nil {
		return cfg, lazy, 0, err
	}
	minConf, _, err := semantic.Thresholds{MinConfidence: cfg.minConfidence}.Resolve()
	return cfg, lazy, minConf, err
}

// choose turns each decision into the Target it chose, or a *LocateError:
// "none", "ambiguous", or a choice below minConf. Every Target and error
// shares usage.
func choose(snap *observe.Snapshot, descs []string, qs []semantic.Question, ds []semantic.Decision, minConf float64, usage *semantic.Usage) ([]Target, []error) {
	byID := make(map[string]observe.Target, len(snap.Targets))
	for _, t := range snap.Targets {
		byID[t.CID] = t
	}
	out := make([]Target, len(descs))
	var errs []error
	for i, d := range ds {
		conf := d.Confidence()
		// What was asked and answered, for the trace of a failure.
		asked := Target{Description: descs[i], Snapshot: snap, Threshold: minConf, Usage: usage, Question: qs[i], Decision: d}
		cands := candidates(d, byID)
		switch d.Choice {
		case semantic.ChoiceNone:
			errs = append(errs, noMatch(i, descs[i], conf, minConf, cands, asked, snap.Unread))
			continue
		case semantic.ChoiceAmbiguous:
			errs = append(errs, &LocateError{Index: i, Description: descs[i], Choice: d.Choice, Confidence: conf, Threshold: minConf, Candidates: cands, Target: asked, Err: ErrAmbiguous})
			continue
		}
		t := byID[d.Choice]
		tg := Target{
			Description: descs[i], Ref: t.Ref, Snapshot: snap,
			CID: t.CID, Role: t.Role, Name: t.Name, FP: t.FP, Frame: t.Frame,
			Evidence: t, Confidence: conf, Threshold: minConf, Usage: usage,
			Candidates: cands, Question: qs[i], Decision: d,
		}
		// Written as !(>=) so that NaN never clears a threshold.
		if !(conf >= minConf) || len(snap.Unread) > 0 {
			errs = append(errs, lowConfidence(i, descs[i], d.Choice, conf, minConf, tg, cands, snap.Unread))
			continue
		}
		out[i] = tg
	}
	return out, errs
}
