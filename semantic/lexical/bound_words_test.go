package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestBoundWordsArePartOfTheValue: the words a bound is read from ("Up
// to", "Max", "at most") are covered when the other side states the same
// bound in other words, and only then (bound_words.go).
func TestBoundWordsArePartOfTheValue(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Up to 5 devices", "", "no more than five devices", semantic.StatusPassed},
		{"Max 3 guests", "", "at most three guests", semantic.StatusPassed},
		// another number, another direction, no bound: never a pass
		{"Up to 5 devices", "", "no more than six devices", semantic.StatusInconclusive},
		{"Max 3 guests", "", "at least three guests", semantic.StatusFailed},
		{"Up to 5 devices", "", "five devices", semantic.StatusInconclusive},
		{"Up to 5 devices", "", "at least five devices", semantic.StatusFailed},
	})
}

// TestBoundWordNeedsItsValue: a bound word is one only right before a
// bounded value of its clause that the other side matches in full.
func TestBoundWordNeedsItsValue(t *testing.T) {
	a := analyzeAt("Up to 5 devices", corpus4Clock())
	e := analyzeAt("no more than five devices", corpus4Clock())
	f := analyzeAt("no more than six devices", corpus4Clock())
	var up unit
	for _, u := range a.units {
		if u.raw == "up" {
			up = u
		}
	}
	if up.raw == "" {
		t.Fatalf("no unit for %q in %v", "up", a.units)
	}
	if !boundWord(up, &a, &e, false) {
		t.Errorf("%q is the bound of 5, which %q states", "up", "no more than five")
	}
	if boundWord(up, &a, &f, false) {
		t.Errorf("%q covered by a bound of another number", "up")
	}
}
