package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jevtest/jev/trace"
)

// Two `jev run --trace FILE` to one file, in two processes: the second is
// refused (exit 2) naming the file and the fix, before it empties or
// writes the file, and the first run's trace reads whole. Once the first
// run has ended, the file is free again. Before, both wrote the file and
// their records interleaved (a malformed line, or one run's records under
// the other's header).
func TestConcurrentRunsToOneTrace(t *testing.T) {
	localEnv(t)
	dir := t.TempDir()
	page := filepath.Join(dir, "plan.html")
	if err := os.WriteFile(page, []byte(`<!doctype html><title>Plan</title><p id=plan>Pro</p>`), 0o644); err != nil {
		t.Fatal(err)
	}
	long, short, tracePath := filepath.Join(dir, "long.yaml"), filepath.Join(dir, "short.yaml"), filepath.Join(dir, "run.jsonl")
	var fl strings.Builder
	fl.WriteString("flow: long\nstart: file://" + page + "\nsteps:\n")
	for range 2000 {
		fl.WriteString("  - expect_semantic:\n      selector: '#plan'\n      expected: Pro\n")
	}
	if err := os.WriteFile(long, []byte(fl.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	shortFlow := "flow: short\nstart: file://" + page + "\nsteps:\n  - expect_semantic:\n      selector: '#plan'\n      expected: Pro\n"
	if err := os.WriteFile(short, []byte(shortFlow), 0o644); err != nil {
		t.Fatal(err)
	}

	var firstOut, firstErr bytes.Buffer
	first := jevProcess(t, &firstOut, &firstErr, "run", "--trace", tracePath, long)
	t.Cleanup(func() { first.Process.Kill() })
	waitForLines(t, tracePath, 4)

	code, out, errOut := jev(t, "run", "--trace", tracePath, short)
	want := "--trace: trace: the trace file is in use: " + tracePath + " is being written by another run (two writers would interleave their records); give each run its own trace file"
	if code != 2 || out != "" || !strings.Contains(errOut, want) {
		t.Errorf("second run: exit %d stdout %q stderr %q; want exit 2 and %q", code, out, errOut, want)
	}

	if err := first.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	if err := first.Wait(); err == nil || first.ProcessState.ExitCode() != 1 {
		t.Fatalf("first run: %v, stderr %q; want exit 1 (interrupted)", err, firstErr.String())
	}
	tr, err := trace.ReadFile(tracePath)
	if err != nil {
		t.Fatalf("the first run's trace does not read: %v", err)
	}
	if tr.Header.Flow != "long" || tr.End() == nil || !tr.End().Failed() || !strings.Contains(tr.End().Error, "of 2000: ") {
		t.Fatalf("trace header %+v, end %+v; want the long flow's, ended failed (interrupted)", tr.Header, tr.End())
	}

	if code, out, errOut := jev(t, "run", "--trace", tracePath, short); code != 0 {
		t.Fatalf("run after the first ended: exit %d stdout %q stderr %q; want 0", code, out, errOut)
	}
	if tr, err := trace.ReadFile(tracePath); err != nil || tr.Header.Flow != "short" || len(tr.Records) != 3 || tr.End() == nil || tr.End().Failed() {
		t.Fatalf("trace after the later run: %v %+v; want the short flow's alone (goto, assertion, end passed)", err, tr)
	}
}

// waitForLines waits (at most 60 s) until path holds n lines.
func waitForLines(t *testing.T, path string, n int) {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if b, _ := os.ReadFile(path); bytes.Count(b, []byte("\n")) >= n {
			return
		}
	}
	t.Fatalf("%s did not reach %d lines within 60 s", path, n)
}
