package compare

import (
	"context"

	"github.com/jevtest/jev/internal/ranked"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
)

// maxSelectRounds bounds the source selections of one bind: a selection
// whose shortlist held a source a person does not see is asked again
// without it, at most this many times in all.
const maxSelectRounds = 4

// bindSources binds each description to the source its selection chooses.
// Observation leaves the costly checks of what a person sees to the units
// a selection shortlists (observe.Snapshot.Perceive): after each
// selection the chosen source and the other candidates it weighed (at
// most MaxCandidates) are checked in one batch; a selection whose
// shortlist held a source no one sees is asked again over the sources
// left, so that neither its choice nor its margin rests on such a source.
// After maxSelectRounds a choice that is not seen is no binding: the item
// is ambiguous. Only a decider or page failure is an error.
func (c *Comparer) bindSources(ctx context.Context, snap *observe.Snapshot, descs []*item) (semantic.Usage, error) {
	var usage semantic.Usage
	pending := descs
	for round := 1; len(pending) > 0; round++ {
		if len(snap.Sources) == 0 {
			for _, it := range pending {
				it.srcErr = &SourceError{Index: it.idx, Description: it.description, Choice: semantic.ChoiceNone, Confidence: 1, Err: ErrSourceNotFound}
			}
			return usage, nil
		}
		qs, ds, byID, u, err := c.selectSources(ctx, snap, pending)
		if err != nil {
			return semantic.Usage{}, err
		}
		usage = usage.Then(u)
		shortlists := make([][]string, len(ds))
		var ask []string
		for k, d := range ds {
			shortlists[k] = shortlisted(d, byID)
			ask = append(ask, shortlists[k]...)
		}
		dropped, err := snap.Perceive(ctx, c.page, ask...)
		if err != nil {
			return semantic.Usage{}, err
		}
		gone := make(map[string]bool, len(dropped))
		for _, id := range dropped {
			gone[id] = true
		}
		var again []*item
		for k, it := range pending {
			switch {
			case !anyIn(shortlists[k], gone):
				bindDecision(it, qs[k], ds[k], byID, snap)
			case round < maxSelectRounds:
				again = append(again, it)
			default:
				bindUnseen(it, qs[k], ds[k], byID, snap, gone)
			}
		}
		pending = again
	}
	return usage, nil
}

// shortlisted lists the sources decision d weighed: its choice and its
// best candidates.
func shortlisted(d semantic.Decision, byID map[string]observe.TextSource) []string {
	ids := ranked.Top(d.Probabilities, byID, MaxCandidates, func(id string, _ observe.TextSource, _ float64) string { return id })
	if _, ok := byID[d.Choice]; ok {
		ids = append(ids, d.Choice)
	}
	return ids
}

func anyIn(ids []string, set map[string]bool) bool {
	for _, id := range ids {
		if set[id] {
			return true
		}
	}
	return false
}

// bindUnseen binds it by the last allowed decision d, whose shortlist
// still held sources no one sees: a choice that is one of them is no
// binding (ambiguous); the candidates listed are the seen ones.
func bindUnseen(it *item, q semantic.Question, d semantic.Decision, byID map[string]observe.TextSource, snap *observe.Snapshot, gone map[string]bool) {
	seen := make(map[string]observe.TextSource, len(byID))
	for id, s := range byID {
		if !gone[id] {
			seen[id] = s
		}
	}
	if !gone[d.Choice] {
		bindDecision(it, q, d, seen, snap)
		return
	}
	it.qs = append(it.qs, q)
	it.ds = append(it.ds, d)
	it.srcErr = &SourceError{Index: it.idx, Description: it.description, Choice: semantic.ChoiceAmbiguous, Confidence: d.Confidence(),
		Candidates: sourceCandidates(d, seen), Err: ErrSourceAmbiguous}
}
