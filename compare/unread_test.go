package compare

import (
	"errors"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// adFrame is a child frame that removes its own iframe while the
// observation reads it (its getComputedStyle does), so the snapshot lists
// it in Unread: "the frame detached while it was read". It shows the
// balance, which the main frame does not.
const adFrame = `<p>Balance: 40 EUR</p><button>Top up</button><script>
	const real = window.getComputedStyle;
	window.getComputedStyle = function (...a) {
		const el = parent.document.getElementById('ad');
		if (el) el.remove();
		return real.apply(this, a);
	};</script>`

// unreadPage opens a page whose plan is in the main frame and whose
// balance is in a frame that goes unread; it returns the page and the
// frame's URL.
func unreadPage(t *testing.T) (playwright.Page, string) {
	t.Helper()
	site := pwtest.Serve(t, pwtest.Pages{
		"/":   pwtest.Doc(`<h1>Account</h1><p>Current plan: Pro</p><iframe id=ad name=ad src="/ad"></iframe>`),
		"/ad": pwtest.Doc(adFrame),
	})
	page := pwtest.NewPage(t)
	pwtest.Goto(t, page, site.URL("/"))
	return page, site.URL("/ad")
}

// planOnly binds a description that mentions the plan to the plan's
// source and answers none, with certainty, for anything else.
func planOnly(q semantic.Question, st semantic.State) (string, map[string]float64) {
	if strings.Contains(q.Data["description"], "plan") {
		for _, s := range st.Sources {
			if s.Text == "Pro" { // "Current plan: Pro" is the unit "Pro" in its context
				return dist(s.ID, 1, semantic.ChoiceNone)
			}
		}
	}
	return dist(semantic.ChoiceNone, 1, "")
}

// A description no read source shows, on a page with a frame that went
// unread, is undecided: the error names the frame and why, matches
// observe.ErrFramesUnread as well as ErrSourceNotFound, and claims no
// confidence. It was "no source shows it (confidence 1.00)" though the
// balance is in the frame that was not read.
func TestUnreadFrameNoSourceIsUndecided(t *testing.T) {
	page, ad := unreadPage(t)
	d := decider(script(planOnly, always(semantic.ChoiceEquivalent, 0.99)))
	r, err := New(page, WithDecider(d)).Compare(ctx(t), Request{Actual: Describe("the account balance"), Expected: "40 EUR"})
	var se *SourceError
	if !errors.As(err, &se) || !errors.Is(err, ErrSourceNotFound) || !errors.Is(err, observe.ErrFramesUnread) {
		t.Fatalf("err = %v; want a *SourceError matching ErrSourceNotFound and observe.ErrFramesUnread", err)
	}
	if len(se.Unread) != 1 || se.Unread[0].URL != ad || se.Unread[0].Name != "ad" || se.Confidence != 0 {
		t.Fatalf("source error = %+v; want the ad frame unread, confidence 0", se)
	}
	want := `SOURCE not bound for description "the account balance": no source read shows it, undecided: 1 frame not read: "` + ad + `" (name "ad"): the frame detached while it was read`
	if msg := err.Error(); !strings.Contains(msg, want) || strings.Contains(msg, "confidence 1.00") {
		t.Fatalf("error = %q; want it to contain %q and no confidence 1.00", msg, want)
	}
	if r.Status != semantic.StatusInconclusive || r.Uncertainty != UncertainSource || len(r.Unread) != 1 {
		t.Fatalf("result = %s/%s unread %+v; want inconclusive (source), the frame listed", r.Status, r.Uncertainty, r.Unread)
	}
}

// A description bound to a read source never passes while a frame went
// unread (the source it means could be there): the would-be pass is
// inconclusive with UncertainUnread and Explain names the frame. A
// decided failure stands and carries the frame.
func TestUnreadFrameCapsAPassAndNotesAFailure(t *testing.T) {
	t.Run("pass", func(t *testing.T) {
		page, ad := unreadPage(t)
		d := decider(script(planOnly, always(semantic.ChoiceEquivalent, 0.99)))
		r, err := New(page, WithDecider(d)).Compare(ctx(t), Request{Actual: Describe("the current plan"), Expected: "Pro"})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != semantic.StatusInconclusive || r.Uncertainty != UncertainUnread || r.Evidence.Text != "Pro" {
			t.Fatalf("result = %s/%s on %q; want inconclusive (unread) on the plan", r.Status, r.Uncertainty, r.Evidence.Text)
		}
		if len(r.Unread) != 1 || r.Unread[0].URL != ad {
			t.Fatalf("unread = %+v; want the ad frame", r.Unread)
		}
		want := `inconclusive — SOURCE uncertain: the description was bound among the frames read only (equivalent would pass); 1 frame not read: "` + ad + `" (name "ad"): the frame detached while it was read`
		if got := Explain(r); !strings.HasPrefix(got, want+"\n") {
			t.Fatalf("explain = %q; want it to start %q", got, want)
		}
	})
	t.Run("fail", func(t *testing.T) {
		page, ad := unreadPage(t)
		d := decider(script(planOnly, always(semantic.ChoiceDifferent, 0.99)))
		r, err := New(page, WithDecider(d)).Compare(ctx(t), Request{Actual: Describe("the current plan"), Expected: "Free"})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != semantic.StatusFailed || len(r.Unread) != 1 {
			t.Fatalf("result = %s unread %+v; want failed with the frame listed", r.Status, r.Unread)
		}
		want := "\n      unread:    1 frame not read: \"" + ad + "\" (name \"ad\"): the frame detached while it was read"
		if got := Explain(r); !strings.Contains(got, want) {
			t.Fatalf("explain = %q; want it to contain %q", got, want)
		}
	})
}
