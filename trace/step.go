package trace

import "strings"

// Step is one decision: what the agent wanted, the shortlist the model saw,
// what it chose, the gate verdict and what happened.
type Step struct {
	Kind   Kind        `json:"kind"`
	Step   int         `json:"step"`   // 1-based position in the flow
	Intent string      `json:"intent"` // verbatim
	Action *StepAction `json:"action,omitzero"`

	URL         string      `json:"url,omitzero"`
	Title       string      `json:"title,omitzero"`
	TotalOnPage int         `json:"total_on_page"`
	Dropped     int         `json:"dropped"` // candidates the model did not see
	DOMHash     string      `json:"dom_hash,omitzero"`
	Candidates  []Candidate `json:"candidates"`
	// ExpectedCID is the ground truth when the flow declared one; "none"
	// means no element should match, "" means not declared (null).
	ExpectedCID string       `json:"expected_cid,omitzero"`
	Decision    StepDecision `json:"decision"`
	Gate        Gate         `json:"gate,omitzero"`
	Locator     *Locator     `json:"locator,omitzero"`
	Result      StepResult   `json:"result,omitzero"`

	// Goal-loop steps.
	ValueSource string  `json:"value_source,omitzero"` // model | name-match
	Verify      *Verify `json:"verify,omitzero"`

	// Harness steps (spec 2). Origin "test" marks an act the test's own
	// code performed on a located target (jevtest): replay re-runs it by
	// fingerprint without a gate, the test having decided to act. Threshold
	// is the locate threshold the choice cleared.
	Origin    string  `json:"origin,omitzero"`
	Threshold float64 `json:"threshold,omitzero"`

	// Play ticks.
	State     string  `json:"state,omitzero"`
	StateHash string  `json:"state_hash,omitzero"`
	ElapsedMS float64 `json:"elapsed_ms,omitzero"`

	Extra Extra `json:"-"`
}

// Chosen returns the recorded candidate the decision chose, or nil when the
// choice is none/null or names no recorded candidate.
func (s *Step) Chosen() *Candidate {
	if s.Decision.NoChoice() {
		return nil
	}
	for i := range s.Candidates {
		if s.Candidates[i].CID == s.Decision.Choice {
			return &s.Candidates[i]
		}
	}
	return nil
}

type stepPlain Step

// MarshalJSON writes the known fields, then the preserved unknown ones.
func (s Step) MarshalJSON() ([]byte, error) { return encodeWithExtra(stepPlain(s), s.Extra) }

// UnmarshalJSON reads the known fields and keeps the unknown ones in Extra.
func (s *Step) UnmarshalJSON(b []byte) error {
	var p stepPlain
	extra, err := decodeWithExtra(b, &p)
	if err != nil {
		return err
	}
	p.Extra = extra
	*s = Step(p)
	return nil
}

// StepAction is what the step does with its target: {type} plus a literal
// value from the flow, the name of the environment variable the value came
// from, or a key.
type StepAction struct {
	Type  string `json:"type"` // click, fill, select, check, hover, press, hold, ...
	Value string `json:"value,omitzero"`
	// ValueFromEnv names the variable a ${ENV} value was read from; the
	// value itself is never recorded and is read again at replay time.
	ValueFromEnv string `json:"value_from_env,omitzero"`
	Key          string `json:"key,omitzero"`
	// Masked (spec 1) marks a Value replaced by "<N chars>" (a password
	// field): replay cannot retype it.
	Masked bool  `json:"masked,omitzero"`
	Extra  Extra `json:"-"`
}

type stepActionPlain StepAction

// MarshalJSON writes the known fields, then the preserved unknown ones.
func (a StepAction) MarshalJSON() ([]byte, error) {
	return encodeWithExtra(stepActionPlain(a), a.Extra)
}

// UnmarshalJSON reads the known fields and keeps the unknown ones in Extra.
func (a *StepAction) UnmarshalJSON(b []byte) error {
	var p stepActionPlain
	extra, err := decodeWithExtra(b, &p)
	if err != nil {
		return err
	}
	p.Extra = extra
	*a = StepAction(p)
	return nil
}

// Candidate is one element of the shortlist the model saw.
type Candidate struct {
	CID         string `json:"cid"` // f0:c1, frame-namespaced, unique in the step
	Role        string `json:"role"`
	Name        string `json:"name"`
	FP          string `json:"fp"` // role|name casefolded: the identity
	Tag         string `json:"tag,omitzero"`
	Type        string `json:"type,omitzero"`
	Href        string `json:"href,omitzero"`        // ≤ 120 chars
	Placeholder string `json:"placeholder,omitzero"` // ≤ 60 chars
	Scope       string `json:"scope,omitzero"`       // ≤ 60 chars
	Value       string `json:"value,omitzero"`
	Disabled    bool   `json:"disabled"`
	InViewport  bool   `json:"in_viewport"`
	Frame       int    `json:"frame"` // 0 is the main frame
	Rank        int    `json:"rank"`  // position in its frame's shortlist
	// Row (spec 2) is the text of the element's nearest repeated container
	// (list item, table row, card): per-row controls with the same
	// fingerprint are told apart by it.
	Row   string `json:"row,omitzero"`
	Extra Extra  `json:"-"`
}

// IsPassword reports whether the candidate is a password input, whose value
// is never recorded.
func (c Candidate) IsPassword() bool { return strings.EqualFold(c.Type, "password") }

type candidatePlain Candidate

// MarshalJSON writes the known fields, then the preserved unknown ones.
func (c Candidate) MarshalJSON() ([]byte, error) { return encodeWithExtra(candidatePlain(c), c.Extra) }

// UnmarshalJSON reads the known fields and keeps the unknown ones in Extra.
func (c *Candidate) UnmarshalJSON(b []byte) error {
	if fc, ok := decodeCandidateFast(b); ok {
		*c = fc
		return nil
	}
	var p candidatePlain
	extra, err := decodeWithExtra(b, &p)
	if err != nil {
		return err
	}
	p.Extra = extra
	*c = Candidate(p)
	return nil
}

// StepDecision is the model's answer for a step.
type StepDecision struct {
	// Choice is a candidate cid, "none", or "" (JSON null).
	Choice        string             `json:"choice,omitzero"`
	ChosenFP      string             `json:"chosen_fp,omitzero"`
	ChosenName    string             `json:"chosen_name,omitzero"`
	Confidence    float64            `json:"confidence"`
	Probabilities map[string]float64 `json:"probabilities,omitzero"`
	Model         string             `json:"model,omitzero"`
	LatencyMS     float64            `json:"latency_ms,omitzero"`
	Usage         map[string]any     `json:"usage,omitzero"`
	CostUSD       *float64           `json:"cost_usd,omitzero"` // nil: unknown
	Error         string             `json:"error,omitzero"`

	// Goal-loop decisions.
	Status           string  `json:"status,omitzero"` // in_progress | done | stuck
	StatusConfidence float64 `json:"status_confidence,omitzero"`
	Action           string  `json:"action,omitzero"`
	ActionConfidence float64 `json:"action_confidence,omitzero"`
	ValueKey         string  `json:"value_key,omitzero"`

	Extra Extra `json:"-"`
}

// NoChoice reports whether the decision chose nothing (none or null).
func (d StepDecision) NoChoice() bool { return d.Choice == "" || d.Choice == "none" }

type stepDecisionPlain StepDecision

// MarshalJSON writes the known fields, then the preserved unknown ones.
func (d StepDecision) MarshalJSON() ([]byte, error) {
	return encodeWithExtra(stepDecisionPlain(d), d.Extra)
}

// UnmarshalJSON reads the known fields and keeps the unknown ones in Extra.
func (d *StepDecision) UnmarshalJSON(b []byte) error {
	var p stepDecisionPlain
	extra, err := decodeWithExtra(b, &p)
	if err != nil {
		return err
	}
	p.Extra = extra
	*d = StepDecision(p)
	return nil
}

// GateVerdict is what a gate decides about a decision.
type GateVerdict string

// Gate verdicts. Only auto acts.
const (
	VerdictAuto    GateVerdict = "auto"    // act
	VerdictReview  GateVerdict = "review"  // a human confirms first
	VerdictBlocked GateVerdict = "blocked" // no decision was possible
	// VerdictNotApplicable is written in traces for a step no gate judged.
	VerdictNotApplicable GateVerdict = "n/a"
)

// Gate is the recorded gate verdict of a step.
type Gate struct {
	Verdict GateVerdict `json:"verdict"` // auto | review | blocked | n/a
	Reason  string      `json:"reason,omitzero"`
}

// Locator is the standard Playwright locator for the choice.
type Locator struct {
	Selector string `json:"selector"`
	Unique   bool   `json:"unique"`
}

// StepResult is what happened to the step.
type StepResult struct {
	Correct  *bool  `json:"correct,omitzero"` // nil when there was no ground truth
	Executed bool   `json:"executed"`
	Error    string `json:"error,omitzero"`
}

// Verify is a goal-loop claim of "done" checked against the page.
type Verify struct {
	Selector string `json:"selector,omitzero"`
	Verified *bool  `json:"verified"` // nil: not attempted
}
