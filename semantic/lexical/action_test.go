package lexical

import (
	"context"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestTargetActionVerb: a control's verb dominates target selection. A
// control whose verb contradicts the description's (Discard for Save) is
// never chosen, and the control named by the verb is confident.
func TestTargetActionVerb(t *testing.T) {
	targets := []semantic.Target{
		{ID: "b1", Role: "button", Name: "Save", Scope: "Edit profile"},
		{ID: "b2", Role: "button", Name: "Discard changes", Scope: "Edit profile"},
		{ID: "b3", Role: "button", Name: "Cancel", Scope: "Edit profile"},
		{ID: "b4", Role: "button", Name: "Delete", Scope: "Edit profile"},
		{ID: "b5", Role: "link", Name: "Close", Scope: "Edit profile"},
	}
	ids := []string{"b1", "b2", "b3", "b4", "b5"}
	cases := []struct {
		desc, want string
		decisive   bool
	}{
		{"Save changes", "b1", true},
		{"Save", "b1", true},
		{"save button", "b1", true},
		{"Discard changes", "b2", true},
		{"Discard", "b2", true},
		{"Delete changes", "b4", true},
		{"Cancel", "b3", true},
		{"Open", "none", true}, // Close is not Open
		{"Submit changes", "none", true},
		{"Keep changes", "none", true},
	}
	for _, c := range cases {
		req := semantic.Request{Questions: []semantic.Question{semantic.NewTargetQuestion("q", c.desc, ids)}, State: semantic.State{Targets: targets}}
		ans, err := New().Decide(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		ds, err := semantic.ValidateAnswer(req, ans)
		if err != nil {
			t.Fatal(err)
		}
		d := ds[0]
		if d.Choice != c.want || (c.decisive && d.Confidence() < 0.8) {
			t.Errorf("%q: %s %v, want %s", c.desc, d.Choice, d.Probabilities, c.want)
		}
	}
}

// TestNegatedModalAndNames: the demo-suite false passes stay fixed.
func TestNegatedModalAndNames(t *testing.T) {
	cases := []struct {
		actual, ctx, expected, want string
	}{
		{"Could not refresh usage", "", "Usage refreshed", "different"},
		{"Couldn't refresh usage", "", "Usage refreshed", "different"},
		{"Unable to refresh usage", "", "Usage refreshed", "different"},
		{"Cannot refresh usage", "", "Usage refreshed", "different"},
		{"Failed to refresh usage", "", "Usage refreshed", "different"},
		{"Visa ending in 4242", "", "Mastercard ending in 4242", "different"},
		{"Visa ending in 4242", "Payment method", "Visa ending in 4242", "equivalent"},
		{"$172.15", "", "172 dollars and 15 cents", "equivalent"},
		{"$172.15", "", "172 dollars and 16 cents", "different"},
		{"Paid", "Status", "Overdue", "different"},
		{"Overdue", "Status", "Paid", "different"},
		// A capitalised name against another name is never equivalent.
		{"Jane Cooper", "Owner", "Wade Warren", "insufficient_evidence"},
		{"Shipped via FedEx", "", "Shipped via UPS", "insufficient_evidence"},
	}
	for _, c := range cases {
		d := compareOne(t, c.actual, c.ctx, c.expected)
		if d.Choice != c.want || (c.want != "insufficient_evidence" && d.Confidence() < 0.8) {
			t.Errorf("%q|%q vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, d.Choice, d.Probabilities, c.want)
		}
	}
}
