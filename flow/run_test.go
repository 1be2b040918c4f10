package flow_test

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/flow"
	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/decisions"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/trace"
)

func parse(t *testing.T, src string) *flow.Flow {
	t.Helper()
	f, err := flow.Parse([]byte(src), "test.yaml")
	if err != nil {
		t.Fatal(err)
	}
	f.File = "" // no gates.yaml lookup next to a test file
	return f
}

const signup = `flow: signup
start: /form
steps:
  - intent: the full name field
    action: fill
    value: Grace Hopper
  - intent: the password field
    action: fill
    value_from_env: SIGNUP_PASSWORD
  - intent: accept the terms
    action: check
    expect: checkbox|Accept the terms
  - intent: the country
    action: select
    value: France
  - intent: the save button
    action: click
    expect_semantic:
      selector: "#out"
      expected: "Saved: Grace Hopper"
`

const secret = "hunter2-from-the-env"

func env(name string) (string, bool) {
	if name == "SIGNUP_PASSWORD" {
		return secret, true
	}
	return "", false
}

// Not parallel: replay reads value_from_env from the process environment.
func TestFlowPassesAndRecordsATraceReplayExecuteReruns(t *testing.T) {
	base := site(t)
	page := pwtest.NewPage(t)
	var buf bytes.Buffer
	res, err := flow.Run(context.Background(), page, parse(t, signup), flow.WithBaseURL(base), flow.WithTrace(&buf), flow.WithLookupEnv(env))
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != flow.StatusPassed || len(res.Steps) != 5 {
		t.Fatalf("status %s at step %d: %s", res.Status, res.StoppedAt, res.Reason)
	}
	for _, s := range res.Steps[:5] {
		if !s.Executed || s.Gate == nil || s.Gate.Verdict != trace.VerdictAuto {
			t.Errorf("step %d not executed under an auto gate: %+v", s.Step, s)
		}
	}
	if v, _ := page.Locator("#country").InputValue(); v != "fr" {
		t.Errorf("country = %q, want fr", v)
	}
	if strings.Contains(buf.String(), secret) {
		t.Fatal("the value_from_env value was written to the trace")
	}
	tr, err := trace.Read(bytes.NewReader(buf.Bytes()), "signup.jsonl")
	if err != nil {
		t.Fatalf("the recorded trace does not read back: %v", err)
	}
	steps := tr.Steps()
	if len(steps) != 5 || steps[1].Action.ValueFromEnv != "SIGNUP_PASSWORD" || steps[1].Action.Value != "" {
		t.Fatalf("step 2 action = %+v, want value_from_env only", steps[1].Action)
	}
	if steps[3].Action.Value != "fr" || steps[0].Action.Value != "Grace Hopper" || tr.Header.Flow != "signup" {
		t.Errorf("recorded actions %+v %+v, header %+v", steps[0].Action, steps[3].Action, tr.Header)
	}
	if c := steps[2].Result.Correct; c == nil || !*c || steps[2].ExpectedCID != steps[2].Decision.Choice {
		t.Errorf("expect not recorded as correct: %+v", steps[2])
	}

	t.Setenv("SIGNUP_PASSWORD", secret) // replay reads value_from_env from the environment
	r, err := replay.New(replay.WithExecute(true))
	if err != nil {
		t.Fatal(err)
	}
	fresh := pwtest.NewPage(t)
	got, err := r.Replay(context.Background(), fresh, tr)
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != replay.TracePassed {
		t.Fatalf("replay --execute: %s: %s", got.Status, got.Error)
	}
	if out, _ := fresh.Locator("#out").TextContent(); out != "Saved: Grace Hopper" {
		t.Errorf("replay did not rebuild the state: #out = %q", out)
	}
	if pw, _ := fresh.Locator("#pw").InputValue(); pw != secret {
		t.Errorf("replay did not retype the env value")
	}
}

func TestRiskyStepStopsInReviewAndDoesNothing(t *testing.T) {
	t.Parallel()
	base := site(t)
	page := pwtest.NewPage(t)
	var buf bytes.Buffer
	f := parse(t, "flow: f\nstart: /form\nsteps:\n  - intent: delete account\n    action: click\n  - intent: the save button\n    action: click\n")
	res, err := flow.Run(context.Background(), page, f, flow.WithBaseURL(base), flow.WithTrace(&buf))
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != flow.StatusReview || res.StoppedAt != 1 || len(res.Steps) != 1 || !strings.Contains(res.Reason, "risky") {
		t.Fatalf("status %s at %d (%d steps): %s", res.Status, res.StoppedAt, len(res.Steps), res.Reason)
	}
	if n, _ := page.Evaluate("window.deleted || 0"); n != 0 {
		t.Fatalf("the gated button was clicked %v times", n)
	}
	tr, err := trace.Read(bytes.NewReader(buf.Bytes()), "t.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if s := tr.Steps(); len(s) != 1 || s[0].Gate.Verdict != "review" || s[0].Result.Executed {
		t.Fatalf("recorded step %+v", s)
	}
}

func TestConfidenceGateAndTheFloor(t *testing.T) {
	t.Parallel()
	base := site(t)
	f := "flow: f\nstart: /form\nsteps:\n  - intent: the save button\n    action: click\n"
	cases := []struct {
		conf    float64
		min     *float64
		want    flow.Status
		clicked bool
	}{
		{0.95, nil, flow.StatusPassed, true},
		{0.6, nil, flow.StatusReview, false},                  // below the default 0.9 bar
		{0.6, semantic.Float(0.5), flow.StatusPassed, true},   // the caller lowered the bar
		{0.25, semantic.Float(0.1), flow.StatusReview, false}, // never below the 0.3 floor
	}
	for _, c := range cases {
		page := pwtest.NewPage(t)
		opts := []flow.Option{flow.WithBaseURL(base), flow.WithDecider(scripted("Save", c.conf))}
		if c.min != nil {
			opts = append(opts, flow.WithMinConfidence(*c.min))
		}
		res, err := flow.Run(context.Background(), page, parse(t, f), opts...)
		if err != nil {
			t.Fatal(err)
		}
		out, _ := page.Locator("#out").TextContent()
		if res.Status != c.want || (out != "") != c.clicked {
			t.Errorf("confidence %v min %v: status %s (%s), clicked %v; want %s, clicked %v", c.conf, c.min, res.Status, res.Reason, out != "", c.want, c.clicked)
		}
		if c.min != nil && *c.min < replay.MinConfidenceFloor && !strings.Contains(res.Reason, "floor") {
			t.Errorf("the clamp to the floor is not reported: %s", res.Reason)
		}
	}
}

func TestNoElementStopsBlocked(t *testing.T) {
	t.Parallel()
	base := site(t)
	page := pwtest.NewPage(t)
	var buf bytes.Buffer
	f := parse(t, "flow: f\nstart: /form\nsteps:\n  - intent: the logout button\n    action: click\n  - intent: the save button\n    action: click\n")
	res, err := flow.Run(context.Background(), page, f, flow.WithBaseURL(base), flow.WithDecider(scripted("", 0)), flow.WithTrace(&buf))
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != flow.StatusBlocked || res.StoppedAt != 1 || len(res.Steps) != 1 {
		t.Fatalf("status %s at %d: %s", res.Status, res.StoppedAt, res.Reason)
	}
	tr, err := trace.Read(bytes.NewReader(buf.Bytes()), "t.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if s := tr.Steps(); len(s) != 1 || s[0].Decision.Choice != "none" || s[0].Gate.Verdict != "blocked" || len(s[0].Candidates) == 0 {
		t.Fatalf("recorded %+v", s)
	}
}

func TestExpect(t *testing.T) {
	t.Parallel()
	base := site(t)
	wrong := "flow: f\nstart: /form\nsteps:\n  - intent: the save button\n    action: click\n    expect: button|Delete account\n"
	page := pwtest.NewPage(t)
	res, err := flow.Run(context.Background(), page, parse(t, wrong), flow.WithBaseURL(base), flow.WithDecider(scripted("Save", 0.99)))
	if err != nil {
		t.Fatal(err)
	}
	if out, _ := page.Locator("#out").TextContent(); res.Status != flow.StatusFailed || out != "" {
		t.Fatalf("expect mismatch: status %s, clicked %v", res.Status, out != "")
	}
	none := "flow: f\nstart: /form\nsteps:\n  - intent: the logout button\n    action: click\n    expect: none\n"
	res, err = flow.Run(context.Background(), pwtest.NewPage(t), parse(t, none), flow.WithBaseURL(base), flow.WithDecider(scripted("", 0)))
	if err != nil || res.Status != flow.StatusPassed {
		t.Fatalf("expect none with no match: %v %+v", err, res)
	}
}

func TestAssertionsFailAndInconclusiveNeverPass(t *testing.T) {
	t.Parallel()
	base := site(t)
	f := "flow: f\nstart: /form\nsteps:\n  - expect_semantic:\n      selector: \"#billing\"\n      expected: payment received\n"
	res, err := flow.Run(context.Background(), pwtest.NewPage(t), parse(t, f), flow.WithBaseURL(base))
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != flow.StatusFailed || res.Steps[0].Assertions[0].Status != semantic.StatusFailed {
		t.Fatalf("Payment failed vs payment received: %s: %s", res.Status, res.Reason)
	}
	// A decision store in replay mode without the decision: inconclusive.
	store, err := decisions.Wrap(nil, filepath.Join(t.TempDir(), "d.jsonl"), decisions.WithMode(decisions.ModeReplay), decisions.WithEngineID(lexical.ModelID))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	res, err = flow.Run(context.Background(), pwtest.NewPage(t), parse(t, f), flow.WithBaseURL(base), flow.WithDecider(store), flow.WithTrace(&buf))
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != flow.StatusInconclusive {
		t.Fatalf("store without the decision: %s: %s", res.Status, res.Reason)
	}
	if m := store.Missing(); m == nil || !strings.Contains(m.Error(), decisions.EnvMode) {
		t.Fatalf("the store does not say how to record: %v", m)
	}
	tr, err := trace.Read(bytes.NewReader(buf.Bytes()), "t.jsonl")
	if err != nil {
		t.Fatalf("trace of an assertion without a result: %v", err)
	}
	if rs := tr.Semantics(); len(rs) != 1 || rs[0].Result.Status != semantic.StatusInconclusive {
		t.Fatalf("semantic records %+v", rs)
	}
}

func TestBadInputBeforeThePageIsTouched(t *testing.T) {
	t.Parallel()
	page := pwtest.NewPage(t)
	_, err := flow.Run(context.Background(), page, parse(t, signup), flow.WithBaseURL("http://127.0.0.1:1"), flow.WithLookupEnv(func(string) (string, bool) { return "", false }))
	if !errors.Is(err, flow.ErrMissingEnv) || !strings.Contains(err.Error(), "SIGNUP_PASSWORD") {
		t.Fatalf("missing env: %v", err)
	}
	if _, err := flow.Run(context.Background(), page, parse(t, signup), flow.WithLookupEnv(env)); !errors.Is(err, flow.ErrBadBaseURL) {
		t.Fatalf("relative start without a base URL: %v", err)
	}
	if _, err := flow.Run(context.Background(), page, parse(t, signup), flow.WithBaseURL("localhost"), flow.WithLookupEnv(env)); !errors.Is(err, flow.ErrBadBaseURL) {
		t.Fatalf("base URL without a scheme: %v", err)
	}
	if page.URL() != "about:blank" {
		t.Fatalf("bad input touched the page: %s", page.URL())
	}
}

// A selector the driver cannot parse is an error of the flow, not a failed
// assertion about the page: the step errs at once, naming the selector.
func TestInvalidSelectorIsAnErrorNotAVerdict(t *testing.T) {
	t.Parallel()
	base := site(t)
	f := "flow: f\nstart: /form\nsteps:\n  - expect_semantic:\n      selector: \"[[[\"\n      expected: payment received\n"
	res, err := flow.Run(context.Background(), pwtest.NewPage(t), parse(t, f), flow.WithBaseURL(base))
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != flow.StatusError || res.Steps[0].Assertions[0].Status != "" || !strings.Contains(res.Reason, `selector "[[["`) {
		t.Fatalf("status %s, assertion %q: %s; want an error naming the selector", res.Status, res.Steps[0].Assertions[0].Status, res.Reason)
	}
}
