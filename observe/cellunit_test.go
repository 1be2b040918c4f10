package observe

import "testing"

// A member table whose status and role cells hold a status badge, a block
// or a custom element (one rendering into an open shadow root) rather
// than bare text, and a header cell holding a link: the
// nested unit is read under its cell's headers, as the cell would be;
// a unit with its own label keeps it, a header's own unit gets no cell
// context and a unit outside any table none.
const cellUnitPage = `<h1>Members</h1>
<table><thead><tr><th>Name</th><th>Status</th><th><a href="#r">Role</a></th></tr></thead>
<tbody>
 <tr><td>Ana Silva</td><td><span role=status>Invited</span></td><td><div aria-label="Role: Admin">Admin</div></td></tr>
 <tr><th scope=row>Tom Becker</th><td><div class=pill>Suspended</div></td><td><x-tag style="display:inline-block">Billing</x-tag></td></tr>
 <tr><td>Marek Nowak</td><td><x-badge>Pending</x-badge></td><td>Member</td></tr>
</tbody></table>
<div class=pill>Outside</div>
<script>customElements.define('x-badge', class extends HTMLElement { constructor() { super();
  this.attachShadow({mode: 'open'}).innerHTML = '<span role=status style="display:inline-block"><slot></slot></span>'; } });</script>`

func TestUnitsNestedInACellTakeTheCellsHeaders(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(cellUnitPage))
	s := observe(t, page)
	for text, want := range map[string]string{
		"Invited":   "Status",
		"Suspended": "Status · Tom Becker",
		"Billing":   "Role · Tom Becker",
		"Ana Silva": "Name",
		"Pending":   "Status",      // a status inside a web component's shadow root
		"Admin":     "Role: Admin", // its own ARIA label wins
	} {
		if got := source(t, s, text).Context; got != want {
			t.Errorf("%q: context %q, want %q", text, got, want)
		}
	}
	if got := source(t, s, "Role").Context; got == "Role" || got == "Name" {
		t.Errorf("a header's link took a header as its context: %q", got)
	}
	if got := source(t, s, "Outside").Context; got == "Status" {
		t.Errorf("a badge outside any table took a column header: %q", got)
	}
}
