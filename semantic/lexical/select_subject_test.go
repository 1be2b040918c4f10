package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// aboutSources is a repository page's sidebar and file list: a licence
// link, a LICENSE file with its date, and a navigation landmark named
// region that is the only place that says "Repository".
func aboutSources(licence string) []semantic.Source {
	h := "harbor-labs / tidewatch"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: h},
		{ID: "t0_2", Role: "listitem", Text: "Code", Context: h, Heading: h, Row: "Code", Landmark: "navigation", Region: "Repository"},
		{ID: "t0_3", Role: "listitem", Text: "Wiki", Context: h, Heading: h, Row: "Wiki", Landmark: "navigation", Region: "Repository"},
		{ID: "t0_4", Role: "link", Text: "LICENSE", Context: h, Heading: h, Row: "· LICENSE Initial commit 3 years ago"},
		{ID: "t0_5", Role: "text", Text: "3 years ago", Context: h, Heading: h, Row: "· LICENSE Initial commit 3 years ago"},
		{ID: "t0_6", Role: "heading", Text: "About"},
		{ID: "t0_7", Role: "link", Text: licence, Context: "About", Heading: "About", Row: licence},
	}
}

// TestPageSubjectAndNamedValues: "of the repository", said only by a
// navigation landmark's name, is the page's subject and is not counted;
// a link "MIT license" is the licence's value and outranks the LICENSE
// file's name. Near misses: a subject word a heading says still counts, a
// link that is not "<qualifier> <head>" stays a control.
func TestPageSubjectAndNamedValues(t *testing.T) {
	eng := New()
	for _, desc := range []string{"the licence of the repository", "the license"} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: aboutSources("MIT license"), Description: desc})
		if d.Choice != "t0_7" || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want t0_7 bound", desc, d.Choice, d.Confidence(), d.Probabilities)
		}
	}
	st := stateOf(aboutSources("MIT license"))
	ids := []string{"t0_1", "t0_2", "t0_3", "t0_4", "t0_5", "t0_6", "t0_7"}
	q := newSourceQuery("the licence of the repository")
	q.subjectOf(ids, st)
	if !q.isSubject(1) {
		t.Errorf("repository (only a landmark's name) is not the page's subject: %v", q.subject)
	}
	// Near miss: a heading says the word, so it tells sources apart.
	q = newSourceQuery("the licence of the wiki")
	q.subjectOf(ids, st)
	if q.isSubject(1) {
		t.Error("wiki, a tab's text, was taken for the page's subject")
	}
	// Near miss: a link that does not end in the head is no named value.
	if newSourceQuery("the licence").namedValue(st.source("t0_2")) {
		t.Error("the Code tab read as a named value of the licence")
	}
	// Near miss: the licence link says something else; LICENSE alone is
	// never bound with confidence.
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: aboutSources("See the terms"), Description: "the licence"})
	if d.Choice == "t0_4" && d.Confidence() >= corpusThreshold {
		t.Errorf("the licence bound the LICENSE file name at %.2f", d.Confidence())
	}
}

// TestShapedLinks: a link whose text has the shape asked ("◆ v2.4.0
// Latest" for "the latest release") is a value, not only a control; near
// miss: a link of another shape stays a control.
func TestShapedLinks(t *testing.T) {
	st := stateOf([]semantic.Source{
		{ID: "a", Role: "link", Text: "◆ v2.4.0 Latest", Context: "Releases 6", Heading: "Releases 6"},
		{ID: "b", Role: "link", Text: "Latest changes", Context: "Releases 6", Heading: "Releases 6"},
	})
	q := newSourceQuery("the latest release")
	if !q.shapedLink(st.source("a")) {
		t.Error("the version link is not a shaped value")
	}
	if q.shapedLink(st.source("b")) {
		t.Error("a link with no version read as the release's value")
	}
	if newSourceQuery("the owner of the release").shapedLink(st.source("a")) {
		t.Error("a description asking no version took the version link for a shaped value")
	}
}
