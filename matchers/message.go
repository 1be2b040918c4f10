package matchers

import (
	"strings"

	"github.com/jevtest/jev/compare"
	"github.com/onsi/gomega/format"
)

// message renders a result in the shape of gomega's format.Message, the
// result itself rendered by compare.Explain (the one rendering shared with
// jevtest and the CLI):
//
//	Expected
//	    <locator>: internal:testid=[data-testid="plan"s]
//	to semantically match
//	    <string>: Free plan
//	failed — COMPARISON: different with confidence 0.97 ≥ threshold 0.80
//	      expected:  "Free plan"
//	      evidence:  "Pro (yearly)" [locator, source confidence 1.00 / 0.80]
//	      verdict:   different (semantic), confidence 0.97 / threshold 0.80
//	      freshness: verified
func message(actual, verb string, r compare.Result) string {
	return joinLines([]string{
		"Expected",
		format.Indent + actual,
		verb,
		format.Indent + "<string>: " + r.Expected,
		compare.Explain(r),
	})
}

func joinLines(lines []string) string { return strings.Join(lines, "\n") }
