package report_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/report"
	"github.com/jevtest/jev/semantic"
)

func write(t *testing.T, path string, v any) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	var b []byte
	switch x := v.(type) {
	case string:
		b = []byte(x)
	default:
		var err error
		if b, err = json.Marshal(v); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func op(pkg, test string, seq int, st semantic.Status) report.Operation {
	return report.Operation{Schema: report.Schema, Package: pkg, Test: test, Seq: seq, BatchSize: 1, Op: "assert",
		Result: report.Result{Status: st, Expected: "Paid", Usage: &semantic.Usage{Requests: 1, Questions: 1}}}
}

func TestLoadBadInput(t *testing.T) {
	empty := t.TempDir()
	malformed := t.TempDir()
	write(t, filepath.Join(malformed, "pkg-T", report.TestFile), "{not json")
	foreign := t.TempDir()
	write(t, filepath.Join(foreign, "pkg-T", "op-001-0.json"), `{"schema":"other/9"}`)
	for _, c := range []struct {
		name, dir string
		is        error
		msg       string
	}{
		{"missing", filepath.Join(empty, "nope"), os.ErrNotExist, "no such file or directory"},
		{"empty", empty, report.ErrNoResults, "no jev results found in " + empty + " (run go test first; evidence goes to test-results/ in each package directory, or to JEV_RESULTS_DIR)"},
		{"malformed", malformed, report.ErrMalformed, "malformed result file " + filepath.Join(malformed, "pkg-T", report.TestFile) + ": invalid character 'n' looking for beginning of object key string"},
		{"foreign schema", foreign, report.ErrMalformed, "malformed result file " + filepath.Join(foreign, "pkg-T", "op-001-0.json") + `: schema "other/9", want "jev-result/1"`},
	} {
		_, err := report.Load(c.dir)
		if !errors.Is(err, c.is) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: Load = %v; want errors.Is %v and %q", c.name, err, c.is, c.msg)
		}
	}
}

// Folders are found recursively and sorted; a folder with no test.json is
// a test that did not finish; usage of a batch is counted once.
func TestLoadAndCount(t *testing.T) {
	root := t.TempDir()
	a := filepath.Join(root, "a", "test-results", "a-TestA")
	write(t, filepath.Join(a, report.TestFile), report.Test{Schema: report.Schema, Package: "m/a", Test: "TestA", Status: report.StatusFailed})
	write(t, filepath.Join(a, "op-002-0.json"), op("m/a", "TestA", 2, semantic.StatusFailed))
	o1 := op("m/a", "TestA", 1, semantic.StatusPassed)
	o1.BatchSize = 2
	o2 := o1
	o2.Index, o2.Result.Status = 1, semantic.StatusInconclusive
	write(t, filepath.Join(a, "op-001-0.json"), o1)
	write(t, filepath.Join(a, "op-001-1.json"), o2)
	write(t, filepath.Join(root, "b", "test-results", "b-TestB", "op-001-0.json"), op("m/b", "TestB", 1, semantic.StatusPassed))
	write(t, filepath.Join(root, "node_modules", "x", "x-T", report.TestFile), "ignored: not read")
	run, err := report.Load(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(run.Tests) != 2 || run.Tests[0].Test.Test != "TestA" || run.Tests[1].Status != report.StatusUnknown || run.Tests[1].Package != "m/b" {
		t.Fatalf("tests = %+v", run.Tests)
	}
	var seqs []int
	for _, o := range run.Tests[0].Operations {
		seqs = append(seqs, o.Seq*10+o.Index)
	}
	if len(seqs) != 3 || seqs[0] != 10 || seqs[1] != 11 || seqs[2] != 20 {
		t.Errorf("operations out of order: %v", seqs)
	}
	c := run.Count()
	want := report.Counts{Tests: 2, TestsFailed: 1, TestsUnknown: 1, Operations: 4, Passed: 2, Failed: 1, Inconclusive: 1, Requests: 3, Questions: 3}
	if c != want {
		t.Errorf("Count = %+v, want %+v", c, want)
	}
}

// A test that failed with no failing operation, one that never finished
// and one that was skipped each get a test case of their own.
func TestJUnitShowsEveryFailure(t *testing.T) {
	run := &report.Run{Tests: []report.TestResult{
		{Test: report.Test{Package: "m/a", Test: "TestNoOps", Status: report.StatusFailed}, Dir: "/r/a"},
		{Test: report.Test{Package: "m/a", Test: "TestDied", Status: report.StatusUnknown}, Dir: "/r/b",
			Operations: []report.Operation{op("m/a", "TestDied", 1, semantic.StatusPassed)}},
		{Test: report.Test{Package: "m/b", Test: "TestSkip", Status: report.StatusSkipped}, Dir: "/r/c"},
		{Test: report.Test{Package: "m/b", Test: "TestOK", Status: report.StatusPassed}, Dir: "/r/d",
			Operations: []report.Operation{op("m/b", "TestOK", 1, "error")}},
	}}
	var b bytes.Buffer
	if err := report.WriteJUnit(&b, run); err != nil {
		t.Fatal(err)
	}
	got := b.String()
	for _, want := range []string{
		`<testsuites name="jev" tests="5" failures="1" errors="2" skipped="1">`,
		`<testsuite name="m/a" tests="3" failures="1" errors="1" skipped="0" time="0">`,
		`<testcase name="TestNoOps" classname="m/a" time="0.000">`,
		`<failure message="test failed" type="failed">the test failed outside its semantic operations; see the go test output</failure>`,
		`<testcase name="TestDied › assert #1: &#34;Paid&#34;" classname="m/a" time="0">`,
		`<error message="test did not finish" type="unknown">`,
		`<testcase name="TestSkip" classname="m/b" time="0.000">`,
		`<skipped></skipped>`,
		`<error message="semantic assert ended without a verdict" type="error">`,
		`<system-out>evidence: /r/d</system-out>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("JUnit lacks %s:\n%s", want, got)
		}
	}
}
