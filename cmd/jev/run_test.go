package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/trace"
)

func writeFlow(t *testing.T, src string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "flow.yaml")
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const accountFlow = `flow: account
start: /
steps:
  - expect_semantic:
      description: the current plan
      expected: Pro (yearly)
  - intent: manage plan
    action: click
`

func TestRunPassesAndRecordsATrace(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_DECIDER", "")
	t.Setenv("JEV_DECISIONS", "")
	base := accountSite(t)
	path := filepath.Join(t.TempDir(), "run.jsonl")
	code, out, errOut := jev(t, "run", "--base-url", base, "--trace", path, writeFlow(t, accountFlow))
	if code != 0 || !strings.Contains(out, "flow account: passed (2 of 2 steps run)") {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Header.Flow != "account" || len(tr.Steps()) != 1 || len(tr.Semantics()) != 1 {
		t.Fatalf("trace: header %+v, %d steps, %d semantic records", tr.Header, len(tr.Steps()), len(tr.Semantics()))
	}
}

func TestRunStopsWithExitOne(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_DECIDER", "")
	t.Setenv("JEV_DECISIONS", "")
	base := accountSite(t)
	failing := "flow: f\nstart: /\nsteps:\n  - expect_semantic:\n      description: the billing status\n      expected: payment received\n"
	code, out, errOut := jev(t, "run", "--base-url", base, writeFlow(t, failing))
	if code != 1 || !strings.Contains(out, "flow f: failed") || !strings.Contains(errOut, "at step 1") {
		t.Fatalf("a failed assertion: exit %d\n%s%s", code, out, errOut)
	}
}

func TestRunBadInput(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_DECISIONS", "")
	base := accountSite(t)
	good := writeFlow(t, accountFlow)
	bad := writeFlow(t, "flow: f\nstart: /\nsteps:\n  - intent: x\n    action: tap\n")
	env := writeFlow(t, "flow: f\nstart: /\nsteps:\n  - intent: x\n    action: fill\n    value_from_env: JEV_TEST_SURELY_UNSET\n")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"run", "--base-url", base, bad}, bad + ":5:"},
		{[]string{"run", "--base-url", base, env}, "JEV_TEST_SURELY_UNSET"},
		{[]string{"run", good}, "--base-url"},
		{[]string{"run", "--base-url", "localhost", good}, "not an absolute URL"},
		{[]string{"run", "--base-url", base, "--min-confidence", "2", good}, "--min-confidence"},
		{[]string{"run", "--base-url", base, "--decider", "nope", good}, "--decider"},
		{[]string{"run", "--base-url", base, "--gates", filepath.Join(t.TempDir(), "none.yaml"), good}, "--gates"},
		{[]string{"run", filepath.Join(t.TempDir(), "missing.yaml")}, "missing.yaml"},
		{[]string{"run"}, "arg(s)"},
	}
	for _, c := range cases {
		code, _, errOut := jev(t, c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 naming %s", c.args, code, errOut, c.want)
		}
	}
}
