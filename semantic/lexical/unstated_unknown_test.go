package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestUnknownPredicateUnstated: a page that only names its subject does
// not state an unknown word asserted of it after a copula
// (unstated_unknown.go); the near misses keep their answers.
func TestUnknownPredicateUnstated(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Berlin", "", "Berlin is sunny", semantic.StatusFailed},
		{"Berlin", "Weather", "Berlin is still sunny", semantic.StatusFailed},
		// the page says it, or says something that may be it
		{"Berlin · Sunny", "", "Berlin is sunny", semantic.StatusPassed},
		{"Berlin", "Sunny", "Berlin is sunny", semantic.StatusPassed},
		{"Berlin · Clear", "", "Berlin is sunny", semantic.StatusInconclusive},
		// a value is no state either ("its values may be more", unstated.go)
		{"Berlin · 14°", "", "Berlin is sunny", semantic.StatusFailed},
		// a noun after an article: an identity a label may state
		{"Priya", "", "Priya is the owner", semantic.StatusInconclusive},
	})
}
