package replay_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/trace"
)

func TestUpdateAcceptsMovedNeverChanged(t *testing.T) {
	s := newSite(t, map[string]string{"/login": login("")})
	path := record(t, t.TempDir(), trace.RunHeader{Flow: "login"},
		recStep{url: s.url("/login"), intent: "Click the Sign in button", name: "Sign in", action: &trace.StepAction{Type: "click"}})
	before, _ := os.ReadFile(path)

	t.Run("changed is never rewritten", func(t *testing.T) {
		s.set("/login", strings.Replace(login(`<button type="button">Help me</button>`), ">Sign in</button>", ">Log in</button>", 1))
		res := replayFile(t, path, replay.WithUpdate(true))
		after, _ := os.ReadFile(path)
		if !bytes.Equal(before, after) {
			t.Fatalf("file rewritten:\n%s", after)
		}
		if res.Updated || res.UpdateNote != "nothing to rewrite; 1 step(s) left as recorded: changed, ambiguous and error steps are never rewritten" || stepsOf(res)[0].Updated {
			t.Fatalf("updated %v note %q", res.Updated, res.UpdateNote)
		}
	})
	t.Run("unchanged page writes nothing", func(t *testing.T) {
		s.set("/login", login(""))
		res := replayFile(t, path, replay.WithUpdate(true))
		after, _ := os.ReadFile(path)
		if !bytes.Equal(before, after) || res.Updated || res.UpdateNote != "nothing to rewrite" {
			t.Fatalf("updated %v note %q", res.Updated, res.UpdateNote)
		}
	})
	t.Run("moved is accepted", func(t *testing.T) {
		s.set("/login", login(`<button type="button">Forgot password?</button>`))
		res := replayFile(t, path, replay.WithUpdate(true))
		st := stepsOf(res)
		if st[0].Status != replay.StatusMoved || !st[0].Updated || !res.Updated || res.UpdateNote != "rewrote 1 step(s) to accept moved elements and drift" {
			t.Fatalf("got %+v note %q", st[0], res.UpdateNote)
		}
		tr, err := trace.ReadFile(path)
		if err != nil {
			t.Fatalf("rewritten trace does not read: %v", err)
		}
		step := tr.Steps()[0]
		if c := step.Chosen(); c == nil || c.FP != "button|sign in" || c.Rank != 4 || len(step.Candidates) != 5 || step.URL != s.url("/login") {
			t.Fatalf("rewritten step: chosen %+v, %d candidates", c, len(step.Candidates))
		}
		if p := step.Decision.Probabilities; p[step.Decision.Choice] != 0.97 || len(p) != 2 {
			t.Errorf("probabilities %v", p)
		}
		again := stepsOf(replayFile(t, path))
		if again[0].Status != replay.StatusOK || !again[0].Drift.PageIdentical {
			t.Fatalf("after update: %+v", again[0])
		}
	})
}
