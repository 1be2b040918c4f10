package locate

import (
	"errors"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
)

// todoPage is a TodoMVC-like list: per-row Delete buttons with the same
// name, a bulk "Clear completed" button and filter links.
const todoPage = `<section><h1>todos</h1>
<input class=new-todo placeholder="What needs to be done?" aria-label="New todo">
<ul>
 <li><input type=checkbox class=toggle aria-label="Toggle"><label>Buy milk</label><button aria-label=Delete onclick="this.closest('li').remove()">×</button></li>
 <li class=completed><input type=checkbox class=toggle checked aria-label="Toggle"><label>Walk dog</label><button aria-label=Delete onclick="this.closest('li').remove()">×</button></li>
</ul>
<footer><span>1 item left</span>
 <a href="#/">All</a> <a href="#/active">Active</a> <a href="#/completed">Completed</a>
 <button onclick="document.querySelectorAll('li.completed').forEach(e => e.remove()); document.title='cleared'">Clear completed</button>
</footer></section>`

// TestLocateSafeChoices: a bulk removal is never a row's Delete, a filter
// is found by its name, and a row's Delete is acted on only when it is
// that row's (or not at all).
func TestLocateSafeChoices(t *testing.T) {
	page := pwtest.Open(t, todoPage)
	l := New(page)

	tg, err := l.Locate(pwtest.Context(t), "the button that removes all completed todos")
	if err != nil || tg.Name != "Clear completed" {
		t.Fatalf("removes all completed: %+v %v, want Clear completed", tg.Name, err)
	}
	tg, err = l.Locate(pwtest.Context(t), "the Completed filter")
	if err != nil || tg.Name != "Completed" || tg.Role != "link" {
		t.Errorf("the Completed filter: %s %q %v, want the Completed link", tg.Role, tg.Name, err)
	}

	// Either the Walk dog row's button or an error; never Buy milk's.
	tg, err = l.Locate(pwtest.Context(t), "the button that deletes the todo 'Walk dog'")
	if err == nil {
		if err := Click(pwtest.Context(t), page, tg); err != nil {
			t.Fatal(err)
		}
		left := pwtest.Eval(t, page, `[...document.querySelectorAll('li label')].map(l => l.textContent).join(',')`)
		if left != "Buy milk" {
			t.Errorf("deleting 'Walk dog' left %q, want Buy milk only", left)
		}
	} else if !errors.Is(err, ErrLowConfidence) && !errors.Is(err, ErrAmbiguous) && !errors.Is(err, ErrNoMatch) {
		t.Errorf("deletes 'Walk dog': %v", err)
	}
}

// TestLocateErrorListsCandidates: an ambiguous description's error lists
// the targets weighed (role, name, score) so that it can be rephrased.
func TestLocateErrorListsCandidates(t *testing.T) {
	page := pwtest.Open(t, todoPage)
	_, err := New(page).Locate(pwtest.Context(t), "the Delete button")
	var le *LocateError
	if !errors.As(err, &le) {
		t.Fatalf("the Delete button: %v, want a *LocateError", err)
	}
	deletes := 0
	for _, c := range le.Candidates {
		if c.Name == "Delete" && c.Role == "button" && c.Score > 0 {
			deletes++
		}
	}
	if deletes != 2 {
		t.Errorf("candidates %+v, want both Delete buttons", le.Candidates)
	}
	if !strings.Contains(err.Error(), `; candidates: `) || !strings.Contains(err.Error(), `button "Delete"`) {
		t.Errorf("message %q does not list the candidates", err)
	}
}
