package engines_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
)

// Open the engine named by JEV_DECIDER — the embedded lexical engine when it
// is unset — and ask one comparison question.
func ExampleOpen() {
	d, err := engines.Open("lexical") // "" reads JEV_DECIDER
	if err != nil {
		fmt.Println(err)
		return
	}
	q := semantic.NewComparisonQuestion("q1", "Pro (yearly)", "Current plan", "Professional annual subscription")
	ds, _, err := semantic.RunFrontier(context.Background(), d, []semantic.Question{q}, semantic.State{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d.Name(), ds[0].Choice, semantic.Verdict(ds[0], semantic.DefaultMinConfidence))

	_, err = engines.Open("gpt-4o")
	fmt.Println(errors.Is(err, semantic.ErrConfiguration))
	fmt.Println(err)
	// Output:
	// lexical equivalent passed
	// true
	// engines decider: configuration: unknown decider "gpt-4o"; valid values: lexical, openai, jev, exec:<command line>
}
