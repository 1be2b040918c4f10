package compare

import (
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestLowSourceCandidates: a description bound below the source
// threshold is inconclusive (uncertain source) and its explanation lists
// the candidates the decider weighed, best first, with their text and
// scores, as an unbound description's SourceError does.
func TestLowSourceCandidates(t *testing.T) {
	page := open(t, planPage)
	d := decider(script(func(q semantic.Question, st semantic.State) (string, map[string]float64) {
		a, b := st.Sources[0].ID, st.Sources[1].ID
		return a, map[string]float64{a: 0.6, b: 0.3, semantic.ChoiceAmbiguous: 0.1}
	}, always(semantic.ChoiceEquivalent, 0.99)))
	r, err := New(page, WithDecider(d)).Compare(ctx(t), Request{Actual: Describe("Plan"), Expected: "Pro"})
	if err != nil {
		t.Fatalf("Compare: %v", err)
	}
	if r.Status != semantic.StatusInconclusive || r.Uncertainty != UncertainSource || r.SourceError != nil {
		t.Fatalf("result %s/%s (source error %v), want inconclusive, uncertain source, no source error", r.Status, r.Uncertainty, r.SourceError)
	}
	cs := lowSourceCandidates(r)
	if len(cs) != 2 || cs[0].Score != 0.6 || cs[1].Score != 0.3 || cs[0].Text == "" {
		t.Fatalf("candidates = %+v, want the two sources, best first, with their text", cs)
	}
	if ex := Explain(r); !strings.Contains(ex, "SOURCE uncertain") || !strings.Contains(ex, "candidates: "+cs[0].ID) {
		t.Errorf("explanation %q does not list the candidates", ex)
	}
}
