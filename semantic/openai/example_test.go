package openai_test

import (
	"context"
	"fmt"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/openai"
	"github.com/jevtest/jev/semantic/openai/internal/fake"
)

// Ask an OpenAI-compatible server (here a local fake that answers "A" with
// probability 0.9) one comparison question.
func ExampleNew() {
	srv := fake.New(fake.Sequence(fake.Reply{Model: "demo-model", Top: fake.Probs("A", 0.9, "C", 0.1)}))
	defer srv.Close()

	e, err := openai.New(
		openai.WithEndpoint(srv.URL), // e.g. http://127.0.0.1:11434/v1 for Ollama
		openai.WithModel("demo-model"),
	)
	if err != nil {
		fmt.Println(err)
		return
	}
	q := semantic.NewComparisonQuestion("q1", "Pro (yearly)", "Current plan", "Professional annual subscription")
	ds, usage, err := semantic.RunFrontier(context.Background(), e, []semantic.Question{q}, semantic.State{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s %.2f %s %s\n", ds[0].Choice, ds[0].Confidence(), semantic.Verdict(ds[0], 0.8), usage.Model)
	// Output: equivalent 0.90 passed demo-model
}
