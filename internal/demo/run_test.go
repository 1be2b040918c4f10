package demo_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/internal/demo"
	"github.com/jevtest/jev/semantic"
)

var pngMagic = []byte("\x89PNG\r\n\x1a\n")

// outcome returns the outcome of the example named name.
func outcome(t *testing.T, outs []demo.Outcome, name string) demo.Outcome {
	t.Helper()
	for _, o := range outs {
		if o.Example.Name == name {
			return o
		}
	}
	t.Fatalf("no outcome for %s", name)
	return demo.Outcome{}
}

func TestEveryExampleGetsItsDeclaredVerdict(t *testing.T) {
	b, srv := fixture(t)
	var progressed []string
	outs, err := demo.Run(t.Context(), b.Browser, srv, demo.WithProgress(func(i int, o demo.Outcome) {
		progressed = append(progressed, o.Example.Name)
	}))
	if err != nil {
		t.Fatal(err)
	}
	examples := demo.Examples()
	if len(outs) != len(examples) || len(progressed) != len(examples) {
		t.Fatalf("%d outcomes, %d progress calls for %d examples", len(outs), len(progressed), len(examples))
	}
	checkOutcomes(t, outs, examples)
	checkEvidence(t, outs)
	checkBatchedTotals(t, outs)
	// The password field is never read: it appears in no outcome.
	for _, o := range outs {
		o.Screenshot = nil
		j, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(j, []byte(demoapp.DemoPassword)) {
			t.Errorf("%s: the outcome contains the password", o.Example.Name)
		}
	}
}

// checkOutcomes checks that every outcome comes in example order, got its
// declared verdict with verified freshness, a PNG and a wall time, and the
// declared verdicts' counts.
func checkOutcomes(t *testing.T, outs []demo.Outcome, examples []demo.Example) {
	t.Helper()
	for i, o := range outs {
		if o.Example.Name != examples[i].Name {
			t.Errorf("outcome %d is %s, want %s (example order)", i, o.Example.Name, examples[i].Name)
		}
		if !o.AsDeclared() {
			t.Errorf("%s: got %s, declared %s: %v\n%s", o.Example.Name, o.Status(), o.Example.Want, o.Err, compare.Explain(o.Result))
			continue
		}
		if o.Result.Freshness != compare.FreshnessVerified {
			t.Errorf("%s: freshness %s, want verified (an assertion re-reads its evidence)", o.Example.Name, o.Result.Freshness)
		}
		if !bytes.HasPrefix(o.Screenshot, pngMagic) {
			t.Errorf("%s: screenshot is not a PNG (%d bytes)", o.Example.Name, len(o.Screenshot))
		}
		if o.Elapsed <= 0 {
			t.Errorf("%s: elapsed %v", o.Example.Name, o.Elapsed)
		}
	}
	counts := map[semantic.Status]int{}
	for _, e := range examples {
		counts[e.Want]++
	}
	if counts[semantic.StatusPassed] != 15 || counts[semantic.StatusFailed] != 4 || counts[semantic.StatusInconclusive] != 2 {
		t.Errorf("declared verdicts %v, want 15 passed, 4 failed, 2 inconclusive", counts)
	}
}

// checkEvidence checks what each example read and how it decided.
func checkEvidence(t *testing.T, outs []demo.Outcome) {
	t.Helper()
	// The headline: "Pro (yearly)" means the professional annual plan.
	plan := outcome(t, outs, "plan")
	if plan.Result.Evidence.Text != "Pro (yearly)" || plan.Result.Choice != semantic.ChoiceEquivalent ||
		plan.Result.Provenance != semantic.ProvenanceSemantic || plan.Result.Source != compare.SourceLocator {
		t.Errorf("plan: %+v", plan.Result)
	}
	// Negation: Free is confidently different.
	if r := outcome(t, outs, "plan-free").Result; r.Evidence.Text != "Free" || r.Choice != semantic.ChoiceDifferent || r.Confidence < r.Threshold {
		t.Errorf("plan-free: %+v", r)
	}
	// The payment card is read in the second origin's frame.
	if r := outcome(t, outs, "payment-card").Result; r.Evidence.Text != "Visa ending in 4242" || r.Evidence.Frame != 1 || r.Source != compare.SourceSemantic {
		t.Errorf("payment-card evidence %+v", r.Evidence)
	}
	// The invoice cell is grounded with its row and column headers.
	if ev := outcome(t, outs, "invoice-amount").Result.Evidence; ev.Text != "$172.15" || ev.Context != "Amount · NW-2026-0274" {
		t.Errorf("invoice-amount evidence %+v", ev)
	}
	// Inside the open shadow root of <usage-meter>.
	if ev := outcome(t, outs, "usage-meter").Result.Evidence; ev.Text != "API calls this month: 12,400 of 50,000" {
		t.Errorf("usage-meter evidence %+v", ev)
	}
	// A locator value equal to the expectation asks nothing.
	email := outcome(t, outs, "profile-email")
	if email.Result.Provenance != semantic.ProvenanceDeterministic || email.Result.Evidence.Text != demoapp.DemoEmail {
		t.Errorf("profile-email: %+v", email.Result)
	}
	if ev := outcome(t, outs, "marketing-opt-out").Result.Evidence; ev.Text != "false" {
		t.Errorf("marketing-opt-out evidence %+v", ev)
	}
	// The modal's button, located then compared through its ref.
	if r := outcome(t, outs, "cancel-dialog").Result; r.Source != compare.SourceRef || r.Evidence.Text != "Keep plan" {
		t.Errorf("cancel-dialog: %+v", r)
	}
	if ev := outcome(t, outs, "profile-toast").Result.Evidence; ev.Text != "Profile saved" {
		t.Errorf("profile-toast evidence %+v", ev)
	}
	if ev := outcome(t, outs, "plan-described").Result.Evidence; ev.Text != "Pro (yearly)" || ev.Context != "Plan" {
		t.Errorf("plan-described evidence %+v", ev)
	}
	if ev := outcome(t, outs, "card-expired").Result.Evidence; ev.Text != "Expired 08/2025" {
		t.Errorf("card-expired evidence %+v", ev)
	}
	if ev := outcome(t, outs, "usage-refresh").Result.Evidence; ev.Text != "Usage updated: 12,400 API calls" {
		t.Errorf("usage-refresh evidence %+v", ev)
	}
	// The deliberately inconclusive claims: insufficient evidence, shown as
	// such, never a pass.
	for _, name := range []string{"invoice-vs-last-year", "usage-freshness"} {
		r := outcome(t, outs, name).Result
		if r.Choice != semantic.ChoiceInsufficientEvidence || r.Uncertainty != compare.UncertainComparison {
			t.Errorf("%s: choice %s, uncertainty %s", name, r.Choice, r.Uncertainty)
		}
	}
}

// checkBatchedTotals checks the batching of the overview examples and that
// the totals count a batch's usage once.
func checkBatchedTotals(t *testing.T, outs []demo.Outcome) {
	t.Helper()
	// The overview examples without steps shared one page and one batch:
	// one source frontier and one comparison frontier, usage counted once.
	shared := outcome(t, outs, "plan")
	if shared.Batch != 10 || shared.Usage.SerialDecisionDepth != 2 {
		t.Errorf("plan batch %d, depth %d; want 10, 2", shared.Batch, shared.Usage.SerialDecisionDepth)
	}
	if outcome(t, outs, "seats").Result.Usage != shared.Result.Usage {
		t.Error("batched results do not share their usage")
	}
	tot := demo.Summarize(outs)
	var want demo.Totals
	seen := map[*semantic.Usage]bool{}
	for _, o := range outs {
		want.Assertions++
		want.AsDeclared++
		if o.Batch > 1 && seen[o.Result.Usage] {
			continue
		}
		seen[o.Result.Usage] = true
		want.Requests += o.Usage.Requests
		want.Questions += o.Usage.Questions
	}
	if tot.Assertions != 21 || tot.AsDeclared != 21 || tot.Passed != 15 || tot.Failed != 4 || tot.Inconclusive != 2 || tot.Errors != 0 ||
		tot.Requests != want.Requests || tot.Questions != want.Questions {
		t.Errorf("totals %+v, want %+v", tot, want)
	}
}

func TestRunWithoutBatchingGetsTheSameVerdicts(t *testing.T) {
	b, srv := fixture(t)
	var pick []demo.Example
	for _, e := range demo.Examples() {
		switch e.Name {
		case "plan", "billing", "next-invoice":
			pick = append(pick, e)
		}
	}
	outs, err := demo.Run(t.Context(), b.Browser, srv, demo.WithExamples(pick...), demo.WithoutBatching(), demo.WithoutScreenshots())
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		if !o.AsDeclared() || o.Batch != 1 || o.Screenshot != nil {
			t.Errorf("%s: %s (declared %s), batch %d, screenshot %d bytes", o.Example.Name, o.Status(), o.Example.Want, o.Batch, len(o.Screenshot))
		}
	}
}

// A locator that matches nothing is an error pinned to its example; the
// other examples of the same page still get their verdicts.
func TestAnExampleWithoutEvidenceReportsItsError(t *testing.T) {
	b, srv := fixture(t)
	missing := demo.Example{
		Name: "missing", Path: demoapp.PathOverview, Scenario: demoapp.DefaultScenario(),
		Actual: demo.Actual{Selector: `[data-testid="no-such-thing"]`}, Expected: "anything", Want: semantic.StatusPassed,
	}
	plan := demo.Examples()[0]
	outs, err := demo.Run(t.Context(), b.Browser, srv, demo.WithExamples(plan, missing),
		demo.WithExampleTimeout(3*time.Second), demo.WithoutScreenshots())
	if err != nil {
		t.Fatal(err)
	}
	if !outs[0].AsDeclared() {
		t.Errorf("plan: %s, %v", outs[0].Status(), outs[0].Err)
	}
	o := outs[1]
	var ee *demo.ExampleError
	if !errors.As(o.Err, &ee) || ee.Name != "missing" || ee.Stage != "assert" || !errors.Is(o.Err, compare.ErrLocatorNotFound) {
		t.Fatalf("missing: err %v, want an *ExampleError at stage assert wrapping ErrLocatorNotFound", o.Err)
	}
	if o.AsDeclared() || o.Status() != "error" || o.Mark() != "✗" {
		t.Errorf("missing: as declared %v, status %s, mark %s", o.AsDeclared(), o.Status(), o.Mark())
	}
}

func TestRunRejectsBadExamplesAndOptionsBeforeTouchingTheBrowser(t *testing.T) {
	ok := demo.Examples()[0]
	bad := func(f func(e *demo.Example)) demo.Example {
		e := ok
		f(&e)
		return e
	}
	for _, c := range []struct {
		name string
		opt  demo.Option
		want string
		is   error
	}{
		{"no actual", demo.WithExamples(bad(func(e *demo.Example) { e.Actual = demo.Actual{} })),
			"demo: invalid example: plan: set exactly one of Actual.Description, Actual.Selector and Actual.Locate (0 set)", demo.ErrInvalidExample},
		{"two actuals", demo.WithExamples(bad(func(e *demo.Example) { e.Actual.Description = "Plan" })),
			"demo: invalid example: plan: set exactly one of Actual.Description, Actual.Selector and Actual.Locate (2 set)", demo.ErrInvalidExample},
		{"property without selector", demo.WithExamples(bad(func(e *demo.Example) {
			e.Actual = demo.Actual{Description: "Plan", Property: compare.PropertyValue}
		})), "demo: invalid example: plan: Frame, Property and Attribute apply to a Selector only", demo.ErrInvalidExample},
		{"empty step", demo.WithExamples(bad(func(e *demo.Example) { e.Steps = []demo.Step{{}} })),
			"demo: invalid example: plan: step 1: set exactly one of Click, Press and WaitFor", demo.ErrInvalidExample},
		{"unknown verdict", demo.WithExamples(bad(func(e *demo.Example) { e.Want = "maybe" })),
			`demo: invalid example: plan: declared verdict "maybe" (want passed, failed or inconclusive)`, demo.ErrInvalidExample},
		{"no expectation", demo.WithExamples(bad(func(e *demo.Example) { e.Expected = "" })),
			"demo: invalid example: plan: no expected value", demo.ErrInvalidExample},
		{"relative path", demo.WithExamples(bad(func(e *demo.Example) { e.Path = "invoices" })),
			`demo: invalid example: plan: path "invoices" must start with /`, demo.ErrInvalidExample},
		{"no name", demo.WithExamples(bad(func(e *demo.Example) { e.Name = "" })),
			"demo: invalid example: an example has no name", demo.ErrInvalidExample},
		{"duplicate", demo.WithExamples(ok, ok), `demo: invalid example: two examples are named "plan"`, demo.ErrInvalidExample},
		{"parallelism", demo.WithParallelism(0), "demo: invalid option: WithParallelism(0): want at least 1", demo.ErrInvalidOption},
		{"timeout", demo.WithExampleTimeout(0), "demo: invalid option: WithExampleTimeout(0s): want a positive duration", demo.ErrInvalidOption},
		{"viewport", demo.WithViewport(0, 600), "demo: invalid option: WithViewport(0, 600): want positive sizes", demo.ErrInvalidOption},
		{"nil decider", demo.WithDecider(nil), "demo: invalid option: WithDecider(nil)", demo.ErrInvalidOption},
	} {
		// A nil browser and server: validation must come first.
		outs, err := demo.Run(t.Context(), nil, nil, c.opt)
		if outs != nil || err == nil || err.Error() != c.want || !errors.Is(err, c.is) {
			t.Errorf("%s: Run = %v, %v; want nil, %q", c.name, outs, err, c.want)
		}
	}
	if _, err := demo.Run(t.Context(), nil, nil); err == nil || err.Error() != "demo: invalid option: Run needs a browser and a server" {
		t.Errorf("Run(nil, nil) = %v", err)
	}
}

func TestExamplesAreValidAndNamedUniquely(t *testing.T) {
	names := map[string]bool{}
	for _, e := range demo.Examples() {
		if err := e.Validate(); err != nil {
			t.Error(err)
		}
		if names[e.Name] {
			t.Errorf("duplicate name %s", e.Name)
		}
		names[e.Name] = true
		if e.Why == "" || strings.Contains(e.Why, "\n") {
			t.Errorf("%s: Why must be one line, got %q", e.Name, e.Why)
		}
	}
	// Callers may change their copy without changing the next one.
	a := demo.Examples()
	a[0].Expected = "changed"
	if demo.Examples()[0].Expected != "Professional annual subscription" {
		t.Error("Examples returned a shared slice")
	}
}
