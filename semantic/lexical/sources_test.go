package lexical

import (
	"context"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// sourceCase is one labelled source-selection case of testdata/sources.jsonl:
// the expected id is a source id, "none" or "ambiguous".
type sourceCase struct {
	ID          string            `json:"id"`
	Sources     []semantic.Source `json:"sources"`
	Description string            `json:"description"`
	Expected    string            `json:"expected"`
}

func decideSource(t testing.TB, eng *Engine, c sourceCase) semantic.Decision {
	t.Helper()
	ids := make([]string, len(c.Sources))
	for i, s := range c.Sources {
		ids[i] = s.ID
	}
	req := semantic.Request{
		Version:   semantic.ProtocolVersion,
		Questions: []semantic.Question{semantic.NewSourceQuestion(c.ID, c.Description, ids)},
		State:     semantic.State{Sources: c.Sources},
	}
	ans, err := eng.Decide(context.Background(), req)
	if err != nil {
		t.Fatalf("%s: %v", c.ID, err)
	}
	ds, err := semantic.ValidateAnswer(req, ans)
	if err != nil {
		t.Fatalf("%s: invalid answer: %v", c.ID, err)
	}
	return ds[0]
}

// TestSourceCorpus: at least 90 % of the cases are answered correctly at
// the source threshold, and a wrong source is never chosen confidently.
func TestSourceCorpus(t *testing.T) {
	cases := readJSONL[sourceCase](t, "testdata/sources.jsonl")
	if len(cases) < 30 {
		t.Fatalf("%d source cases, want at least 30", len(cases))
	}
	eng := New()
	correct, confidentWrong := 0, 0
	for _, c := range cases {
		d := decideSource(t, eng, c)
		// A source must be chosen at the threshold; none and ambiguous bind
		// nothing, so choosing them is correct at any confidence.
		ok := d.Choice == c.Expected && (d.Confidence() >= corpusThreshold || c.Expected == semantic.ChoiceNone || c.Expected == semantic.ChoiceAmbiguous)
		if ok {
			correct++
		} else {
			t.Logf("%s %q: want %s, got %s %.3f %v", c.ID, c.Description, c.Expected, d.Choice, d.Confidence(), d.Probabilities)
		}
		if d.Choice != c.Expected && d.Choice != semantic.ChoiceNone && d.Choice != semantic.ChoiceAmbiguous && d.Confidence() >= corpusThreshold {
			confidentWrong++
			t.Errorf("%s %q: confident wrong source %s (%.3f), want %s", c.ID, c.Description, d.Choice, d.Confidence(), c.Expected)
		}
	}
	acc := float64(correct) / float64(len(cases))
	t.Logf("source selection: %d cases, %d correct at %.1f (%.1f%%), %d confident wrong", len(cases), correct, corpusThreshold, 100*acc, confidentWrong)
	if acc < 0.9 {
		t.Errorf("source accuracy %.1f%%, want at least 90%%", 100*acc)
	}
}
