package observe

import (
	"context"
	"testing"
)

// TestHeadingPathParts: a heading that is a path of links ("owner /
// name", a breadcrumb title) stays one heading unit and each link is also
// a unit of its own under it, on the link's node; a heading with a link
// and other words, one link only, or links joined by words is not split.
func TestHeadingPathParts(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h1><a href="/o">harbor-labs</a> / <strong><a href="/r" id=name>tidewatch</a></strong></h1>
	<h2><a href="/d">Docs</a> › <a href="/g">Guides</a> › <a href="/i">Install</a></h2>
	<h2>Releases <a href="/r">6</a></h2>
	<h2><a href="/a">Alpha</a> and <a href="/b">Beta</a></h2>
	<h2><a href="/x">Solo</a></h2>
	<p>after</p>`))
	s := observe(t, page)
	checkUnits(t, s, []unitWant{
		{"heading", "harbor-labs / tidewatch", "", ""},
		{"link", "harbor-labs", "harbor-labs / tidewatch", "harbor-labs / tidewatch"},
		{"link", "tidewatch", "harbor-labs / tidewatch", "harbor-labs / tidewatch"},
		{"heading", "Docs › Guides › Install", "", ""},
		{"link", "Install", "Docs › Guides › Install", "Docs › Guides › Install"},
		{"heading", "Releases 6", "", ""},
		{"heading", "Alpha and Beta", "", ""},
		{"heading", "Solo", "", ""},
	})
	for _, text := range []string{"Releases", "6", "Alpha", "Beta"} {
		noSource(t, s, text)
	}
	// The part is bound to the link's own node.
	u := source(t, s, "tidewatch")
	el, err := s.Element(context.Background(), page, u.Ref)
	if err != nil {
		t.Fatalf("the part's node: %v", err)
	}
	id, err := el.GetAttribute("id")
	if err != nil || id != "name" {
		t.Errorf("the part %q is on node id=%q (%v), want the link id=name", u.Text, id, err)
	}
	// A re-read of the unchanged page finds the part unchanged (it is
	// read as its heading reads it), so evidence bound to it is fresh.
	for _, text := range []string{"tidewatch", "harbor-labs", "Install"} {
		st, err := s.Reread(context.Background(), page, source(t, s, text).Ref)
		if err != nil || len(st) != 1 || st[0].Status != RefUnchanged {
			t.Errorf("re-read of the part %q: %+v %v, want unchanged", text, st, err)
		}
	}
	// What follows is still under the whole title.
	if p := source(t, s, "after"); p.Heading != "Solo" {
		t.Errorf("after: heading %q, want Solo", p.Heading)
	}
}
