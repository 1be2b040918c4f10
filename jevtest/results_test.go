package jevtest_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/report"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

const secretPassword = "hunter2-Sup3rSecret"

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// Every compare and assert item leaves a result file; only an assert item
// that did not pass gets a screenshot; the summary is written when the test
// ends, the trace is copied in, stale folders of this package are removed
// (never another package's), and a typed password reaches no file.
func TestResultsFolderKeepsEveryOperation(t *testing.T) {
	root := t.TempDir()
	stale, other := seedResultsFolders(t, root)
	srv := newSemanticSite(t)
	ft := fakeTB(t)
	d := script{sourceText: "Use your work account", sourceP: 1, cmpChoice: semantic.ChoiceDifferent, cmpP: 0.95}.decider()
	var dir string
	ft.call(func() {
		s := jevtest.New(ft, jevtest.WithDecider(d), jevtest.WithResultsDir(root), jevtest.WithTraceDir(t.TempDir()))
		s.Goto(srv.URL + "/login")
		if err := s.Page().Locator("#pw").Fill(secretPassword); err != nil {
			t.Errorf("fill: %v", err)
		}
		s.Assert(compare.Value(s.Page().Locator("#user")), "ada")
		s.Assert(compare.Describe("the sign-in hint"), "Use your personal account")
		s.Goto(srv.URL + "/plan")
		s.Assert(compare.Text(s.Page().Locator("#plan")), "Pro (yearly)")
		s.Assert(compare.Text(s.Page().Locator("#billing")), "Payment received")
		s.Compare(compare.Text(s.Page().Locator("#renewal")), "Renews on 2026-01-01")
		dir = s.ResultsDir()
	})
	ft.runCleanups()
	if f := ft.fatalMessages(); len(f) != 0 {
		t.Fatalf("fatal: %q", f)
	}
	if want := filepath.Join(root, "jevtest-"+jevtest.SanitizeName(t.Name())); dir != want {
		t.Fatalf("ResultsDir = %q, want %q", dir, want)
	}
	checkResultsFiles(t, dir, srv.URL)
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("stale folder of this package kept: %v", err)
	}
	if _, err := os.Stat(other); err != nil {
		t.Errorf("another package's folder removed: %v", err)
	}
	filepath.WalkDir(root, func(p string, e os.DirEntry, err error) error {
		if err == nil && !e.IsDir() {
			if b, _ := os.ReadFile(p); bytes.Contains(b, []byte(secretPassword)) {
				t.Errorf("%s holds the typed password", p)
			}
		}
		return nil
	})
	if n := len(ft.errorMessages()); n != 2 {
		t.Errorf("%d failures, want 2 (the two failed assertions): %q", n, ft.errorMessages())
	}
	for _, msg := range ft.errorMessages() {
		if !bytes.Contains([]byte(msg), []byte("evidence kept in "+dir)) {
			t.Errorf("failure message does not name the folder: %s", msg)
		}
	}
}

// seedResultsFolders makes a stale results folder of this package and a
// folder of another package under root.
func seedResultsFolders(t *testing.T, root string) (stale, other string) {
	t.Helper()
	stale = filepath.Join(root, "jevtest-TestRemovedLongAgo")
	other = filepath.Join(root, "otherpkg-TestKeep")
	for dir, pkg := range map[string]string{stale: "github.com/jevtest/jev/jevtest", other: "example.com/otherpkg"} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(report.Test{Schema: report.Schema, Package: pkg, Test: "T", Status: "passed"})
		if err := os.WriteFile(filepath.Join(dir, report.TestFile), b, 0o644); err != nil {
			t.Fatal(err)
		}
		old := time.Now().Add(-time.Hour) // written by an earlier run
		if err := os.Chtimes(dir, old, old); err != nil {
			t.Fatal(err)
		}
	}
	return stale, other
}

// checkResultsFiles: the folder holds one result file per operation, a
// screenshot per failed assert, the summary and the trace, with what each
// operation and the summary say.
func checkResultsFiles(t *testing.T, dir, base string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	want := []string{"op-001-0.json", "op-002-0.json", "op-002-0.png", "op-003-0.json", "op-004-0.json", "op-004-0.png", "op-005-0.json", "test.json", "trace.jsonl"}
	if len(names) != len(want) {
		t.Fatalf("folder holds %q, want %q", names, want)
	}
	for i := range want {
		if names[i] != want[i] {
			t.Fatalf("folder holds %q, want %q", names, want)
		}
	}
	var passed, failed, compared report.Operation
	readJSON(t, filepath.Join(dir, "op-003-0.json"), &passed)
	readJSON(t, filepath.Join(dir, "op-004-0.json"), &failed)
	readJSON(t, filepath.Join(dir, "op-005-0.json"), &compared)
	if passed.Result.Status != semantic.StatusPassed || passed.Screenshot != "" || passed.Op != "assert" {
		t.Errorf("passed item = %+v", passed)
	}
	if failed.Result.Status != semantic.StatusFailed || failed.Screenshot != "op-004-0.png" || !failed.Outlined ||
		failed.Test != t.Name() || failed.URL != base+"/plan" || failed.Actual.Locator != "#billing" ||
		failed.Result.Evidence.Role != "definition" || failed.Result.Evidence.Text != "Payment failed" {
		t.Errorf("failed item = %+v", failed)
	}
	if compared.Op != "compare" || compared.Result.Status != semantic.StatusPassed {
		t.Errorf("compare item = %+v", compared)
	}
	var sum report.Test
	readJSON(t, filepath.Join(dir, report.TestFile), &sum)
	if sum.Status != report.StatusFailed || sum.Test != t.Name() || sum.Package != "github.com/jevtest/jev/jevtest" || len(sum.Traces) != 1 {
		t.Errorf("test.json = %+v", sum)
	}
}

// JEV_RESULTS_DIR moves the results folder of a session with no
// WithResultsDir.
func TestResultsDirFromEnvironment(t *testing.T) {
	root := t.TempDir()
	t.Setenv(jevtest.EnvResultsDir, root)
	srv := newSemanticSite(t)
	s := jevtest.New(t, jevtest.WithDecider(semantictest.Forbidden(t)))
	s.Goto(srv.URL + "/plan")
	s.Assert(compare.Text(s.Page().Locator("#plan")), "Pro (yearly)")
	want := filepath.Join(root, "jevtest-TestResultsDirFromEnvironment")
	if s.ResultsDir() != want {
		t.Fatalf("ResultsDir = %q, want %q", s.ResultsDir(), want)
	}
	if _, err := os.Stat(filepath.Join(want, "op-001-0.json")); err != nil {
		t.Fatalf("result not written: %v", err)
	}
}

func TestAccessibleRole(t *testing.T) {
	for in, want := range map[string]string{
		"dd": "definition", "dt": "term", "span": "generic", "div": "generic", "td": "cell",
		"h2": "heading", "button": "button", "status": "status", "li": "listitem", "input": "textbox",
	} {
		if got := jevtest.AccessibleRole(in); got != want {
			t.Errorf("AccessibleRole(%q) = %q, want %q", in, got, want)
		}
	}
}

// Parallel tests writing to one root while the stale folders of an earlier
// run are swept keep every result of this run.
func TestResultsOfParallelTestsSurviveTheSweep(t *testing.T) {
	root := t.TempDir()
	srv := newSemanticSite(t)
	names := []string{"a", "b", "c", "d"}
	for _, n := range names {
		dir := filepath.Join(root, "jevtest-"+jevtest.SanitizeName(t.Name()+"/"+n))
		op := report.Operation{Schema: report.Schema, Package: "github.com/jevtest/jev/jevtest", Test: "old", Seq: 9}
		b, _ := json.Marshal(op)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "op-009-0.json"), b, 0o644); err != nil {
			t.Fatal(err)
		}
		old := time.Now().Add(-time.Hour) // an earlier run's folder
		if err := os.Chtimes(dir, old, old); err != nil {
			t.Fatal(err)
		}
	}
	t.Run("group", func(t *testing.T) {
		for _, n := range names {
			t.Run(n, func(t *testing.T) {
				t.Parallel()
				s := jevtest.New(t, jevtest.WithDecider(semantictest.Forbidden(t)), jevtest.WithResultsDir(root))
				s.Goto(srv.URL + "/plan")
				s.Assert(compare.Text(s.Page().Locator("#plan")), "Pro (yearly)")
			})
		}
	})
	for _, n := range names {
		dir := filepath.Join(root, "jevtest-"+jevtest.SanitizeName(t.Name()+"/group/"+n))
		for _, f := range []string{"op-001-0.json", report.TestFile} {
			if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
				t.Errorf("%s: %v", n, err)
			}
		}
	}
	if left, _ := filepath.Glob(filepath.Join(root, "*", "op-009-0.json")); len(left) != 0 {
		t.Errorf("stale results kept: %q", left)
	}
}

// A folder of this package written since this process started belongs to
// this run (another `ginkgo --procs` process wrote it): the sweep keeps it.
func TestTheSweepKeepsAFolderAnotherProcessOfThisRunWrote(t *testing.T) {
	root := t.TempDir()
	srv := newSemanticSite(t)
	other := filepath.Join(root, "jevtest-Another_process_spec")
	op := report.Operation{Schema: report.Schema, Package: "github.com/jevtest/jev/jevtest", Test: "Another process spec", Seq: 1}
	b, _ := json.Marshal(op)
	if err := os.MkdirAll(other, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(other, "op-001-0.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	s := jevtest.New(t, jevtest.WithDecider(semantictest.Forbidden(t)), jevtest.WithResultsDir(root))
	s.Goto(srv.URL + "/plan")
	s.Assert(compare.Text(s.Page().Locator("#plan")), "Pro (yearly)")
	if _, err := os.Stat(filepath.Join(other, "op-001-0.json")); err != nil {
		t.Errorf("the other process's result was swept: %v", err)
	}
}
