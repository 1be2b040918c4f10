package lexical_test

import (
	"context"
	"fmt"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
)

func Example() {
	engine := lexical.New()
	req := semantic.Request{
		Version: semantic.ProtocolVersion,
		Questions: []semantic.Question{
			semantic.NewComparisonQuestion("plan", "Pro (yearly)", "Plan", "Professional annual subscription"),
			semantic.NewComparisonQuestion("total", "$124.00", "Total", "$1,240.00"),
			semantic.NewSourceQuestion("status", "Billing status", []string{"t0_1", "t0_2"}),
		},
		State: semantic.State{Sources: []semantic.Source{
			{ID: "t0_1", Text: "Pro (yearly)", Context: "Plan"},
			{ID: "t0_2", Text: "Payment received", Context: "Billing status"},
		}},
	}
	ans, err := engine.Decide(context.Background(), req)
	if err != nil {
		fmt.Println(err)
		return
	}
	decisions, err := semantic.ValidateAnswer(req, ans)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, d := range decisions[:2] {
		fmt.Printf("%s: %s (%.2f) %s\n", d.QuestionID, d.Choice, d.Confidence(), semantic.Verdict(d, 0.8))
	}
	fmt.Printf("status: %s (%.2f)\n", decisions[2].Choice, decisions[2].Confidence())
	// Output:
	// plan: equivalent (0.97) passed
	// total: different (0.97) failed
	// status: t0_2 (0.96)
}
