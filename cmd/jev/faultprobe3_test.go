package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
