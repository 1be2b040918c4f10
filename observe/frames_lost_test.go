package observe

import "testing"

// playwright-go v0.5200.1 rebuilds page.Frames() wrongly when a frame
// detaches (it keeps copies of the detached frame and drops the others):
// once the page removed one iframe, every other child frame vanished from
// the observation — its text and controls were silently no evidence. The
// frame tree (MainFrame().ChildFrames()) still holds them; they are read.
func TestFramesSurviveASiblingDetaching(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	srv := serve(t, pages{
		"/":     doc(`<h1>Account</h1><iframe id=ad src="/ad"></iframe><iframe src="/plan"></iframe><iframe src="/team"></iframe>`),
		"/ad":   doc(`<p>Advertisement</p>`),
		"/plan": doc(`<p>Current plan: Pro</p><button>Renew</button>`),
		"/team": doc(`<p>Team size: 12 seats</p>`),
	})
	gotoURL(t, page, srv.URL+"/")
	if len(observe(t, page).Frames) != 4 {
		t.Fatalf("before: want 4 frames")
	}
	if _, err := page.Evaluate(`() => document.getElementById('ad').remove()`); err != nil {
		t.Fatal(err)
	}
	s := observe(t, page)
	if len(s.Frames) != 3 {
		t.Fatalf("after the ad frame detached: frames = %+v; want the main frame and two child frames", s.Frames)
	}
	source(t, s, "Pro")
	source(t, s, "12 seats")
	if got := one(t, s, "Renew"); got.Frame == 0 {
		t.Fatalf("renew = %+v; want it in its frame", got)
	}
}
