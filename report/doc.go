// Package report reads and renders the results folder that jevtest sessions
// leave after a test run: one folder per test, holding one JSON file per
// semantic operation (op-*.json), the evidence screenshot of each operation
// that did not pass, the test's summary (test.json) and its trace when one
// was recorded.
//
// Load reads one or more results folders into a Run; WriteHTML renders a
// Run as one self-contained HTML file (screenshots inline, filterable by
// status, no server needed) and WriteJUnit as JUnit XML with one test case
// per semantic operation, so CI shows each assertion.
//
// The package never touches a browser; jevtest writes the records with the
// types defined here.
package report
