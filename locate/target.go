package locate

import (
	"github.com/jevtest/jev/internal/ranked"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
)

// Target is a description grounded to one observed interactive element.
type Target struct {
	// Description is the caller's description, copied.
	Description string `json:"description"`
	// Ref is the real ref of the observed node. It is valid while the node
	// is: acting on it re-validates it and never retargets.
	Ref observe.Ref `json:"ref"`
	// Snapshot is the observation the ref belongs to.
	Snapshot *observe.Snapshot `json:"-"`

	CID   string `json:"cid"`
	Role  string `json:"role"`
	Name  string `json:"name"`
	FP    string `json:"fp"`
	Frame int    `json:"frame"`

	// Evidence is the observed target as the decider saw it.
	Evidence observe.Target `json:"evidence"`
	// Confidence is the decider's probability for the chosen target;
	// Threshold the minimum it had to clear.
	Confidence float64 `json:"confidence"`
	Threshold  float64 `json:"threshold"`

	// Usage is the aggregate of the whole operation (observation and the
	// one target-selection frontier). For a batch the same *Usage is
	// attached to every target: count it once, never sum it.
	Usage *semantic.Usage `json:"usage"`

	// Candidates are the targets the decider weighed, best first (at most
	// MaxCandidates), the chosen one included.
	Candidates []Candidate `json:"candidates,omitempty"`

	// Question and Decision are what was asked and answered for this
	// description, for trace recording.
	Question semantic.Question `json:"question"`
	Decision semantic.Decision `json:"decision"`
}

// MaxCandidates is how many candidates a Target or a LocateError lists.
const MaxCandidates = 5

// Candidate is one observed target a decider weighed for a description.
type Candidate struct {
	CID   string  `json:"cid"`
	Role  string  `json:"role"`
	Name  string  `json:"name"`
	Scope string  `json:"scope,omitempty"`
	Row   string  `json:"row,omitempty"`
	Score float64 `json:"score"` // the decider's probability
}

// candidates lists the targets d gave probability to, best first, at most
// MaxCandidates.
func candidates(d semantic.Decision, byID map[string]observe.Target) []Candidate {
	return ranked.Top(d.Probabilities, byID, MaxCandidates, func(id string, t observe.Target, p float64) Candidate {
		return Candidate{CID: id, Role: t.Role, Name: t.Name, Scope: t.Scope, Row: t.Row, Score: p}
	})
}
