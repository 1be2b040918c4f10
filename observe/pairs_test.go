package observe

import "testing"

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
