package replay_test

import (
	"fmt"

	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

func ExampleResolve() {
	tr, err := trace.ReadFile("../trace/testdata/login.jsonl")
	if err != nil {
		fmt.Println(err)
		return
	}
	step := tr.Steps()[2] // Click the Sign in button

	// The page now has a cookie banner button in the main frame, and the
	// sign-in button was renamed.
	current := append([]trace.Candidate(nil), step.Candidates...)
	current = append(current, trace.Candidate{CID: "f0:c4", Role: "button", Name: "Accept cookies",
		FP: semantic.Fingerprint("button", "Accept cookies"), Frame: 0, Rank: 3})
	r := replay.Resolve(tr.Header, step, current)
	fmt.Println(r.Status, r.Status.Fails(), r.Drift.New, r.Drift.Missing, r.Drift.PageIdentical)

	current[3].Name = "Log in"
	current[3].FP = semantic.Fingerprint("button", "Log in")
	r = replay.Resolve(tr.Header, step, current)
	fmt.Println(r.Status, r.Status.Fails(), r.Reason)

	v := replay.Evaluate(replay.DefaultGates(), step.Intent, step.Decision.ChosenName, "button",
		step.Decision.Confidence, step.Dropped, step.Decision.Choice, nil)
	fmt.Println(v.Verdict, v.MayExecute())
	// Output:
	// ok false 1 0 false
	// changed true fingerprint "button|sign in" is not on the page
	// auto true
}
