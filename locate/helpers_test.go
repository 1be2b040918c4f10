package locate

import (
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

func TestMain(m *testing.M) { pwtest.Main(m) }

// byName answers target questions by looking the description up in names
// (description → accessible name) with probability p, the rest on
// ambiguous; with no such target, none at p. Every request is recorded.
func byName(names map[string]string, p float64) *semantictest.Recorder {
	return semantictest.Record(semantictest.New(semantictest.WithModel("m")).Always(
		func(q semantic.Question, st semantic.State) (map[string]float64, error) {
			choice := semantic.ChoiceNone
			for _, tg := range st.Targets {
				if tg.Name == names[q.Data["description"]] {
					choice = tg.ID
				}
			}
			return map[string]float64{choice: p, semantic.ChoiceAmbiguous: 1 - p}, nil
		}))
}

// forced answers every target question with choice ("none", "ambiguous")
// at probability p, the rest on the other of the two.
func forced(choice string, p float64) *semantictest.Recorder {
	other := semantic.ChoiceAmbiguous
	if choice == other {
		other = semantic.ChoiceNone
	}
	return semantictest.Record(semantictest.New(semantictest.WithModel("m")).Always(semantictest.RestOn(other, semantictest.Choose(choice, p))))
}
