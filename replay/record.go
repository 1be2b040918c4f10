package replay

import (
	"errors"
	"fmt"
	"math"

	"github.com/jevtest/jev/observe"
)

// ErrUnknownCID is returned by StepFromSnapshot for a cid the snapshot
// does not contain.
var ErrUnknownCID = errors.New("replay: cid not in the snapshot")

// StepFromSnapshot builds the step record of a decision taken on snap: the
// snapshot's URL, title, counts, dom_hash and candidates, and a decision
// choosing cid ("none" or "" for no choice) with the given confidence (the
// whole distribution on the choice). Step numbers are assigned by Writer.
func StepFromSnapshot(snap *observe.Snapshot, intent, cid string, action *StepAction, confidence float64) (Step, error) {
	s := Step{
		Kind: KindStep, Intent: intent, Action: action,
		URL: snap.URL, Title: snap.Title, TotalOnPage: snap.TotalOnPage, Dropped: snap.Dropped, DOMHash: snap.DOMHash,
		Candidates: CandidatesFromSnapshot(snap),
		Decision:   StepDecision{Choice: cid, Confidence: confidence},
		Gate:       Gate{Verdict: VerdictAuto},
	}
	if cid == "" || cid == "none" {
		s.Gate = Gate{Verdict: VerdictBlocked, Reason: "no decision was possible"}
		return s, nil
	}
	c := s.Chosen()
	if c == nil {
		return Step{}, fmt.Errorf("%w: %q", ErrUnknownCID, cid)
	}
	s.Decision.ChosenFP, s.Decision.ChosenName = c.FP, c.Name
	s.Decision.Probabilities = map[string]float64{cid: confidence}
	if confidence < 1 {
		s.Decision.Probabilities["none"] = math.Round((1-confidence)*1e9) / 1e9
	}
	return s, nil
}
