package observe

import "testing"

// TestFlexBoxesAfterBlocks: a flex row whose block children come first (a
// column's heading before its count badge and WIP limit, an avatar before
// the assignee's name, a figure before its delta) still splits its inline
// children into units of their own, in reading order; a block child after
// an inline one keeps the row whole.
func TestFlexBoxesAfterBlocks(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<div style="display:flex;gap:8px"><h2>In progress</h2><span>3</span><span>WIP limit 4</span></div>
	<div style="display:flex;gap:8px"><div>JW</div><span>Jonas Weber</span><span>Due Dec 3</span><span>3 comments</span></div>
	<div style="display:flex;gap:8px"><div class=h1>38.4%</div><span>−2.1%</span></div>
	<div style="display:flex;gap:8px"><span>Kept</span><div>block after</div><span>together</span></div>`))
	s := observe(t, page)
	for _, text := range []string{"3", "WIP limit 4", "Jonas Weber", "Due Dec 3", "3 comments", "38.4%", "−2.1%"} {
		source(t, s, text)
	}
	var order []string
	for _, u := range s.Sources {
		if u.Text == "38.4%" || u.Text == "−2.1%" {
			order = append(order, u.Text)
		}
	}
	if len(order) != 2 || order[0] != "38.4%" {
		t.Errorf("figure and delta in order %q, want the figure first\n%s", order, dumpSources(s))
	}
	if u := source(t, s, "3"); u.Heading != "In progress" {
		t.Errorf("the count badge's heading is %q, want In progress", u.Heading)
	}
	source(t, s, "Kept together")
}

// TestIconFontGlyphName: a button drawn with an icon font's glyph (a
// private-use character in generated content) is named by its title, not
// by the glyph.
func TestIconFontGlyphName(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<style>.chev::before{content:"\e901"}</style>
	<button title="Next week"><span class=chev></span></button>
	<button title="Close">×</button>`))
	s := observe(t, page)
	one(t, s, "Next week")
	one(t, s, "×")
}
