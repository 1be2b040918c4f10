package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestPageHeadingIsTheTitle: "the heading of the page" is the page's
// first heading outside any landmark, not a banner's text nor a later
// heading; a description naming a section is not raised to it.
func TestPageHeadingIsTheTitle(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "text", Text: "Northwind Ops Signed in as Priya Raman", Landmark: "banner"},
		{ID: "t0_2", Role: "heading", Text: "Members"},
		{ID: "t0_3", Role: "text", Text: "Page 1 of 3", Context: "Members", Heading: "Members"},
		{ID: "t0_4", Role: "heading", Text: "Audit log", Context: "Members", Heading: "Members"},
	}
	bindsOn(t, srcs, "the heading of the page", "t0_2")
	bindsOn(t, srcs, "the page title", "t0_2")
	if s := scoreOf(srcs, "the heading of the billing section", "t0_2"); s >= 0.5 {
		t.Errorf("a section's heading raised the page title to %.2f", s)
	}
}

// TestPageHeadingInTheBanner: a page whose only heading sits in its site
// header (<header><h1>) has that heading as its title; a banner's heading
// never outranks one outside landmarks.
func TestPageHeadingInTheBanner(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Invoices", Landmark: "banner"},
		{ID: "t0_2", Role: "paragraph", Text: "Larkspur Studio · billing account LS-2207", Context: "Invoices", Landmark: "banner"},
		{ID: "t0_3", Role: "text", Text: "Outstanding €9,450.00", Context: "Invoices"},
	}
	bindsOn(t, srcs, "the heading of the page", "t0_1")
	both := append([]semantic.Source{{ID: "t0_0", Role: "heading", Text: "Larkspur", Landmark: "banner"}},
		semantic.Source{ID: "t0_4", Role: "heading", Text: "Open invoices"})
	bindsOn(t, append(both, srcs[2]), "the heading of the page", "t0_4")
}
