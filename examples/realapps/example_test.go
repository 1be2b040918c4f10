package realapps_test

import (
	"errors"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/locate"
)

// This is how an application team writes an end-to-end check of its
// TodoMVC app with jev: elements are found by what they mean, statements
// are asserted by meaning, and nothing is acted on unless it was located
// with confidence. (The suite's own tests do the same and also judge each
// answer against the element they know is right; see probe_test.go.)
func Example_clearCompleted() {
	clearCompleted := func(t *testing.T, appURL string) {
		s := jevtest.New(t) // a fresh browser context; fails (never skips) when the browser cannot start
		s.Goto(appURL)

		input := s.Locate("the input for a new todo") // fails the test unless located with confidence
		for _, todo := range []string{"Buy milk", "Walk dog"} {
			s.Fill(input, todo)
			if err := s.Page().Keyboard().Press("Enter"); err != nil {
				t.Fatal(err)
			}
		}
		s.Check(s.Locate("the checkbox that marks 'Buy milk' as done"))
		s.Assert(compare.Describe("the number of items left"), "one todo remaining")

		// TryLocate lets a test decide what to do with an uncertain answer.
		// Never act on a target the engine was not confident about: a
		// low-confidence "remove all completed" may be another row's delete.
		clear, err := s.TryLocate("the button that removes all completed todos")
		var le *locate.LocateError
		if errors.As(err, &le) {
			t.Fatalf("not clicking anything: %v", le) // names the description, the choice and its confidence
		}
		s.Click(clear)
		s.Assert(compare.Describe("the first todo"), "Walk dog")
	}
	_ = clearCompleted // func TestClearCompleted(t *testing.T) { clearCompleted(t, srv.URL+"/index.html") }
}
