//go:build regen

package replay_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// TestRegenerate re-records testdata/traces on shopPages:
// go test -tags regen -run TestRegenerate ./replay/
func TestRegenerate(t *testing.T) {
	s := newSite(t, shopPages)
	fix := func(path, name string) {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		b = bytes.ReplaceAll(b, []byte(s.srv.URL), []byte(recordedHost))
		if err := os.WriteFile("testdata/traces/"+name, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	login := record(t, dir, trace.RunHeader{Flow: "login", Model: "jev-latest", Start: s.url("/login")},
		recStep{url: s.url("/login"), intent: "Type the email address into the email field", name: "Email", action: &trace.StepAction{Type: "fill", Value: "${NW_EMAIL}"}},
		recStep{intent: "Type the password", name: "Password", action: &trace.StepAction{Type: "fill", ValueFromEnv: "NW_PASSWORD"}},
		recStep{intent: "Tick remember me", name: "Remember me", conf: 0.93, action: &trace.StepAction{Type: "check"}},
		recStep{intent: "Click the Sign in button", name: "Sign in", conf: 0.96, action: &trace.StepAction{Type: "click"}, after: click(t, "Sign in")},
	)
	fix(login, "login.jsonl")

	path := recordCompare(t, s, "the professional annual subscription", semantic.StatusPassed)
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w, _ := trace.NewWriter(&buf, trace.RunHeader{Flow: "plan", Model: "jev-latest", Start: s.url("/account")})
	w.WriteAction(trace.ActionRecord{Tool: "goto", Request: map[string]any{"url": s.url("/account")}, Result: map[string]any{"ok": true}})
	sem := *tr.Semantics()[0]
	sem.At = ""
	if err := w.WriteSemantic(sem); err != nil {
		t.Fatal(err)
	}
	p := newPage(t)
	gotoURL(t, p, s.url("/account"))
	snap := snapshot(t, p)
	st, err := replay.StepFromSnapshot(snap, "Open the plan picker", cidOf(t, snap, 0, "Change plan"), &trace.StepAction{Type: "click"}, 0.95)
	if err != nil {
		t.Fatal(err)
	}
	w.WriteStep(st)
	w.WriteEnd(trace.EndRecord{Status: trace.RunPassed})
	os.WriteFile(dir+"/plan.jsonl", buf.Bytes(), 0o644)
	fix(dir+"/plan.jsonl", "plan.jsonl")
	if strings.Contains(buf.String(), "Pro (yearly)") == false {
		t.Fatal("semantic record lost its evidence")
	}
}
