package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// repoHeader is a repository page's header as observed in Chromium: the
// title "owner / name", its counters, the visibility badge "Public" and
// the repository navigation (a landmark named "Repository").
func repoHeader(badge string) []semantic.Source {
	h := "harbor-labs / tidewatch"
	return []semantic.Source{
		{ID: "t0_1", Role: "link", Text: "Codehost", Landmark: "banner"},
		{ID: "t0_2", Role: "heading", Text: h},
		{ID: "t0_3", Role: "listitem", Text: "Watch 12", Context: h, Heading: h, Row: "Watch 12"},
		{ID: "t0_4", Role: "listitem", Text: "Star 1.2k", Context: h, Heading: h, Row: "Star 1.2k"},
		{ID: "t0_5", Role: "text", Text: badge, Context: h, Heading: h},
		{ID: "t0_6", Role: "listitem", Text: "Code", Context: h, Heading: h, Region: "Repository", Row: "Code", Landmark: "navigation"},
		{ID: "t0_7", Role: "listitem", Text: "Wiki", Context: h, Heading: h, Region: "Repository", Row: "Wiki", Landmark: "navigation"},
	}
}

// TestPropertyNounAnsweredByItsGroup: "visibility" names the group of
// public and private; the badge "Public" answers it although it never
// says the word, and the page shows the property so "of the repository"
// names the page's subject. Near misses: a badge of no such group, a
// sentence that mentions a member, a noun of no listed group.
func TestPropertyNounAnsweredByItsGroup(t *testing.T) {
	bindsOn(t, repoHeader("Public"), "the visibility of the repository", "t0_5")
	vis := newSourceQuery("the visibility").d.units[0]
	for text, want := range map[string]float64{"Public": qTyped, "Private": qTyped, "Archived": 0,
		"Anyone on the internet can see this repository": 0} {
		st := stateOf(repoHeader(text))
		if got := groupAnswer(vis, st.source("t0_5")); got != want {
			t.Errorf("%q answers visibility at %.2f, want %.2f", text, got, want)
		}
	}
	sort := newSourceQuery("the order").d.units[0]
	if got := groupAnswer(sort, stateOf(repoHeader("Ascending")).source("t0_5")); got != 0 {
		t.Errorf("Ascending answers the order at %.2f, want 0 (order names a purchase)", got)
	}
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: repoHeader("Archived"), Description: "the visibility of the repository"})
	if d.Choice == "t0_5" && d.Confidence() >= corpusThreshold {
		t.Errorf("the badge Archived bound the visibility at %.2f", d.Confidence())
	}
}
