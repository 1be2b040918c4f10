package realapps_test

import "testing"

// The checks below are the shared end-to-end list of the TodoMVC project
// (new todo, mark all as completed, item toggle/edit/escape/trim/delete,
// counter, clear completed, persistence, routing), written as jev semantic
// operations: each element is found by what it means and each statement is
// asserted by meaning. Every step is judged against the element the
// specification names (see probe).

const countDesc = "the number of items left"

// scenarioCreate: new todo, counter, item toggle, clear completed, mark all.
func scenarioCreate(t *testing.T, a todoApp) {
	d := openTodo(t, a, "new todo")
	in, ok := d.locate("the input for a new todo", selNewTodo)
	d.enter(in, ok, selNewTodo, "Buy milk")
	d.must(d.page.Locator(selRow("Buy milk")).WaitFor(), "waiting for Buy milk")
	d.add("Walk dog", "Feed cat")
	d.describe("the newest todo", "Feed cat", true, selNth(2))
	d.describe("the first todo", "Walk dog", false, selNth(0))

	d.at("counter")
	d.describe(countDesc, "three todos remaining", true, selCount)
	d.describe(countDesc, "one todo remaining", false, selCount)

	d.at("item toggle")
	tg, ok := d.locate("the checkbox that marks 'Buy milk' as done", selToggle("Buy milk"))
	d.tick(tg, ok, selToggle("Buy milk"))
	d.describe(countDesc, "two todos remaining", true, selCount)

	d.at("clear completed")
	d.hover("Walk dog") // the pointer rests on another row, as a person's would
	cc, ok := d.locate("the button that removes all completed todos", selClearCompleted)
	d.click(cc, ok, selClearCompleted)
	d.waitGone(selRow("Buy milk"))
	d.describe("the first todo", "Walk dog", true, selNth(0))
	d.describe(countDesc, "two todos remaining", true, selCount)

	d.at("mark all")
	all, ok := d.locate("the checkbox that marks all todos as complete", selToggleAll)
	d.tick(all, ok, selToggleAll)
	d.describe(countDesc, "no todos remaining", true, selCount)
	d.describe(countDesc, "two todos remaining", false, selCount)
}

// scenarioEdit: item edit, escape cancels, trim, delete on empty, delete
// button.
func scenarioEdit(t *testing.T, a todoApp) {
	d := openTodo(t, a, "item edit")
	d.add("Buy milk", "Walk dog", "Feed cat")
	lb, ok := d.locate("the label of the 'Walk dog' todo", selLabel("Walk dog"))
	d.dblclick(lb, ok, selLabel("Walk dog"))
	ed, ok := d.locate("the field that edits the 'Walk dog' todo", selEditing)
	d.enter(ed, ok, selEditing, "Walk the dog")
	d.waitGone(selEditing)
	d.describe("the second todo", "Walk the dog", true, selNth(1))

	d.at("escape cancels")
	d.must(d.page.Locator(selLabel("Feed cat")).Dblclick(), "double-clicking Feed cat")
	d.must(d.page.Locator(selEditing).Fill("Feed the fish"), "typing into the edit field")
	d.must(d.page.Keyboard().Press("Escape"), "pressing Escape")
	d.waitGone(selEditing)
	if d.kept("Feed the fish", "Feed cat") {
		d.describe("the third todo", "Feed cat", true, selNth(2))
		d.describe("the third todo", "Feed the fish", false, selNth(2))
	}

	d.at("trim")
	d.must(d.page.Locator(selLabel("Buy milk")).Dblclick(), "double-clicking Buy milk")
	d.must(d.page.Locator(selEditing).Fill("   Buy oat milk   "), "typing into the edit field")
	d.must(d.page.Keyboard().Press("Enter"), "pressing Enter")
	d.waitGone(selEditing)
	d.describe("the first todo", "Buy oat milk", true, selNth(0))

	d.at("delete button, pointer on another row")
	// Only the hovered row shows its delete button: the one in view is
	// Buy oat milk's. Any confident answer but Walk the dog's is wrong.
	d.hover("Buy oat milk")
	del, ok := d.locate("the button that deletes the todo 'Walk the dog'", selDelete("Walk the dog"))
	if !ok {
		d.at("delete button")
		d.hover("Walk the dog")
		del, ok = d.locate("the delete button of the 'Walk the dog' row", selDelete("Walk the dog"))
	}
	d.click(del, ok, selDelete("Walk the dog"))
	d.waitGone(selRow("Walk the dog"))
	d.describe(countDesc, "two todos remaining", true, selCount)

	d.at("delete on empty")
	d.must(d.page.Locator(selLabel("Feed cat")).Dblclick(), "double-clicking Feed cat")
	d.must(d.page.Locator(selEditing).Fill(""), "emptying the edit field")
	d.must(d.page.Keyboard().Press("Enter"), "pressing Enter")
	d.waitGone(selRow("Feed cat"))
	d.describe(countDesc, "one todo remaining", true, selCount)
	d.describe(countDesc, "two todos remaining", false, selCount)
}

// scenarioRoutes: persistence, routing.
func scenarioRoutes(t *testing.T, a todoApp) {
	d := openTodo(t, a, "persistence")
	d.add("Buy milk", "Walk dog", "Feed cat")
	d.complete("Walk dog")
	d.persisted(true, "Buy milk", "Walk dog", "Feed cat")
	if _, err := d.page.Reload(); err != nil {
		t.Fatalf("reloading: %v", err)
	}
	d.must(d.page.Locator(selRow("Feed cat")).WaitFor(), "waiting for the todos after the reload")
	d.describe("the first todo", "Buy milk", true, selNth(0))
	d.describe(countDesc, "two todos remaining", true, selCount)

	d.at("routing")
	ac, ok := d.locate("the Active filter", selFilter("Active"))
	d.click(ac, ok, selFilter("Active"))
	d.waitCount(2)
	d.describe("the second todo shown", "Feed cat", true, selNth(1))
	co, ok := d.locate("the Completed filter", selFilter("Completed"))
	d.click(co, ok, selFilter("Completed"))
	d.waitCount(1)
	d.describe("the only todo shown", "Walk dog", true, selNth(0))
	al, ok := d.locate("the filter that shows all todos", selFilter("All"))
	d.click(al, ok, selFilter("All"))
	d.waitCount(3)
	d.describe("the last todo", "Feed cat", true, selNth(2))
}

// TestTodoMVC runs every scenario on every app, then pins the safety
// figures and, with JEV_REALAPPS_REPORT=1, writes the report.
func TestTodoMVC(t *testing.T) {
	t.Run("apps", func(t *testing.T) {
		for _, a := range todoApps {
			for name, sc := range map[string]func(*testing.T, todoApp){"create": scenarioCreate, "edit": scenarioEdit, "routes": scenarioRoutes} {
				t.Run(a.name+"/"+name, func(t *testing.T) {
					t.Parallel()
					sc(t, a)
				})
			}
		}
	})
	pinSafety(t)
	pinLocates(t)
}
