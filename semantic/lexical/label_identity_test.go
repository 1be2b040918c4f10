package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestLabelIdentity: "<label>: <name>" states "<name> is the <label>"
// in the other order (label_identity.go); a label that is a verb form
// or relates participants keeps the order guard.
func TestLabelIdentity(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"TA: Lin Wei", "", "Lin Wei is the teaching assistant", semantic.StatusPassed},
		// a verb form or a relation word in the label: roles, not an identity
		{"Replaced by: Ana", "", "Ana is replaced", semantic.StatusInconclusive},
		{"Replaced: Ana", "", "Ana is replaced", semantic.StatusInconclusive},
		// another name or another label is never a pass
		{"TA: Lin Wei", "", "Mia Chen is the teaching assistant", semantic.StatusInconclusive},
		{"TA: Lin Wei", "", "Lin Wei is the course director", semantic.StatusInconclusive},
	})
	a, e := analyzeAt("TA: Lin Wei", corpus4Clock()), analyzeAt("Lin Wei is the teaching assistant", corpus4Clock())
	expandAcronyms(&a, &e)
	if !labelIdentity(&a, &e) {
		t.Error("TA: Lin Wei: no label identity")
	}
	x, y := analyzeAt("Teaching assistant: Lin Wei", corpus4Clock()), analyzeAt("the teaching assistant is Lin Wei", corpus4Clock())
	if labelIdentity(&x, &y) {
		t.Error("the label's words before the copula read as an identity of the value")
	}
}
