package observe

import "testing"

// TestHeadingPillBadge: a heading that ends with a pill (a short inline
// element with a background or a border of its own: a status badge) is its
// words and the badge, labelled by them, also when the badge holds no
// figure; an emphasised or plain last word stays part of the heading.
func TestHeadingPillBadge(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<style>.pill{display:inline-block;padding:0 8px;background:orange}
	.ring{border:1px solid #888}</style>
	<h2>Update a member's contact details <span class=pill>Deprecated</span></h2>
	<h2>Nightly build <span class=ring>Failing</span></h2>
	<h2>Welcome to <em>Acme</em></h2>
	<h2>Order <strong>shipped</strong></h2>`))
	s := observe(t, page)
	checkUnits(t, s, []unitWant{
		{"heading", "Update a member's contact details", "", ""},
		{"text", "Deprecated", "Update a member's contact details", ""},
		{"heading", "Nightly build", "", ""},
		{"text", "Failing", "Nightly build", ""},
		{"heading", "Welcome to Acme", "", ""},
		{"heading", "Order shipped", "", ""},
	})
}
