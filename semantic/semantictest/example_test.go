package semantictest_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

// A scripted decider answers comparisons by what they compare and refuses
// everything it was not told about.
func ExampleScripted() {
	d := semantictest.New().
		On(semantictest.Data("expected", "Professional annual"), semantictest.Choose(semantic.ChoiceEquivalent, 0.9)).
		OnKind(semantic.KindComparison, semantictest.Choose(semantic.ChoiceDifferent, 0.8))

	qs := []semantic.Question{
		semantic.NewComparisonQuestion("q1", "Pro (yearly)", "Plan", "Professional annual"),
		semantic.NewComparisonQuestion("q2", "Free", "Plan", "Professional annual monthly"),
	}
	decisions, _, err := semantic.RunFrontier(context.Background(), d, qs, semantic.State{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, dec := range decisions {
		fmt.Printf("%s: %s %.2f\n", dec.QuestionID, dec.Choice, dec.Confidence())
	}
	fmt.Println("calls:", d.Calls())

	_, err = d.Decide(context.Background(), semantic.Request{Questions: []semantic.Question{
		semantic.NewTargetQuestion("t1", "the save button", []string{"c1"}),
	}})
	fmt.Println(errors.Is(err, semantictest.ErrUnscripted))
	// Output:
	// q1: equivalent 0.90
	// q2: different 0.80
	// calls: 1
	// true
}

// A recorder keeps every request a decider was sent.
func ExampleRecorder() {
	rec := semantictest.Record(semantictest.New().Always(semantictest.First(1)))
	q := semantic.NewComparisonQuestion("q1", "Paid", "Billing", "paid")
	if _, _, err := semantic.RunFrontier(context.Background(), rec, []semantic.Question{q}, semantic.State{}); err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range rec.Calls() {
		fmt.Println(len(c.Request.Questions), c.Request.Questions[0].Data["actual"], c.Answer.Decisions[0].Choice)
	}
	// Output:
	// 1 Paid equivalent
}

// RestOn puts what a responder leaves off its choice on one criterion, as a
// two-way engine answer would.
func ExampleRestOn() {
	d := semantictest.New().Always(semantictest.RestOn(semantic.ChoiceDifferent, semantictest.Choose(semantic.ChoiceEquivalent, 0.75)))
	q := semantic.NewComparisonQuestion("q1", "Pro (yearly)", "Plan", "Professional annual")
	ds, _, err := semantic.RunFrontier(context.Background(), d, []semantic.Question{q}, semantic.State{})
	if err != nil {
		fmt.Println(err)
		return
	}
	p := ds[0].Probabilities
	fmt.Printf("%s: equivalent %.2f, different %.2f, insufficient_evidence %.2f\n", ds[0].Choice, p[semantic.ChoiceEquivalent], p[semantic.ChoiceDifferent], p[semantic.ChoiceInsufficientEvidence])
	// Output:
	// equivalent: equivalent 0.75, different 0.25, insufficient_evidence 0.00
}

// WithBefore runs while the decider "thinks": here it fails the second
// request as an engine outage would.
func ExampleWithBefore() {
	outage := errors.New("engine unavailable")
	n := 0
	d := semantictest.New(semantictest.WithBefore(func(context.Context, semantic.Request) error {
		if n++; n > 1 {
			return outage
		}
		return nil
	})).Always(semantictest.First(0.9))
	q := semantic.NewComparisonQuestion("q1", "Paid", "Billing", "paid")
	for range 2 {
		_, _, err := semantic.RunFrontier(context.Background(), d, []semantic.Question{q}, semantic.State{})
		fmt.Println(err == nil, errors.Is(err, outage))
	}
	// Output:
	// true false
	// false true
}
