package observe

import "testing"

// A card header is often one flex row holding the card's heading and its
// status badge: the badge's text is the block's own text, after the
// heading inside it. It is read after that heading and under it, never
// under the heading before (the previous card's).
func TestBlockTextAfterItsInnerHeadingReadsUnderIt(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h1>Service status</h1>
<div class="card"><div style="display:flex;justify-content:space-between;align-items:center">
  <h2 style="font-size:15px;margin:0">Webhooks</h2><span>Degraded performance</span></div>
  <p>Deliveries are delayed.</p></div>
<div class="card"><div style="display:flex"><h2>Billing</h2><span>Operational</span></div></div>
<div>Intro text <h2>Later</h2></div>`))
	s := observe(t, page)
	var order []string
	for _, x := range s.Sources {
		order = append(order, x.Text)
	}
	want := []string{"Service status", "Webhooks", "Degraded performance", "Deliveries are delayed.", "Billing", "Operational", "Intro text", "Later"}
	if len(order) != len(want) {
		t.Fatalf("sources %q, want %q", order, want)
	}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("sources %q, want %q", order, want)
		}
	}
	if u := source(t, s, "Degraded performance"); u.Context != "Webhooks" || u.Heading != "Webhooks" {
		t.Fatalf("badge = %+v, want context and heading Webhooks", u)
	}
	if u := source(t, s, "Operational"); u.Context != "Billing" {
		t.Fatalf("badge = %+v, want context Billing", u)
	}
	// Own text before the inner heading keeps the heading before it, not
	// the later one inside its block; a card's heading heads only its card,
	// so that is the page's heading, not the previous card's.
	if u := source(t, s, "Intro text"); u.Heading != "Service status" {
		t.Fatalf("intro = %+v, want heading Service status", u)
	}
}
