package observe

import (
	"context"
	"strings"
	"testing"
)

// TestDottedLineParts: a line of values joined by a middle dot is one unit
// per piece that is one inline element (with the short label of loose
// words before it), the loose pieces staying the block's text; a dd's
// pieces keep its term; a line whose pieces are controls, or with no
// separator, or a list item (one entry: an event and its date), stays one
// unit.
func TestDottedLineParts(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h2>Tests</h2>
	<p><span>1,482 passed</span> · <span>3 failed</span> · 27 skipped</p>
	<p>Date of birth: <span>14 Mar 1984</span> · MRN <span>00482913</span></p>
	<p><span>Riverside Lab, Room 2</span> · fasting from 22:00</p>
	<dl><dt>Commit</dt><dd><code>9f3c2ab</code> · <span>Fix cart rounding</span></dd></dl>
	<p>Card ·· 9021 · since Dec 1</p>
	<p><a href="#a">Privacy</a> · <a href="#b">Terms</a></p>
	<p>Expected by <span>Dec 3</span></p>
	<ul><li><strong>Payment captured</strong> · <span>Nov 28, 09:14</span></li></ul>`))
	s := observe(t, page)
	for _, c := range []struct{ text, ctx string }{
		{"1,482 passed", "Tests"},
		{"3 failed", "Tests"},
		{"27 skipped", "Tests"},
		{"14 Mar 1984", "Date of birth"},
		{"00482913", "MRN"},
		{"Riverside Lab, Room 2", "Tests"},
		{"fasting from 22:00", "Tests"},
		{"9f3c2ab", "Commit"},
		{"Fix cart rounding", "Commit"},
		{"Card ·· 9021 · since Dec 1", "Tests"},
		{"Expected by Dec 3", "Tests"},
		{"Payment captured · Nov 28, 09:14", "Tests"},
	} {
		if u := source(t, s, c.text); u.Context != c.ctx {
			t.Errorf("%q: context %q, want %q", c.text, u.Context, c.ctx)
		}
	}
	for _, u := range s.Sources {
		if strings.Contains(u.Text, "passed · 3") || strings.Contains(u.Text, "1984 · MRN") {
			t.Errorf("dotted line kept whole: %q", u.Text)
		}
	}
}

// TestDottedLinePartsReread: a piece re-reads as observed, and as changed
// once its element's text changes; the line's loose pieces too.
func TestDottedLinePartsReread(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<p><span id=p>1,482 passed</span> · <span id=f>3 failed</span> · 27 skipped</p>`))
	s := observe(t, page)
	f, rest := source(t, s, "3 failed"), source(t, s, "27 skipped")
	st, err := s.Reread(context.Background(), page, f.Ref, rest.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Status != RefUnchanged || st[1].Status != RefUnchanged {
		t.Errorf("untouched pieces re-read %+v, want unchanged", st)
	}
	if _, err := page.Evaluate(`document.querySelector("#f").textContent = "4 failed"`); err != nil {
		t.Fatal(err)
	}
	st, err = s.Reread(context.Background(), page, f.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Status != RefChanged || st[0].Text != "4 failed" {
		t.Errorf("edited piece re-read %+v, want changed 4 failed", st[0])
	}
}
