package report

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/jevtest/jev/semantic"
)

// TestResult is one test's folder as loaded.
type TestResult struct {
	Test
	// Dir is the test's folder.
	Dir        string
	Operations []Operation
}

// Run is every test found by Load, sorted by package then test name.
type Run struct {
	Tests []TestResult
}

// Load reads every test folder found under dirs (searched recursively, so
// a repository root finds each package's test-results/). A folder is a
// test folder when it holds TestFile or OpPrefix*.json files of this
// Schema. A missing dir is an error; so is a folder with no results at all
// (ErrNoResults) and a result file that does not parse (ErrMalformed).
func Load(dirs ...string) (*Run, error) {
	run := &Run{}
	for _, root := range dirs {
		st, err := os.Stat(root)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			return nil, fmt.Errorf("%s: not a directory", root)
		}
		err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() {
				return nil
			}
			if n := d.Name(); path != root && (n == ".git" || n == "node_modules") {
				return filepath.SkipDir
			}
			tr, ok, err := loadTest(path)
			if err != nil {
				return err
			}
			if ok {
				run.Tests = append(run.Tests, tr)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if len(run.Tests) == 0 {
		return nil, fmt.Errorf("%w in %s (run go test first; evidence goes to test-results/ in each package directory, or to JEV_RESULTS_DIR)", ErrNoResults, strings.Join(dirs, ", "))
	}
	sort.SliceStable(run.Tests, func(i, j int) bool {
		a, b := run.Tests[i], run.Tests[j]
		if a.Package != b.Package {
			return a.Package < b.Package
		}
		return a.Test.Test < b.Test.Test
	})
	return run, nil
}

// loadTest reads one folder; ok is false when it is not a test folder.
func loadTest(dir string) (TestResult, bool, error) {
	tr := TestResult{Dir: dir}
	found := false
	if b, err := os.ReadFile(filepath.Join(dir, TestFile)); err == nil {
		if err := decode(filepath.Join(dir, TestFile), b, &tr.Test); err != nil {
			return tr, false, err
		}
		found = true
	} else if !errors.Is(err, fs.ErrNotExist) {
		return tr, false, err
	}
	ops, err := filepath.Glob(filepath.Join(dir, OpPrefix+"*.json"))
	if err != nil {
		return tr, false, err
	}
	for _, p := range ops {
		b, err := os.ReadFile(p)
		if err != nil {
			return tr, false, err
		}
		var op Operation
		if err := decode(p, b, &op); err != nil {
			return tr, false, err
		}
		tr.Operations = append(tr.Operations, op)
		found = true
	}
	if !found {
		return tr, false, nil
	}
	sort.SliceStable(tr.Operations, func(i, j int) bool {
		a, b := tr.Operations[i], tr.Operations[j]
		if a.Seq != b.Seq {
			return a.Seq < b.Seq
		}
		return a.Index < b.Index
	})
	if tr.Schema == "" { // no summary: the test did not end normally
		tr.Schema, tr.Status = Schema, StatusUnknown
		if len(tr.Operations) > 0 {
			tr.Package, tr.Test.Test = tr.Operations[0].Package, tr.Operations[0].Test
		}
	}
	return tr, true, nil
}

// decode parses a result file, checking its schema.
func decode(path string, b []byte, v any) error {
	var head struct {
		Schema string `json:"schema"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return fmt.Errorf("%w %s: %v", ErrMalformed, path, err)
	}
	if head.Schema != Schema {
		return fmt.Errorf("%w %s: schema %q, want %q", ErrMalformed, path, head.Schema, Schema)
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%w %s: %v", ErrMalformed, path, err)
	}
	return nil
}

// Counts totals a run.
type Counts struct {
	Tests, TestsPassed, TestsFailed, TestsSkipped, TestsUnknown int
	Operations, Passed, Failed, Inconclusive, Errors            int
	Requests, Questions, InputTokens, OutputTokens              int
}

// Count totals the tests and operations of r. Usage is counted once per
// batch (the items of a batch share it).
func (r *Run) Count() Counts {
	var c Counts
	for _, t := range r.Tests {
		c.Tests++
		switch t.Status {
		case StatusPassed:
			c.TestsPassed++
		case StatusFailed:
			c.TestsFailed++
		case StatusSkipped:
			c.TestsSkipped++
		default:
			c.TestsUnknown++
		}
		for _, op := range t.Operations {
			c.Operations++
			switch op.Result.Status {
			case semantic.StatusPassed:
				c.Passed++
			case semantic.StatusFailed:
				c.Failed++
			case semantic.StatusInconclusive:
				c.Inconclusive++
			default:
				c.Errors++
			}
			if u := op.Result.Usage; u != nil && op.Index == 0 {
				c.Requests += u.Requests
				c.Questions += u.Questions
				c.InputTokens += u.InputTokens
				c.OutputTokens += u.OutputTokens
			}
		}
	}
	return c
}
