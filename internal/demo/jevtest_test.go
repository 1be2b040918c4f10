package demo_test

import (
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/internal/demo"
	"github.com/jevtest/jev/jevtest"
)

// demoPage is one page of the demo app and the demo examples it settles
// without any step.
type demoPage struct {
	name     string
	path     string
	scenario demoapp.Scenario
	examples []demo.Example
}

// demoPages groups the demo examples that need no step and no located
// target by page and scenario, in order of first appearance.
func demoPages() []demoPage {
	var pages []demoPage
	index := map[string]int{}
	for _, e := range demo.Examples() {
		if len(e.Steps) > 0 || e.Actual.Locate != "" {
			continue
		}
		key := e.Path + e.Scenario.Query()
		i, ok := index[key]
		if !ok {
			i = len(pages)
			index[key] = i
			pages = append(pages, demoPage{name: e.Name, path: e.Path, scenario: e.Scenario})
		}
		pages[i].examples = append(pages[i].examples, e)
	}
	return pages
}

// actualOf turns a demo example's actual into a jevtest actual on s's page.
func actualOf(s *jevtest.Session, a demo.Actual) compare.Actual {
	if a.Description != "" {
		return compare.Describe(a.Description)
	}
	loc := s.Page().Locator(a.Selector)
	if a.Frame != "" {
		loc = s.Page().FrameLocator(a.Frame).Locator(a.Selector)
	}
	return compare.Read(loc, a.Property, a.Attribute)
}

// open gives the test a jevtest session on a page of the demo app in a
// scenario.
func open(t *testing.T, path string, sc demoapp.Scenario) *jevtest.Session {
	t.Helper()
	_, srv := fixture(t)
	s := jevtest.New(t)
	s.Goto(srv.PageURL(path, sc))
	return s
}

// The demo's example assertions without steps, asserted through jevtest
// sessions page by page (each page in one batch), get the verdicts they
// declare, as they do through Run.
func TestTheExamplesGetTheirDeclaredVerdictsThroughJevtest(t *testing.T) {
	t.Parallel()
	for _, page := range demoPages() {
		t.Run(page.name, func(t *testing.T) {
			t.Parallel()
			s := open(t, page.path, page.scenario)
			reqs := make([]compare.Request, len(page.examples))
			for i, e := range page.examples {
				reqs[i] = compare.Request{Actual: actualOf(s, e.Actual), Expected: e.Expected}
			}
			// TryAssertBatch returns the results and, unless every item
			// passed, the error: declared failures and inconclusive
			// results are expected here.
			rs, _ := s.TryAssertBatch(reqs)
			if len(rs) != len(reqs) {
				t.Fatalf("%d results for %d requests", len(rs), len(reqs))
			}
			for i, e := range page.examples {
				if rs[i].Status != e.Want {
					t.Errorf("%s: got %s, declared %s (%s)\n%s", e.Name, rs[i].Status, e.Want, e.Why, compare.Explain(rs[i]))
				}
			}
		})
	}
}
