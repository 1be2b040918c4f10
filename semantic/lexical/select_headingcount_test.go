package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestCountSaidInTextBeatsHeadingCount: "the number of members" under the
// heading "Members" is "Showing 1–6 of 14 members", which says the noun
// beside its count, not the pager's "Page 1 of 3", which only sits under
// the heading. With no text saying the noun, nothing is set aside.
func TestCountSaidInTextBeatsHeadingCount(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Members"},
		{ID: "t0_2", Role: "text", Text: "Showing 1–6 of 14 members", Context: "Members", Heading: "Members"},
		{ID: "t0_3", Role: "text", Text: "Page 1 of 3", Context: "Members", Heading: "Members"},
	}
	const d = "the number of members"
	if said, pager := scoreOf(srcs, d, "t0_2"), scoreOf(srcs, d, "t0_3"); pager >= said {
		t.Errorf("the pager scored %.3f, the text that says the count %.3f", pager, said)
	}
	alone := []semantic.Source{srcs[0], srcs[2]}
	ids := []string{"t0_1", "t0_3"}
	q := newSourceQuery(d)
	st := stateOf(alone)
	scoreSources(q, ids, st)
	scores := []float64{0.5, 0.5}
	q.demoteHeadingCounts(ids, st, scores)
	if scores[1] != 0.5 {
		t.Errorf("with no text saying the noun the pager was demoted to %.2f", scores[1])
	}
}
