package matchers

import (
	"errors"
	"strings"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
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
//
// then, for matchers bound to a session, where the item's evidence was
// kept (jevtest.Evidence.Explain: the folder, the outlined screenshot, the
// result file).
func message(actual, verb string, r compare.Result, ev *jevtest.Evidence) string {
	lines := []string{
		"Expected",
		format.Indent + actual,
		verb,
		format.Indent + "<string>: " + r.Expected,
		compare.Explain(r),
	}
	if ev != nil {
		if s := ev.Explain(); s != "" {
			lines = append(lines, s)
		}
	}
	return joinLines(lines)
}

// evidenceOf is the evidence a session kept for item i of the operation
// that returned err (a *jevtest.EvidenceError); nil when there is none.
func evidenceOf(err error, i int) *jevtest.Evidence {
	var ee *jevtest.EvidenceError
	if !errors.As(err, &ee) {
		return nil
	}
	for k := range ee.Evidence {
		if ee.Evidence[k].Index == i {
			ev := ee.Evidence[k]
			return &ev
		}
	}
	return nil
}

func joinLines(lines []string) string { return strings.Join(lines, "\n") }
