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
