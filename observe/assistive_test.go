package observe

import "testing"

// A plan comparison whose check-mark cells say what they mean only to
// assistive technology (an icon and a visually hidden span), beside near
// misses: a cell whose hidden text is hidden another way (transparent,
// off-screen), a cell whose hidden text labels a button, a cell with
// visible text and a hidden note, and a visually hidden paragraph outside
// any table.
const assistivePage = `<style>
.sr { position:absolute; width:1px; height:1px; padding:0; margin:-1px; overflow:hidden; clip:rect(0,0,0,0); white-space:nowrap; border:0; }
.icon { display:inline-block; width:12px; height:12px; background:#333; }
.ghost { color: transparent; }
.away { position:absolute; left:-9999px; }
</style>
<table><thead><tr><th>Feature</th><th>Free</th><th>Pro</th></tr></thead>
<tbody>
 <tr><td>API access</td><td id=api-free><i class=icon></i><span class=sr>Not included</span></td><td id=api-pro><i class=icon></i><span class=sr>Included</span></td></tr>
 <tr><td>Webhooks</td><td id=hook-free><i class=icon></i><span class=ghost>Ghost</span></td><td id=hook-pro><i class=icon></i><span class=away>Faraway</span></td></tr>
 <tr><td>Exports</td><td><button><i class=icon></i><span class=sr>Export now</span></button></td><td>Daily<span class=sr>Footnote</span></td></tr>
</tbody></table>
<p class=sr>Hidden paragraph</p>`

func TestIconCellsReadTheirVisuallyHiddenText(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(assistivePage))
	s := observe(t, page)
	for text, ctx := range map[string]string{"Included": "Pro", "Not included": "Free"} {
		u := source(t, s, text)
		if u.Role != "cell" || !u.Assistive || u.Context != ctx {
			t.Errorf("%q: role %q assistive %v context %q, want cell, true, %q", text, u.Role, u.Assistive, u.Context, ctx)
		}
	}
	if u := source(t, s, "Daily"); u.Assistive {
		t.Errorf("a cell with visible text is marked assistive: %+v", u)
	}
	for _, u := range s.Sources {
		switch u.Text {
		case "Ghost", "Faraway", "Export now", "Footnote", "Daily Footnote", "Hidden paragraph":
			t.Errorf("hidden text %q became a source (%s)", u.Text, u.Role)
		}
		if u.Assistive && u.Text != "Included" && u.Text != "Not included" {
			t.Errorf("unit %q is marked assistive", u.Text)
		}
	}
}
