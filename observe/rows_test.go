package observe

import (
	"reflect"
	"testing"

	"github.com/jevtest/jev/semantic"
)

const todoPage = `<section class=todoapp>
<header class=header><h1>todos</h1><input class=new-todo placeholder="What needs to be done?"></header>
<section class=main><ul class=todo-list>
 <li><div class=view><input class=toggle type=checkbox><label>Buy milk</label><button class=destroy></button></div></li>
 <li class=completed><div class=view><input class=toggle type=checkbox checked><label>Walk dog</label><button class=destroy></button></div></li>
 <li><div class=view><input class=toggle type=checkbox><label>Pay rent</label><button class=destroy></button></div></li>
</ul></section>
<footer class=footer><span class=todo-count><strong>2</strong> items left</span>
 <ul class=filters><li><a href="#/">All</a></li><li><a href="#/active">Active</a></li><li><a href="#/completed">Completed</a></li></ul>
 <button class=clear-completed>Clear completed</button></footer>
</section>
<footer class=info><p>Double-click to edit a todo</p></footer>`

func TestPerRowControlsCarryTheirRow(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(todoPage))
	s := observe(t, page)
	var boxes, destroys []string
	for _, x := range s.Targets {
		switch {
		case x.Role == "checkbox":
			boxes = append(boxes, x.Row)
		case x.Role == "button" && x.Name == "":
			destroys = append(destroys, x.Row)
		}
		if x.FP != semantic.Fingerprint(x.Role, x.Name) {
			t.Fatalf("fingerprint %q of %+v is not role|name", x.FP, x)
		}
	}
	want := []string{"Buy milk", "Walk dog", "Pay rent"}
	if !reflect.DeepEqual(boxes, want) || !reflect.DeepEqual(destroys, want) {
		t.Fatalf("checkbox rows %q, destroy rows %q, want %q each:%s", boxes, destroys, want, dumpTargets(s))
	}
	if a := one(t, s, "Active"); a.Row != "Active" {
		t.Fatalf("filter link row %q", a.Row)
	}
	if c := one(t, s, "Clear completed"); c.Row != "" {
		t.Fatalf("clear-completed row %q, want none", c.Row)
	}
	// The counter split across inline elements is one unit of its own,
	// without the button next to it.
	if n := source(t, s, "2 items left"); n.Landmark != "" {
		t.Fatalf("counter %+v", n)
	}
	if st := source(t, s, "checked"); st.Row != "Walk dog" || st.Role != "checkbox" {
		t.Fatalf("state unit %+v", st)
	}
	if info := source(t, s, "Double-click to edit a todo"); info.Landmark != "contentinfo" {
		t.Fatalf("page footer landmark %q", info.Landmark)
	}
	// Repeated names are told apart by their row in the shortlist text.
	d := Describe(s.Targets)
	var got []string
	for i, x := range s.Targets {
		if x.Role == "button" && x.Name == "" {
			got = append(got, d[i])
		}
	}
	wantD := []string{` — button (in todos) (row “Buy milk”)`, ` — button (in todos) (row “Walk dog”)`, ` — button (in todos) (row “Pay rent”)`}
	if !reflect.DeepEqual(got, wantD) {
		t.Fatalf("descriptions %q, want %q", got, wantD)
	}
	if d := Describe([]Target{{Name: "Save", Role: "button", Row: "Buy milk", Scope: "todos"}}); d[0] != "Save — button" {
		t.Fatalf("unique name described with scope or row: %q", d[0])
	}
}

func TestCardsAndTableRows(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h2>Flights</h2>
	<div class="card flight"><h3>Aer Lingus</h3><p class=price>€120</p><button>Select</button></div>
	<div class="card flight"><h3>Ryanair</h3><p class=price>€80</p><button>Select</button></div>
	<table><tr><th>Order</th><th>Status</th><th></th></tr>
	<tr><td>A-1</td><td>Shipped</td><td><button>Track</button></td></tr>
	<tr><td>B-2</td><td>Pending</td><td><button>Track</button></td></tr></table>
	<nav><p>Help centre</p></nav><aside><p>Related: shoes</p></aside>`))
	s := observe(t, page)
	sel := byName(s, "Select")
	if len(sel) != 2 || sel[0].Row != "Aer Lingus €120" || sel[1].Row != "Ryanair €80" {
		t.Fatalf("card rows:%s", dumpTargets(s))
	}
	if p := source(t, s, "€80"); p.Row != "Ryanair €80" || p.Context != "Ryanair" {
		t.Fatalf("price %+v", p)
	}
	tr := byName(s, "Track")
	if len(tr) != 2 || tr[0].Row != "A-1 Shipped" || tr[1].Row != "B-2 Pending" {
		t.Fatalf("table rows:%s", dumpTargets(s))
	}
	if h := source(t, s, "Help centre"); h.Landmark != "navigation" {
		t.Fatalf("nav landmark %+v", h)
	}
	if r := source(t, s, "shoes"); r.Landmark != "complementary" || r.Context != "Related" {
		t.Fatalf("aside %+v", r)
	}
}

// A counter split across inline elements, custom ones included, is one
// unit: "<strong>3</strong> <ng-pluralize>items left</ng-pluralize>".
func TestCounterSplitAcrossInlineElementsIsOneUnit(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<footer id=f><span id=count><strong>3</strong> <ng-pluralize>items left</ng-pluralize></span>
	<button>Clear completed</button></footer><div><x-card style="display:block">Block custom element</x-card></div>`))
	s := observe(t, page)
	if u := source(t, s, "3 items left"); u.Landmark != "contentinfo" {
		t.Fatalf("counter %+v", u)
	}
	source(t, s, "Block custom element")
}
