package realapps_test

import (
	"fmt"
	"testing"

	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/locate"
	"github.com/playwright-community/playwright-go"
)

// todoApp is one TodoMVC implementation of npm todomvc@0.1.1.
type todoApp struct {
	name  string
	split string // "dev": may be tuned on; "heldout": measured only
}

// todoApps are the implementations measured. The package holds about 70;
// these run offline in current Chromium (see README.md for the ones left
// out and why).
var todoApps = []todoApp{
	{"vanillajs", "dev"}, {"jquery", "dev"}, {"backbone", "dev"}, {"angularjs", "dev"},
	{"react", "heldout"}, {"vue", "heldout"}, {"emberjs", "heldout"}, {"knockoutjs", "heldout"}, {"mithril", "heldout"},
}

func (a todoApp) url() string { return server.URL + "/todomvc/examples/" + a.name + "/index.html" }

// The right elements, as the TodoMVC specification names them. Every
// implementation of todomvc@0.1.1 uses these ids and classes.
const (
	selNewTodo        = "#new-todo"
	selToggleAll      = "#toggle-all"
	selCount          = "#todo-count"
	selClearCompleted = "#clear-completed"
)

func selRow(title string) string    { return fmt.Sprintf(`#todo-list li:has-text(%q)`, title) }
func selToggle(title string) string { return selRow(title) + " .toggle" }
func selLabel(title string) string  { return selRow(title) + " label" }
func selDelete(title string) string { return selRow(title) + " .destroy" }
func selFilter(name string) string  { return fmt.Sprintf(`#filters a:text-is(%q)`, name) }
func selNth(i int) string           { return fmt.Sprintf(`#todo-list li:visible >> nth=%d`, i) }

const selEditing = "#todo-list li.editing .edit"

// todo is a probe on a TodoMVC page with the scenario steps every check
// needs, done through selectors (the known-good way) so that each semantic
// check starts from the state the specification describes.
type todo struct {
	*probe
	page playwright.Page
}

func openTodo(t *testing.T, a todoApp, check string) *todo {
	t.Helper()
	s := jevtest.New(t)
	offline(t, s)
	s.Goto(a.url())
	if err := s.Page().Locator(selNewTodo).WaitFor(); err != nil {
		t.Fatalf("%s did not render its new-todo input: %v", a.name, err)
	}
	return &todo{probe: newProbe(t, s, a.name, a.split, check), page: s.Page()}
}

func (d *todo) must(err error, what string) {
	d.t.Helper()
	if err != nil {
		list, _ := d.page.Locator("#todo-list").InnerHTML()
		if len(list) > 1500 {
			list = list[:1500] + "…"
		}
		d.t.Fatalf("%s: %s: %v\n  the todo list: %s", d.check, what, err, list)
	}
}

// persisted waits until the app has stored every title (with a completed
// todo when done is set) in localStorage, under one key or several: some
// implementations save after a delay.
func (d *todo) persisted(done bool, titles ...string) {
	d.t.Helper()
	_, err := d.page.WaitForFunction(`([titles, done]) => {
		const all = Object.keys(localStorage).map(k => localStorage.getItem(k) || "").join("\n");
		return titles.every(t => all.includes(t)) && (!done || all.includes("true"));
	}`, []any{titles, done})
	d.must(err, "waiting for the app to store its todos")
}

// add types each title into the new-todo input and presses Enter.
func (d *todo) add(titles ...string) {
	d.t.Helper()
	for _, title := range titles {
		d.must(d.page.Locator(selNewTodo).Fill(title), "typing a new todo")
		d.must(d.page.Locator(selNewTodo).Press("Enter"), "pressing Enter")
		d.must(d.page.Locator(selRow(title)).WaitFor(), "waiting for the new todo "+title)
	}
}

func (d *todo) complete(title string) {
	d.t.Helper()
	d.must(d.page.Locator(selToggle(title)).Check(), "completing "+title)
}

func (d *todo) hover(title string) {
	d.t.Helper()
	d.must(d.page.Locator(selRow(title)).Hover(), "hovering "+title)
}

// click clicks the located target when it was located right, else the
// right element through its selector. It never acts on an element located
// below the threshold or on a wrong one.
func (d *todo) click(tgt locate.Target, ok bool, selector string) {
	d.t.Helper()
	if ok {
		d.s.Click(tgt)
		return
	}
	d.must(d.page.Locator(selector).Click(), "clicking "+selector)
}

func (d *todo) tick(tgt locate.Target, ok bool, selector string) {
	d.t.Helper()
	if ok {
		d.s.Check(tgt)
		return
	}
	d.must(d.page.Locator(selector).Check(), "checking "+selector)
}

// enter fills the located field (or the selector's) with value and presses
// Enter on it.
func (d *todo) enter(tgt locate.Target, ok bool, selector, value string) {
	d.t.Helper()
	if ok {
		d.s.Fill(tgt, value)
	} else {
		d.must(d.page.Locator(selector).Fill(value), "filling "+selector)
	}
	d.must(d.page.Keyboard().Press("Enter"), "pressing Enter")
}

// dblclick double-clicks the located target (or the selector's element).
func (d *todo) dblclick(tgt locate.Target, ok bool, selector string) {
	d.t.Helper()
	if !ok {
		d.must(d.page.Locator(selector).Dblclick(), "double-clicking "+selector)
		return
	}
	el := d.element(tgt)
	defer el.Dispose()
	d.must(el.Dblclick(), "double-clicking the located "+tgt.Name)
}

func (d *todo) element(tgt locate.Target) playwright.ElementHandle {
	d.t.Helper()
	el, err := tgt.Snapshot.Element(d.t.Context(), d.page, tgt.Ref)
	d.must(err, "reading the located element back")
	return el
}

// kept reports whether the app cancelled the edit to edited, keeping
// title. Some implementations sometimes save the typed text on Escape
// (knockoutjs); then the claims of the check would not be true of the page,
// so the check is not run, and the title is restored for the checks after.
func (d *todo) kept(edited, title string) bool {
	d.t.Helper()
	n, err := d.page.Locator(selRow(title)).Count()
	d.must(err, "counting the rows titled "+title)
	if n == 1 {
		return true
	}
	d.t.Logf("%s: the app kept %q on Escape instead of %q; check not run", d.check, edited, title)
	d.must(d.page.Locator(selLabel(edited)).Dblclick(), "double-clicking "+edited)
	d.must(d.page.Locator(selEditing).Fill(title), "restoring "+title)
	d.must(d.page.Keyboard().Press("Enter"), "pressing Enter")
	d.must(d.page.Locator(selRow(title)).WaitFor(), "waiting for "+title)
	return false
}

// at switches the probe to the next check of the same scenario.
func (d *todo) at(check string) *todo { d.probe.check = check; return d }

func (d *todo) waitGone(selector string) {
	d.t.Helper()
	d.must(d.page.Locator(selector).WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateDetached}), "waiting for "+selector+" to go")
}

func (d *todo) waitCount(n int) {
	d.t.Helper()
	d.must(d.page.Locator(`#todo-list li:visible`).Nth(n-1).WaitFor(), fmt.Sprintf("waiting for %d todos", n))
	d.must(d.page.Locator(`#todo-list li:visible`).Nth(n).WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateHidden}), fmt.Sprintf("waiting for only %d todos", n))
}
