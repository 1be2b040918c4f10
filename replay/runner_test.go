package replay_test

import (
	"strings"
	"testing"

	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/replay/replaytest"
	"github.com/jevtest/jev/trace"
)

// TestGoTestRunner replays the hand-checked testdata traces (recorded on
// 127.0.0.1:8080) against this test's server, executing their actions.
func TestGoTestRunner(t *testing.T) {
	s := newSite(t, shopPages)
	t.Setenv("NW_EMAIL", "ada@example.com")
	t.Setenv("NW_PASSWORD", "correct horse")
	replaytest.Test(t, "testdata/traces/*.jsonl", replay.WithBaseURL(s.srv.URL), replay.WithExecute(true))
}

func TestFailureMessageIsReadable(t *testing.T) {
	s := newSite(t, map[string]string{"/login": login("")})
	path := record(t, t.TempDir(), trace.RunHeader{Flow: "login"},
		recStep{url: s.url("/login"), intent: "Click the Sign in button", name: "Sign in"})
	s.set("/login", strings.Replace(login(""), ">Sign in</button>", ">Log in</button>", 1))
	res := replayFile(t, path)
	msg := replay.FailureMessage(stepsOf(res)[0])
	want := []string{
		`step 1: changed "button|sign in": fingerprint "button|sign in" is not on the page [drift: 1 new, 1 missing, page identical false]`,
		"  intent: Click the Sign in button",
		"  url:    " + s.url("/login"),
		"  recorded candidates (4):",
		`   → f0:c3   "button|sign in"             frame 0 rank 3   Sign in`,
		"  current candidates (4):",
		`     f0:c3   "button|log in"              frame 0 rank 3   Log in`,
	}
	for _, w := range want {
		if !strings.Contains(msg, w+"\n") && !strings.HasSuffix(msg, w) {
			t.Errorf("message lacks %q:\n%s", w, msg)
		}
	}
	if ex := replay.Explain(res); !strings.HasPrefix(ex, path+": step 1 changed\nstep 1: changed") {
		t.Errorf("explain:\n%s", ex)
	}
}

func TestExpand(t *testing.T) {
	paths, unmatched, err := replay.Expand([]string{"testdata/traces/*.jsonl", "../trace/testdata/broken/e*.jsonl", "../trace/testdata/login.jsonl", "testdata/none/*.jsonl", "../trace/testdata/login.jsonl"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"../trace/testdata/broken/empty.jsonl", "../trace/testdata/login.jsonl", "testdata/traces/login.jsonl", "testdata/traces/plan.jsonl"}
	if strings.Join(paths, ",") != strings.Join(want, ",") || len(unmatched) != 1 || unmatched[0] != "testdata/none/*.jsonl" {
		t.Fatalf("paths %v unmatched %v", paths, unmatched)
	}
	if _, _, err := replay.Expand([]string{"testdata/[*.jsonl"}); err == nil {
		t.Fatal("bad glob accepted")
	}
}
