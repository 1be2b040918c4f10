package report

import (
	"encoding/xml"
	"io"
	"strconv"

	"github.com/jevtest/jev/semantic"
)

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
	Time      string        `xml:"time,attr"`
	Failure   *junitProblem `xml:"failure,omitempty"`
	Error     *junitProblem `xml:"error,omitempty"`
	Skipped   *struct{}     `xml:"skipped,omitempty"`
	SystemOut string        `xml:"system-out,omitempty"`
}

type junitProblem struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

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
	out := junitSuites{Name: "jev"}
	index := map[string]int{}
	for _, t := range run.Tests {
		i, ok := index[t.Package]
		if !ok {
			i = len(out.Suites)
			index[t.Package] = i
			out.Suites = append(out.Suites, junitSuite{Name: t.Package})
		}
		s := &out.Suites[i]
		opFailed := false
		for _, op := range t.Operations {
			c := junitCase{Name: t.Test.Test + " › " + op.Name(), Classname: t.Package, Time: "0", SystemOut: "evidence: " + t.Dir}
			switch op.Result.Status {
			case semantic.StatusPassed:
			case semantic.StatusFailed:
				c.Failure = &junitProblem{Message: "semantic " + op.Op + " failed", Type: "failed", Text: op.Explain()}
			case semantic.StatusInconclusive:
				c.Failure = &junitProblem{Message: "semantic " + op.Op + " inconclusive (never a pass)", Type: "inconclusive", Text: op.Explain()}
			default:
				c.Error = &junitProblem{Message: "semantic " + op.Op + " ended without a verdict", Type: "error", Text: op.Explain()}
			}
			opFailed = opFailed || c.Failure != nil || c.Error != nil
			s.add(c)
		}
		if len(t.Operations) > 0 && (t.Status != StatusFailed && t.Status != StatusUnknown || opFailed) {
			continue
		}
		c := junitCase{Name: t.Test.Test, Classname: t.Package, Time: seconds(t.DurationMs), SystemOut: "results: " + t.Dir}
		switch t.Status {
		case StatusFailed:
			c.Failure = &junitProblem{Message: "test failed", Type: "failed", Text: "the test failed outside its semantic operations; see the go test output"}
		case StatusSkipped:
			c.Skipped = &struct{}{}
		case StatusUnknown:
			c.Error = &junitProblem{Message: "test did not finish", Type: "unknown", Text: "no test.json: the test binary stopped before the test ended"}
		}
		s.add(c)
	}
	for _, s := range out.Suites {
		out.Tests += s.Tests
		out.Failures += s.Failures
		out.Errors += s.Errors
		out.Skipped += s.Skipped
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

func (s *junitSuite) add(c junitCase) {
	s.Tests++
	switch {
	case c.Failure != nil:
		s.Failures++
	case c.Error != nil:
		s.Errors++
	case c.Skipped != nil:
		s.Skipped++
	}
	s.Time = "0"
	s.Cases = append(s.Cases, c)
}

func seconds(ms int64) string { return strconv.FormatFloat(float64(ms)/1000, 'f', 3, 64) }
