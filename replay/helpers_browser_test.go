package replay_test

import (
	"bytes"
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/trace"
)

func TestMain(m *testing.M) { pwtest.Main(m) }

// site is a loopback server whose pages a test can change between
// recording and replay.
type site struct {
	*pwtest.Site
	srv *httptest.Server
}

func newSite(t pwtest.Cleaner, pages map[string]string) *site {
	ps := pwtest.Serve(t, pages)
	return &site{Site: ps, srv: ps.Server()}
}

func (s *site) set(path, html string)  { s.Set(path, html) }
func (s *site) url(path string) string { return s.URL(path) }

// localhostURL is the site under the name localhost: another origin than
// 127.0.0.1 for the browser.
func (s *site) localhostURL(path string) string { return s.OtherOrigin(path) }

// Browser pages (internal/pwtest); a browser that cannot start fails the
// test.
var (
	doc     = pwtest.DocTitled
	gotoURL = pwtest.Goto
)

// newPage opens a fresh context and page, closed with the test.
func newPage(t testing.TB) playwright.Page { return pwtest.NewPage(t, pwtest.WithViewport(1280, 800)) }

func snapshot(t testing.TB, p playwright.Page) *observe.Snapshot {
	t.Helper()
	s, err := observe.Observe(context.Background(), p)
	if err != nil {
		t.Fatalf("observe: %v", err)
	}
	return s
}

// cidOf returns the cid of the only target named name (in frame frame).
func cidOf(t testing.TB, s *observe.Snapshot, frame int, name string) string {
	t.Helper()
	var got []string
	for _, tg := range s.Targets {
		if tg.Name == name && tg.Frame == frame {
			got = append(got, tg.CID)
		}
	}
	if len(got) != 1 {
		t.Fatalf("want one target %q in frame %d, got %v; targets: %+v", name, frame, got, s.Targets)
	}
	return got[0]
}

// recStep is one step to record: open url (when not there), observe, and
// choose the target named name in frame.
type recStep struct {
	url    string
	intent string
	frame  int
	name   string // "" chooses none
	action *trace.StepAction
	conf   float64
	// after runs after the step was recorded (to perform the action while
	// recording, or change the page).
	after func(p playwright.Page, s *observe.Snapshot)
}

// record records steps on a fresh page into a trace file and returns its
// path.
func record(t testing.TB, dir string, h trace.RunHeader, steps ...recStep) string {
	t.Helper()
	p := newPage(t)
	var buf bytes.Buffer
	w, err := trace.NewWriter(&buf, h, trace.WithClock(func() time.Time { return time.Date(2026, 9, 21, 9, 14, 3, 0, time.UTC) }))
	if err != nil {
		t.Fatal(err)
	}
	for _, rs := range steps {
		if rs.url != "" && p.URL() != rs.url {
			gotoURL(t, p, rs.url)
		}
		snap := snapshot(t, p)
		cid := "none"
		if rs.name != "" {
			cid = cidOf(t, snap, rs.frame, rs.name)
		}
		conf := rs.conf
		if conf == 0 {
			conf = 0.97
		}
		st, err := replay.StepFromSnapshot(snap, rs.intent, cid, rs.action, conf)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.WriteStep(st); err != nil {
			t.Fatal(err)
		}
		if rs.after != nil {
			rs.after(p, snap)
		}
	}
	if err := w.WriteEnd(trace.EndRecord{Status: trace.RunPassed}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, strings.ReplaceAll(t.Name(), "/", "_")+".jsonl")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// replayFile replays path on a fresh page.
func replayFile(t testing.TB, path string, opts ...replay.Option) *replay.TraceResult {
	t.Helper()
	r, err := replay.New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.ReplayFile(context.Background(), newPage(t), path)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// steps returns the results of the step records only.
func stepsOf(res *replay.TraceResult) []replay.StepReplay {
	var out []replay.StepReplay
	for _, s := range res.Steps {
		if s.Kind == replay.StepKindStep {
			out = append(out, s)
		}
	}
	return out
}

func click(t testing.TB, name string) func(p playwright.Page, s *observe.Snapshot) {
	return func(p playwright.Page, s *observe.Snapshot) {
		if err := p.GetByRole("button", playwright.PageGetByRoleOptions{Name: name}).Click(); err != nil {
			t.Fatalf("click %s: %v", name, err)
		}
	}
}
