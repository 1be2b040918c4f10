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

// jev run on a flow past the YAML bounds, or not UTF-8, is exit 2 at
// FILE:LINE with the fix, before a browser starts (100,000 brackets took
// 29 s and 15 GB; invalid UTF-8 became part of the flow id and ran).
func TestRunRefusesUnusableFlowFiles(t *testing.T) {
	localEnv(t)
	dir := t.TempDir()
	for name, c := range map[string]struct{ data, want string }{
		"deep.yaml":   {"flow: f\nstart: /\nsteps: " + strings.Repeat("[", 100000) + strings.Repeat("]", 100000) + "\n", "deep.yaml:3: flow: invalid flow file: nested more than 100 levels deep; write it flatter"},
		"latin1.yaml": {"flow: caf\xe9\nstart: /\nsteps:\n  - intent: a\n    action: click\n", "latin1.yaml:1: flow: invalid flow file: invalid UTF-8 (byte 0xE9 at column 10); save the file as UTF-8"},
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(c.data), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := jev(t, "run", "--base-url", "http://127.0.0.1:9", p)
		if code != 2 || out != "" || !strings.Contains(errOut, filepath.Join(dir, c.want)) {
			t.Errorf("%s: exit %d stdout %q stderr %q; want exit 2 and %q", name, code, out, errOut, c.want)
		}
	}
}

// jev replay of a folder names the glob to give instead; of a trace that
// holds only its header (a recording cut short) it is exit 2, never a
// pass (it was "PASS (0 records)", exit 0). jev calibrate of a folder
// names the glob (it said "file does not exist").
func TestReplayAndCalibrateNameTheFix(t *testing.T) {
	localEnv(t)
	dir := t.TempDir()
	cut := filepath.Join(dir, "cut.jsonl")
	if err := os.WriteFile(cut, []byte(`{"kind":"run","spec":2,"start":"http://127.0.0.1:9/"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", dir}, "read " + dir + ": is a directory; give the traces in it: " + filepath.Join(dir, "*.jsonl")},
		{[]string{"replay", cut}, "replay: the trace holds no record to replay: " + cut + " has only its run header"},
		{[]string{"calibrate", dir}, dir + ": unreadable fixture: a folder, not a fixture; give the fixtures in it: " + filepath.Join(dir, "*.yaml")},
	} {
		code, out, errOut := jev(t, c.args...)
		if code != 2 || !strings.Contains(out+errOut, c.want) || strings.Contains(out, "PASS") {
			t.Errorf("%v: exit %d stdout %q stderr %q; want exit 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
}

// Ctrl-C during jev run --trace stops the run at its next step (exit 1,
// the step's error naming the cancellation) and ends the trace with a
// failed end record, so its replay is failed as recorded. The signal
// killed the process at once: the trace stopped after the last step it
// had written and replayed as PASS. (Not parallel: the signal goes to the
// whole test process.)
func TestInterruptedRunEndsItsTrace(t *testing.T) {
	localEnv(t)
	dir := t.TempDir()
	page := filepath.Join(dir, "plan.html")
	var fl strings.Builder
	fl.WriteString("flow: many\nstart: file://" + page + "\nsteps:\n")
	for i := 0; i < 2000; i++ {
		fl.WriteString("  - expect_semantic:\n      selector: '#plan'\n      expected: Pro\n")
	}
	flowPath, tracePath := filepath.Join(dir, "many.yaml"), filepath.Join(dir, "run.jsonl")
	if err := os.WriteFile(page, []byte(`<!doctype html><title>Plan</title><p id=plan>Pro</p>`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(flowPath, []byte(fl.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	go func() { // interrupt once a few steps are in the trace
		for range 600 {
			time.Sleep(50 * time.Millisecond)
			if b, _ := os.ReadFile(tracePath); bytes.Count(b, []byte("\n")) > 3 {
				syscall.Kill(os.Getpid(), syscall.SIGINT)
				return
			}
		}
	}()
	code, out, errOut := jev(t, "run", "--trace", tracePath, flowPath)
	if code != 1 || !strings.Contains(errOut, "flow many error at step ") || !strings.Contains(errOut, "context canceled") || strings.Contains(out, "2000 of 2000") {
		t.Fatalf("exit %d stdout %.300q stderr %q; want exit 1, the run stopped by the cancellation", code, out, errOut)
	}
	tr, err := trace.ReadFile(tracePath)
	if err != nil {
		t.Fatal(err)
	}
	if end := tr.End(); !end.Failed() || !strings.Contains(end.Error, "of 2000: ") {
		t.Fatalf("end record %+v; want failed naming the step", end)
	}
	code, out, errOut = jev(t, "replay", tracePath)
	if code != 1 || !strings.Contains(out, "the recorded run failed") {
		t.Errorf("replay: exit %d stdout %q stderr %q; want exit 1, failed as recorded", code, out, errOut)
	}
}
