package lexical

import "testing"

// TestOweIsDue: "owe" and "owes" name what is due (lexicon.txt); the
// amount and who owes whom still decide.
func TestOweIsDue(t *testing.T) {
	if r := compareTexts("Balance due +$15.00", "", "you owe 15 dollars"); r.conflict > 0 || r.covE < 1 || r.missing {
		t.Errorf("due against owe: conflict %.2f coverage %.2f missing %v, want agreement", r.conflict, r.covE, r.missing)
	}
	near := [][2]string{
		{"You owe $15", "you owe 50 dollars"},
		{"Ana owes you $15", "you owe Ana 15 dollars"},
	}
	for _, p := range near {
		if r := compareTexts(p[0], "", p[1]); r.conflict < sRole {
			t.Errorf("%q against %q: conflict %.2f %v, want a conflict", p[0], p[1], r.conflict, r.reasons)
		}
	}
}

// TestOwedPassiveIsCredit: "you are owed" is a credit, never what is due
// (sense_light.go readOwedPassive); "Amount owed" keeps the due sense.
func TestOwedPassiveIsCredit(t *testing.T) {
	if r := compareTexts("Balance due +$15.00", "", "you are owed 15 dollars"); r.covE >= 1 && r.covA >= 1 && r.conflict == 0 {
		t.Errorf("due against owed to you: full agreement, want none")
	}
	if r := compareTexts("Credit $15.00", "Balance", "you are owed 15 dollars"); r.conflict > 0 || r.covE < 1 || r.missing {
		t.Errorf("credit against owed to you: conflict %.2f coverage %.2f missing %v, want agreement", r.conflict, r.covE, r.missing)
	}
	if r := compareTexts("Amount owed $15", "", "you owe 15 dollars"); r.conflict > 0 || r.covE < 1 {
		t.Errorf("amount owed against you owe: conflict %.2f coverage %.2f, want agreement", r.conflict, r.covE)
	}
}
