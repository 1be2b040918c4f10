package calibration_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/jevtest/jev/calibration"
)

// Run runs fixture cases against their pages in a real browser (the
// process-wide one unless WithBrowser is given) and records one CaseResult
// per case; NewReport turns them into metrics.
func ExampleRun() {
	dir, err := os.MkdirTemp("", "jev-calibration-example")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	os.WriteFile(filepath.Join(dir, "plan.html"), []byte(`<!doctype html><title>Plan</title>
<dl><dt>Current plan</dt><dd id="plan">Pro (yearly)</dd></dl>`), 0o644)
	os.WriteFile(filepath.Join(dir, "plan.yaml"), []byte(`page: plan.html
cases:
  - id: plan-exact
    actual: {selector: "#plan"}
    expected: "Pro (yearly)"
    truth: equivalent
  - id: plan-grounded
    actual: {description: "Current plan"}
    expected: "Pro (yearly)"
    truth: equivalent
    source: "#plan"
`), 0o644)

	fixtures, errs := calibration.LoadFixtures(filepath.Join(dir, "*.yaml"))
	if len(errs) > 0 {
		fmt.Println(errs)
		return
	}
	results, err := calibration.Run(context.Background(), fixtures, calibration.WithMinConfidence(0.8))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range results {
		fmt.Printf("%s: %s (%s %.2f), evidence %q, source checked %v ok %v\n",
			r.ID, r.Status, r.Choice, r.Confidence, r.Evidence.Text, r.SourceChecked, r.SourceOK)
	}
	rep, err := calibration.NewReport(results)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("passed %d of %d\n", rep.Summary.Passed, rep.Summary.Cases)
	// Output:
	// plan-exact: passed (equivalent 1.00), evidence "Pro (yearly)", source checked false ok false
	// plan-grounded: passed (equivalent 1.00), evidence "Pro (yearly)", source checked true ok true
	// passed 2 of 2
}
