package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 15 items 5 and 11: an edited trace (a status its decisions do not
// give, an expected value that disagrees with its question's, invalid
// UTF-8, a duplicate key) is a broken trace: exit 2, reported at file:line,
// never replayed as passed.
func TestReplayEditedTraceExitsTwoWithFileLine(t *testing.T) {
	localEnv(t)
	s := newShop(t)
	b, err := os.ReadFile("../../replay/testdata/traces/plan.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct{ old, new, msg string }{
		"decision removed": {`,{"question_id":"c1","choice":"equivalent","probabilities":{"different":0.05,"equivalent":0.92,"insufficient_evidence":0.03}}`, ``, "trace: invalid record"},
		"expected edited":  {`"expected":"the professional annual subscription"}}`, `"expected":"Free"}}`, "trace: invalid record"},
		"invalid UTF-8":    {"Pro (yearly)", "Pro \xff(yearly)", "trace: malformed trace line: invalid UTF-8"},
		"duplicate key":    {`"op":"assert"`, `"op":"assert","op":"compare"`, `trace: malformed trace line: duplicate key "op"`},
	} {
		t.Run(name, func(t *testing.T) {
			edited := strings.Replace(string(b), c.old, c.new, 1)
			if edited == string(b) {
				t.Fatal("edit changed nothing")
			}
			p := filepath.Join(t.TempDir(), "plan.jsonl")
			if err := os.WriteFile(p, []byte(edited), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, _ := jev(t, "replay", "--base-url", s.srv.URL, p)
			if code != 2 || !strings.Contains(out, p+":3: "+c.msg) || !strings.HasSuffix(out, "1 trace: 0 passed, 0 failed, 1 error\n") {
				t.Fatalf("exit %d\n%s", code, out)
			}
		})
	}
}
