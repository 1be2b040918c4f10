package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestRoleSwapsDecided: where the roles are clear (a passive agent after
// other slots, a name of several words, an outcome and a score, a
// participant moved from "to" to "from"), the swapped text is a confident
// different.
func TestRoleSwapsDecided(t *testing.T) {
	eng := New()
	for _, c := range []struct{ actual, expected string }{
		{"Assigned to Maria by Tom", "Maria assigned the task to Tom"},
		{"Feedback from Dr. Ali to Mia", "Mia gave feedback to Dr. Ali"},
		{"Chelsea 1–2 Arsenal", "Chelsea beat Arsenal"},
		{"Arsenal 2–1 Chelsea", "Arsenal lost to Chelsea"},
		{"Lakers 98 – 105 Celtics", "the Lakers won"},
		// The expected agent is named in the object's phrase and the actual
		// agent is mentioned (a possessive) on the expected side.
		{"You reviewed Lena's draft", "Lena reviewed your draft"},
		// A swap decides even where the words around it are unknown.
		{"SVO → CDG", "a flight from CDG to Moscow"},
		{"NRT → SFO", "flying from SFO to Tokyo"},
		// A verb with a value for its object keeps its subject.
		{"Mia requested $30 from you", "you requested 30 dollars from Mia"},
		// The author of the object and the agent swapped.
		{"lena approved omar's pull request", "the PR by lena was approved by omar"},
		// A number moved to the opposite slot word.
		{"Today: high 12° · low 4°", "a high of 4 degrees today"},
		// The expected agent is the agent of another verb of the actual.
		{"Written by Ada, edited by Omar", "edited by Ada"},
	} {
		d := decideOne(t, eng, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != semantic.StatusFailed {
			t.Errorf("%q vs %q: %s %v, want failed", c.actual, c.expected, st, d.Probabilities)
		}
	}
}

// TestRolesAligned: the same roles said another way align (no swap, no
// unclear slot), and near misses that only look alike stay apart.
func TestRolesAligned(t *testing.T) {
	for _, c := range []struct {
		actual, expected string
		want             alignment
	}{
		{"Assigned to Maria by Tom", "Tom assigned the task to Maria", alignOK},
		{"Door unlocked by Lena", "Lena unlocked the door", alignOK},
		{"Ms. Chen graded your essay", "your essay was graded by Ms. Chen", alignOK},
		{"You approved Omar's leave", "Omar's leave was approved by you", alignOK},
		{"Arsenal 2–1 Chelsea", "Arsenal beat Chelsea", alignOK},
		{"Chelsea 1–2 Arsenal", "Chelsea lost to Arsenal", alignOK},
		// Titles are no part of a name: two doctors are two people.
		{"Referred to Dr. Lee", "referred to Dr. Patel", alignUnclear},
		// Phrases that share a word are not one participant.
		{"Transfer to savings account", "transfer to checking account", alignUnclear},
		// Agents of two verbs: the same agents in the same roles.
		{"Written by Ada, edited by Omar", "edited by Omar", alignOK},
		// Another agent not named elsewhere: a substitution, not a swap.
		{"Trip cancelled by driver", "you cancelled the trip", alignUnclear},
		// An -ing verb that is no change of state takes a preposition.
		{"staging: failing", "failing on staging", alignOK},
		{"Heater: turning off", "the heater is off", alignUnclear},
		{"Mia requested $30 from you", "Mia requested 30 dollars", alignOK},
		// A concept before such a verb is no named subject.
		{"Visa ending in 4242", "card ends with 4242", alignOK},
		// A draw names no winner.
		{"Arsenal 1–1 Chelsea", "Arsenal beat Chelsea", alignOK},
	} {
		a, e := analyze(c.actual), analyze(c.expected)
		got, why := alignClaims(e.claims, a.claims)
		if g2, w2 := alignClaims(a.claims, e.claims); g2 > got {
			got, why = g2, w2
		}
		if got != c.want {
			t.Errorf("%q vs %q: alignment %d (%s), want %d; claims %v / %v", c.actual, c.expected, got, why, c.want, a.claims, e.claims)
		}
	}
}

// TestSameFiller: a phrase names the participant of its own keys or of a
// superset of them; a one-word filler moves a phrase only when it is all
// of it.
func TestSameFiller(t *testing.T) {
	for _, c := range []struct {
		f, g         string
		same, strict bool
	}{
		{"w:dana+w:kim", "w:dana+w:kim", true, true},
		{"w:acm", "w:acm+w:ltd", true, false},
		{"w:book+w:club", "w:run+w:club", false, false},
		{"w:lee", "w:patel", false, false},
		{"w:dana+w:kim", "w:leo+w:dana+w:kim", true, true},
	} {
		if got := sameFiller(c.f, c.g); got != c.same {
			t.Errorf("sameFiller(%s, %s) = %v, want %v", c.f, c.g, got, c.same)
		}
		if got := strictFiller(c.f, c.g); got != c.strict {
			t.Errorf("strictFiller(%s, %s) = %v, want %v", c.f, c.g, got, c.strict)
		}
	}
}
