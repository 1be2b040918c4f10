package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// trackingSources is a tracking card: a status badge and the list of the
// steps a parcel passes through, one of them the badge's state.
func trackingSources(steps ...string) []semantic.Source {
	h := "Track your shipment"
	out := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: h},
		{ID: "t0_2", Role: "text", Text: "In transit", Context: h, Heading: h},
	}
	for i, s := range steps {
		out = append(out, semantic.Source{ID: "t1_" + string(rune('a'+i)), Role: "listitem", Text: s, Context: h, Heading: h, Row: s})
	}
	return out
}

// TestStepListsAreNoStatus: a progress list's steps weigh less than the
// badge for "the status"; near misses: two entries are no step list, and a
// description naming a step keeps the steps' full weight.
func TestStepListsAreNoStatus(t *testing.T) {
	steps := []string{"Label created", "Picked up", "In transit", "Out for delivery", "Delivered"}
	st := stateOf(trackingSources(steps...))
	ids := []string{"t1_a", "t1_b", "t1_c", "t1_d", "t1_e"}
	for desc, want := range map[string]float64{"the status of the shipment": stepWeight, "the current step of the shipment": 1} {
		scores := []float64{1, 1, 1, 1, 1}
		newSourceQuery(desc).demoteSteps(ids, st, scores)
		for i, sc := range scores {
			if sc != want {
				t.Errorf("%q: step %s weighs %.2f, want %.2f", desc, ids[i], sc, want)
			}
		}
	}
	two := stateOf(trackingSources("In transit", "Delivered"))
	scores := []float64{1, 1}
	newSourceQuery("the status of the shipment").demoteSteps([]string{"t1_a", "t1_b"}, two, scores)
	if scores[0] != 1 || scores[1] != 1 {
		t.Errorf("two entries were taken for a step list: %v", scores)
	}
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: trackingSources(steps...), Description: "the status of the shipment"})
	if d.Choice != "t0_2" {
		t.Errorf("the status chose %s at %.2f %v, want the badge t0_2", d.Choice, d.Confidence(), d.Probabilities)
	}
}

// TestNavigationIsNoStepList: a navigation menu of short words, or a list
// with an entry that is no step, keeps its weight.
func TestNavigationIsNoStepList(t *testing.T) {
	var nav []semantic.Source
	for i, w := range []string{"Code", "Actions", "Wiki", "Security"} {
		nav = append(nav, semantic.Source{ID: "n" + string(rune('a'+i)), Role: "listitem", Text: w, Row: w, Landmark: "navigation"})
	}
	scores := []float64{1, 1, 1, 1}
	newSourceQuery("the status").demoteSteps([]string{"na", "nb", "nc", "nd"}, stateOf(nav), scores)
	for i, sc := range scores {
		if sc != 1 {
			t.Errorf("navigation entry %d weighs %.2f, want 1", i, sc)
		}
	}
	mixed := stateOf(trackingSources("Label created", "Picked up", "In transit", "Signed by J. Doe at 12:04"))
	scores = []float64{1, 1, 1, 1}
	newSourceQuery("the status of the shipment").demoteSteps([]string{"t1_a", "t1_b", "t1_c", "t1_d"}, mixed, scores)
	for i, sc := range scores {
		if sc != 1 {
			t.Errorf("entry %d of a list with a non-step weighs %.2f, want 1", i, sc)
		}
	}
}
