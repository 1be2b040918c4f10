package replay

import (
	"encoding/xml"
	"fmt"
	"io"
)

// JUnit XML shapes (the de-facto schema CI systems read).
type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Skipped  int          `xml:"skipped,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Errors   int         `xml:"errors,attr"`
	Skipped  int         `xml:"skipped,attr"`
	Time     string      `xml:"time,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Failure   *junitProblem `xml:"failure,omitempty"`
	Error     *junitProblem `xml:"error,omitempty"`
	Skipped   *junitProblem `xml:"skipped,omitempty"`
	SystemOut string        `xml:"system-out,omitempty"`
}

type junitProblem struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr,omitempty"`
	Body    string `xml:",chardata"`
}

// WriteJUnit writes rep as JUnit XML: one testsuite per trace (named by
// its path), one testcase per record ("step 3: <intent>"), a failure per
// changed, ambiguous or error step with its reason as the message and the
// readable recorded-vs-current candidates as the body, a skipped element
// per skipped record, a "verify" testcase for a loop trace's success check,
// and for a trace that could not be replayed one "trace" testcase with an
// error.
func WriteJUnit(w io.Writer, rep *Report) error {
	out := junitSuites{Name: "jev replay"}
	for _, tr := range rep.Traces {
		s := junitSuite{Name: tr.Path, Time: fmt.Sprintf("%.3f", float64(tr.DurationMs)/1000)}
		class := tr.Flow
		if class == "" {
			class = tr.Path
		}
		if tr.Status == TraceErrored {
			s.Cases = append(s.Cases, junitCase{Name: "trace", Classname: class, Error: &junitProblem{Message: tr.Error, Type: string(TraceErrored)}})
			s.Errors++
		}
		for _, st := range tr.Steps {
			c := junitCase{Name: fmt.Sprintf("%s %d", st.Kind, st.Step), Classname: class}
			if st.Intent != "" {
				c.Name += ": " + st.Intent
			}
			switch {
			case st.Status.Fails():
				c.Failure = &junitProblem{Message: st.Reason, Type: string(st.Status), Body: FailureMessage(st)}
				s.Failures++
			case st.Status == StatusSkipped:
				c.Skipped = &junitProblem{Message: st.Reason}
				s.Skipped++
			default:
				c.SystemOut = StepLine(st)
			}
			s.Cases = append(s.Cases, c)
		}
		if v := tr.Verify; v != nil {
			c := junitCase{Name: "verify " + v.Selector, Classname: class, SystemOut: v.Reason}
			if !v.Verified {
				c.Failure = &junitProblem{Message: v.Reason, Type: "unverified"}
				s.Failures++
			}
			s.Cases = append(s.Cases, c)
		}
		s.Tests = len(s.Cases)
		out.Tests += s.Tests
		out.Failures += s.Failures
		out.Errors += s.Errors
		out.Skipped += s.Skipped
		out.Suites = append(out.Suites, s)
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(out); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}
