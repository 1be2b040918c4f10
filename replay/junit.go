package replay

import (
	"fmt"
	"io"

	"github.com/jevtest/jev/internal/junit"
)

// WriteJUnit writes rep as JUnit XML: one testsuite per trace (named by
// its path), one testcase per record ("step 3: <intent>"), a failure per
// changed, ambiguous or error step with its reason as the message and the
// readable recorded-vs-current candidates as the body, a skipped element
// per skipped record, a "verify" testcase for a loop trace's success check,
// and for a trace that could not be replayed one "trace" testcase with an
// error.
func WriteJUnit(w io.Writer, rep *Report) error {
	out := junit.Suites{Name: "jev replay"}
	for _, tr := range rep.Traces {
		out.Suites = append(out.Suites, traceSuite(tr))
	}
	return junit.Write(w, out)
}

// traceSuite is the testsuite of one replayed trace.
func traceSuite(tr *TraceResult) junit.Suite {
	s := junit.Suite{Name: tr.Path, Time: fmt.Sprintf("%.3f", float64(tr.DurationMs)/1000)}
	class := tr.Flow
	if class == "" {
		class = tr.Path
	}
	if tr.Status == TraceErrored {
		s.Add(junit.Case{Name: "trace", Classname: class, Error: &junit.Problem{Message: tr.Error, Type: string(TraceErrored)}})
	}
	for _, st := range tr.Steps {
		c := junit.Case{Name: fmt.Sprintf("%s %d", st.Kind, st.Step), Classname: class}
		if st.Intent != "" {
			c.Name += ": " + st.Intent
		}
		switch {
		case st.Status.Fails():
			c.Failure = &junit.Problem{Message: st.Reason, Type: string(st.Status), Body: FailureMessage(st)}
		case st.Status == StatusSkipped:
			c.Skipped = &junit.Skip{Message: st.Reason}
		default:
			c.SystemOut = StepLine(st)
		}
		s.Add(c)
	}
	if v := tr.Verify; v != nil {
		c := junit.Case{Name: "verify " + v.Selector, Classname: class, SystemOut: v.Reason}
		if !v.Verified {
			c.Failure = &junit.Problem{Message: v.Reason, Type: "unverified"}
		}
		s.Add(c)
	}
	return s
}
