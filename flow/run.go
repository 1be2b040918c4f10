package flow

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"os"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/playwright-community/playwright-go"

	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// Status is the outcome of a step or a run.
type Status string

// Statuses. Only passed passes; every other status stops the run.
const (
	StatusPassed       Status = "passed"
	StatusFailed       Status = "failed"       // an assertion failed, expect did not hold, an action failed
	StatusInconclusive Status = "inconclusive" // an assertion (or a decision) could not be settled
	StatusReview       Status = "review"       // the gate asks a person to confirm: nothing was done
	StatusBlocked      Status = "blocked"      // no element matches the intent, or several equally
	StatusError        Status = "error"        // the page, the browser or the engine failed
)

// DefaultStepTimeout bounds each step's browser and decision work.
const DefaultStepTimeout = 30 * time.Second

type config struct {
	decider   semantic.Decider
	baseURL   string
	trace     io.Writer
	gates     *replay.Gates
	minConf   *float64
	timeout   time.Duration
	lookupEnv func(string) (string, bool)
	dialogs   func() []trace.Dialog
}

// Option configures Run.
type Option func(*config)

// WithDecider sets the decision engine (default: the embedded one; the CLI
// passes engines.Open's, decision store included).
func WithDecider(d semantic.Decider) Option { return func(c *config) { c.decider = d } }

// WithBaseURL resolves a relative start against base, and replaces the
// scheme and host of an absolute one.
func WithBaseURL(base string) Option { return func(c *config) { c.baseURL = base } }

// WithTrace records the run as a spec 1 trace to w.
func WithTrace(w io.Writer) Option { return func(c *config) { c.trace = w } }

// WithGates sets the gates (default: the flow's gates file, else the
// gates.yaml next to the flow file, else replay.DefaultGates()).
func WithGates(g replay.Gates) Option { return func(c *config) { c.gates = &g } }

// WithMinConfidence lowers or raises the gates' confidence bar; it is
// clamped to replay.MinConfidenceFloor (0.3) as replay clamps it.
func WithMinConfidence(v float64) Option { return func(c *config) { c.minConf = &v } }

// WithStepTimeout bounds each step (default DefaultStepTimeout).
func WithStepTimeout(d time.Duration) Option { return func(c *config) { c.timeout = d } }

// WithLookupEnv replaces os.LookupEnv for value_from_env.
func WithLookupEnv(f func(string) (string, bool)) Option { return func(c *config) { c.lookupEnv = f } }

// Result is a run's outcome.
type Result struct {
	Flow   string `json:"flow"`
	File   string `json:"file,omitempty"`
	Start  string `json:"start"`
	Status Status `json:"status"`
	// StoppedAt is the step number that stopped the run (0 when it passed).
	StoppedAt int    `json:"stopped_at,omitempty"`
	Reason    string `json:"reason,omitempty"`
	// Total is the flow's number of steps; Steps holds those that ran.
	Total int          `json:"total"`
	Steps []StepResult `json:"steps"`
}

// StepResult is one step's outcome.
type StepResult struct {
	Step   int    `json:"step"`
	Line   int    `json:"line,omitempty"`
	Intent string `json:"intent,omitempty"`
	Action string `json:"action,omitempty"`
	Status Status `json:"status"`
	Reason string `json:"reason,omitempty"`
	// The located element, when one was.
	CID        string          `json:"cid,omitempty"`
	FP         string          `json:"fp,omitempty"`
	Confidence float64         `json:"confidence,omitempty"`
	Gate       *replay.Verdict `json:"gate,omitempty"`
	Executed   bool            `json:"executed,omitempty"`
	Assertions []Assertion     `json:"assertions,omitempty"`
}

// Assertion is one expect_semantic outcome.
type Assertion struct {
	Description string          `json:"description,omitempty"`
	Selector    string          `json:"selector,omitempty"`
	Expected    string          `json:"expected"`
	Status      semantic.Status `json:"status"`
	Confidence  float64         `json:"confidence"`
	Threshold   float64         `json:"threshold"`
	Evidence    string          `json:"evidence,omitempty"`
	Reason      string          `json:"reason,omitempty"`
}

// prepared is a validated run: resolved start, env values, gates, writer.
type prepared struct {
	cfg    config
	flow   *Flow
	start  string
	env    map[string]string
	gates  replay.Gates
	writer *trace.Writer
}

// Run runs f on page. Bad input — a value_from_env variable that is not
// set (ErrMissingEnv), a start that is not absolute without a base URL
// (ErrBadBaseURL), an unreadable gates file (replay.ErrInvalidGates), a
// trace that cannot be written — is an error before the page is touched.
// Everything that happens on the page is in the Result.
func Run(ctx context.Context, page playwright.Page, f *Flow, opts ...Option) (*Result, error) {
	p, err := prepare(f, opts)
	if err != nil {
		return nil, err
	}
	res := &Result{Flow: f.ID, File: f.File, Start: p.start, Status: StatusPassed, Total: len(f.Steps), Steps: []StepResult{}}
	rn := &runner{prepared: p, page: page, capture: &capturing{inner: p.cfg.decider}}
	if err := rn.open(ctx); err != nil {
		res.Status, res.Reason = StatusError, err.Error()
		return res, p.writeEnd(res)
	}
	for i := range f.Steps {
		sr := rn.step(ctx, i+1, &f.Steps[i])
		if sr.Status == "" {
			sr.Status = StatusPassed
		}
		res.Steps = append(res.Steps, sr)
		if rn.traceErr != nil {
			return res, rn.traceErr
		}
		if sr.Status != StatusPassed {
			res.Status, res.StoppedAt, res.Reason = sr.Status, sr.Step, sr.Reason
			break
		}
	}
	return res, p.writeEnd(res)
}

// writeEnd ends the trace with how the run ended, so that a replay of a
// run that stopped (an error opening the start page, a failed step, a
// gate) never passes: it is failed as recorded. Without it a run that
// could not open its start page replayed as passed.
func (p *prepared) writeEnd(res *Result) error {
	if p.writer == nil {
		return nil
	}
	end := trace.EndRecord{Status: trace.RunPassed, Dialogs: p.allDialogs()}
	if res.Status != StatusPassed {
		end.Status, end.Error = trace.RunFailed, fmt.Sprintf("%s at step %d of %d: %s", res.Status, res.StoppedAt, res.Total, res.Reason)
	}
	if err := p.writer.WriteEnd(end); err != nil {
		return fmt.Errorf("flow: trace: %w", err)
	}
	return nil
}

func prepare(f *Flow, opts []Option) (*prepared, error) {
	c := config{timeout: DefaultStepTimeout, lookupEnv: os.LookupEnv}
	for _, o := range opts {
		o(&c)
	}
	if c.decider == nil {
		c.decider = defaultDecider()
	}
	start, err := resolveStart(f.Start, c.baseURL)
	if err != nil {
		return nil, err
	}
	p := &prepared{cfg: c, flow: f, start: start, env: map[string]string{}}
	var secrets []string
	for _, name := range f.EnvNames() {
		v, ok := c.lookupEnv(name)
		if !ok {
			return nil, fmt.Errorf("%w: %s (value_from_env of %s)", ErrMissingEnv, name, f.File)
		}
		p.env[name] = v
		if utf8.RuneCountInString(v) >= trace.MinSecretLen {
			secrets = append(secrets, v)
		}
	}
	if p.gates, err = flowGates(f, c); err != nil {
		return nil, err
	}
	if c.trace != nil {
		p.writer, err = trace.NewWriter(c.trace, trace.RunHeader{Flow: f.ID, Start: start}, trace.WithSecrets(secrets...))
		if err != nil {
			return nil, fmt.Errorf("flow: trace: %w", err)
		}
	}
	return p, nil
}

func flowGates(f *Flow, c config) (replay.Gates, error) {
	switch {
	case c.gates != nil:
		return *c.gates, nil
	case f.Gates != "":
		path := f.Gates
		if !strings.HasPrefix(path, "/") && f.File != "" {
			path = joinDir(f.File, path)
		}
		return replay.LoadGates(path)
	case f.File != "":
		g, _, err := replay.FindGates(f.File)
		return g, err
	}
	return replay.DefaultGates(), nil
}

// resolveStart makes the flow's start absolute.
func resolveStart(start, base string) (string, error) {
	su, err := url.Parse(strings.TrimSpace(start))
	if err != nil {
		return "", fmt.Errorf("%w: start %q: %v", ErrBadBaseURL, start, err)
	}
	if base == "" {
		if !su.IsAbs() {
			return "", fmt.Errorf("%w: start %q is a path; give a base URL (--base-url) or an absolute start", ErrBadBaseURL, start)
		}
		return su.String(), nil
	}
	bu, err := url.Parse(base)
	if err != nil || !bu.IsAbs() || bu.Host == "" {
		return "", fmt.Errorf("%w: %q is not an absolute URL, e.g. http://127.0.0.1:8080", ErrBadBaseURL, base)
	}
	if su.IsAbs() {
		su.Scheme, su.Host = bu.Scheme, bu.Host
		return su.String(), nil
	}
	return bu.ResolveReference(su).String(), nil
}
