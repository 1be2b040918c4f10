package semantictest_test

import (
	"context"
	"errors"
	"testing"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

func TestWithBeforeSeesTheRequestAndCanFailIt(t *testing.T) {
	var seen []string
	stop := errors.New("engine down")
	var fail bool
	d := semantictest.New(semantictest.WithBefore(func(_ context.Context, r semantic.Request) error {
		seen = append(seen, r.Questions[0].ID)
		if fail {
			return stop
		}
		return nil
	})).Always(semantictest.First(1))
	if _, err := d.Decide(context.Background(), req(cmp("q1", "Pro"))); err != nil {
		t.Fatal(err)
	}
	fail = true
	if _, err := d.Decide(context.Background(), req(cmp("q2", "Pro"))); !errors.Is(err, stop) {
		t.Fatalf("err = %v, want the hook's error", err)
	}
	if len(seen) != 2 || seen[0] != "q1" || seen[1] != "q2" || d.Calls() != 2 {
		t.Fatalf("hook saw %v, calls %d", seen, d.Calls())
	}
}

func TestWithRawAnswersSkipsOnlyAnswerValidation(t *testing.T) {
	bad := semantictest.Fixed(map[string]float64{"made_up": 1})
	if _, err := semantictest.New().Always(bad).Decide(context.Background(), req(cmp("q1", "Pro"))); !errors.Is(err, semantic.ErrUnknownCriterion) {
		t.Fatalf("validated: err = %v, want ErrUnknownCriterion", err)
	}
	raw := semantictest.New(semantictest.WithRawAnswers()).Always(bad)
	a, err := raw.Decide(context.Background(), req(cmp("q1", "Pro")))
	if err != nil || len(a.Decisions) != 1 || a.Decisions[0].Choice != "made_up" {
		t.Fatalf("raw answer %+v, err %v; want the choice made_up", a, err)
	}
	if _, err := semantic.ValidateAnswer(req(cmp("q1", "Pro")), a); !errors.Is(err, semantic.ErrUnknownCriterion) {
		t.Fatalf("ValidateAnswer(raw) = %v, want ErrUnknownCriterion", err)
	}
	q := cmp("q1", "Pro")
	q.Criteria = nil
	if _, err := raw.Decide(context.Background(), req(q)); !errors.Is(err, semantic.ErrInvalidQuestion) {
		t.Fatalf("raw decider on an invalid question: err = %v, want ErrInvalidQuestion", err)
	}
}

func TestRestOn(t *testing.T) {
	cases := map[string]struct {
		r    semantictest.Responder
		want map[string]float64
	}{
		"rest moved": {semantictest.RestOn(semantic.ChoiceDifferent, semantictest.Choose(semantic.ChoiceEquivalent, 0.9)),
			map[string]float64{semantic.ChoiceEquivalent: 0.9, semantic.ChoiceDifferent: 0.1}},
		"certain": {semantictest.RestOn(semantic.ChoiceDifferent, semantictest.Choose(semantic.ChoiceEquivalent, 1)),
			map[string]float64{semantic.ChoiceEquivalent: 1}},
		"choice is other": {semantictest.RestOn(semantic.ChoiceDifferent, semantictest.Choose(semantic.ChoiceDifferent, 0.8)),
			map[string]float64{semantic.ChoiceDifferent: 0.8, semantic.ChoiceEquivalent: 0.1, semantic.ChoiceInsufficientEvidence: 0.1}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			a, err := semantictest.New().Always(c.r).Decide(context.Background(), req(cmp("q1", "Pro")))
			if err != nil {
				t.Fatal(err)
			}
			got := a.Decisions[0].Probabilities
			if len(got) != len(c.want) {
				t.Fatalf("probabilities %v, want %v", got, c.want)
			}
			for k, v := range c.want {
				if d := got[k] - v; d > 1e-9 || d < -1e-9 {
					t.Fatalf("probabilities %v, want %v", got, c.want)
				}
			}
		})
	}
	boom := errors.New("boom")
	if _, err := semantictest.RestOn(semantic.ChoiceNone, semantictest.Fail(boom))(cmp("q1", "Pro"), semantic.State{}); !errors.Is(err, boom) {
		t.Fatalf("err = %v, want the inner responder's error", err)
	}
}
