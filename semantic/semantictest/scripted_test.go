package semantictest_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

func req(qs ...semantic.Question) semantic.Request {
	return semantic.Request{Version: semantic.ProtocolVersion, Questions: qs}
}

func cmp(id, expected string) semantic.Question {
	return semantic.NewComparisonQuestion(id, "Pro (yearly)", "", expected)
}

func TestScriptedRejectsInvalidScriptedDistribution(t *testing.T) {
	cases := map[string]struct {
		r    semantictest.Responder
		want error
	}{
		"unknown criterion": {semantictest.Choose("maybe", 0.9), semantic.ErrUnknownCriterion},
		"not normalized":    {semantictest.Fixed(map[string]float64{semantic.ChoiceEquivalent: 0.5}), semantic.ErrNotNormalized},
		"out of range":      {semantictest.Fixed(map[string]float64{semantic.ChoiceEquivalent: 1.5, semantic.ChoiceDifferent: -0.5}), semantic.ErrInvalidProbability},
		"empty":             {semantictest.Fixed(nil), semantic.ErrEmptyDistribution},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			d := semantictest.New().Always(c.r)
			_, err := d.Decide(context.Background(), req(cmp("q1", "Pro")))
			if !errors.Is(err, c.want) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
		})
	}
}

func TestScriptedRejectsInvalidQuestion(t *testing.T) {
	d := semantictest.New().Always(semantictest.First(1))
	q := cmp("q1", "Pro")
	q.Criteria = append(q.Criteria, q.Criteria[0])
	if _, err := d.Decide(context.Background(), req(q)); !errors.Is(err, semantic.ErrInvalidQuestion) {
		t.Fatalf("err = %v, want ErrInvalidQuestion", err)
	}
}

func TestScriptedUnscriptedAndFallback(t *testing.T) {
	d := semantictest.New().On(semantictest.Data("expected", "Pro"), semantictest.Choose(semantic.ChoiceEquivalent, 0.9))
	_, err := d.Decide(context.Background(), req(cmp("q1", "Pro"), cmp("q2", "Free")))
	if !errors.Is(err, semantictest.ErrUnscripted) || !strings.Contains(err.Error(), `"q2"`) {
		t.Fatalf("err = %v, want ErrUnscripted naming q2", err)
	}
	fb := semantictest.Record(semantictest.New(semantictest.WithModel("fb/1"), semantictest.WithUsage(semantic.TokenUsage{InputTokens: 7})).
		Always(semantictest.Choose(semantic.ChoiceDifferent, 0.7)))
	d = semantictest.New(semantictest.WithFallback(fb)).On(semantictest.Data("expected", "Pro"), semantictest.Choose(semantic.ChoiceEquivalent, 0.9))
	a, err := d.Decide(context.Background(), req(cmp("q1", "Pro"), cmp("q2", "Free")))
	if err != nil {
		t.Fatal(err)
	}
	ds, err := semantic.ValidateAnswer(req(cmp("q1", "Pro"), cmp("q2", "Free")), a)
	if err != nil {
		t.Fatal(err)
	}
	if ds[0].Choice != semantic.ChoiceEquivalent || ds[1].Choice != semantic.ChoiceDifferent || ds[1].Model != "fb/1" || a.Usage.InputTokens != 7 {
		t.Fatalf("decisions %+v usage %+v", ds, a.Usage)
	}
	if qs := fb.Questions(); len(qs) != 1 || qs[0].ID != "q2" {
		t.Fatalf("fallback asked %+v, want only q2", qs)
	}
	if d.Calls() != 1 || d.Questions() != 2 {
		t.Fatalf("calls %d questions %d", d.Calls(), d.Questions())
	}
}

func TestScriptedFailAndCancel(t *testing.T) {
	boom := errors.New("boom")
	d := semantictest.New().Always(semantictest.Fail(boom))
	if _, err := d.Decide(context.Background(), req(cmp("q1", "Pro"))); !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := d.Decide(ctx, req(cmp("q1", "Pro"))); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
}

func TestChooseTarget(t *testing.T) {
	d := semantictest.New().OnKind(semantic.KindTargetSelection,
		semantictest.ChooseTarget(func(tg semantic.Target) bool { return tg.Name == "Save" }, 0.8))
	st := semantic.State{Targets: []semantic.Target{{ID: "c1", Role: "button", Name: "Cancel"}, {ID: "c2", Role: "button", Name: "Save"}}}
	q := semantic.NewTargetQuestion("t1", "the save button", []string{"c1", "c2"})
	ds, _, err := semantic.RunFrontier(context.Background(), d, []semantic.Question{q}, st)
	if err != nil || ds[0].Choice != "c2" || ds[0].Confidence() != 0.8 {
		t.Fatalf("decisions %+v err %v", ds, err)
	}
	st.Targets[1].Name = "Store"
	ds, _, err = semantic.RunFrontier(context.Background(), d, []semantic.Question{q}, st)
	if err != nil || ds[0].Choice != semantic.ChoiceNone {
		t.Fatalf("decisions %+v err %v", ds, err)
	}
}

// fakeTB records Errorf calls; the rest of testing.TB is the embedded one.
type fakeTB struct {
	testing.TB
	mu   sync.Mutex
	errs []string
}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Errorf(format string, args ...any) {
	f.mu.Lock()
	f.errs = append(f.errs, format)
	f.mu.Unlock()
}

func TestForbiddenFailsTheTest(t *testing.T) {
	tb := &fakeTB{TB: t}
	d := semantictest.Forbidden(tb)
	if _, err := d.Decide(context.Background(), req(cmp("q1", "Pro"))); !errors.Is(err, semantictest.ErrForbidden) {
		t.Fatalf("err = %v", err)
	}
	if len(tb.errs) != 1 || d.Calls() != 1 {
		t.Fatalf("Errorf calls %v, Calls %d", tb.errs, d.Calls())
	}
}

func TestRecorderKeepsErrorsAndResets(t *testing.T) {
	boom := errors.New("boom")
	rec := semantictest.Record(semantictest.New(semantictest.WithName("inner")).Always(semantictest.Fail(boom)))
	if rec.Name() != "inner" {
		t.Fatalf("Name = %q", rec.Name())
	}
	_, _ = rec.Decide(context.Background(), req(cmp("q1", "Pro")))
	if c := rec.Calls(); len(c) != 1 || !errors.Is(c[0].Err, boom) || c[0].Request.Questions[0].ID != "q1" {
		t.Fatalf("calls %+v", c)
	}
	rec.Reset()
	if len(rec.Calls()) != 0 {
		t.Fatal("Reset kept calls")
	}
}
