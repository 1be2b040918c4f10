package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// jobRows are a CI pipeline's controls as observed in Chromium
// (examples/realapps/testdata/pipeline.html): a toolbar button that retries
// every failed job, and per-job rows where only the failed and canceled
// jobs have a Retry button (every row has a Log link).
func jobRows() []semantic.Target {
	const compile = "compile Passed 2 min 10 s linux-amd64-4 Log"
	const integ = "integration-tests Failed 9 min 47 s linux-amd64-8 Log Retry"
	const firefox = "e2e-firefox Canceled 3 min 20 s linux-amd64-16 Log Retry"
	return []semantic.Target{
		{ID: "c1", Role: "button", Name: "Retry failed jobs"},
		{ID: "c2", Role: "button", Name: "Run pipeline"},
		{ID: "c3", Role: "link", Name: "Log", Scope: "Build 3", Row: compile},
		{ID: "c4", Role: "link", Name: "Log", Scope: "Test 5", Row: integ},
		{ID: "c5", Role: "button", Name: "Retry", Scope: "Test 5", Row: integ},
		{ID: "c6", Role: "link", Name: "Log", Scope: "Test 5", Row: firefox},
		{ID: "c7", Role: "button", Name: "Retry", Scope: "Test 5", Row: firefox},
		// A tab in a list item: its row is its name, no job's row.
		{ID: "c8", Role: "link", Name: "Jobs", Row: "Jobs"},
		{ID: "c9", Role: "button", Name: "Play", Scope: "Deploy 3", Row: "deploy-production Manual — —"},
	}
}

// TestOtherRowsControl: a description naming a row ("the compile job")
// whose row lacks the control never resolves with confidence to a control
// that says nothing of that row (the toolbar's "Retry failed jobs", another
// row's Retry); the row that has it still resolves, a word that only a
// tab's own row says names no row, and the row's kind ("job"), said by no
// row, is not a missing part of the control.
func TestOtherRowsControl(t *testing.T) {
	const sure = 0.8
	cases := []struct {
		desc, want string // want "" = nothing confident
	}{
		{"the Retry button of the compile job", ""},
		{"the button that retries the compile job", ""},
		{"the Retry button of the integration-tests job", "c5"},
		{"the Retry button of the e2e-firefox job", "c7"},
		{"the Log link of the compile job", "c3"},
		{"the button that retries the failed jobs", "c1"},
		// The row's kind ("job") said by no row is not a missing word.
		{"the Play button of the deploy-production job", "c9"},
	}
	for _, c := range cases {
		d := decideTarget(t, jobRows(), c.desc)
		conf := d.Confidence()
		if c.want != "" && (d.Choice != c.want || conf < sure) {
			t.Errorf("%q chose %s at %.2f, want %s ≥ %.2f: %v", c.desc, d.Choice, conf, c.want, sure, d.Probabilities)
		}
		if c.want == "" && conf >= sure && d.Choice != semantic.ChoiceNone && d.Choice != semantic.ChoiceAmbiguous {
			t.Errorf("%q chose %s at %.2f, want nothing confident", c.desc, d.Choice, conf)
		}
	}
}
