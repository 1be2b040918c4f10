package replay

import (
	"fmt"
	"math"

	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/trace"
)

// StepFromSnapshot builds the step record of a decision taken on snap: the
// snapshot's URL, title, counts, dom_hash and candidates, and a decision
// choosing cid ("none" or "" for no choice) with the given confidence (the
// whole distribution on the choice). Step numbers are assigned by Writer.
func StepFromSnapshot(snap *observe.Snapshot, intent, cid string, action *trace.StepAction, confidence float64) (trace.Step, error) {
	s := trace.Step{
		Kind: trace.KindStep, Intent: intent, Action: action,
		URL: snap.URL, Title: snap.Title, TotalOnPage: snap.TotalOnPage, Dropped: snap.Dropped, DOMHash: snap.DOMHash,
		Candidates: candidatesFromSnapshot(snap),
		Decision:   trace.StepDecision{Choice: cid, Confidence: confidence},
		Gate:       trace.Gate{Verdict: trace.VerdictAuto},
	}
	if cid == "" || cid == "none" {
		s.Gate = trace.Gate{Verdict: trace.VerdictBlocked, Reason: "no decision was possible"}
		return s, nil
	}
	c := s.Chosen()
	if c == nil {
		return trace.Step{}, fmt.Errorf("%w: %q", ErrUnknownCID, cid)
	}
	s.Decision.ChosenFP, s.Decision.ChosenName = c.FP, c.Name
	s.Decision.Probabilities = map[string]float64{cid: confidence}
	if confidence < 1 {
		s.Decision.Probabilities["none"] = math.Round((1-confidence)*1e9) / 1e9
	}
	return s, nil
}
