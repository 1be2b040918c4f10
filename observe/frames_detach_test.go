package observe

import (
	"context"
	"testing"
	"time"
)

// A child frame that detaches while it is being read (an ad or a widget
// that removes itself) is skipped and listed in Snapshot.Unread, like a
// frame that does not answer (TestStuckFramesAreSkippedAndReported); the
// rest of the page is observed. It failed the whole observation:
// "observe: navigation_context (frame 1): Frame was detached".
//
// The removal is deterministic: the ad frame's document replaces
// getComputedStyle, which the observation script calls while it reads the
// frame, with one that removes the frame's own iframe from its parent.
func TestFrameDetachedWhileReadIsSkippedAndReported(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	srv := serve(t, pages{
		"/": doc(`<h1>Account</h1><button>Back</button>
			<iframe id=ad name=ad src="/ad"></iframe><iframe name=plan src="/plan"></iframe>`),
		"/ad": doc(`<p>Advertisement</p><button>Buy now</button><iframe name=pixel src="/pixel"></iframe><script>
			const real = window.getComputedStyle;
			window.getComputedStyle = function (...a) {
				const el = parent.document.getElementById('ad');
				if (el) el.remove();
				return real.apply(this, a);
			};</script>`),
		"/pixel": doc(`<p>Tracking pixel</p>`),
		"/plan":  doc(`<p>Current plan: Pro</p><button>Renew</button>`),
	})
	gotoURL(t, page, srv.URL+"/")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	s, err := Observe(ctx, page)
	if err != nil {
		t.Fatalf("Observe failed instead of skipping the detached frame: %v", err)
	}
	ad := srv.URL + "/ad"
	u := onlyUnread(t, s, ad, "ad", "the frame detached while it was read")
	// The ad's own child frame goes with it: skipped, not read, not listed.
	var pixel []Frame
	for _, f := range s.Frames {
		if f.Name == "pixel" {
			pixel = append(pixel, f)
		}
	}
	if len(pixel) != 1 || !pixel[0].Skipped || pixel[0].Unread != "" || pixel[0].Parent != u.Index {
		t.Fatalf("pixel frame = %+v, want one, skipped, child of the ad frame %d", pixel, u.Index)
	}
	source(t, s, "Account")
	source(t, s, "Pro")
	one(t, s, "Back")
	if got := one(t, s, "Renew"); got.Frame == 0 {
		t.Fatalf("renew = %+v; want it in its frame", got)
	}
	for _, src := range s.Sources {
		if src.Frame == u.Index || src.Frame == pixel[0].Index {
			t.Fatalf("text of the detached frame: %+v", src)
		}
	}
	if n := len(byName(s, "Buy now")); n != 0 {
		t.Fatalf("%d targets of the detached frame", n)
	}
}

// A child frame that navigates while it is being read (a widget that
// moves on to its next page, an ad rotating) is skipped and listed in
// Snapshot.Unread, like a frame that detaches; the rest of the page is
// observed. It failed the whole observation: "observe: navigation_context
// (frame 1): Execution context was destroyed, most likely because of a
// navigation".
//
// The navigation is deterministic: the promo frame's document replaces
// getAnimations, which the observation script calls before it walks the
// frame, with one that starts a navigation and reports an animation that
// never ends, so the read is still waiting when the next document
// commits and the frame's context is destroyed under it.
func TestFrameNavigatingWhileReadIsSkippedAndReported(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	srv := serve(t, pages{
		"/": doc(`<h1>Account</h1><button>Back</button>
			<iframe name=promo src="/promo"></iframe><iframe name=plan src="/plan"></iframe>`),
		"/promo": doc(`<p>Spring sale</p><button>Buy now</button><script>
			let moved = false;
			document.getAnimations = function () {
				if (!moved) { moved = true; location.href = '/next'; }
				return [{ playState: 'running', effect: { getComputedTiming: () => ({ endTime: 1 }) }, finished: new Promise(() => {}) }];
			};</script>`),
		"/next": doc(`<p>Summer sale</p><button>Order now</button>`),
		"/plan": doc(`<p>Current plan: Pro</p><button>Renew</button>`),
	})
	gotoURL(t, page, srv.URL+"/")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// The settle cap and the frame bound are far longer than a loopback
	// navigation takes, so the read is cut by the navigation, not by a bound.
	s, err := Observe(ctx, page, WithTransitionCap(15*time.Second), WithFrameTimeout(20*time.Second))
	if err != nil {
		t.Fatalf("Observe failed instead of skipping the frame that navigated: %v", err)
	}
	promo := srv.URL + "/promo"
	u := onlyUnread(t, s, promo, "promo", "the frame navigated while it was read")
	source(t, s, "Account")
	source(t, s, "Pro")
	one(t, s, "Back")
	if got := one(t, s, "Renew"); got.Frame == 0 {
		t.Fatalf("renew = %+v; want it in its frame", got)
	}
	for _, src := range s.Sources {
		if src.Frame == u.Index {
			t.Fatalf("text of the frame that navigated: %+v", src)
		}
	}
	for _, name := range []string{"Buy now", "Order now"} {
		if n := len(byName(s, name)); n != 0 {
			t.Fatalf("%d targets %q of the frame that navigated", n, name)
		}
	}
}

// A child frame that detaches after the frame list was taken and before
// its iframe element is asked for (the driver answers "Frame has been
// detached.", which is no navigation_context error) is skipped like one
// that detaches while it is read. It failed the whole observation
// ("observe: unexpected_error (frame 1): playwright: Frame has been
// detached."; seen under -race on a page that replaces its frame every
// 250 ms). The test puts the detached frame back into the tracker's list,
// as a list copied just before the detach event has it.
func TestFrameDetachedBeforeItsElementIsSkipped(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	srv := serve(t, pages{
		"/":     doc(`<h1>Account</h1><iframe id=ad name=ad src="/ad"></iframe><iframe name=plan src="/plan"></iframe>`),
		"/ad":   doc(`<p>Advertisement</p><button>Buy now</button>`),
		"/plan": doc(`<p>Current plan: Pro</p><button>Renew</button>`),
	})
	gotoURL(t, page, srv.URL+"/")
	tr := trackerOf(page)
	stale := tr.list()
	if len(stale) != 3 || stale[1].Name() != "ad" {
		t.Fatalf("frames = %d, want main, ad, plan", len(stale))
	}
	if _, err := page.Evaluate(`document.getElementById('ad').remove()`); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); !frameGone(page, stale[1]); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the ad frame never detached")
		}
	}
	tr.mu.Lock()
	tr.frames = stale[1:]
	tr.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	s, err := Observe(ctx, page)
	if err != nil {
		t.Fatalf("Observe failed instead of skipping the detached frame: %v", err)
	}
	if len(s.Unread) != 1 || s.Unread[0].Name != "ad" || s.Unread[0].Unread != unreadDetached {
		t.Fatalf("unread = %+v, want the ad frame, %q", s.Unread, unreadDetached)
	}
	source(t, s, "Pro")
	if got := one(t, s, "Renew"); got.Frame != 2 {
		t.Fatalf("renew = %+v; want it in frame 2", got)
	}
	if n := len(byName(s, "Buy now")); n != 0 {
		t.Fatalf("%d targets of the detached frame", n)
	}
}

// onlyUnread fails t unless s lists exactly one unread frame, at url with
// name, for reason why, marked skipped with that reason in s.Frames, and
// returns it.
func onlyUnread(t *testing.T, s *Snapshot, url, name, why string) Frame {
	t.Helper()
	if len(s.Unread) != 1 || s.Unread[0].URL != url || s.Unread[0].Name != name {
		t.Fatalf("unread = %+v, want the %s frame only", s.Unread, name)
	}
	u := s.Unread[0]
	if f := s.Frames[u.Index]; !f.Skipped || f.Unread != u.Unread {
		t.Fatalf("unread frame %+v is not marked in Frames %+v", u, s.Frames)
	}
	if u.Unread != why {
		t.Fatalf("unread reason = %q, want %q", u.Unread, why)
	}
	return u
}
