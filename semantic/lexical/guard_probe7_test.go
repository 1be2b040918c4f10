package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestLetterAfterCopula: an "a" that ends its clause after "is" is the
// letter A, not an article without its noun, so it meets a shown B as
// another grade (claims_grades.go).
func TestLetterAfterCopula(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Eco-Score B", "Environment", "the Eco-Score is A", semantic.StatusFailed},
		{"Energy class: C", "Fridge", "the energy class is A", semantic.StatusFailed},
		{"Energy class: A", "Fridge", "the energy class is a", semantic.StatusPassed},
	})
}
