package observe

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/playwright-community/playwright-go"
)

func TestParseRef(t *testing.T) {
	r, err := ParseRef("s3:f1:n42")
	if err != nil || r != (Ref{Snapshot: "s3", Frame: 1, Node: 42}) || r.String() != "s3:f1:n42" {
		t.Fatalf("ParseRef = %+v, %v", r, err)
	}
	for _, bad := range []string{"", "s3", "s3:f1", "x3:f1:n2", "s:f1:n2", "s3:f-1:n2", "s3:f1:n", "s3:g1:n2",
		"s3:f1:n2:x", "s3:f01:n2", "sx:f1:n2", " s3:f1:n2", "s3:f1:n99999999999999999999"} {
		if _, err := ParseRef(bad); !errors.Is(err, ErrBadRef) {
			t.Errorf("ParseRef(%q) err = %v, want ErrBadRef", bad, err)
		}
	}
	b, err := json.Marshal(struct{ R Ref }{r})
	if err != nil || string(b) != `{"R":"s3:f1:n42"}` {
		t.Fatalf("json %s %v", b, err)
	}
	var back struct{ R Ref }
	if err := json.Unmarshal(b, &back); err != nil || back.R != r {
		t.Fatalf("unmarshal %+v %v", back, err)
	}
	if err := json.Unmarshal([]byte(`{"R":"nope"}`), &back); !errors.Is(err, ErrBadRef) {
		t.Fatalf("unmarshal bad ref err = %v", err)
	}
}

const refPage = `<h1>Orders</h1>
<p id=status>Pending</p>
<ul id=list><li>Alpha</li><li>Beta</li></ul>
<label>Qty <input id=qty value=1></label>
<button id=save>Save</button><button id=del>Delete</button><button id=hide>Hide me</button>
<p id=gone>Temporary</p>
<script>
window.clicks = 0;
document.getElementById('save').addEventListener('click', () => window.clicks++);
</script>`

func TestRereadOutcomes(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(refPage))
	ctx := context.Background()
	s := observe(t, page)
	status, save, del, hide, qty := source(t, s, "Pending"), one(t, s, "Save"), one(t, s, "Delete"), one(t, s, "Hide me"), one(t, s, "Qty")
	gone, beta := source(t, s, "Temporary"), source(t, s, "Beta")

	st, err := s.Reread(ctx, page, status.Ref, save.Ref, qty.Ref)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range st {
		if x.Status != RefUnchanged {
			t.Fatalf("untouched page: %+v", x)
		}
	}
	if st[0].Text != "Pending" || st[1].Text != "Save" || st[2].Value != "1" {
		t.Fatalf("current text: %+v", st)
	}

	// changed, hidden, detached, replaced (target and text position).
	changeRefPage(t, page)
	st, err = s.Reread(ctx, page, status.Ref, hide.Ref, gone.Ref, del.Ref, beta.Ref, qty.Ref, save.Ref)
	if err != nil {
		t.Fatal(err)
	}
	want := []RefState{
		{Ref: status.Ref, Status: RefChanged, Text: "Shipped"},
		{Ref: hide.Ref, Status: RefHidden},
		{Ref: gone.Ref, Status: RefDetached},
		{Ref: del.Ref, Status: RefReplaced, Text: "Delete"},
		{Ref: beta.Ref, Status: RefReplaced, Text: "Gamma"},
		{Ref: qty.Ref, Status: RefChanged, Text: "Qty", Value: "5"},
		{Ref: save.Ref, Status: RefUnchanged, Text: "Save"},
	}
	for i := range want {
		if st[i] != want[i] {
			t.Errorf("ref %d = %+v, want %+v", i, st[i], want[i])
		}
	}

	checkElementOutcomes(t, s, page, save.Ref, status.Ref, []staleRef{{del.Ref, RefReplaced}, {hide.Ref, RefHidden}, {gone.Ref, RefDetached}})
}

// changeRefPage changes the page of TestRereadOutcomes under its refs: a
// changed text, a hidden node, a detached node, a node replaced by an equal
// one, a list whose items are replaced, and a typed value.
func changeRefPage(t *testing.T, page playwright.Page) {
	t.Helper()
	if _, err := page.Evaluate(`() => {
		document.getElementById('status').textContent = 'Shipped';
		document.getElementById('hide').style.display = 'none';
		document.getElementById('gone').remove();
		const d = document.getElementById('del'); const n = document.createElement('button');
		n.textContent = 'Delete'; d.replaceWith(n);
		const list = document.getElementById('list'); list.innerHTML = '<li>Alpha</li><li>Gamma</li>';
	}`); err != nil {
		t.Fatal(err)
	}
	if err := page.Locator("#qty").Fill("5"); err != nil {
		t.Fatal(err)
	}
}

// checkElementOutcomes: Element acts on the exact node of save (and of the
// changed but same node), and fails with a *StaleRefError of the ref's
// status for each stale ref, in order.
func checkElementOutcomes(t *testing.T, s *Snapshot, page playwright.Page, save, changed Ref, stale []staleRef) {
	t.Helper()
	ctx := context.Background()
	// Acting: the exact node, never a retarget.
	h, err := s.Element(ctx, page, save)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Click(); err != nil {
		t.Fatal(err)
	}
	if n, _ := page.Evaluate(`window.clicks`); n != 1 {
		t.Fatalf("clicks = %v", n)
	}
	h.Dispose()
	for _, c := range stale {
		_, err := s.Element(ctx, page, c.ref)
		var se *StaleRefError
		if !errors.Is(err, ErrStaleRef) || !errors.As(err, &se) || se.Status != c.want || se.Ref != c.ref {
			t.Errorf("Element(%s) err = %v, want stale %s", c.ref, err, c.want)
		}
	}
	// A changed node is still the same node: it may be acted on.
	if h, err := s.Element(ctx, page, changed); err != nil {
		t.Fatalf("changed ref: %v", err)
	} else {
		h.Dispose()
	}
}

// staleRef is a ref and the status Element must report for it.
type staleRef struct {
	ref  Ref
	want RefStatus
}

func TestRefsOfANavigatedDocumentAreDetached(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	srv := serve(t, pages{"/": doc(refPage), "/next": doc(refPage)})
	gotoURL(t, page, srv.URL+"/")
	ctx := context.Background()
	s := observe(t, page)
	save, status := one(t, s, "Save"), source(t, s, "Pending")
	gotoURL(t, page, srv.URL+"/next")
	// A new snapshot on the new document must not resurrect the old refs.
	observe(t, page)
	st, err := s.Reread(ctx, page, save.Ref, status.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Status != RefDetached || st[1].Status != RefDetached {
		t.Fatalf("after navigation: %+v", st)
	}
	if _, err := s.Element(ctx, page, save.Ref); !errors.Is(err, ErrStaleRef) {
		t.Fatalf("Element after navigation err = %v", err)
	}
}

func TestRefsOfARemovedFrameAreDetached(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	srv := serve(t, pages{"/": doc(`<iframe id=f src="/f"></iframe>`), "/f": doc(`<button>In frame</button>`)})
	gotoURL(t, page, srv.URL+"/")
	s := observe(t, page)
	b := one(t, s, "In frame")
	if _, err := page.Evaluate(`document.getElementById('f').remove()`); err != nil {
		t.Fatal(err)
	}
	st, err := s.Reread(context.Background(), page, b.Ref)
	if err != nil || st[0].Status != RefDetached {
		t.Fatalf("reread = %+v, %v", st, err)
	}
	if _, err := s.Element(context.Background(), page, b.Ref); !errors.Is(err, ErrStaleRef) {
		t.Fatalf("Element err = %v", err)
	}
}

func TestForeignRefsAreRejected(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(refPage))
	ctx := context.Background()
	s1, s2 := observe(t, page), observe(t, page)
	other := one(t, s2, "Save").Ref
	bad := []Ref{other, {Snapshot: s1.ID, Frame: 7, Node: 0}, {Snapshot: s1.ID, Frame: 0, Node: 99999}, {}}
	for _, r := range bad {
		if _, err := s1.Reread(ctx, page, r); !errors.Is(err, ErrForeignRef) {
			t.Errorf("Reread(%s) err = %v, want ErrForeignRef", r, err)
		}
		if _, err := s1.Element(ctx, page, r); !errors.Is(err, ErrForeignRef) {
			t.Errorf("Element(%s) err = %v, want ErrForeignRef", r, err)
		}
	}
	otherPage := newPage(t)
	if _, err := s1.Reread(ctx, otherPage, one(t, s1, "Save").Ref); !errors.Is(err, ErrForeignRef) {
		t.Fatalf("other page err = %v", err)
	}
	// No refs: nothing to do, no error.
	if st, err := s1.Reread(ctx, page); err != nil || len(st) != 0 {
		t.Fatalf("empty reread %v %v", st, err)
	}
}

func TestNoAttributesAreWrittenOnTheApp(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(refPage))
	before, err := page.Evaluate(`document.documentElement.outerHTML`)
	if err != nil {
		t.Fatal(err)
	}
	s := observe(t, page)
	if _, err := s.Reread(context.Background(), page, one(t, s, "Save").Ref); err != nil {
		t.Fatal(err)
	}
	after, _ := page.Evaluate(`document.documentElement.outerHTML`)
	if before != after {
		t.Fatal("observation changed the DOM")
	}
	// The registry is not enumerable on window.
	keys, _ := page.Evaluate(`Object.keys(window).filter(k => /jev/i.test(k)).length + Object.getOwnPropertyNames(window).filter(k => /jev/i.test(k)).length`)
	if keys != 0 {
		t.Fatalf("registry visible as a window property: %v", keys)
	}
}
