package gotest_test

import (
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
