package observe

import (
	"strings"
	"testing"
)

// hiddenCases are the ways to render text a person does not see. Each
// element's style attribute hides it; removing the attribute (and the
// cover, for the covered case) shows it.
var hiddenCases = []struct{ name, html string }{
	{"off-screen left", `<p class=case style="position:absolute;left:-9999px">Case off-screen left</p>`},
	{"off-screen top", `<p class=case style="position:absolute;top:-9999px">Case off-screen top</p>`},
	{"translated away", `<p class=case style="transform:translateX(-9999px)">Case translated away</p>`},
	{"ancestor opacity 0", `<div class=case style="opacity:0"><p>Case ancestor opacity</p></div>`},
	{"clip-path", `<p class=case style="clip-path:inset(50%)">Case clip-path</p>`},
	{"clip rect", `<p class=case style="position:absolute;clip:rect(0 0 0 0)">Case clip rect</p>`},
	{"text-indent", `<p class=case style="text-indent:-9999px">Case text-indent</p>`},
	{"same colour", `<p class=case style="color:#fff;background:#fff">Case same colour</p>`},
	{"covered", `<div style="position:relative"><p>Case covered</p>` +
		`<div class=case style="position:absolute;inset:0;background:#333"></div></div>`},
	{"sr-only", `<p class=case style="position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;` +
		`clip:rect(0,0,0,0);white-space:nowrap;border:0">Case sr-only</p>`},
}

func hasSourceText(s *Snapshot, sub string) bool {
	for _, u := range s.Sources {
		if strings.Contains(u.Text, sub) {
			return true
		}
	}
	return false
}

func TestTextAPersonDoesNotSeeIsNoSource(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	b.WriteString(`<h1>Visibility</h1><p>Always seen</p>`)
	for _, c := range hiddenCases {
		b.WriteString(`<section>` + c.html + `</section>`)
	}
	page := newPage(t)
	open(t, page, doc(b.String()))
	s := observe(t, page)
	if !hasSourceText(s, "Always seen") {
		t.Fatalf("control text missing:%s", dumpSources(s))
	}
	for _, c := range hiddenCases {
		word := strings.TrimPrefix(strings.SplitN(c.html, ">Case ", 2)[1], "")
		word = "Case " + strings.SplitN(word, "<", 2)[0]
		if hasSourceText(s, word) {
			t.Errorf("%s: %q is a source though no one sees it:%s", c.name, word, dumpSources(s))
		}
	}
	// Shown: every case's text is a source again.
	if _, err := page.Evaluate(`() => document.querySelectorAll('.case').forEach((e) => {
		if (e.getAttribute('style').includes('inset:0')) e.remove(); else e.removeAttribute('style');
	})`); err != nil {
		t.Fatal(err)
	}
	s = observe(t, page)
	for _, c := range hiddenCases {
		word := "Case " + strings.SplitN(strings.SplitN(c.html, ">Case ", 2)[1], "<", 2)[0]
		if !hasSourceText(s, word) {
			t.Errorf("%s shown: %q is not a source:%s", c.name, word, dumpSources(s))
		}
	}
}

// Screen-reader-only text names controls and gives context, but is never a
// source itself.
func TestScreenReaderOnlyTextIsLabelAndContextNotValue(t *testing.T) {
	t.Parallel()
	const sr = `style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)"`
	page := newPage(t)
	open(t, page, doc(`<h2 `+sr+`>Order summary</h2><p>Total <span `+sr+`>was $5, now</span> $10</p>`+
		`<label for=q `+sr+`>Search orders</label><input id=q value="shoes">`))
	s := observe(t, page)
	if hasSourceText(s, "Order summary") || hasSourceText(s, "Search orders") || hasSourceText(s, "was $5") {
		t.Fatalf("screen-reader-only text is a source:%s", dumpSources(s))
	}
	if p := source(t, s, "Total $10"); p.Context != "Order summary" {
		t.Fatalf("paragraph context %q, want the visually hidden heading", p.Context)
	}
	if q := one(t, s, "Search orders"); q.Value != "shoes" {
		t.Fatalf("input %+v", q)
	}
	if v := source(t, s, "shoes"); v.Context != "Search orders" {
		t.Fatalf("value context %q", v.Context)
	}
}

// A re-read follows the same rule: text made transparent or moved
// off-screen after observation is hidden; a custom checkbox whose native
// input is transparent still reads its state.
func TestRereadSeesVisualHiding(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<p id=a>Paid in full</p><p id=b>Due Friday</p><p id=c>Plan Pro</p>
	<label><input id=t type=checkbox style="opacity:0" checked> Buy milk</label>`))
	s := observe(t, page)
	a, b, c, box := source(t, s, "Paid in full"), source(t, s, "Due Friday"), source(t, s, "Plan Pro"), one(t, s, "Buy milk")
	if _, err := page.Evaluate(`() => {
		document.getElementById('a').style.opacity = '0';
		Object.assign(document.getElementById('b').style, { position: 'absolute', left: '-9999px' });
	}`); err != nil {
		t.Fatal(err)
	}
	st, err := s.Reread(t.Context(), page, a.Ref, b.Ref, c.Ref, box.Ref)
	if err != nil {
		t.Fatal(err)
	}
	want := []RefStatus{RefHidden, RefHidden, RefUnchanged, RefUnchanged}
	for i, w := range want {
		if st[i].Status != w {
			t.Errorf("ref %d: %s, want %s", i, st[i].Status, w)
		}
	}
}

// White text on a background image over a white page is seen.
func TestTextOverABackgroundImageIsSeen(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<div style="background-image:linear-gradient(#000,#000)"><p style="color:#fff">Hero title</p></div>`+
		`<div><p style="color:#fff">Lost title</p></div>`))
	s := observe(t, page)
	source(t, s, "Hero title")
	if hasSourceText(s, "Lost title") {
		t.Fatalf("white on white is a source:%s", dumpSources(s))
	}
}
