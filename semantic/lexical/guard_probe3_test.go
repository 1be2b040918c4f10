package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestBareVerbObject: "Follows you" under a name is the name's act on
// you (guard_bareverb.go).
func TestBareVerbObject(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Follows you", "Jin Park", "you follow Jin Park", semantic.StatusInconclusive},
		{"Blocked you", "Ana Ruiz", "you blocked Ana Ruiz", semantic.StatusInconclusive},
		{"Follows you", "Jin Park", "Jin Park follows you", semantic.StatusPassed},
		{"Blocked you", "Ana Ruiz", "Ana Ruiz blocked you", semantic.StatusPassed},
		{"Declined your invitation", "Kai", "you declined the invitation", semantic.StatusInconclusive},
		{"Wants to connect", "Lena", "you want to connect with Lena", semantic.StatusInconclusive},
		{"Declined your invitation", "Kai", "Kai declined your invitation", semantic.StatusPassed},
		{"Wants to connect", "Lena", "Lena wants to connect", semantic.StatusPassed},
		{"Sessions left: 3", "Plan", "you have 3 sessions left", semantic.StatusPassed},
	})
	if !bareVerbSwap(analyzeAt("Invited you", corpus4Clock()).its, analyzeAt("you invited Kai", corpus4Clock()).its) {
		t.Error("bareVerbSwap: \"Invited you\" against \"you invited Kai\" not read")
	}
	if bareVerbSwap(analyzeAt("You follow each other", corpus4Clock()).its, analyzeAt("you follow Sam", corpus4Clock()).its) {
		t.Error("bareVerbSwap: \"You follow\" has a subject")
	}
}

// TestUnstatedExtreme: a minimum or maximum the page does not state
// (guard_extreme.go).
func TestUnstatedExtreme(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Fee $10", "Transfer", "the minimum fee is $10", semantic.StatusInconclusive},
		{"Donate $10 · $25 · $50 · Other", "Choose an amount", "the minimum donation is $10", semantic.StatusInconclusive},
		{"Min. fee $10", "Transfer", "the minimum fee is $10", semantic.StatusPassed},
		{"Fee $10", "Transfer", "the fee is $10", semantic.StatusPassed},
	})
}

// TestIntoFrom: "into" names the end that "from" does not
// (guard_into.go).
func TestIntoFrom(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Translated from Spanish", "Article", "translated into Spanish", semantic.StatusInconclusive},
		{"Translated into Spanish", "Article", "translated from Spanish", semantic.StatusInconclusive},
		{"Copied from Drive", "File", "copied onto Drive", semantic.StatusInconclusive},
		{"Translated into Spanish", "Article", "translated to Spanish", semantic.StatusPassed},
		{"Moved into Archive", "Email", "moved to the Archive", semantic.StatusPassed},
	})
}

// TestModalPolarity: "can" against "cannot" of one permission
// (guard_modal.go).
func TestModalPolarity(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Guests can join before host: On", "Meeting options", "guests cannot join before the host", semantic.StatusInconclusive},
		{"Guests can join", "Meeting", "guests can't join", semantic.StatusInconclusive},
		{"Guests cannot join", "Meeting", "guests can join", semantic.StatusInconclusive},
		{"Guests can join before host: On", "Meeting options", "guests can join before the host", semantic.StatusPassed},
		{"Guests cannot join", "Meeting", "guests can't join", semantic.StatusPassed},
	})
}

// TestHedgedOnly: a possibility or an obligation is not a fact
// (guard_hedge.go).
func TestHedgedOnly(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Can be refunded", "Order 22", "the order was refunded", semantic.StatusInconclusive},
		{"Might be delayed", "Flight BA 117", "the flight is delayed", semantic.StatusInconclusive},
		{"Must be signed by both parties", "Contract", "signed by both parties", semantic.StatusInconclusive},
		{"Refunded", "Order 22", "the order was refunded", semantic.StatusPassed},
		{"Delayed", "Flight BA 117", "the flight is delayed", semantic.StatusPassed},
		{"Signed by both parties", "Contract", "signed by both parties", semantic.StatusPassed},
		{"Can be refunded", "Order 22", "the order can be refunded", semantic.StatusPassed},
	})
}

// TestActionUnderway: a button is no action under way
// (guard_imperative_ing.go).
func TestActionUnderway(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Share screen", "Controls", "you are sharing your screen", semantic.StatusInconclusive},
		{"Sharing screen", "Controls", "you are sharing your screen", semantic.StatusPassed},
	})
	for w, base := range map[string]string{"stopping": "stop", "sharing": "share", "joining": "join"} {
		if !ingOf(w, base) {
			t.Errorf("ingOf(%q, %q) = false", w, base)
		}
	}
	if ingOf("shipping", "share") {
		t.Error("ingOf(shipping, share) = true")
	}
}

// TestThanSwapped: the same comparison in the other order
// (guard_than.go).
func TestThanSwapped(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Room 3 is closer than Room 7", "Venue map", "room 7 is closer than room 3", semantic.StatusInconclusive},
		{"Home charging is cheaper than public charging", "Costs", "public charging is cheaper than home charging", semantic.StatusInconclusive},
		{"Room 3 is closer than Room 7", "Venue map", "room 3 is closer than room 7", semantic.StatusPassed},
	})
}

// TestHedgedPerfect: a perfect "has been ordered" claims no obligation;
// "has to" does (guard_hedge.go).
func TestHedgedPerfect(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Can be ordered in packs of 10", "Cable ties", "a pack of 10 has been ordered", semantic.StatusInconclusive},
		{"Must be signed", "Contract", "it has to be signed", semantic.StatusPassed},
	})
}

// TestParticipantsSwapped: the same words around one verb in swapped
// places (guard_swap.go).
func TestParticipantsSwapped(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Ana follows Ben", "Social", "Ben follows Ana", semantic.StatusInconclusive},
		{"Ana Ruiz mentors Ben Ortiz", "Team", "Ben Ortiz mentors Ana Ruiz", semantic.StatusInconclusive},
		{"Ana owes Ben $20", "Split", "Ben owes Ana $20", semantic.StatusInconclusive},
		{"Bus 42E runs instead of Bus 42", "Diversion", "bus 42 runs instead of bus 42E", semantic.StatusInconclusive},
		{"Ana follows Ben", "Social", "Ana follows Ben now", semantic.StatusPassed},
		{"Ana owes Ben $20", "Split", "Ana owes Ben 20 dollars", semantic.StatusPassed},
		{"Bus 42E runs instead of Bus 42", "Diversion", "bus 42E runs instead of bus 42", semantic.StatusPassed},
	})
}

// TestVersionDigits: "3.10" is not "3.1" when it names a version
// (guard_version.go).
func TestVersionDigits(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Python 3.10", "Runtime", "Python 3.1", semantic.StatusInconclusive},
		{"Version 2.10 installed", "App", "version 2.1 installed", semantic.StatusInconclusive},
		{"Python 3.10", "Runtime", "Python 3.10", semantic.StatusPassed},
		{"Rating 4.50", "Hotel", "rated 4.5", semantic.StatusPassed},
		{"Release 1.0", "Notes", "release 1", semantic.StatusPassed},
	})
}

// TestImminentOnly: "About to expire" has not expired
// (guard_imminent.go).
func TestImminentOnly(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"About to expire", "Card", "the card expired", semantic.StatusInconclusive},
		{"About to expire", "Card", "the card is about to expire", semantic.StatusPassed},
		{"Expired", "Card", "the card expired", semantic.StatusPassed},
	})
}

// TestOfSwapped: a relational noun's two participants swapped
// (guard_ofswap.go).
func TestOfSwapped(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Parent of Kai", "Ana", "Kai is the parent of Ana", semantic.StatusInconclusive},
		{"Parent of Kai", "Ana", "Ana is the parent of Kai", semantic.StatusPassed},
	})
}

// TestTransposed: two words of one clause that traded places
// (guard_transpose.go).
func TestTransposed(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Ana is Ben's manager", "Org", "Ben is Ana's manager", semantic.StatusInconclusive},
		{"Ana is Ben's manager", "Org", "Ana is Ben's manager now", semantic.StatusPassed},
		// A participle before or after its noun is no role.
		{"Usage updated: 12,400 API calls", "", "Updated usage: 12,400 API calls", semantic.StatusPassed},
		{"Payment received", "Invoice 12", "received payment", semantic.StatusPassed},
	})
	its := func(s string) []item { return analyzeAt(s, corpus4Clock()).its }
	if transposed(its("Ana and Ben"), its("Ben and Ana")) {
		t.Error("transposed: a list of two is no order of roles")
	}
}
