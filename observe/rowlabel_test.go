package observe

import (
	"context"
	"github.com/jevtest/jev/semantic"
	"testing"
)

// A TodoMVC-like list: each row's title is a <label> that labels no
// control (a person double-clicks it to edit the todo), and its delete
// button has no text of its own: the glyph is CSS generated content,
// shown while the pointer is on the row.
const rowLabelPage = `<style>
 .todo-list li .destroy { display: none; width: 40px; height: 40px; }
 .todo-list li:hover .destroy { display: block; }
 .todo-list li .destroy:after { content: '✖'; }
 .alt::after { content: "×" / "Delete"; }
 .img::before { content: url("data:image/png;base64,iVBORw0KGgo=") ; }
 .add::before { content: "Add "; }
 .hidden-glyph::after { content: '×'; display: none; }
</style>
<section class=todoapp><ul class=todo-list>
 <li><div class=view><input class=toggle type=checkbox><label>Buy milk</label><button class=destroy></button></div></li>
 <li><div class=view><input class=toggle type=checkbox><label>Walk dog</label><button class=destroy></button></div></li>
</ul>
<ul class=prefs>
 <li><label for=n1>Notify me</label><input type=checkbox id=n1></li>
 <li><label>Remember me <input type=checkbox></label></li>
</ul>
<label>Standalone label</label>
<button class=alt></button><button class=img>Picture</button><button class=add>item</button><button class="hidden-glyph">Close</button>
</section>`

// TestRowLabelsAreTargets: a row's label that labels no control is a
// target of role "label" named by its text, in its row, and stays page
// text; a label of a control, or one outside any row, is not a target.
func TestRowLabelsAreTargets(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(rowLabelPage))
	s := observe(t, page)
	for _, title := range []string{"Buy milk", "Walk dog"} {
		l := one(t, s, title)
		if l.Role != "label" || l.Row != title || l.FP != semantic.Fingerprint("label", title) {
			t.Fatalf("row label %q: %+v", title, l)
		}
		if src := source(t, s, title); src.Row != title {
			t.Fatalf("the label's text as a source: %+v", src)
		}
	}
	for _, x := range s.Targets {
		if x.Role == "label" && x.Row == "" {
			t.Fatalf("a label outside any row is a target: %+v", x)
		}
	}
	if n := one(t, s, "Notify me"); n.Role != "checkbox" {
		t.Fatalf("label[for] of a checkbox: %+v", n)
	}
	if n := one(t, s, "Remember me"); n.Role != "checkbox" {
		t.Fatalf("wrapping label of a checkbox: %+v", n)
	}
	if len(byName(s, "Standalone label")) != 0 {
		t.Fatalf("a label outside any row is a target:%s", dumpTargets(s))
	}
	// The label's ref re-reads unchanged (its role is kept on re-read).
	st, err := s.Reread(context.Background(), page, one(t, s, "Buy milk").Ref)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Status != RefUnchanged || st[0].Text != "Buy milk" {
		t.Fatalf("re-read of a row label: %+v", st[0])
	}
}

// TestGeneratedContentNames: CSS generated content (::before, ::after
// strings) is part of a name from content, as in accessible-name
// computation; its alternative text wins; images, and generated content
// that is not displayed, add nothing.
func TestGeneratedContentNames(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(rowLabelPage))
	if err := page.Locator("li:has-text('Walk dog')").Hover(); err != nil {
		t.Fatal(err)
	}
	s := observe(t, page)
	del := one(t, s, "✖")
	if del.Role != "button" || del.Row != "Walk dog" {
		t.Fatalf("the hovered row's delete button: %+v", del)
	}
	for name, role := range map[string]string{"Delete": "button", "Picture": "button", "Add item": "button", "Close": "button"} {
		if x := one(t, s, name); x.Role != role {
			t.Fatalf("%q: %+v", name, x)
		}
	}
}
