package trace

import "github.com/jevtest/jev/semantic"

// Op is the semantic operation a semantic record documents.
type Op string

// Semantic operations (the semantic-operations contract).
const (
	OpLocate  Op = "locate"
	OpCompare Op = "compare"
	OpAssert  Op = "assert"
)

// SemanticRecord (spec 1) documents one locate, compare or assert: the
// questions exactly as asked, the decisions with their distributions, the
// shared state the questions referred to, the grounded evidence, the
// thresholds applied, the result and the usage. Replay re-observes, rebuilds
// the question from the current evidence and, when it is the recorded
// question, answers it from the recorded decision — no engine needed.
type SemanticRecord struct {
	Kind Kind   `json:"kind"`
	At   string `json:"at,omitzero"` // ISO-8601 UTC
	Op   Op     `json:"op"`
	// Step links the record to the flow step it belongs to, when any.
	Step  int    `json:"step,omitzero"`
	URL   string `json:"url,omitzero"`
	Title string `json:"title,omitzero"`
	// Description is what was located or grounded ("Current plan").
	Description string `json:"description,omitzero"`
	// Expected is the caller's expected meaning (compare/assert).
	Expected string `json:"expected,omitzero"`

	Questions []semantic.Question `json:"questions"`
	Decisions []semantic.Decision `json:"decisions"`
	// Sources and Targets are the shared state entries the questions
	// referred to (page text units; interactive targets for locate).
	Sources []semantic.Source `json:"sources,omitzero"`
	Targets []semantic.Target `json:"targets,omitzero"`

	Evidence        *Evidence       `json:"evidence,omitzero"`
	CurrentEvidence *Evidence       `json:"currentEvidence,omitzero"` // assert, freshness changed
	Thresholds      Thresholds      `json:"thresholds"`
	Result          SemanticResult  `json:"result"`
	Usage           *semantic.Usage `json:"usage,omitzero"`
	// Error is the classified failure of the operation, if any; never a
	// provider request or response body.
	Error string `json:"error,omitzero"`
	// Dialogs are the JavaScript dialogs the page opened since the record
	// before this one (spec 2).
	Dialogs []Dialog `json:"dialogs,omitzero"`
	// Unread are the child frames the observation could not read (spec 2),
	// one line each: address, name and why, as observe.DescribeUnread
	// words them (`"https://ads.example/ad" (name "ad"): the frame
	// detached while it was read`). A record with any was decided among
	// the frames read only: a pass that rests on a target or source chosen
	// by meaning is inconclusive (DeriveStatus).
	Unread []string `json:"unread,omitzero"`

	Extra Extra `json:"-"`
}

type semanticRecordPlain SemanticRecord

// MarshalJSON writes the known fields, then the preserved unknown ones.
func (s SemanticRecord) MarshalJSON() ([]byte, error) {
	return encodeWithExtra(semanticRecordPlain(s), s.Extra)
}

// UnmarshalJSON reads the known fields and keeps the unknown ones in Extra.
func (s *SemanticRecord) UnmarshalJSON(b []byte) error {
	var p semanticRecordPlain
	extra, err := decodeWithExtra(b, &p)
	if err != nil {
		return err
	}
	p.Extra = extra
	*s = SemanticRecord(p)
	return nil
}

// Evidence is the grounded page evidence an operation used, in the trace
// format's wire form (docs/trace-format.md): unlike semantic.Evidence,
// sourceId is always written, role and context are omitted when empty,
// and a locator actual carries its Locator. EvidenceOf is the one
// conversion from semantic.Evidence.
type Evidence struct {
	SourceID string `json:"sourceId"` // t<frame>_<n>, or a target id for locate
	Frame    int    `json:"frame"`
	Role     string `json:"role,omitzero"`
	Text     string `json:"text"`
	Context  string `json:"context,omitzero"`
	// Locator (spec 2) names the locator a locator actual was read
	// through, so that replay re-reads it as its property.
	Locator *LocatorEvidence `json:"locator,omitzero"`
}

// EvidenceOf is e in the trace format (no Locator: the caller adds it
// for a locator actual).
func EvidenceOf(e semantic.Evidence) *Evidence {
	return &Evidence{SourceID: e.SourceID, Frame: e.Frame, Role: e.Role, Text: e.Text, Context: e.Context}
}

// LocatorEvidence is how a locator actual was read: the test's selector
// (or role+name of a located target, as internal:role=…), the property
// (text, value, checked, attribute) and the attribute name.
type LocatorEvidence struct {
	Selector  string `json:"selector"`
	Property  string `json:"property,omitzero"`
	Attribute string `json:"attribute,omitzero"`
}

// Thresholds are the confidence bars an operation applied.
type Thresholds struct {
	MinConfidence       float64 `json:"minConfidence"`
	MinSourceConfidence float64 `json:"minSourceConfidence,omitzero"`
}

// SemanticResult is an operation's outcome.
type SemanticResult struct {
	Status semantic.Status `json:"status"` // passed | failed | inconclusive
	// Choice is the final decision's choice: equivalent / different /
	// insufficient_evidence for compare and assert, a target id (or none,
	// ambiguous) for locate.
	Choice           string              `json:"choice,omitzero"`
	Confidence       float64             `json:"confidence"`
	SourceConfidence float64             `json:"sourceConfidence,omitzero"`
	Freshness        semantic.Freshness  `json:"freshness,omitzero"`  // snapshot | verified | changed
	Provenance       semantic.Provenance `json:"provenance,omitzero"` // deterministic | semantic
	// FP is the fingerprint of the located target (locate only).
	FP string `json:"fp,omitzero"`
}
