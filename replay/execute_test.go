package replay_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/trace"
)

// app is a sign-in form whose button greets the typed email.
const app = `<h1>Sign in to Acme</h1>
<form aria-label="Sign in" onsubmit="return false">
 <label>Email <input type="email" id="email"></label>
 <label>Password <input type="password" id="pw"></label>
 <button type="button" onclick="document.getElementById('done').hidden = false;
   document.getElementById('done').textContent = 'Welcome ' + document.getElementById('email').value + ' (' + document.getElementById('pw').value.length + ')'">Sign in</button>
</form>
<p id="done" hidden></p>`

// recordLogin records the three steps of a sign-in with a success
// selector, values from the environment.
func recordLogin(t *testing.T, s *site, conf float64, h trace.RunHeader) string {
	h.Flow, h.Start = "login", s.url("/")
	return record(t, t.TempDir(), h,
		recStep{url: s.url("/"), intent: "Type the email address", name: "Email", action: &trace.StepAction{Type: "fill", Value: "${JEV_TEST_EMAIL}"}},
		recStep{intent: "Type the password", name: "Password", action: &trace.StepAction{Type: "fill", ValueFromEnv: "JEV_TEST_PW"}},
		recStep{intent: "Click the Sign in button", name: "Sign in", conf: conf, action: &trace.StepAction{Type: "click"}, after: click(t, "Sign in")},
	)
}

func replayOn(t *testing.T, p playwright.Page, path string, opts ...replay.Option) *replay.TraceResult {
	t.Helper()
	r, err := replay.New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.ReplayFile(context.Background(), p, path)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func text(t *testing.T, p playwright.Page, sel string) string {
	t.Helper()
	s, err := p.Locator(sel).TextContent()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestExecuteByFingerprintWithEnvValues(t *testing.T) {
	s := newSite(t, map[string]string{"/": doc("Sign in", app)})
	path := recordLogin(t, s, 0.97, trace.RunHeader{Success: "#done"})
	raw, _ := os.ReadFile(path)
	if !strings.Contains(string(raw), `"value_from_env":"JEV_TEST_EMAIL"`) {
		t.Fatalf("trace must record the variable name only:\n%s", raw)
	}
	t.Setenv("JEV_TEST_EMAIL", "ci@example.com")
	t.Setenv("JEV_TEST_PW", "s3cret!")
	// A cookie banner pushes every control down: positions change, acting
	// resolves by fingerprint.
	s.set("/", doc("Sign in", `<button type="button">Accept cookies</button>`+app))
	p := newPage(t)
	res := replayOn(t, p, path, replay.WithExecute(true))
	st := stepsOf(res)
	if len(st) != 3 || res.Status != replay.TracePassed {
		t.Fatalf("result %s %q: %+v", res.Status, res.Error, st)
	}
	// Form controls rank first: only the button moved.
	for i, want := range []string{"fill", "fill", "click"} {
		if st[i].Status != []replay.Status{replay.StatusOK, replay.StatusOK, replay.StatusMoved}[i] || !st[i].Executed || st[i].Action != want || st[i].Gate == nil || st[i].Gate.Verdict != trace.VerdictAuto ||
			!strings.HasSuffix(st[i].Reason, "; executed "+want) {
			t.Errorf("step %d: %+v", i+1, st[i])
		}
	}
	if got := text(t, p, "#done"); got != "Welcome ci@example.com (7)" {
		t.Errorf("page says %q", got)
	}
	if res.Verify == nil || !res.Verify.Verified || res.Verify.From != "header.success" || res.Verify.Selector != "#done" {
		t.Errorf("verify = %+v", res.Verify)
	}
}

func TestExecuteMissingEnvNamesVariable(t *testing.T) {
	s := newSite(t, map[string]string{"/": doc("Sign in", app)})
	path := recordLogin(t, s, 0.97, trace.RunHeader{Success: "#done"})
	t.Setenv("JEV_TEST_EMAIL", "ci@example.com")
	os.Unsetenv("JEV_TEST_PW")
	res := replayOn(t, newPage(t), path, replay.WithExecute(true))
	st := stepsOf(res)
	if st[1].Status != replay.StatusError || st[1].Executed ||
		!strings.Contains(st[1].Reason, "replay: environment variable not set: JEV_TEST_PW (the action's value_from_env)") {
		t.Fatalf("step 2: %+v", st[1])
	}
	if res.Status != replay.TraceFailed || res.Verify == nil || res.Verify.Verified || res.Verify.Reason != "not attempted: step 2 is error" {
		t.Fatalf("trace %s verify %+v", res.Status, res.Verify)
	}
}

// TestExecuteRefusals: acting needs exactly one element with the
// fingerprint in the recorded frame.
func TestExecuteRefusals(t *testing.T) {
	frame := newSite(t, map[string]string{"/f": doc("Frame", `<button type="button">Sign in</button>`)})
	s := newSite(t, map[string]string{"/": doc("Sign in", app)})
	path := record(t, t.TempDir(), trace.RunHeader{Flow: "refuse"},
		recStep{url: s.url("/"), intent: "Click the Sign in button", name: "Sign in", action: &trace.StepAction{Type: "click"}})

	t.Run("zero in the recorded frame", func(t *testing.T) {
		// The button now lives only in an iframe: resolution finds it once
		// (moved to frame 1), acting in frame 0 finds none and refuses.
		s.set("/", doc("Sign in", strings.Replace(app, "Sign in</button>", "Continue</button>", 1)+`<iframe src="`+frame.localhostURL("/f")+`"></iframe>`))
		p := newPage(t)
		st := stepsOf(replayOn(t, p, path, replay.WithExecute(true)))
		if st[0].Status != replay.StatusError || st[0].Executed ||
			!strings.Contains(st[0].Reason, `moved from frame 0 rank 3 to frame 1 rank 1`) ||
			!strings.HasSuffix(st[0].Reason, `; replay: refused to act: fingerprint "button|sign in" matches 0 elements in frame 0 (acting needs exactly one)`) {
			t.Fatalf("got %+v", st[0])
		}
	})
	t.Run("two matches", func(t *testing.T) {
		s.set("/", doc("Sign in", app+`<button type="button">Sign in</button>`))
		p := newPage(t)
		st := stepsOf(replayOn(t, p, path, replay.WithExecute(true)))
		if st[0].Status != replay.StatusAmbiguous || st[0].Executed || st[0].Gate != nil {
			t.Fatalf("got %+v", st[0])
		}
		if hidden, _ := p.Locator("#done").IsHidden(); !hidden {
			t.Error("the ambiguous click ran")
		}
	})
}

func TestGatesPreventExecution(t *testing.T) {
	t.Setenv("JEV_TEST_EMAIL", "ci@example.com")
	t.Setenv("JEV_TEST_PW", "pw")
	s := newSite(t, map[string]string{"/": doc("Sign in", app)})
	lowConf := recordLogin(t, s, 0.6, trace.RunHeader{Success: "#done"})

	t.Run("low confidence is review", func(t *testing.T) {
		p := newPage(t)
		res := replayOn(t, p, lowConf, replay.WithExecute(true))
		st := stepsOf(res)
		if st[2].Status != replay.StatusOK || st[2].Executed || st[2].Gate.Verdict != trace.VerdictReview ||
			!strings.Contains(st[2].Reason, "; not executed: gate review (confidence 0.60 below 0.90 (min_confidence))") {
			t.Fatalf("step 3: %+v", st[2])
		}
		if !st[0].Executed || !st[1].Executed {
			t.Errorf("auto steps must run: %+v", st[:2])
		}
		if res.Status != replay.TraceFailed || res.Verify.Verified || res.Verify.Reason != "#done is not visible within 5s" {
			t.Errorf("trace %s verify %+v", res.Status, res.Verify)
		}
	})
	t.Run("gates.yaml next to the trace lowers the bar", func(t *testing.T) {
		if err := os.WriteFile(filepath.Join(filepath.Dir(lowConf), "gates.yaml"), []byte("min_confidence: 0.5\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		defer os.Remove(filepath.Join(filepath.Dir(lowConf), "gates.yaml"))
		res := replayOn(t, newPage(t), lowConf, replay.WithExecute(true))
		if st := stepsOf(res); !st[2].Executed || res.Status != replay.TracePassed || !res.Verify.Verified {
			t.Fatalf("got %+v verify %+v", st[2], res.Verify)
		}
	})
	t.Run("caller bar is clamped to the floor", func(t *testing.T) {
		res := replayOn(t, newPage(t), lowConf, replay.WithExecute(true), replay.WithGates(replay.Gates{MinConfidence: 0.9}), replay.WithMinConfidence(0.1))
		st := stepsOf(res)
		if !st[2].Executed || !strings.Contains(st[2].Gate.Reason, "caller's min_confidence 0.1 clamped to the floor 0.3") {
			t.Fatalf("got %+v", st[2].Gate)
		}
	})
	t.Run("risky intent is review", func(t *testing.T) {
		del := newSite(t, map[string]string{"/": doc("Account", `<button type="button" onclick="document.title='deleted'">Delete account</button>`)})
		path := record(t, t.TempDir(), trace.RunHeader{Flow: "risky"},
			recStep{url: del.url("/"), intent: "Delete the account", name: "Delete account", conf: 0.99, action: &trace.StepAction{Type: "click"}})
		p := newPage(t)
		st := stepsOf(replayOn(t, p, path, replay.WithExecute(true)))
		if st[0].Executed || st[0].Gate.Verdict != trace.VerdictReview || !strings.Contains(st[0].Gate.Reason, "risky") {
			t.Fatalf("got %+v", st[0])
		}
		if title, _ := p.Title(); title != "Account" {
			t.Errorf("title %q: the risky click ran", title)
		}
	})
	t.Run("broken gates file is a trace error", func(t *testing.T) {
		bad := filepath.Join(filepath.Dir(lowConf), "gates.yaml")
		os.WriteFile(bad, []byte("min_confidence: 0.1\n"), 0o644)
		defer os.Remove(bad)
		res := replayOn(t, newPage(t), lowConf, replay.WithExecute(true))
		if res.Status != replay.TraceErrored || !strings.Contains(res.Error, "gates.yaml:1: replay: invalid gates file: min_confidence: 0.1 is outside [0.3, 1]") {
			t.Fatalf("got %s %q", res.Status, res.Error)
		}
	})
}

// TestLoopVerifyFromLastStep verifies a loop trace with no header success
// against the last step's verify.selector.
func TestLoopVerifyFromLastStep(t *testing.T) {
	t.Setenv("JEV_TEST_EMAIL", "ci@example.com")
	t.Setenv("JEV_TEST_PW", "pw")
	s := newSite(t, map[string]string{"/": doc("Sign in", app)})
	path := recordLogin(t, s, 0.97, trace.RunHeader{Goal: "sign in"})
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	steps := tr.Steps()
	last := steps[len(steps)-1]
	last.Verify = &trace.Verify{Selector: "#done"}

	r, _ := replay.New(replay.WithExecute(true))
	res, err := r.Replay(context.Background(), newPage(t), tr)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != replay.TracePassed || res.Verify == nil || !res.Verify.Verified || res.Verify.From != "step 3 verify.selector" {
		t.Fatalf("got %s verify %+v", res.Status, res.Verify)
	}
	last.Verify.Selector = "#never"
	res, _ = r.Replay(context.Background(), newPage(t), tr)
	if res.Status != replay.TraceFailed || res.Verify.Verified || res.Error != "success not verified: #never is not visible within 5s" {
		t.Fatalf("got %s %q verify %+v", res.Status, res.Error, res.Verify)
	}
}

// TestFrameAndShadowTargets replays and executes on a target in a
// cross-origin iframe (frame 1) and one inside an open shadow root.
func TestFrameAndShadowTargets(t *testing.T) {
	pay := newSite(t, map[string]string{"/card": doc("Card", `<label>Card number <input id="card"></label>`)})
	shadow := `<x-sub></x-sub><script>
customElements.define('x-sub', class extends HTMLElement {
  connectedCallback() {
    const r = this.attachShadow({mode: 'open'});
    r.innerHTML = '<button type="button">Subscribe</button><p id="subbed" hidden>Subscribed</p>';
    r.querySelector('button').onclick = () => { r.querySelector('#subbed').hidden = false; };
  }
});</script>`
	s := newSite(t, map[string]string{"/": doc("Checkout", `<h1>Checkout</h1><iframe src="`+pay.localhostURL("/card")+`"></iframe>`+shadow)})
	path := record(t, t.TempDir(), trace.RunHeader{Flow: "checkout", Success: "#subbed"},
		recStep{url: s.url("/"), intent: "Type the card number", frame: 1, name: "Card number", action: &trace.StepAction{Type: "fill", Value: "4242 4242"}},
		recStep{intent: "Subscribe", name: "Subscribe", action: &trace.StepAction{Type: "click"}},
	)
	tr, _ := trace.ReadFile(path)
	if c := tr.Steps()[0].Chosen(); c.Frame != 1 || c.FP != "textbox|card number" {
		t.Fatalf("recorded frame target %+v", c)
	}
	p := newPage(t)
	res := replayOn(t, p, path, replay.WithExecute(true))
	st := stepsOf(res)
	if res.Status != replay.TracePassed || st[0].Status != replay.StatusOK || st[1].Status != replay.StatusOK || !st[0].Executed || !st[1].Executed || !res.Verify.Verified {
		t.Fatalf("got %s %q %+v verify %+v", res.Status, res.Error, st, res.Verify)
	}
	if v, err := p.FrameLocator("iframe").Locator("#card").InputValue(); err != nil || v != "4242 4242" {
		t.Errorf("card = %q, %v", v, err)
	}
}
