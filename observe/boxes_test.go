package observe

import (
	"context"
	"testing"
)

// unitWant is what a test expects of one source: its role, text, context
// and heading.
type unitWant struct{ role, text, ctx, heading string }

func checkUnits(t *testing.T, s *Snapshot, want []unitWant) {
	t.Helper()
	for _, w := range want {
		u := source(t, s, w.text)
		if u.Role != w.role || u.Context != w.ctx || (w.heading != "" && u.Heading != w.heading) {
			t.Errorf("%q: role %q context %q heading %q, want role %q context %q heading %q",
				w.text, u.Role, u.Context, u.Heading, w.role, w.ctx, w.heading)
		}
	}
}

// noSource fails when a source has text.
func noSource(t *testing.T, s *Snapshot, text string) {
	t.Helper()
	for _, u := range s.Sources {
		if u.Text == text {
			t.Errorf("%q is a source (%s), want none:%s", text, u.Role, dumpSources(s))
		}
	}
}

// TestLabelValueBoxes: a block holding a short label box and a value box
// (a details grid, a stat tile with its caption under the value) gives the
// value its label as context and makes the label a term. Near misses keep
// their heading: two values, a label over a label-like value that is a
// link... and three boxes with no digit after the label.
func TestLabelValueBoxes(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h2>Shipment details</h2>
	<div class=grid>
	  <div class=col><div>Weight</div><div>2.4 kg</div></div>
	  <div class=col><div>Signature</div><div>Not required</div></div>
	  <div class=col><div>7.4 kWh</div><div>Today</div></div>
	  <div class=col><div>12 parcels</div><div>3 late</div></div>
	  <div class=col><div>Notes</div><div>Leave at</div><div>the door</div></div>
	  <div class=col><div><a href="/t">Track</a></div><div>Pending</div></div>
	</div>`))
	s := observe(t, page)
	checkUnits(t, s, []unitWant{
		{"text", "2.4 kg", "Weight", "Shipment details"},
		{"term", "Weight", "Shipment details", ""},
		{"text", "Not required", "Signature", ""},
		{"text", "7.4 kWh", "Today", ""},
		{"term", "Today", "Shipment details", ""},
		{"text", "12 parcels", "Shipment details", ""},
		{"text", "3 late", "Shipment details", ""},
		{"text", "Leave at", "Shipment details", ""},
		{"text", "the door", "Shipment details", ""},
		{"link", "Track", "Shipment details", ""},
		{"text", "Pending", "Shipment details", ""},
	})
}

// TestFlexItemsAreBoxes: the inline children of a flex or grid container
// are units of their own (a card header's room and badge, a timeline
// entry's event and date), paired as label and value around a value with
// a digit (a room beside a badge is no pair); among three, a label before
// a value with a digit. The same markup in a
// plain block stays one line; a button's label never becomes page text.
func TestFlexItemsAreBoxes(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h1>Home</h1>
	<div style="display:flex"><span>Kitchen</span><span>Running</span></div>
	<div style="display:grid;grid-template-columns:1fr 1fr"><span>Departed from facility</span><small>Dec 1, 2026 · 16:02</small></div>
	<div style="display:flex;gap:4px"><span>Tracking number</span><span>7391 0428</span><span>In transit</span><button>Copy</button></div>
	<div style="display:block"><span>Porch</span><span>Off</span></div>
	<div style="display:flex"><a href="/p">Pull requests</a><a href="/i">Issues</a></div>`))
	s := observe(t, page)
	checkUnits(t, s, []unitWant{
		{"text", "Kitchen", "Home", ""},
		{"text", "Running", "Home", ""},
		{"text", "Dec 1, 2026 · 16:02", "Departed from facility", ""},
		{"text", "7391 0428", "Tracking number", ""},
		{"text", "In transit", "Home", ""},
		{"text", "PorchOff", "Home", ""},
		{"link", "Pull requests", "Home", ""},
		{"link", "Issues", "Home", ""},
	})
	noSource(t, s, "Copy")
}

// TestLinkTextIsPageText: a block whose text is a link's is a source of
// role link ("MIT license", "1.2k stars"); links of a navigation landmark
// and links loose in the body are not, nor is a button's label.
func TestLinkTextIsPageText(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h2>About</h2>
	<div><a href="/l">MIT license</a></div>
	<div><a href="/s"><strong>1.2k</strong> stars</a></div>
	<nav><div><a href="/">Home</a> <a href="/docs">Docs</a></div></nav>
	<div><button>Save</button></div>
	<a href="/x">Loose</a>`))
	s := observe(t, page)
	checkUnits(t, s, []unitWant{
		{"link", "MIT license", "About", ""},
		{"link", "1.2k stars", "About", ""},
	})
	for _, x := range []string{"Home Docs", "Home", "Save", "Loose"} {
		noSource(t, s, x)
	}
}

// TestCardHeadingScope: a heading inside a repeated card heads all the
// card's text, also the text before it, and nothing after the card.
func TestCardHeadingScope(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h1>Dashboard</h1>
	<div class=card><p>Kitchen badge</p><h2>Dishwasher</h2><p>Eco 50</p></div>
	<div class=card><p>Entrance badge</p><h2>Front door lock</h2><p>Battery low</p></div>
	<div class=tile><p>After the cards</p></div>
	<section><h2>Releases</h2><a href="/r">v2.4.0 Latest</a></section>`))
	s := observe(t, page)
	for _, w := range []struct{ text, heading string }{
		{"Kitchen badge", "Dishwasher"},
		{"Eco 50", "Dishwasher"},
		{"Entrance badge", "Front door lock"},
		{"Battery low", "Front door lock"},
		{"After the cards", "Dashboard"},
		// Loose text after a heading in its block is under that heading.
		{"v2.4.0 Latest", "Releases"},
	} {
		if u := source(t, s, w.text); u.Heading != w.heading && u.Context != w.heading {
			t.Errorf("%q: heading %q context %q, want %q", w.text, u.Heading, u.Context, w.heading)
		}
	}
}

// TestSpacedInlineBoxes: two inline elements with no white space between
// them read as two words when a margin or padding separates them, as one
// word otherwise.
func TestSpacedInlineBoxes(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<ul><li><span style="margin-right:4px">Go</span><span>81.2%</span></li>
	<li><span>Shell</span><span style="padding-left:3px">3.7%</span></li></ul>
	<p><b>3</b><span>rd</span> place</p>`))
	s := observe(t, page)
	source(t, s, "Go 81.2%")
	source(t, s, "Shell 3.7%")
	source(t, s, "3rd place")
}

// TestBoxesReread: a flex item's unit, a paired value and a heading's
// badge re-read as
// observed while the page is unchanged, and as changed once edited.
func TestBoxesReread(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<div style="display:flex"><span>Kitchen</span><span id=b>Running</span></div>
	<div><div>Weight</div><div id=w>2.4 kg</div></div>
	<h1>City Library API <span>(3.4.1)</span></h1>`))
	s := observe(t, page)
	a, b, v := source(t, s, "Running"), source(t, s, "2.4 kg"), source(t, s, "(3.4.1)")
	st, err := s.Reread(context.Background(), page, a.Ref, b.Ref, v.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Status != RefUnchanged || st[1].Status != RefUnchanged || st[2].Status != RefUnchanged {
		t.Fatalf("untouched re-read %+v, want all unchanged", st)
	}
	if _, err := page.Evaluate(`document.querySelector("#b").textContent = "Finished"; document.querySelector("#w").textContent = "3 kg"`); err != nil {
		t.Fatal(err)
	}
	st, err = s.Reread(context.Background(), page, a.Ref, b.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Status != RefChanged || st[0].Text != "Finished" || st[1].Status != RefChanged || st[1].Text != "3 kg" {
		t.Errorf("edited re-read %+v, want changed Finished and 3 kg", st)
	}
}

// TestHeadingBadgeAndButtonContent: a heading ending in a figure badge is
// its words and the badge, labelled by them (a heading with no figure, or
// whose last part is a link, stays whole); a paragraph inside a button is
// labelled by the button's other text (a response's status code), while
// the button's label alone never becomes page text.
func TestHeadingBadgeAndButtonContent(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h1>City Library API <span>(3.4.1)</span></h1>
	<h2>Departures <span>board</span></h2>
	<h2>Releases <a href="/r">6</a></h2>
	<button><strong>404</strong><div><p>No such loan</p></div></button>
	<button><strong>Save</strong></button>`))
	s := observe(t, page)
	checkUnits(t, s, []unitWant{
		{"heading", "City Library API", "", ""},
		{"text", "(3.4.1)", "City Library API", ""},
		{"heading", "Departures board", "", ""},
		{"heading", "Releases 6", "", ""},
		{"paragraph", "No such loan", "404", ""},
	})
	noSource(t, s, "404")
	noSource(t, s, "Save")
}
