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

// `jev run --trace` naming the run's own flow file or gates file is exit
// 2 naming both, before anything is written: the file is left as it was.
// Recording emptied it (the flow was read first, then overwritten by its
// own trace).
func TestRunTraceOverAnInputIsRefused(t *testing.T) {
	localEnv(t)
	dir := t.TempDir()
	flowPath, gatesPath := filepath.Join(dir, "plan.yaml"), filepath.Join(dir, "gates.yaml")
	const flowText = "flow: plan\nstart: http://127.0.0.1:9/\nsteps:\n  - expect_semantic:\n      selector: '#plan'\n      expected: Pro\n"
	const gatesText = "min_confidence: 0.85\n"
	if err := os.WriteFile(flowPath, []byte(flowText), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(gatesPath, []byte(gatesText), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ trace, what, in string }{
		{flowPath, "the flow file", flowPath},
		{filepath.Join(dir, ".", "plan.yaml"), "the flow file", flowPath},
		{gatesPath, "--gates", gatesPath},
	} {
		code, out, errOut := jev(t, "run", "--gates", gatesPath, "--trace", c.trace, flowPath)
		want := "--trace " + c.trace + " is " + c.what + " (" + c.in + "): recording would overwrite it; give the trace a file of its own, e.g. " + strings.TrimSuffix(c.in, ".yaml") + ".jsonl"
		if code != 2 || out != "" || !strings.Contains(errOut, want) {
			t.Errorf("--trace %s: exit %d stdout %q stderr %q; want exit 2 and %q", c.trace, code, out, errOut, want)
		}
	}
	if b, _ := os.ReadFile(flowPath); string(b) != flowText {
		t.Errorf("the flow file now holds %q", b)
	}
	if b, _ := os.ReadFile(gatesPath); string(b) != gatesText {
		t.Errorf("the gates file now holds %q", b)
	}
}

// `jev replay --json/--junit` naming one of the traces to replay is exit 2
// before the replay, naming both, and the trace is left as it was. The
// report overwrote the trace it was about.
func TestReplayReportOverATraceIsRefused(t *testing.T) {
	dir := t.TempDir()
	tr := filepath.Join(dir, "t.jsonl")
	const text = `{"kind":"run","spec":2}` + "\n"
	if err := os.WriteFile(tr, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ flag, fix string }{{"--json", "t-report.json"}, {"--junit", "t-report.xml"}} {
		code, out, errOut := jev(t, "replay", filepath.Join(dir, "*.jsonl"), c.flag, tr)
		want := "jev: " + c.flag + " " + tr + " is a trace to replay (" + tr + "): writing the report would overwrite it; give the report a file of its own, e.g. " + filepath.Join(dir, c.fix)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, want) {
			t.Errorf("%s: exit %d stdout %q stderr %q; want exit 2 and %q", c.flag, code, out, errOut, want)
		}
	}
	if b, _ := os.ReadFile(tr); string(b) != text {
		t.Errorf("the trace now holds %q", b)
	}
}
