package jevtest

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/redact"
	"github.com/jevtest/jev/report"
)

// EnvResultsDir names the environment variable that moves the results
// folder of every session that has no WithResultsDir option.
const EnvResultsDir = "JEV_RESULTS_DIR"

// DefaultResultsDir is where results go when neither WithResultsDir nor
// JEV_RESULTS_DIR says otherwise: test-results/ in the directory go test
// runs the package's tests in, which is the package's own directory. That is
// the one place go test guarantees without searching for go.mod, it keeps
// each package's evidence next to its tests, and packages tested in
// parallel never write to the same folder.
const DefaultResultsDir = "test-results"

// WithResultsDir makes the session keep its results under dir (one folder
// per test, named by package and test name) instead of DefaultResultsDir or
// JEV_RESULTS_DIR. A relative dir is taken from the working directory (the
// package directory under go test).
func WithResultsDir(dir string) Option {
	return func(o *options) { o.resultsDir = &dir }
}

// resultsFolder is one test's folder, shared by the sessions of that test.
type resultsFolder struct {
	mu      sync.Mutex
	dir     string
	err     error
	opened  bool
	seq     int
	started time.Time
	traces  []string
}

// resultFolders maps a test folder path to its state, for the process.
var resultFolders = struct {
	sync.Mutex
	m     map[string]*resultsFolder
	swept map[string]bool
}{m: map[string]*resultsFolder{}, swept: map[string]bool{}}

// testPackage is the import path of the package under test ("" outside a
// test binary) and the module's path.
var testPackage = sync.OnceValues(func() (string, string) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "", ""
	}
	return strings.TrimSuffix(bi.Path, ".test"), bi.Main.Path
})

// resultsFolderName is "<package relative to the module>-<test name>",
// each part sanitised.
func resultsFolderName(testName string) string {
	pkg, mod := testPackage()
	return packageTestName(pkg, mod, testName)
}

// packageTestName is "<pkg relative to mod>-<test name>", each part
// sanitised; the module's root package is named by its last element, a
// package outside mod by its whole import path.
func packageTestName(pkg, mod, testName string) string {
	rel := pkg // a package of another module: its whole path
	switch {
	case pkg == mod:
		rel = path.Base(pkg)
	case mod != "" && strings.HasPrefix(pkg, mod+"/"):
		rel = pkg[len(mod)+1:]
	}
	return SanitizeName(rel) + "-" + SanitizeName(testName)
}

// artifactsFlag reports whether go test runs with -artifacts.
func artifactsFlag() bool {
	f := flag.Lookup("test.artifacts")
	return f != nil && f.Value.String() == "true"
}

// resultsFolderFor picks the test's folder: WithResultsDir, else
// JEV_RESULTS_DIR, else t.ArtifactDir() under go test -artifacts, else
// DefaultResultsDir.
func resultsFolderFor(t testing.TB, o options) (*resultsFolder, error) {
	root := os.Getenv(EnvResultsDir)
	if o.resultsDir != nil && *o.resultsDir != "" {
		root = *o.resultsDir
	}
	var dir string
	if tt, ok := t.(*testing.T); ok && root == "" && artifactsFlag() {
		dir = tt.ArtifactDir()
	} else {
		if root == "" {
			root = DefaultResultsDir
		}
		abs, err := filepath.Abs(root)
		if err != nil {
			return nil, fmt.Errorf("results dir %s: %w", root, err)
		}
		dir = filepath.Join(abs, resultsFolderName(t.Name()))
		sweepStale(abs)
	}
	resultFolders.Lock()
	defer resultFolders.Unlock()
	f := resultFolders.m[dir]
	if f == nil {
		f = &resultsFolder{dir: dir, started: time.Now()}
		resultFolders.m[dir] = f
	}
	return f, nil
}

// processStart is when this process started, as near as a package
// variable can tell.
var processStart = time.Now()

// sweepStale removes, once per process and root, the folders an earlier
// run of this package left under root, so that the report shows this run
// only. Folders of other packages are never touched, and neither are
// folders changed since this process started: under `ginkgo --procs=N`
// every process of one run sweeps the same root, and a folder another
// process of this run has just written is not stale.
//
// It runs under the process-wide lock, so that no session of this process
// (parallel tests included) writes into a folder while it is swept.
func sweepStale(root string) {
	resultFolders.Lock()
	defer resultFolders.Unlock()
	if resultFolders.swept[root] {
		return
	}
	resultFolders.swept[root] = true
	pkg, _ := testPackage()
	entries, _ := os.ReadDir(root)
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dir := filepath.Join(root, e.Name())
		if info, err := e.Info(); err != nil || !info.ModTime().Before(processStart) {
			continue
		}
		if folderPackage(dir) == pkg && pkg != "" {
			_ = os.RemoveAll(dir)
		}
	}
}

// folderPackage is the package a results folder was written for, or "".
func folderPackage(dir string) string {
	files, _ := filepath.Glob(filepath.Join(dir, report.OpPrefix+"*.json"))
	files = append([]string{filepath.Join(dir, report.TestFile)}, files...)
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		var head struct{ Schema, Package string }
		if json.Unmarshal(b, &head) == nil && head.Schema == report.Schema {
			return head.Package
		}
	}
	return ""
}

// open creates the folder on first use in this process, emptying what an
// earlier run left in it.
func (f *resultsFolder) open() error {
	if f.opened || f.err != nil {
		return f.err
	}
	f.opened = true
	if err := os.RemoveAll(f.dir); err != nil {
		f.err = err
		return err
	}
	f.err = os.MkdirAll(f.dir, 0o755)
	return f.err
}

// nextSeq opens the folder and numbers one more operation.
func (f *resultsFolder) nextSeq() (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.open(); err != nil {
		return 0, err
	}
	f.seq++
	return f.seq, nil
}

// writeJSON writes v as indented JSON to name inside the folder.
func (f *resultsFolder) writeJSON(name string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(f.dir, name), append(b, '\n'), 0o644)
}

// finish writes the test's summary and copies the session's trace into the
// folder. It runs in t.Cleanup after the trace is closed.
func (s *Session) finishResults() {
	f := s.results
	if f == nil {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.open() != nil {
		return
	}
	if tp := s.TracePath(); tp != "" {
		name := "trace.jsonl"
		if n := len(f.traces); n > 0 {
			name = fmt.Sprintf("trace.%d.jsonl", n+1)
		}
		if copyFile(tp, filepath.Join(f.dir, name)) == nil {
			f.traces = append(f.traces, name)
		}
	}
	status := report.StatusPassed
	switch {
	case s.t.Failed():
		status = report.StatusFailed
	case s.t.Skipped():
		status = report.StatusSkipped
	}
	pkg, _ := testPackage()
	sum := report.Test{Schema: report.Schema, Package: pkg, Test: s.t.Name(), Status: status,
		Started: f.started, DurationMs: time.Since(f.started).Milliseconds(), Traces: f.traces}
	if err := f.writeJSON(report.TestFile, sum); err != nil {
		s.t.Errorf("jevtest: results: %v", err)
	}
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// ResultsDir is the folder this test's results are kept in: one JSON file
// per semantic operation item, a screenshot for each item that did not
// pass, test.json when the test ends and the trace when one is recorded.
// It is created on first use.
func (s *Session) ResultsDir() string {
	if s.results == nil {
		return ""
	}
	return s.results.dir
}

// safeURL drops a URL's user:password part and masks the values of query
// parameters that name a credential.
func safeURL(raw string) string { return redact.URL(raw) }

// setEvidence keeps the evidence of the operation that just ran for
// TryAssertBatch to attach to its error.
func (s *Session) setEvidence(ev []Evidence) {
	s.evMu.Lock()
	s.lastEvidence = ev
	s.evMu.Unlock()
}

// takeEvidence returns and forgets the evidence of the last operation.
func (s *Session) takeEvidence() []Evidence {
	s.evMu.Lock()
	defer s.evMu.Unlock()
	ev := s.lastEvidence
	s.lastEvidence = nil
	return ev
}
