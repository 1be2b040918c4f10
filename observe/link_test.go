package observe

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"
)

// rereadCounted re-reads refs, failing the test on error, and returns the
// states with the round trips the re-read waited on.
func rereadCounted(t *testing.T, s *Snapshot, page playwright.Page, refs ...Ref) ([]RefState, int64) {
	t.Helper()
	ctx, n := countRoundTrips(context.Background())
	st, err := s.Reread(ctx, page, refs...)
	if err != nil {
		t.Fatal(err)
	}
	return st, n.Load()
}

// linked observes refPage on a fresh page (that starts the link),
// re-reads it once (through Evaluate or the link, whichever is ready) and
// waits for the link.
func linked(t *testing.T) (playwright.Page, *Snapshot, *link) {
	t.Helper()
	return linkedOn(t, doc(refPage))
}

// linkedOn is linked on a page of its own.
func linkedOn(t *testing.T, html string) (playwright.Page, *Snapshot, *link) {
	t.Helper()
	page := newPage(t)
	open(t, page, html)
	s := observe(t, page)
	if st, n := rereadCounted(t, s, page, s.Sources[0].Ref); n != 1 || st[0].Status != RefUnchanged {
		t.Fatalf("first re-read: %+v in %d round trips, want unchanged in 1", st, n)
	}
	return page, s, attachedLink(t, page)
}

// The argument travels inside the expression the link evaluates: texts
// with quotes, backslashes, markup, line and paragraph separators and
// astral characters compare exactly.
func TestTheLinkKeepsTextsExactly(t *testing.T) {
	t.Parallel()
	odd := `Say "hi" \ '</script>' ${x} ` + "\u2028 \u2029 \U0001F600 ünï"
	page, s, l := linkedOn(t, doc(`<p id=a>`+strings.ReplaceAll(odd, "<", "&lt;")+`</p><p id=b>Plain</p>`))
	a, b := source(t, s, collapseWS(odd)), source(t, s, "Plain")
	before := l.answered.Load()
	st, n := rereadCounted(t, s, page, a.Ref, b.Ref)
	if n != 1 || l.answered.Load() != before+1 || st[0].Status != RefUnchanged || st[0].Text != collapseWS(odd) || st[1].Status != RefUnchanged {
		t.Fatalf("untouched page: %+v in %d round trips (link answered %d)", st, n, l.answered.Load()-before)
	}
	if _, err := page.Evaluate(`() => { document.getElementById('a').textContent = 'Say "bye" \u2028'; }`); err != nil {
		t.Fatal(err)
	}
	st, _ = rereadCounted(t, s, page, a.Ref)
	if l.answered.Load() != before+2 || st[0].Status != RefChanged || st[0].Text != "Say \"bye\"" {
		t.Fatalf("after the edit: %+v", st[0])
	}
}

// Through the link a re-read is one round trip and reports every outcome
// exactly as through Evaluate (the outcomes of TestRereadOutcomes).
func TestRereadThroughTheLinkIsOneRoundTripWithEveryOutcome(t *testing.T) {
	t.Parallel()
	page, s, l := linked(t)
	status, save, del, hide, qty := source(t, s, "Pending"), one(t, s, "Save"), one(t, s, "Delete"), one(t, s, "Hide me"), one(t, s, "Qty")
	gone, beta := source(t, s, "Temporary"), source(t, s, "Beta")
	before := l.answered.Load()
	st, n := rereadCounted(t, s, page, status.Ref, save.Ref, qty.Ref)
	if n != 1 || l.answered.Load() != before+1 {
		t.Fatalf("%d round trips, link answered %d: want 1 through the link", n, l.answered.Load()-before)
	}
	if st[0] != (RefState{Ref: status.Ref, Status: RefUnchanged, Text: "Pending"}) || st[2].Value != "1" {
		t.Fatalf("untouched page: %+v", st)
	}
	changeRefPage(t, page)
	st, n = rereadCounted(t, s, page, status.Ref, hide.Ref, gone.Ref, del.Ref, beta.Ref, qty.Ref, save.Ref)
	want := []RefState{
		{Ref: status.Ref, Status: RefChanged, Text: "Shipped"},
		{Ref: hide.Ref, Status: RefHidden},
		{Ref: gone.Ref, Status: RefDetached},
		{Ref: del.Ref, Status: RefReplaced, Text: "Delete"},
		{Ref: beta.Ref, Status: RefReplaced, Text: "Gamma"},
		{Ref: qty.Ref, Status: RefChanged, Text: "Qty", Value: "5"},
		{Ref: save.Ref, Status: RefUnchanged, Text: "Save"},
	}
	if n != 1 || l.answered.Load() != before+2 {
		t.Fatalf("%d round trips, link answered %d: want 1 through the link", n, l.answered.Load()-before)
	}
	for i := range want {
		if st[i] != want[i] {
			t.Errorf("ref %d = %+v, want %+v", i, st[i], want[i])
		}
	}
}

// A navigated document: through the link, the refs are detached. A new
// document without the runtime costs one more round trip (the install); one
// observed since answers in one.
func TestRefsOfANavigatedDocumentAreDetachedThroughTheLink(t *testing.T) {
	t.Parallel()
	page, s, l := linked(t)
	srv := serve(t, pages{"/next": doc(refPage)})
	save, status := one(t, s, "Save"), source(t, s, "Pending")
	gotoURL(t, page, srv.URL+"/next")
	st, n := rereadCounted(t, s, page, save.Ref, status.Ref)
	if n != 2 || st[0].Status != RefDetached || st[1].Status != RefDetached {
		t.Fatalf("unobserved new document: %+v in %d round trips, want detached in 2", st, n)
	}
	observe(t, page)
	before := l.answered.Load()
	st, n = rereadCounted(t, s, page, save.Ref, status.Ref)
	if n != 1 || l.answered.Load() != before+1 || st[0].Status != RefDetached || st[1].Status != RefDetached {
		t.Fatalf("observed new document: %+v in %d round trips, want detached in 1 through the link", st, n)
	}
}

// A script error in the page (here the page broke JSON.parse) is the
// error Evaluate reports: the link does not answer, Evaluate does.
func TestAScriptErrorThroughTheLinkIsEvaluatesError(t *testing.T) {
	t.Parallel()
	page, s, l := linked(t)
	if _, err := page.Evaluate(`() => { JSON.parse = () => { throw new Error('broken by the app'); }; }`); err != nil {
		t.Fatal(err)
	}
	before := l.answered.Load()
	ctx, n := countRoundTrips(context.Background())
	_, err := s.Reread(ctx, page, one(t, s, "Save").Ref)
	var oe *ObserveError
	if !errors.Is(err, ErrUnexpected) || !errors.As(err, &oe) || oe.Category != CategoryUnexpected || oe.Frame != 0 {
		t.Fatalf("err = %v, want an unexpected_error of frame 0", err)
	}
	if n.Load() != 2 || l.answered.Load() != before || linkOf(page) == nil {
		t.Fatalf("%d round trips, link answered %d, link kept %v: want 2, 0, kept", n.Load(), l.answered.Load()-before, linkOf(page) != nil)
	}
}

// A link that failed is never used again: re-reads go through Evaluate,
// with the same outcomes.
func TestABrokenLinkFallsBackToEvaluate(t *testing.T) {
	t.Parallel()
	page, s, l := linked(t)
	l.broken.Store(true)
	if linkOf(page) != nil {
		t.Fatal("a broken link is still used")
	}
	before := l.answered.Load()
	changeRefPage(t, page)
	status, gone := source(t, s, "Pending"), source(t, s, "Temporary")
	st, n := rereadCounted(t, s, page, status.Ref, gone.Ref)
	if n != 1 || l.answered.Load() != before || st[0].Status != RefChanged || st[0].Text != "Shipped" || st[1].Status != RefDetached {
		t.Fatalf("%+v in %d round trips (link answered %d), want changed, detached in 1 through Evaluate", st, n, l.answered.Load()-before)
	}
}

// Refs of a child frame go through Evaluate (one round trip per frame);
// the main frame's through the link.
func TestRereadOfTwoFramesIsOneRoundTripEach(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	srv := serve(t, pages{"/": doc(`<p>Main text</p><iframe src="/f"></iframe>`), "/f": doc(`<p>Frame text</p>`)})
	gotoURL(t, page, srv.URL+"/")
	s := observe(t, page)
	main, inner := source(t, s, "Main text"), source(t, s, "Frame text")
	if _, n := rereadCounted(t, s, page, main.Ref); n != 1 {
		t.Fatalf("first re-read: %d round trips", n)
	}
	l := attachedLink(t, page)
	before := l.answered.Load()
	st, n := rereadCounted(t, s, page, inner.Ref, main.Ref)
	if n != 2 || l.answered.Load() != before+1 || st[0].Status != RefUnchanged || st[1].Status != RefUnchanged {
		t.Fatalf("%+v in %d round trips (link answered %d), want unchanged in 2, one through the link", st, n, l.answered.Load()-before)
	}
}

// A closed page: the re-read fails as target closed, through the link or
// not, and the page's link is forgotten.
func TestRereadOfAClosedPageThroughTheLink(t *testing.T) {
	t.Parallel()
	page, s, _ := linked(t)
	if err := page.Close(); err != nil {
		t.Fatal(err)
	}
	_, err := s.Reread(context.Background(), page, one(t, s, "Save").Ref)
	if !errors.Is(err, ErrTargetClosed) {
		t.Fatalf("err = %v, want ErrTargetClosed", err)
	}
	linksMu.Lock()
	_, kept := links[page]
	linksMu.Unlock()
	if kept {
		t.Fatal("the closed page's link is still held")
	}
}

// Observe starts the link: the first re-read after it is one round trip
// through the link once attached.
func TestObserveStartsTheLink(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(refPage))
	s := observe(t, page)
	l := attachedLink(t, page)
	before := l.answered.Load() // the helper's Perceive may have gone through it
	st, n := rereadCounted(t, s, page, one(t, s, "Save").Ref)
	if n != 1 || l.answered.Load()-before != 1 || st[0].Status != RefUnchanged {
		t.Fatalf("%+v in %d round trips (link answered %d), want unchanged in 1 through the link", st, n, l.answered.Load()-before)
	}
}
