package compare

import (
	"fmt"
	"strings"

	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
)

// A description bound below the source threshold is as unbound as one
// with no source: its explanation lists the candidates the decider
// weighed, best first, as a SourceError does, so that the description can
// be rephrased.

// writeCandidates appends "; candidates: id "text" (context …) (row …)
// score; …" for cs to b; nothing when cs is empty.
func writeCandidates(b *strings.Builder, cs []SourceCandidate) {
	if len(cs) == 0 {
		return
	}
	b.WriteString("; candidates:")
	for k, c := range cs {
		if k > 0 {
			b.WriteString(";")
		}
		fmt.Fprintf(b, " %s %q", c.ID, clip(c.Text, 60))
		if c.Context != "" {
			fmt.Fprintf(b, " (context %q)", clip(c.Context, 40))
		}
		if c.Row != "" {
			fmt.Fprintf(b, " (row %q)", clip(c.Row, 40))
		}
		fmt.Fprintf(b, " %.2f", c.Score)
	}
}

// lowSourceCandidates are the candidates of r's source decision (its first
// decision, a source selection) over r's snapshot, best first; none when
// the decision weighed only the bound source (shown as the evidence).
func lowSourceCandidates(r Result) []SourceCandidate {
	if r.snap == nil || len(r.Decisions) == 0 || len(r.Questions) == 0 || r.Questions[0].Kind != semantic.KindSourceSelection {
		return nil
	}
	byID := make(map[string]observe.TextSource, len(r.snap.Sources))
	for _, s := range r.snap.Sources {
		byID[s.ID] = s
	}
	cs := sourceCandidates(r.Decisions[0], byID)
	if len(cs) < 2 {
		return nil // the one candidate is the evidence shown
	}
	return cs
}
