package realapps_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/jevtest/jev/examples/realapps/internal/tally"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

// certain is a decider (semantictest) that answers every question with
// certainty: the first target or source whose text contains want, and
// "equivalent" for every comparison; set changes want. It lets the judge
// itself be tested both ways: a confident right answer and a confident
// wrong one.
func certain() (d semantic.Decider, set func(want string)) {
	var mu sync.Mutex
	want := ""
	d = semantictest.New().Always(func(q semantic.Question, st semantic.State) (map[string]float64, error) {
		mu.Lock()
		w := want
		mu.Unlock()
		if q.Kind == semantic.KindComparison {
			return map[string]float64{semantic.ChoiceEquivalent: 1}, nil
		}
		text := map[string]string{}
		for _, s := range st.Sources {
			text[s.ID] = s.Text
		}
		for _, t := range st.Targets {
			text[t.ID] = t.Role + " " + t.Name
		}
		for _, c := range q.Criteria {
			if strings.Contains(strings.ToLower(text[c.ID]), w) {
				return map[string]float64{c.ID: 1}, nil
			}
		}
		return map[string]float64{semantic.ChoiceNone: 1}, nil
	})
	return d, func(w string) { mu.Lock(); want = strings.ToLower(w); mu.Unlock() }
}

// errorsTB keeps what the probe reports instead of failing the test.
type errorsTB struct {
	testing.TB
	mu   sync.Mutex
	errs []string
}

func (e *errorsTB) Errorf(format string, args ...any) {
	e.mu.Lock()
	e.errs = append(e.errs, fmt.Sprintf(format, args...))
	e.mu.Unlock()
}

func (e *errorsTB) take() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := e.errs
	e.errs = nil
	return out
}

// TestJudgeTellsRightFromConfidentlyWrong runs the probe with a decider
// that is certain either way and checks each judgement: a right element
// and a right, earned pass are counted right with no failure; a wrong
// element, a pass on the wrong source and a pass of a false claim each
// fail the check and are counted as such.
func TestJudgeTellsRightFromConfidentlyWrong(t *testing.T) {
	dec, set := certain()
	s := jevtest.New(t, jevtest.WithDecider(dec))
	offline(t, s)
	s.Goto(todoApps[0].url())
	tb := &errorsTB{TB: t}
	var tl tally.Tally
	d := &todo{probe: newProbe(tb, s, "judge", "dev", "judge"), page: s.Page()}
	d.probe.tally = &tl
	d.add("Buy milk", "Walk dog")

	cases := []struct {
		want, what string
		run        func()
		failure    string // "" when the probe must not fail the check
	}{
		{"Completed", "the right filter", func() { d.locate("the Completed filter", selFilter("Completed")) }, ""},
		{"Active", "another filter", func() { d.locate("the Completed filter", selFilter("Completed")) }, "CONFIDENT WRONG ELEMENT"},
		{"items left", "the counter, a true claim", func() { d.describe(countDesc, "two todos remaining", true, selCount) }, ""},
		{"items left", "the counter, a false claim", func() { d.describe(countDesc, "one todo remaining", false, selCount) }, "FALSE PASS"},
		{"Walk dog", "a todo instead of the counter", func() { d.describe(countDesc, "two todos remaining", true, selCount) }, "FALSE PASS"},
	}
	for i, c := range cases {
		set(c.want)
		c.run()
		errs := tb.take()
		switch {
		case c.failure == "" && len(errs) != 0:
			t.Errorf("%s: the probe failed a right answer: %v", c.what, errs)
		case c.failure != "" && (len(errs) != 1 || !strings.Contains(errs[0], c.failure)):
			t.Errorf("%s: the probe reported %v, want one %q", c.what, errs, c.failure)
		}
		if n := len(tl.Records()); n != i+1 {
			t.Fatalf("%s: %d records after %d checks", c.what, n, i+1)
		}
	}
	got := tl.Rows()[0]
	want := tally.Row{App: "judge", Split: "dev", Descriptions: 3, BoundRight: 2, BoundWrong: 1, Decided: 3, DecidedRight: 1, FalsePasses: 2,
		Locates: 2, LocateRight: 1, LocateWrong: 1}
	if got != want {
		t.Errorf("row %+v, want %+v", got, want)
	}
}
