// Package junit is the one JUnit XML writer of jev (the de-facto schema CI
// systems read): jev replay --junit (package replay) and jev report --junit
// (package report) build Suites and write them with Write.
package junit

import (
	"encoding/xml"
	"io"
)

// Suites is the document: one testsuites element and its totals, which
// Write computes from the suites.
type Suites struct {
	XMLName  xml.Name `xml:"testsuites"`
	Name     string   `xml:"name,attr"`
	Tests    int      `xml:"tests,attr"`
	Failures int      `xml:"failures,attr"`
	Errors   int      `xml:"errors,attr"`
	Skipped  int      `xml:"skipped,attr"`
	Suites   []Suite  `xml:"testsuite"`
}

// Suite is one testsuite; Add keeps its counts.
type Suite struct {
	Name     string `xml:"name,attr"`
	Tests    int    `xml:"tests,attr"`
	Failures int    `xml:"failures,attr"`
	Errors   int    `xml:"errors,attr"`
	Skipped  int    `xml:"skipped,attr"`
	Time     string `xml:"time,attr"`
	Cases    []Case `xml:"testcase"`
}

// Case is one testcase: at most one of Failure, Error and Skipped is set.
type Case struct {
	Name      string   `xml:"name,attr"`
	Classname string   `xml:"classname,attr"`
	Time      string   `xml:"time,attr,omitempty"`
	Failure   *Problem `xml:"failure,omitempty"`
	Error     *Problem `xml:"error,omitempty"`
	Skipped   *Skip    `xml:"skipped,omitempty"`
	SystemOut string   `xml:"system-out,omitempty"`
}

// Problem is a failure or an error: a one-line message, its type and a
// readable body.
type Problem struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr,omitempty"`
	Body    string `xml:",chardata"`
}

// Skip marks a skipped case, with the reason when there is one.
type Skip struct {
	Message string `xml:"message,attr,omitempty"`
}

// Add appends c and counts it as a test and as a failure, an error or a
// skip.
func (s *Suite) Add(c Case) {
	s.Tests++
	switch {
	case c.Failure != nil:
		s.Failures++
	case c.Error != nil:
		s.Errors++
	case c.Skipped != nil:
		s.Skipped++
	}
	s.Cases = append(s.Cases, c)
}

// Write writes doc with the XML header, indented, its totals summed from
// its suites.
func Write(w io.Writer, doc Suites) error {
	doc.Tests, doc.Failures, doc.Errors, doc.Skipped = 0, 0, 0, 0
	for _, s := range doc.Suites {
		doc.Tests += s.Tests
		doc.Failures += s.Failures
		doc.Errors += s.Errors
		doc.Skipped += s.Skipped
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}
