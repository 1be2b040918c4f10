package observe

import (
	"strings"
	"testing"
)

// Templates render without whitespace between elements: a name followed
// by a <small> that a style displays as a block reads as two lines, so its
// words stay apart; an inline element glued to text stays glued, as a
// person sees it.
const gluedPage = `<style>.d-block { display: block; }</style>
<table><thead><tr><th>Name</th><th>Total</th></tr></thead><tbody>
<tr><td id=who>Ana Silva<small class=d-block>ana.silva@example.com</small></td><td>Sum<strong>€5</strong></td></tr>
</tbody></table>`

func TestGluedBlockKeepsWordsApart(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(gluedPage))
	s := observe(t, page)
	var row string
	for _, u := range s.Sources {
		if strings.Contains(u.Row, "ana.silva") {
			row = u.Row
		}
	}
	if !strings.Contains(row, "Ana Silva ana.silva@example.com") {
		t.Errorf("row %q: want the name and the block below it apart", row)
	}
	if !strings.Contains(row, "Sum€5") {
		t.Errorf("row %q: an inline element glued to text came apart", row)
	}
}
