package compare

import (
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// Property is what a locator actual reads.
type Property string

// Properties of a locator actual.
const (
	// PropertyText (the default) reads the element's visible text
	// (innerText), normalised.
	PropertyText Property = "text"
	// PropertyValue reads a native input, textarea or single-select value.
	PropertyValue Property = "value"
	// PropertyChecked reads the native checked state of a checkbox or radio
	// ("true", "false", "mixed" when indeterminate) or else aria-checked.
	PropertyChecked Property = "checked"
	// PropertyAttribute reads the literal DOM value of Actual.Attribute.
	PropertyAttribute Property = "attribute"
)

// Valid reports whether p is one of the four properties (the empty
// property, which reads as PropertyText, is not).
func (p Property) Valid() bool {
	switch p {
	case PropertyText, PropertyValue, PropertyChecked, PropertyAttribute:
		return true
	}
	return false
}

// Request is one comparison: does Actual mean Expected?
type Request struct {
	Actual   Actual
	Expected string
	// MinConfidence gates the comparison (default: the Comparer's, else
	// 0.8). MinSourceConfidence gates source selection (default: the
	// effective MinConfidence). Both must be finite values in [0, 1].
	MinConfidence       *float64
	MinSourceConfidence *float64
}

// SourceKind tells where the evidence came from.
type SourceKind string

// Source kinds.
const (
	SourceSemantic SourceKind = "semantic" // a description grounded by a decider
	SourceLocator  SourceKind = "locator"  // a caller locator
	SourceRef      SourceKind = "ref"      // a located target's ref
)

// Freshness tells how current the evidence of a result is; its one home
// is semantic.Freshness, which the trace format records too.
type Freshness = semantic.Freshness

// Freshness values (semantic's).
const (
	FreshnessSnapshot = semantic.FreshnessSnapshot // evidence as captured (Compare)
	FreshnessVerified = semantic.FreshnessVerified // re-read and unchanged (Assert)
	FreshnessChanged  = semantic.FreshnessChanged  // changed, hidden, detached or replaced: inconclusive
)

// Uncertainty says which link made a result inconclusive.
type Uncertainty string

// Uncertainty values.
const (
	UncertainSource     Uncertainty = "source"     // source confidence below sourceThreshold
	UncertainComparison Uncertainty = "comparison" // insufficient evidence or confidence below threshold
	UncertainFreshness  Uncertainty = "freshness"  // the evidence changed before the assertion returned
	// UncertainUnread: a description's source was chosen among the frames
	// read while child frames went unread (Result.Unread): the source it
	// means could be in one of them, so a pass is not given.
	UncertainUnread Uncertainty = "unread"
)

// Evidence is the page evidence a comparison was about (semantic.Evidence,
// its one definition).
type Evidence = semantic.Evidence

// Result is the outcome of one comparison. Its JSON form is the semantic-operations contract's.
type Result struct {
	Status semantic.Status `json:"status"`
	// Choice is the comparison choice (equivalent, different,
	// insufficient_evidence); empty when no comparison was made because
	// the source was uncertain.
	Choice string `json:"choice,omitempty"`
	// Confidence is the comparison score (1 for the deterministic
	// short-circuit, 0 when no comparison was made); SourceConfidence the
	// source-selection score (1 for a locator).
	Confidence       float64 `json:"confidence"`
	SourceConfidence float64 `json:"sourceConfidence"`
	Threshold        float64 `json:"threshold"`
	SourceThreshold  float64 `json:"sourceThreshold"`

	Source SourceKind `json:"source"`
	// Provenance is deterministic (normalised equality, no decider) or
	// semantic; empty when no comparison was made.
	Provenance semantic.Provenance `json:"provenance,omitempty"`
	// Uncertainty names the link that made an inconclusive result so.
	Uncertainty Uncertainty `json:"uncertainty,omitempty"`

	// Description is the caller's description, for a semantic source.
	Description string   `json:"description,omitempty"`
	Evidence    Evidence `json:"evidence"`
	// SourceError is why a description could not be bound (the item is
	// then inconclusive with Uncertainty source); nil otherwise.
	SourceError *SourceError `json:"sourceError,omitempty"`
	// Unread are the child frames the observation behind this item could
	// not read (observe.Snapshot.Unread of a description's or a located
	// target's snapshot; a locator reads the page directly and has none).
	// A description bound with frames unread never passes: a would-be pass
	// is inconclusive with UncertainUnread. Failed and other verdicts stand
	// and carry the frames, which Explain names.
	Unread []observe.Frame `json:"unread,omitempty"`

	Freshness Freshness `json:"freshness"`
	// Change is what the re-read found when Freshness is changed: changed,
	// hidden, detached or replaced.
	Change string `json:"change,omitempty"`
	// CurrentEvidence is the source as re-read, when it changed and can
	// still be read.
	CurrentEvidence *Evidence `json:"currentEvidence,omitempty"`

	Expected string `json:"expected"`

	// Usage is the aggregate of the whole operation. In a batch the same
	// *Usage is attached to every result: count it once, never sum it.
	Usage *semantic.Usage `json:"usage"`
	// Models lists the model ids reported for this item's decisions; Model
	// is set only when every one of them reported the same model.
	Models []string `json:"models,omitempty"`
	Model  string   `json:"model,omitempty"`

	// Questions and Decisions are what was asked and answered for this
	// item (source selection, then comparison), for trace recording.
	Questions []semantic.Question `json:"questions,omitempty"`
	Decisions []semantic.Decision `json:"decisions,omitempty"`

	// The bound source, for Element: the caller's locator, or the observed
	// node (snapshot + ref) of a semantic or ref source.
	page playwright.Page
	loc  playwright.Locator
	snap *observe.Snapshot
	ref  observe.Ref
}
