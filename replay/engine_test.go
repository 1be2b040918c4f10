package replay_test

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/trace"
)

const loginForm = `<h1>Sign in to Acme</h1>
<form aria-label="Sign in">
 <label>Email <input type="email" name="email"></label>
 <label>Password <input type="password" name="pw"></label>
 %s
 <button type="button" id="go">Sign in</button>
</form>
<a href="/help">Help</a>`

func login(extra string) string {
	return doc("Sign in · Acme", strings.Replace(loginForm, "%s", extra, 1))
}

// TestReplayResolutionRules records one click on "Sign in" and replays it
// against each variation of the page: every rule of the trace format.
func TestReplayResolutionRules(t *testing.T) {
	dir := t.TempDir()
	s := newSite(t, map[string]string{"/login": login("")})
	path := record(t, dir, trace.RunHeader{Flow: "login", Start: s.url("/login")},
		recStep{url: s.url("/login"), intent: "Click the Sign in button", name: "Sign in", action: &trace.StepAction{Type: "click"}})

	cases := []struct {
		name   string
		page   string
		status replay.Status
		trace  replay.TraceStatus
		reason string
		drift  replay.Drift
	}{
		{"unchanged", login(""), replay.StatusOK, replay.TracePassed, "found once at its recorded position (frame 0 rank 3)", replay.Drift{New: 0, Missing: 0, PageIdentical: true}},
		{"drift only", login("") + `<a href="/blog">Blog</a>`, replay.StatusOK, replay.TracePassed, "recorded position", replay.Drift{New: 1, Missing: 0, PageIdentical: false}},
		{"moved", login(`<button type="button">Forgot password?</button>`), replay.StatusMoved, replay.TracePassed, "moved from frame 0 rank 3 to frame 0 rank 4 (the candidate set changed)", replay.Drift{New: 1, Missing: 0, PageIdentical: false}},
		{"changed", strings.Replace(login(""), ">Sign in</button>", ">Log in</button>", 1), replay.StatusChanged, replay.TraceFailed, `fingerprint "button|sign in" is not on the page`, replay.Drift{New: 1, Missing: 1, PageIdentical: false}},
		{"ambiguous", login(`<button type="button">Sign  IN</button>`), replay.StatusAmbiguous, replay.TraceFailed, `fingerprint "button|sign in" matches 2 elements in frame 0`, replay.Drift{New: 1, Missing: 0, PageIdentical: false}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s.set("/login", c.page)
			res := replayFile(t, path)
			st := stepsOf(res)
			if len(st) != 1 {
				t.Fatalf("steps = %+v", res.Steps)
			}
			got := st[0]
			if got.Status != c.status || !strings.Contains(got.Reason, c.reason) || got.Drift == nil || *got.Drift != c.drift || res.Status != c.trace {
				t.Fatalf("got %s %q drift %+v trace %s; want %s %q drift %+v trace %s", got.Status, got.Reason, got.Drift, res.Status, c.status, c.reason, c.drift, c.trace)
			}
			if got.FP != "button|sign in" || got.Recorded == nil || got.Recorded.Name != "Sign in" {
				t.Errorf("fp %q recorded %+v", got.FP, got.Recorded)
			}
			if c.trace == replay.TraceFailed && res.Error != "step 1 "+string(c.status) {
				t.Errorf("trace error %q", res.Error)
			}
		})
	}
}

func TestReplayNavigationFailureIsStepError(t *testing.T) {
	dir := t.TempDir()
	s := newSite(t, map[string]string{"/login": login("")})
	path := record(t, dir, trace.RunHeader{Flow: "login"},
		recStep{url: s.url("/login"), intent: "Click the Sign in button", name: "Sign in"})
	s.srv.Close() // the app is down
	res := replayFile(t, path)
	st := stepsOf(res)
	if len(st) != 1 || st[0].Status != replay.StatusError || !strings.Contains(st[0].Reason, "navigate to "+s.url("/login")) || res.Status != replay.TraceFailed {
		t.Fatalf("got %+v, trace %s", st, res.Status)
	}
	if st[0].FP != "button|sign in" {
		t.Errorf("fp = %q", st[0].FP)
	}
}

func TestReplayChoiceNoneIsOK(t *testing.T) {
	dir := t.TempDir()
	s := newSite(t, map[string]string{"/login": login("")})
	path := record(t, dir, trace.RunHeader{Flow: "none"},
		recStep{url: s.url("/login"), intent: "Click the Delete account button", name: ""})
	s.set("/login", login(`<button type="button">Cancel</button>`))
	res := replayFile(t, path)
	st := stepsOf(res)
	if len(st) != 1 || st[0].Status != replay.StatusOK || st[0].Reason != "recorded choice is none: nothing to resolve" ||
		*st[0].Drift != (replay.Drift{New: 1}) || res.Status != replay.TracePassed {
		t.Fatalf("got %+v drift %+v trace %s", st, st[0].Drift, res.Status)
	}
}

// TestReplayOrderSpecExcuse swaps two buttons (the same candidate set in
// another order): moved under the same ordering, excused across orderings.
func TestReplayOrderSpecExcuse(t *testing.T) {
	two := func(a, b string) string {
		return doc("Order", `<button type="button">`+a+`</button><button type="button">`+b+`</button>`)
	}
	s := newSite(t, map[string]string{"/": two("Save", "Discard")})
	cases := []struct {
		name      string
		header    trace.RunHeader
		opts      []replay.Option
		status    replay.Status
		reasonSub string
	}{
		{"same ordering", trace.RunHeader{Flow: "o", OrderSpec: trace.Int(1)}, nil, replay.StatusMoved, "on an identical candidate set with the same ordering (order_spec 1): the page reordered"},
		{"older trace ordering", trace.RunHeader{Flow: "o", OrderSpec: trace.Int(0)}, nil, replay.StatusOK, "excused, the trace was ordered by order_spec 0 and this replay by order_spec 1"},
		{"newer running ordering", trace.RunHeader{Flow: "o", OrderSpec: trace.Int(1)}, []replay.Option{replay.WithOrderSpec(2)}, replay.StatusOK, "by order_spec 1 and this replay by order_spec 2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s.set("/", two("Save", "Discard"))
			path := record(t, t.TempDir(), c.header, recStep{url: s.url("/"), intent: "Save", name: "Save"})
			s.set("/", two("Discard", "Save"))
			st := stepsOf(replayFile(t, path, c.opts...))
			if len(st) != 1 || st[0].Status != c.status || !strings.Contains(st[0].Reason, c.reasonSub) || !st[0].Drift.PageIdentical {
				t.Fatalf("got %+v", st)
			}
		})
	}
}

func TestReplayNormalize(t *testing.T) {
	inbox := func(n string) string {
		return doc("Mail", `<a href="/inbox">Inbox (`+n+`)</a><a href="/sent">Sent</a>`)
	}
	s := newSite(t, map[string]string{"/": inbox("3")})
	path := record(t, t.TempDir(), trace.RunHeader{Flow: "mail"}, recStep{url: s.url("/"), intent: "Open the inbox", name: "Inbox (3)"})
	s.set("/", inbox("5"))

	plain := replayFile(t, path)
	if st := stepsOf(plain); st[0].Status != replay.StatusChanged || plain.Normalize != "" {
		t.Fatalf("without normalize: %+v (normalize %q)", st, plain.Normalize)
	}
	re := regexp.MustCompile(`\s*\(\d+\)`)
	res := replayFile(t, path, replay.WithNormalize(re))
	st := stepsOf(res)
	if st[0].Status != replay.StatusOK || res.Normalize != `\s*\(\d+\)` || *st[0].Drift != (replay.Drift{PageIdentical: true}) || res.Status != replay.TracePassed {
		t.Fatalf("with normalize: %+v drift %+v normalize %q", st, st[0].Drift, res.Normalize)
	}
}

// TestReplayBaseURL records on one server and replays on another: every
// URL, the header's start included, is rewritten.
func TestReplayBaseURL(t *testing.T) {
	pages := map[string]string{"/login": login(""), "/start": doc("Start", `<a href="/login">Sign in</a>`)}
	rec := newSite(t, pages)
	ci := newSite(t, pages)
	path := record(t, t.TempDir(), trace.RunHeader{Flow: "login", Start: rec.url("/start")},
		recStep{url: rec.url("/login"), intent: "Click the Sign in button", name: "Sign in"})
	rec.srv.Close()

	if st := stepsOf(replayFile(t, path)); st[0].Status != replay.StatusError {
		t.Fatalf("recorded host is down, want error: %+v", st)
	}
	res := replayFile(t, path, replay.WithBaseURL(ci.srv.URL))
	st := stepsOf(res)
	if st[0].Status != replay.StatusOK || st[0].URL != ci.url("/login") || res.BaseURL != ci.srv.URL || res.Status != replay.TracePassed {
		t.Fatalf("got %+v base %q", st, res.BaseURL)
	}

	// A step without a url starts at the (rewritten) header start.
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr.Steps()[0].URL = ""
	tr.Steps()[0].Candidates = nil
	tr.Steps()[0].Decision = trace.StepDecision{Choice: "f0:c1", ChosenFP: "link|sign in", Confidence: 0.97}
	r, _ := replay.New(replay.WithBaseURL(ci.srv.URL + "/"))
	res, err = r.Replay(context.Background(), newPage(t), tr)
	if err != nil {
		t.Fatal(err)
	}
	st = stepsOf(res)
	if st[0].Status != replay.StatusOK || st[0].URL != ci.url("/start") {
		t.Fatalf("start: %+v", st)
	}
}

func TestNewRejectsBadOptions(t *testing.T) {
	for _, c := range []struct {
		name string
		opt  replay.Option
		msg  string
	}{
		{"base url with path", replay.WithBaseURL("http://127.0.0.1:9/app"), `must be scheme://host[:port] only`},
		{"base url relative", replay.WithBaseURL("/app"), `is not an absolute http(s) URL`},
		{"min confidence", replay.WithMinConfidence(1.5), "min confidence 1.5 is not a number in [0, 1]"},
		{"gates file", replay.WithGatesFile("testdata/nope/gates.yaml"), "gates: open testdata/nope/gates.yaml"},
		{"negative step timeout", replay.WithStepTimeout(-time.Second), "step timeout -1s is negative: pass a positive duration, or 0 for DefaultStepTimeout"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := replay.New(c.opt)
			if !errors.Is(err, replay.ErrInvalidOption) || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("err = %v", err)
			}
		})
	}
}

func TestReplayNilInput(t *testing.T) {
	r, _ := replay.New()
	if _, err := r.Replay(context.Background(), nil, &trace.Trace{}); !errors.Is(err, replay.ErrNilInput) {
		t.Fatalf("err = %v", err)
	}
}
