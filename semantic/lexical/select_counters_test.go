package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// repoSources is a repository page's header: counter buttons, navigation
// tabs with number badges, counter links and a sidebar repeating counts.
func repoSources(sidebarStars string) []semantic.Source {
	h := "harbor-labs / tidewatch"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: h},
		{ID: "t0_2", Role: "listitem", Text: "Watch 12", Context: h, Heading: h, Row: "Watch 12"},
		{ID: "t0_3", Role: "listitem", Text: "Star 1.2k", Context: h, Heading: h, Row: "Star 1.2k"},
		{ID: "t0_4", Role: "listitem", Text: "Code", Context: h, Heading: h, Row: "Code", Landmark: "navigation", Region: "Repository"},
		{ID: "t0_5", Role: "listitem", Text: "Issues 23", Context: h, Heading: h, Row: "Issues 23", Landmark: "navigation", Region: "Repository"},
		{ID: "t0_6", Role: "listitem", Text: "Pull requests 5", Context: h, Heading: h, Row: "Pull requests 5", Landmark: "navigation", Region: "Repository"},
		{ID: "t0_7", Role: "link", Text: "3 branches", Context: h, Heading: h},
		{ID: "t0_8", Role: "link", Text: "Go to file", Context: h, Heading: h},
		{ID: "t0_9", Role: "heading", Text: "About"},
		{ID: "t0_10", Role: "link", Text: sidebarStars, Context: "About", Heading: "About", Row: sidebarStars},
	}
}

// TestCountersInTabsAndLinks: a tab's number badge and a counter link are
// values labelled by their names for a description asking for a number;
// a count the page shows twice binds its first copy, two different counts
// stay unbound, and a description asking for no number does not take a
// navigation tab for a value.
func TestCountersInTabsAndLinks(t *testing.T) {
	eng := New()
	for desc, want := range map[string]string{
		"the number of open issues":   "t0_5",
		"the number of pull requests": "t0_6",
		"the number of branches":      "t0_7",
		"the number of stars":         "t0_3",
		"how many watchers it has":    "t0_2",
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: repoSources("1.2k stars"), Description: desc})
		if d.Choice != want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", desc, d.Choice, d.Confidence(), d.Probabilities, want)
		}
	}
	// Near miss: the sidebar says another count; neither copy is sure.
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: repoSources("1.3k stars"), Description: "the number of stars"})
	if d.Confidence() >= corpusThreshold && d.Choice != semantic.ChoiceAmbiguous {
		t.Errorf("two different star counts bound %s at %.2f %v", d.Choice, d.Confidence(), d.Probabilities)
	}
	// Near miss: no number asked for; the tab stays navigation.
	q := newSourceQuery("the issues")
	if q.counter(stateOf(repoSources("1.2k stars")).source("t0_5")) {
		t.Error("the issues (no count asked) read the Issues tab as a counter")
	}
	// Near miss: a counter whose name the description does not say.
	q = newSourceQuery("the number of releases")
	if q.counter(stateOf(repoSources("1.2k stars")).source("t0_5")) {
		t.Error("the number of releases read the Issues tab as its counter")
	}
}
