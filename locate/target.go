package locate

import (
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

	// Question and Decision are what was asked and answered for this
	// description, for trace recording.
	Question semantic.Question `json:"question"`
	Decision semantic.Decision `json:"decision"`
}
