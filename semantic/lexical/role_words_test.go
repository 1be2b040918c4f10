package lexical

import "testing"

// TestRoleLabelAndRights: the label "Role" and the rights a role grants
// describe the role (lexicon.txt @descriptor): "Role: Admin" meets "admin
// rights", and another role or a denied right is a conflict.
func TestRoleLabelAndRights(t *testing.T) {
	r := compareTexts("Role: Admin", "Kai", "Kai has admin rights")
	if r.conflict > 0 || r.covE < 1 || r.covA < 1 || r.missing {
		t.Errorf("Role: Admin against admin rights: conflict %.2f coverage %.2f/%.2f missing %v, want agreement", r.conflict, r.covE, r.covA, r.missing)
	}
	near := [][3]string{
		{"Role: Viewer", "", "has editor rights"},
		{"Role: Admin", "Kai", "Kai has no admin rights"},
		{"Role: Editor", "", "viewer permissions"},
	}
	for _, p := range near {
		if r := compareTexts(p[0], p[1], p[2]); r.conflict < sGroup || r.shared < 1 {
			t.Errorf("%q against %q: conflict %.2f shared %.2f %v, want a conflict on all it states", p[0], p[2], r.conflict, r.shared, r.reasons)
		}
	}
}
