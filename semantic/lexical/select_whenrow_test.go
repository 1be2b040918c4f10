package lexical

import (
	"strconv"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestWhenNamesTheItemByItsRow: in "when go.mod was last changed" the
// time is the head and the words no label says name the item: the file
// list's row that says "go.mod" holds the answer, not another row's time
// nor the time of the latest commit outside the list.
func TestWhenNamesTheItemByItsRow(t *testing.T) {
	h := "harbor-labs / tidewatch"
	var srcs []semantic.Source
	srcs = append(srcs, semantic.Source{ID: "t0_1", Role: "heading", Text: h},
		semantic.Source{ID: "t0_2", Text: "2 hours ago", Context: h, Heading: h})
	for i, f := range [][3]string{{"cmd", "cmd/tidewatch: add the --station flag", "2 weeks ago"},
		{"go.mod", "deps: bump golang.org/x/sync to v0.9.0", "3 weeks ago"}, {"LICENSE", "Initial commit", "3 years ago"}} {
		row := f[0] + " " + f[1] + " " + f[2]
		n := 3 + 3*i
		srcs = append(srcs,
			semantic.Source{ID: "t0_" + strconv.Itoa(n), Role: "link", Text: f[0], Context: h, Heading: h, Row: row},
			semantic.Source{ID: "t0_" + strconv.Itoa(n+1), Role: "link", Text: f[1], Context: h, Heading: h, Row: row},
			semantic.Source{ID: "t0_" + strconv.Itoa(n+2), Text: f[2], Context: h, Heading: h, Row: row})
	}
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: "when go.mod was last changed"})
	if d.Choice != "t0_8" || d.Confidence() < corpusThreshold {
		t.Errorf("chose %s at %.2f %v, want t0_8 bound", d.Choice, d.Confidence(), d.Probabilities)
	}
}
