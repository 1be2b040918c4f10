package observe

import "testing"

// A sortable table the way data-table kits render one: each column header
// holds its text and an icon-only sort button named only by its
// aria-label. A cell is read under its column's text ("Status"), not
// under the button's name ("Status Sort column ascending"); a header that
// holds nothing but such a button keeps the button's name.
const sortableHeadersPage = `<h1>Support queue</h1>
<table role=grid>
 <thead><tr>
  <th><div>Ticket</div><button aria-label="Sort column ascending" title="Sort column ascending"></button></th>
  <th><div>Status</div><button aria-label="Sort column ascending" title="Sort column ascending"></button></th>
  <th><button aria-label="Select all rows"></button></th>
  <th><div>Owner</div><button>Sort</button></th>
 </tr></thead>
 <tbody><tr><td>TCK-203</td><td>Open</td><td>row 1</td><td>Priya Nair</td></tr></tbody>
</table>`

func TestHeaderTextLeavesOutIconOnlyControls(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(sortableHeadersPage))
	s := observe(t, page)
	for text, want := range map[string]string{
		"TCK-203":    "Ticket",
		"Open":       "Status",
		"row 1":      "Select all rows", // only an icon control: its name is the header's
		"Priya Nair": "Owner Sort",      // a control with text of its own stays
	} {
		if got := source(t, s, text).Context; got != want {
			t.Errorf("%q: context %q, want %q", text, got, want)
		}
	}
}
