package observe

import (
	"context"
	"testing"
)

func TestDOMHashStableAndChangesWithValues(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<label>Name <input id=n value=Ann></label><button>Save</button><p id=p>Clock 1</p>`))
	a := observe(t, page)
	b := observe(t, page)
	if a.DOMHash == "" || a.DOMHash != b.DOMHash || len(a.DOMHash) != 32 {
		t.Fatalf("hash %q then %q", a.DOMHash, b.DOMHash)
	}
	if a.ID == b.ID {
		t.Fatalf("two snapshots share id %q", a.ID)
	}
	// Text outside the candidate set does not move the hash.
	if _, err := page.Evaluate(`document.getElementById('p').textContent = 'Clock 2'`); err != nil {
		t.Fatal(err)
	}
	if c := observe(t, page); c.DOMHash != a.DOMHash {
		t.Fatalf("hash moved on a text change: %q vs %q", c.DOMHash, a.DOMHash)
	}
	if err := page.Locator("#n").Fill("Bob"); err != nil {
		t.Fatal(err)
	}
	edited := observe(t, page)
	if edited.DOMHash == a.DOMHash {
		t.Fatal("hash unchanged after a value edit")
	}
	if one(t, edited, "Name").Value != "Bob" {
		t.Fatalf("value %q", one(t, edited, "Name").Value)
	}
	if err := page.Locator("#n").Fill("Ann"); err != nil {
		t.Fatal(err)
	}
	if back := observe(t, page); back.DOMHash != a.DOMHash {
		t.Fatalf("hash after restoring the value %q, want %q", back.DOMHash, a.DOMHash)
	}
	// Renaming a target changes its identity and the hash.
	if _, err := page.Evaluate(`document.querySelector('button').textContent = 'Save all'`); err != nil {
		t.Fatal(err)
	}
	if r, _ := Observe(context.Background(), page); r.DOMHash == a.DOMHash {
		t.Fatal("hash unchanged after a rename")
	}
}
