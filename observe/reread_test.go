package observe

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// One re-read may name a ref twice, and mix targets and text units: each
// position gets its own state. The first foreign ref in order is the one
// the error names, before the page is touched.
func TestRereadItemsInOrder(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(refPage))
	s := observe(t, page)
	save, status, beta := one(t, s, "Save"), source(t, s, "Pending"), source(t, s, "Beta")
	st, n := rereadCounted(t, s, page, beta.Ref, save.Ref, beta.Ref, status.Ref)
	if n != 1 {
		t.Fatalf("%d round trips, want 1", n)
	}
	want := []RefState{
		{Ref: beta.Ref, Status: RefUnchanged, Text: "Beta"},
		{Ref: save.Ref, Status: RefUnchanged, Text: "Save"},
		{Ref: beta.Ref, Status: RefUnchanged, Text: "Beta"},
		{Ref: status.Ref, Status: RefUnchanged, Text: "Pending"},
	}
	for i := range want {
		if st[i] != want[i] {
			t.Errorf("state %d = %+v, want %+v", i, st[i], want[i])
		}
	}
	far := Ref{Snapshot: s.ID, Frame: 0, Node: 1 << 21}
	other := Ref{Snapshot: "s999999", Frame: 0, Node: save.Ref.Node}
	for _, c := range []struct {
		refs  []Ref
		named Ref
	}{
		{[]Ref{save.Ref, far, other}, far},
		{[]Ref{other, far}, other},
		{[]Ref{status.Ref, {Snapshot: s.ID, Frame: 0, Node: -1}}, Ref{Snapshot: s.ID, Frame: 0, Node: -1}},
	} {
		ctx, n := countRoundTrips(context.Background())
		_, err := s.Reread(ctx, page, c.refs...)
		if !errors.Is(err, ErrForeignRef) || !strings.Contains(err.Error(), c.named.String()+" ") || n.Load() != 0 {
			t.Errorf("Reread(%v) err = %v after %d round trips, want ErrForeignRef naming %s before any", c.refs, err, n.Load(), c.named)
		}
	}
}

// A modal opened since the observation hides what lies outside it, both
// kinds of modal, through Evaluate and through the link; closing it shows
// the refs again.
func TestRereadOutsideAModalOpenedSinceIsHidden(t *testing.T) {
	t.Parallel()
	page, s, l := linkedOn(t, doc(`<p id=p>Background</p><button>Save</button>
	<dialog id=d><button>Close</button></dialog>
	<div id=a role=dialog aria-modal=true hidden><button>OK</button></div>`))
	p, save := source(t, s, "Background"), one(t, s, "Save")
	for _, c := range []struct{ open, close string }{
		{`document.getElementById('d').showModal()`, `document.getElementById('d').close()`},
		{`document.getElementById('a').hidden = false`, `document.getElementById('a').hidden = true`},
	} {
		if _, err := page.Evaluate(c.open); err != nil {
			t.Fatal(err)
		}
		before := l.answered.Load()
		st, n := rereadCounted(t, s, page, p.Ref, save.Ref)
		if n != 1 || l.answered.Load() != before+1 || st[0].Status != RefHidden || st[1].Status != RefHidden {
			t.Fatalf("after %s: %+v in %d round trips (link answered %d)", c.open, st, n, l.answered.Load()-before)
		}
		if _, err := page.Evaluate(c.close); err != nil {
			t.Fatal(err)
		}
		if st, _ = rereadCounted(t, s, page, p.Ref, save.Ref); st[0].Status != RefUnchanged || st[1].Status != RefUnchanged {
			t.Fatalf("after %s: %+v", c.close, st)
		}
	}
	// Through Evaluate (the link set aside): the same.
	l.broken.Store(true)
	if _, err := page.Evaluate(`document.getElementById('d').showModal()`); err != nil {
		t.Fatal(err)
	}
	if st, n := rereadCounted(t, s, page, p.Ref, save.Ref); n != 1 || st[0].Status != RefHidden || st[1].Status != RefHidden {
		t.Fatalf("through Evaluate: %+v in %d round trips", st, n)
	}
}
