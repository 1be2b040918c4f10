package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// pathRepoHeader is a repository page's header: the path title "owner /
// name" with its two links as units of their own (observation's heading
// path), the navigation labelled "Repository", a branch counter.
var pathRepoHeader = []semantic.Source{
	{ID: "t0_1", Role: "link", Text: "Codehost", Landmark: "banner"},
	{ID: "t0_2", Role: "heading", Text: "harbor-labs / tidewatch"},
	{ID: "t0_3", Role: "link", Text: "harbor-labs", Context: "harbor-labs / tidewatch", Heading: "harbor-labs / tidewatch"},
	{ID: "t0_4", Role: "link", Text: "tidewatch", Context: "harbor-labs / tidewatch", Heading: "harbor-labs / tidewatch"},
	{ID: "t0_5", Role: "text", Text: "Public", Context: "harbor-labs / tidewatch", Heading: "harbor-labs / tidewatch"},
	{ID: "t0_6", Role: "listitem", Text: "Code", Context: "harbor-labs / tidewatch", Heading: "harbor-labs / tidewatch", Region: "Repository", Row: "Code", Landmark: "navigation"},
	{ID: "t0_7", Role: "listitem", Text: "Wiki", Context: "harbor-labs / tidewatch", Heading: "harbor-labs / tidewatch", Region: "Repository", Row: "Wiki", Landmark: "navigation"},
	{ID: "t0_8", Role: "link", Text: "3 branches", Context: "harbor-labs / tidewatch", Heading: "harbor-labs / tidewatch"},
}

// TestPathTitleNamesTheItem: the last part of a path title is the page's
// item's name, the first its owner; a description naming something else
// the page shows ("the default branch") is not answered by the title.
func TestPathTitleNamesTheItem(t *testing.T) {
	checkSelections(t, []selectionCase{
		{"the name", "the name of the repository", "t0_4", true, pathRepoHeader},
		{"the owner", "the owner of the repository", "t0_3", true, pathRepoHeader},
		{"another item's name", "the name of the default branch", "t0_4", false, pathRepoHeader},
		// A title of one part is no path.
		{"no path", "the name of the repository", "t0_4", false, []semantic.Source{
			{ID: "t0_2", Role: "heading", Text: "tidewatch"},
			{ID: "t0_4", Role: "link", Text: "tidewatch", Context: "tidewatch", Heading: "tidewatch"},
			pathRepoHeader[5], pathRepoHeader[6]}},
	})
}
