package locate

import (
	"errors"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/observe"
)

// A description no read target matches, on a page with a child frame that
// went unread (it removes its own iframe while it is read), is no
// confident "no target matches": the error still matches ErrNoMatch, and
// observe.ErrFramesUnread, names the frame and why, and claims no
// confidence. It was "no target matches (confidence 1.00)" though the
// control is in the frame that was not read.
func TestUnreadFrameNoMatchIsUndecided(t *testing.T) {
	site := pwtest.Serve(t, pwtest.Pages{
		"/": pwtest.Doc(`<h1>Account</h1><button>Back</button><iframe id=ad name=ad src="/ad"></iframe>`),
		"/ad": pwtest.Doc(`<button>Top up</button><script>
			const real = window.getComputedStyle;
			window.getComputedStyle = function (...a) {
				const el = parent.document.getElementById('ad');
				if (el) el.remove();
				return real.apply(this, a);
			};</script>`),
	})
	page := pwtest.NewPage(t)
	pwtest.Goto(t, page, site.URL("/"))
	_, err := New(page, WithDecider(byName(map[string]string{}, 1))).Locate(pwtest.Context(t), "the top up button")
	var le *LocateError
	if !errors.As(err, &le) || !errors.Is(err, ErrNoMatch) || !errors.Is(err, observe.ErrFramesUnread) {
		t.Fatalf("err = %v; want a *LocateError matching ErrNoMatch and observe.ErrFramesUnread", err)
	}
	ad := site.URL("/ad")
	if len(le.Unread) != 1 || le.Unread[0].URL != ad || le.Confidence != 0 || le.Target.Decision.Confidence() != 1 {
		t.Fatalf("locate error = %+v; want the ad frame unread, confidence 0 (the decider's 1 in the decision)", le)
	}
	want := `locate "the top up button": no target read matches, undecided: 1 frame not read: "` + ad + `" (name "ad"): the frame detached while it was read`
	if msg := err.Error(); msg != want {
		t.Fatalf("error = %q; want %q", msg, want)
	}
}
