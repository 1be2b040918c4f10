package observe

import "testing"

func TestLabelValueStructure(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h1>Shipment</h1>
	<span id=l1>Carrier</span> <div aria-labelledby=l1>Swiftline</div>
	<div role=group aria-label="Delivery window"><div>Tue 10:00–12:00</div></div>
	<div aria-describedby=d1>Signature required</div><small id=d1>Handover rule</small>
	<div class=meta>Status: <b>In transit</b></div>
	<div aria-live=polite>Updated just now</div>
	<ol class=timeline>
	  <li><time>12 Mar</time> Parcel collected</li>
	  <li><time>13 Mar</time> Arrived at hub</li>
	</ol>
	<label for=ref>Reference</label><input id=ref value="SW-4471">
	<p>Note: ten o'clock is not a label: value pair</p>`))
	s := observe(t, page)
	cases := []struct{ text, role, ctx string }{
		{"Swiftline", "text", "Carrier"},
		{"Tue 10:00–12:00", "text", "Shipment"},
		{"Signature required", "text", "Handover rule"},
		{"In transit", "text", "Status"},
		{"Updated just now", "status", "Shipment"},
		{"12 Mar Parcel collected", "listitem", "12 Mar"},
		{"13 Mar Arrived at hub", "listitem", "13 Mar"},
		{"SW-4471", "textbox", "Reference"},
		{"ten o'clock is not a label: value pair", "paragraph", "Note"},
	}
	for _, c := range cases {
		u := source(t, s, c.text)
		if u.Role != c.role || u.Context != c.ctx {
			t.Errorf("%q: role %q context %q, want %q %q", c.text, u.Role, u.Context, c.role, c.ctx)
		}
	}
	if w := source(t, s, "Tue 10:00–12:00"); w.Region != "Delivery window" {
		t.Errorf("group label: region %q", w.Region)
	}
}
