package observe

import (
	"context"
	"testing"
)

// TestInlineLabelPairs: a line of several "Label: value" pairs, each in an
// inline element of its own (an API's contact line), is one unit per pair
// with its label; a line with loose text between its pairs, or one pair,
// stays one unit.
func TestInlineLabelPairs(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h1>City Library API</h1>
	<div><span>Team: <a href="mailto:t@x.example">t@x.example</a></span> <span>URL: <a href="https://x.example">https://x.example</a></span> <span>License: <a href="https://x.example/l">BSD 3-Clause</a></span> <span><a href="https://x.example/t">Terms of Service</a></span></div>
	<div>Gate: <b>B12</b> and Seat: <b>14C</b></div>
	<div><span>Status: <b>Boarding</b></span></div>`))
	s := observe(t, page)
	for _, c := range []struct{ text, ctx string }{
		{"t@x.example", "Team"},
		{"https://x.example", "URL"},
		{"BSD 3-Clause", "License"},
		{"Terms of Service", "City Library API"},
		{"B12 and Seat: 14C", "Gate"},
		{"Boarding", "Status"},
	} {
		if u := source(t, s, c.text); u.Context != c.ctx {
			t.Errorf("%q: context %q, want %q", c.text, u.Context, c.ctx)
		}
	}
}

// TestInlineLabelPairsReread: a pair's unit re-reads as it was observed
// (unchanged while the page is), and as changed once its value changes.
func TestInlineLabelPairsReread(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<div><span>Team: <a href="mailto:t@x.example">t@x.example</a></span> <span id=lic>License: <a href="https://x.example/l">BSD 3-Clause</a></span></div>`))
	s := observe(t, page)
	u := source(t, s, "BSD 3-Clause")
	st, err := s.Reread(context.Background(), page, u.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Status != RefUnchanged || st[0].Text != "BSD 3-Clause" {
		t.Errorf("untouched pair re-read %+v, want unchanged BSD 3-Clause", st[0])
	}
	if _, err := page.Evaluate(`document.querySelector("#lic a").textContent = "MIT"`); err != nil {
		t.Fatal(err)
	}
	st, err = s.Reread(context.Background(), page, u.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Status != RefChanged || st[0].Text != "MIT" {
		t.Errorf("edited pair re-read %+v, want changed MIT", st[0])
	}
}
