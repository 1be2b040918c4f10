package observe

import "testing"

// A flight card: its heading ends with the date ("Return · <time>"), and
// each time stands over its airport. The date is a value labelled by the
// heading's words without the separator; a clock time over a place keeps
// the card's heading as its label (a schedule's entry, not a figure its
// caption names), while a figure over its caption is still labelled by it.
func TestScheduleTimesKeepTheirCard(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<section class="card"><h2>Return · <time datetime="2026-10-21">Wed, 21 Oct 2026</time></h2>
<div style="display:grid;grid-template-columns:1fr auto 1fr">
  <div><p>17:50</p><p>New York (JFK)</p></div>
  <div><span>7h 50m · Nonstop</span></div>
  <div><p>07:40</p><p>Frankfurt (FRA)</p></div>
</div></section>
<section class="card"><h2>Energy</h2><div><p>7.4 kWh</p><p>Today</p></div></section>`))
	s := observe(t, page)
	if u := source(t, s, "Wed, 21 Oct 2026"); u.Context != "Return" {
		t.Fatalf("date = %+v, want context Return (no separator)", u)
	}
	for _, time := range []string{"17:50", "07:40"} {
		if u := source(t, s, time); u.Context == "New York (JFK)" || u.Context == "Frankfurt (FRA)" || u.Heading != "Return" {
			t.Fatalf("%s = %+v, want the card's heading, not its airport, as its label", time, u)
		}
	}
	if u := source(t, s, "7.4 kWh"); u.Context != "Today" {
		t.Fatalf("figure = %+v, want its caption Today as its label", u)
	}
}
