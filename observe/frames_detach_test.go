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
	if len(s.Unread) != 1 || s.Unread[0].URL != ad || s.Unread[0].Name != "ad" {
		t.Fatalf("unread = %+v, want the ad frame only", s.Unread)
	}
	u := s.Unread[0]
	if f := s.Frames[u.Index]; !f.Skipped || f.Unread != u.Unread {
		t.Fatalf("unread frame %+v is not marked in Frames %+v", u, s.Frames)
	}
	if want := "the frame detached while it was read"; u.Unread != want {
		t.Fatalf("unread reason = %q, want %q", u.Unread, want)
	}
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
