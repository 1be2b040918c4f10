package report

import (
	"io"
	"strconv"

	"github.com/jevtest/jev/internal/junit"
	"github.com/jevtest/jev/semantic"
)

// WriteJUnit writes run as JUnit XML: one testsuite per package and one
// testcase per semantic operation ("TestName › assert #3: \"expected\"",
// classname the package), so that CI lists each assertion. A failed
// operation is a <failure>, an inconclusive one a <failure
// type="inconclusive"> (inconclusive never passes), an operation that
// ended without a verdict an <error>. A test with no operation, or one
// that failed with none of its operations failing, adds a testcase of its
// own so that no failure goes unseen. Each case's output names the folder
// its evidence is in.
func WriteJUnit(w io.Writer, run *Run) error {
	out := junit.Suites{Name: "jev"}
	index := map[string]int{}
	for _, t := range run.Tests {
		i, ok := index[t.Package]
		if !ok {
			i = len(out.Suites)
			index[t.Package] = i
			out.Suites = append(out.Suites, junit.Suite{Name: t.Package, Time: "0"})
		}
		s := &out.Suites[i]
		opFailed := false
		for _, op := range t.Operations {
			c := junit.Case{Name: t.Test.Test + " › " + op.Name(), Classname: t.Package, Time: "0", SystemOut: "evidence: " + t.Dir}
			switch op.Result.Status {
			case semantic.StatusPassed:
			case semantic.StatusFailed:
				c.Failure = &junit.Problem{Message: "semantic " + op.Op + " failed", Type: "failed", Body: op.Explain()}
			case semantic.StatusInconclusive:
				c.Failure = &junit.Problem{Message: "semantic " + op.Op + " inconclusive (never a pass)", Type: "inconclusive", Body: op.Explain()}
			default:
				c.Error = &junit.Problem{Message: "semantic " + op.Op + " ended without a verdict", Type: "error", Body: op.Explain()}
			}
			opFailed = opFailed || c.Failure != nil || c.Error != nil
			s.Add(c)
		}
		if len(t.Operations) > 0 && (t.Status != StatusFailed && t.Status != StatusUnknown || opFailed) {
			continue
		}
		c := junit.Case{Name: t.Test.Test, Classname: t.Package, Time: seconds(t.DurationMs), SystemOut: "results: " + t.Dir}
		switch t.Status {
		case StatusFailed:
			c.Failure = &junit.Problem{Message: "test failed", Type: "failed", Body: "the test failed outside its semantic operations; see the go test output"}
		case StatusSkipped:
			c.Skipped = &junit.Skip{}
		case StatusUnknown:
			c.Error = &junit.Problem{Message: "test did not finish", Type: "unknown", Body: "no test.json: the test binary stopped before the test ended"}
		}
		s.Add(c)
	}
	return junit.Write(w, out)
}

func seconds(ms int64) string { return strconv.FormatFloat(float64(ms)/1000, 'f', 3, 64) }
