package lexical

import (
	"context"
	"errors"
	"math"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/jevtest/jev/semantic"
)

func compareOne(t testing.TB, actual, ctx, expected string) semantic.Decision {
	t.Helper()
	req := semantic.Request{Version: semantic.ProtocolVersion, Questions: []semantic.Question{semantic.NewComparisonQuestion("q", actual, ctx, expected)}}
	ans, err := New().Decide(context.Background(), req)
	if err != nil {
		t.Fatalf("Decide: %v", err)
	}
	ds, err := semantic.ValidateAnswer(req, ans)
	if err != nil {
		t.Fatalf("invalid answer: %v", err)
	}
	return ds[0]
}

func TestNameAndModel(t *testing.T) {
	e := New()
	if e.Name() != "lexical" {
		t.Fatalf("Name = %q", e.Name())
	}
	req := semantic.Request{Questions: []semantic.Question{semantic.NewComparisonQuestion("q1", "Pro", "Plan", "Pro plan")}}
	ans, err := e.Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if ans.Model != "lexical/11" || ans.Decisions[0].Model != ModelID || ans.Version != semantic.ProtocolVersion {
		t.Fatalf("model/version: %+v", ans)
	}
	if ans.Usage != (semantic.TokenUsage{}) {
		t.Fatalf("usage reported: %+v", ans.Usage)
	}
}

func TestBadInput(t *testing.T) {
	const secret = "SECRET-PAGE-TEXT"
	sources := []semantic.Source{{ID: "t0_1", Text: secret, Context: "Plan"}, {ID: "t0_2", Text: secret, Context: "Plan"}}
	targets := []semantic.Target{{ID: "f0:c1", Role: "button", Name: secret}}
	cmp := semantic.NewComparisonQuestion("q", secret, "", "Pro")
	noActual := cmp
	noActual.Data = map[string]string{"expected": "Pro"}
	noExpected := cmp
	noExpected.Data = map[string]string{"actual": secret}
	emptyExpected := semantic.NewComparisonQuestion("q", secret, "", "  ")
	unknownKind := cmp
	unknownKind.Kind = "summarize"
	noKind := cmp
	noKind.Kind = ""
	badCriteria := cmp
	badCriteria.Criteria = []semantic.Criterion{{ID: "equivalent"}, {ID: "different"}}
	extraCriterion := cmp
	extraCriterion.Criteria = append(append([]semantic.Criterion(nil), cmp.Criteria...), semantic.Criterion{ID: "maybe"})
	noID := cmp
	noID.ID = ""
	unknownRef := semantic.NewSourceQuestion("q", "Plan", []string{"t0_1", "t0_9"})
	noDesc := semantic.NewSourceQuestion("q", "Plan", []string{"t0_1"})
	noDesc.Data = nil
	emptyDesc := semantic.NewSourceQuestion("q", "", []string{"t0_1"})
	noNone := semantic.NewSourceQuestion("q", "Plan", []string{"t0_1"})
	noNone.Criteria = noNone.Criteria[:1]
	// A source ref that is no criterion (a target ref is context of a
	// source question: TestSourceQuestionTargetRefs).
	refNotCriterion := semantic.NewSourceQuestion("q", "Plan", []string{"t0_1"})
	refNotCriterion.Refs = []string{"t0_1", "t0_2"}
	sourceAsTarget := semantic.NewTargetQuestion("q", "Manage plan", []string{"t0_1"})
	noCandidates := semantic.NewSourceQuestion("q", "Plan", nil)

	cases := map[string]semantic.Question{
		"unknown kind": unknownKind, "empty kind": noKind, "missing actual": noActual,
		"missing expected": noExpected, "empty expected": emptyExpected,
		"comparison criteria missing one": badCriteria, "comparison criteria extra": extraCriterion,
		"empty question id": noID, "unknown ref": unknownRef, "missing description": noDesc,
		"empty description": emptyDesc, "no none criterion": noNone, "ref not a criterion": refNotCriterion,
		"source id asked as target": sourceAsTarget, "no candidates": noCandidates,
	}
	for name, q := range cases {
		t.Run(name, func(t *testing.T) {
			good := semantic.NewComparisonQuestion("ok", "Pro", "", "Pro")
			req := semantic.Request{Questions: []semantic.Question{good, q}, State: semantic.State{Sources: sources, Targets: targets}}
			ans, err := New().Decide(context.Background(), req)
			if err == nil {
				t.Fatalf("no error; answer %+v", ans)
			}
			if !errors.Is(err, semantic.ErrConfiguration) {
				t.Fatalf("error %v is not ErrConfiguration", err)
			}
			var pe *semantic.ProviderError
			if !errors.As(err, &pe) || pe.Class != semantic.ClassConfiguration || pe.Engine != "lexical" {
				t.Fatalf("error %#v", err)
			}
			if strings.Contains(err.Error(), secret) {
				t.Fatalf("error quotes page text: %v", err)
			}
			if len(ans.Decisions) != 0 {
				t.Fatalf("partial answer returned: %+v", ans)
			}
		})
	}
}

func TestCanceledContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := New().Decide(ctx, semantic.Request{Questions: []semantic.Question{semantic.NewComparisonQuestion("q", "a", "", "b")}})
	if !errors.Is(err, semantic.ErrTimeout) || !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
}

func TestEmptyRequest(t *testing.T) {
	ans, err := New().Decide(context.Background(), semantic.Request{})
	if err != nil || len(ans.Decisions) != 0 {
		t.Fatalf("ans %+v err %v", ans, err)
	}
}

func mixedRequest() semantic.Request {
	sources := []semantic.Source{
		{ID: "t0_1", Text: "Pro (yearly)", Context: "Plan"},
		{ID: "t0_2", Text: "Payment received", Context: "Billing status"},
		{ID: "t0_3", Text: "Dec 1, 2026", Context: "Renews on"},
	}
	targets := []semantic.Target{
		{ID: "f0:c1", Role: "button", Name: "Manage plan"},
		{ID: "f0:c2", Role: "link", Name: "Billing history"},
	}
	return semantic.Request{
		Version: semantic.ProtocolVersion,
		Questions: []semantic.Question{
			semantic.NewComparisonQuestion("c1", "Pro (yearly)", "Plan", "Professional annual subscription"),
			semantic.NewComparisonQuestion("c2", "$124.00", "Total", "$1,240.00"),
			semantic.NewComparisonQuestion("c3", "Acme", "Company", "Globex"),
			semantic.NewSourceQuestion("s1", "Billing status", []string{"t0_1", "t0_2", "t0_3"}),
			semantic.NewSourceQuestion("s2", "Current subscription plan", []string{"t0_1", "t0_2", "t0_3"}),
			semantic.NewTargetQuestion("g1", "the manage plan button", []string{"f0:c1", "f0:c2"}),
		},
		State: semantic.State{Sources: sources, Targets: targets},
	}
}

func TestDeterminism(t *testing.T) {
	e := New()
	req := mixedRequest()
	first, err := e.Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := semantic.ValidateAnswer(req, first); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 100; i++ {
		got, err := New().Decide(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, first) {
			t.Fatalf("run %d differs:\n%+v\n%+v", i, got, first)
		}
	}
}

func TestConcurrentUse(t *testing.T) {
	e := New()
	req := mixedRequest()
	want, err := e.Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 16)
	for g := 0; g < 16; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 20; i++ {
				got, err := e.Decide(context.Background(), req)
				if err != nil || !reflect.DeepEqual(got, want) {
					errs <- "concurrent answer differs"
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for msg := range errs {
		t.Fatal(msg)
	}
}

func TestMixedRequestAnswers(t *testing.T) {
	req := mixedRequest()
	ans, err := New().Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := semantic.ValidateAnswer(req, ans)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"equivalent", "different", "insufficient_evidence", "t0_2", "t0_1", "f0:c1"}
	for i, d := range ds {
		if d.Choice != want[i] {
			t.Errorf("%s: choice %s (%v), want %s", d.QuestionID, d.Choice, d.Probabilities, want[i])
		}
		if want[i] != "insufficient_evidence" && d.Confidence() < 0.8 {
			t.Errorf("%s: confidence %.3f < 0.8", d.QuestionID, d.Confidence())
		}
	}
}

func TestWithAmbiguityMargin(t *testing.T) {
	sources := []semantic.Source{{ID: "a", Text: "On", Context: "Email notifications"}, {ID: "b", Text: "Off", Context: "SMS notifications"}}
	req := semantic.Request{Questions: []semantic.Question{semantic.NewSourceQuestion("q", "Email notifications", []string{"a", "b"})}, State: semantic.State{Sources: sources}}
	strict, err := New(WithAmbiguityMargin(1)).Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	loose, err := New(WithAmbiguityMargin(0.1)).Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if s, l := strict.Decisions[0].Probabilities["a"], loose.Decisions[0].Probabilities["a"]; !(s < l) || loose.Decisions[0].Choice != "a" {
		t.Fatalf("strict %v loose %v", strict.Decisions[0].Probabilities, loose.Decisions[0].Probabilities)
	}
}

// TestWithAmbiguityMarginRejectsOutOfRange: a margin outside (0, 1] is not
// ignored; Decide fails with a configuration error wrapping
// ErrInvalidOption that names the option and the accepted range, even when
// a valid margin was set before it.
func TestWithAmbiguityMarginRejectsOutOfRange(t *testing.T) {
	sources := []semantic.Source{{ID: "a", Text: "On", Context: "Email notifications"}}
	req := semantic.Request{Questions: []semantic.Question{semantic.NewSourceQuestion("q", "Email notifications", []string{"a"})}, State: semantic.State{Sources: sources}}
	cases := []struct {
		opts []Option
		want string
	}{
		{[]Option{WithAmbiguityMargin(0.1), WithAmbiguityMargin(-3)}, "lexical decider: configuration: lexical: invalid option: WithAmbiguityMargin(-3): want a number in (0, 1]"},
		{[]Option{WithAmbiguityMargin(0)}, "lexical decider: configuration: lexical: invalid option: WithAmbiguityMargin(0): want a number in (0, 1]"},
		{[]Option{WithAmbiguityMargin(1.5)}, "lexical decider: configuration: lexical: invalid option: WithAmbiguityMargin(1.5): want a number in (0, 1]"},
		{[]Option{WithAmbiguityMargin(math.NaN())}, "lexical decider: configuration: lexical: invalid option: WithAmbiguityMargin(NaN): want a number in (0, 1]"},
	}
	for _, c := range cases {
		ans, err := New(c.opts...).Decide(context.Background(), req)
		var pe *semantic.ProviderError
		if !errors.As(err, &pe) || pe.Class != semantic.ClassConfiguration || !errors.Is(err, ErrInvalidOption) || !errors.Is(err, semantic.ErrConfiguration) || err.Error() != c.want {
			t.Errorf("got %v, want %q", err, c.want)
		}
		if len(ans.Decisions) != 0 {
			t.Errorf("%q: answered %d questions", c.want, len(ans.Decisions))
		}
	}
}
