package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// inviteRows are a member table's controls as observed in Chromium
// (examples/realapps/testdata/members.html): a toolbar button that invites
// a member, an invited member's row with Resend invite and Revoke invite,
// and members' rows with Edit and Remove.
func inviteRows() []semantic.Target {
	const chen, marek = "Chen Wei chen.wei@northwind.example Member Active Yesterday On", "Marek Nowak marek.nowak@northwind.example Member Invited Never Off"
	return []semantic.Target{
		{ID: "c1", Role: "textbox", Name: "Search members", Scope: "Members"},
		{ID: "c2", Role: "button", Name: "Remove selected", Scope: "Members"},
		{ID: "c3", Role: "button", Name: "Invite member", Scope: "Members"},
		{ID: "c4", Role: "button", Name: "Edit", Scope: "Members", Row: chen},
		{ID: "c5", Role: "button", Name: "Remove", Scope: "Members", Row: chen},
		{ID: "c6", Role: "checkbox", Name: "", Scope: "Members", Row: marek},
		{ID: "c7", Role: "button", Name: "Resend invite", Scope: "Members", Row: marek},
		{ID: "c8", Role: "button", Name: "Revoke invite", Scope: "Members", Row: marek},
	}
}

// TestInvitationVerbs: inviting, resending and revoking are three acts,
// revoking a destructive one. "the Invite member button" is the toolbar's
// button, not the row's Revoke invite; the revoke button is chosen with
// confidence only for the row that has it; a removal never picks it.
func TestInvitationVerbs(t *testing.T) {
	const sure = 0.8
	cases := []struct {
		desc, want string // want "" = nothing confident
		never      []string
	}{
		{"the Invite member button", "c3", []string{"c7", "c8"}},
		{"the button that revokes Marek Nowak's invitation", "c8", []string{"c3", "c7"}},
		{"the button that resends the invitation to Marek Nowak", "c7", []string{"c8", "c3"}},
		{"the button that revokes Chen Wei's invitation", "", []string{"c5", "c8"}},
		{"the button that removes Marek Nowak", "", []string{"c8", "c5"}},
	}
	for _, c := range cases {
		d := decideTarget(t, inviteRows(), c.desc)
		if c.want != "" && (d.Choice != c.want || d.Confidence() < sure) {
			t.Errorf("%q chose %s at %.2f, want %s ≥ %.2f: %v", c.desc, d.Choice, d.Confidence(), c.want, sure, d.Probabilities)
		}
		for _, n := range c.never {
			if d.Choice == n && d.Confidence() >= sure {
				t.Errorf("%q chose %s at %.2f", c.desc, n, d.Confidence())
			}
		}
		if c.want == "" && d.Confidence() >= sure && d.Choice != semantic.ChoiceNone {
			t.Errorf("%q chose %s at %.2f, want nothing confident", c.desc, d.Choice, d.Confidence())
		}
	}
}
