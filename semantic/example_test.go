package semantic_test

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jevtest/jev/semantic"
)

// exactDecider is a tiny decider: equivalent when the folded values are
// equal, insufficient_evidence otherwise.
type exactDecider struct{}

func (exactDecider) Name() string { return "exact" }

func (exactDecider) Decide(_ context.Context, req semantic.Request) (semantic.Answer, error) {
	a := semantic.Answer{Version: semantic.ProtocolVersion, Model: "exact-v1"}
	for _, q := range req.Questions {
		choice := semantic.ChoiceInsufficientEvidence
		if semantic.Fold(q.Data["actual"]) == semantic.Fold(q.Data["expected"]) {
			choice = semantic.ChoiceEquivalent
		}
		probs := map[string]float64{choice: 0.9}
		for _, c := range q.Criteria {
			if c.ID != choice {
				probs[c.ID] = 0.05
			}
		}
		a.Decisions = append(a.Decisions, semantic.Decision{QuestionID: q.ID, Choice: choice, Probabilities: probs})
	}
	return a, nil
}

func ExampleRunFrontier() {
	qs := []semantic.Question{
		semantic.NewComparisonQuestion("c1", "PRO", "Plan", "pro"),
		semantic.NewComparisonQuestion("c2", "Pro (yearly)", "Plan", "Professional annual"),
	}
	ds, usage, err := semantic.RunFrontier(context.Background(), exactDecider{}, qs, semantic.State{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, d := range ds {
		fmt.Printf("%s %s %.2f %s\n", d.QuestionID, d.Choice, d.Confidence(), semantic.Verdict(d, semantic.DefaultMinConfidence))
	}
	fmt.Println("requests:", usage.Requests, "questions:", usage.Questions, "depth:", usage.SerialDecisionDepth, "model:", usage.Model)
	// Output:
	// c1 equivalent 0.90 passed
	// c2 insufficient_evidence 0.90 inconclusive
	// requests: 1 questions: 2 depth: 1 model: exact-v1
}

func ExampleValidateAnswer() {
	req := semantic.Request{Questions: []semantic.Question{semantic.NewComparisonQuestion("c1", "Free", "", "Pro")}}
	answer := semantic.Answer{Decisions: []semantic.Decision{{
		QuestionID:    "c1",
		Choice:        "equivalent",
		Probabilities: map[string]float64{"equivalent": 0.3, "different": 0.7},
	}}}
	_, err := semantic.ValidateAnswer(req, answer)
	var ve *semantic.ValidationError
	if errors.As(err, &ve) {
		fmt.Println(ve.QuestionID, ve.CriterionID, errors.Is(err, semantic.ErrChoiceNotArgmax))
	}
	// From a provider, the same failure is a malformed_response.
	fmt.Println(errors.Is(semantic.AsMalformed("openai", err), semantic.ErrMalformedResponse))
	// Output:
	// c1 equivalent true
	// true
}

func ExampleNormalize() {
	fmt.Printf("%q\n", semantic.Normalize("  Pro\u00a0(yearly)\n\tplan "))
	fmt.Printf("%q\n", semantic.Normalize("ﬁnal ①"))
	fmt.Println(semantic.EqualNormalized("Pro  plan", "Pro plan"), semantic.EqualNormalized("Pro", "pro"))
	fmt.Println(semantic.Fold("STRASSE") == semantic.Fold("straße"))
	// Output:
	// "Pro (yearly) plan"
	// "final 1"
	// true false
	// true
}

func ExampleVerdict() {
	d := semantic.Decision{Choice: "different", Probabilities: map[string]float64{"different": 0.85, "equivalent": 0.15}}
	fmt.Println(semantic.Verdict(d, 0.8), semantic.Verdict(d, 0.9))
	// Output: failed inconclusive
}

func ExampleThresholds_Resolve() {
	min, minSource, err := semantic.Thresholds{MinSourceConfidence: semantic.Float(0.6)}.Resolve()
	fmt.Println(min, minSource, err)
	_, _, err = semantic.Thresholds{MinConfidence: semantic.Float(1.5)}.Resolve()
	fmt.Println(errors.Is(err, semantic.ErrInvalidThreshold), err)
	// Output:
	// 0.8 0.6 <nil>
	// true semantic: minConfidence = 1.5: threshold must be a finite number in [0, 1]
}

func ExampleCache_Wrap() {
	cache := semantic.NewCache()
	d := cache.Wrap(exactDecider{})
	q := []semantic.Question{semantic.NewComparisonQuestion("c1", "Pro", "", "pro")}
	_, u1, _ := semantic.RunFrontier(context.Background(), d, q, semantic.State{})
	_, u2, _ := semantic.RunFrontier(context.Background(), d, q, semantic.State{})
	fmt.Println(u1.Requests, u2.Requests)
	// Output: 1 0
}

func ExampleDecodeAnswer() {
	_, err := semantic.DecodeAnswer([]byte(`{"version":"jev.decision/v2","decisions":[]}`))
	fmt.Println(err)
	_, err = semantic.DecodeAnswer([]byte(`{"version":"jev.decision/v1","decisions":[]} {}`))
	fmt.Println(strings.TrimPrefix(err.Error(), "semantic: "))
	// Output:
	// semantic: unsupported answer version "jev.decision/v2"; expected "jev.decision/v1"
	// invalid answer JSON at byte 46: trailing data after the document
}

func ExampleEstimateTokens() {
	fmt.Println(semantic.EstimateTokens("Professional annual subscription"))
	// Output: 8
}
