// Package semantic holds jev's decision contract: questions with a closed set
// of criteria, decisions that are one validated probability distribution over
// those criteria, deciders that answer batches of questions, frontiers that
// split a wave of independent questions into transport chunks, thresholds and
// usage accounting.
//
// semantic is pure: it never imports playwright-go or anything that touches a
// browser. Everything that reads a page lives in package observe and above.
package semantic

// Kind tells a decider which family a question belongs to, so that an engine
// can answer the question kinds it understands and refuse the others.
type Kind string

const (
	// KindSourceSelection asks which shared-state source shows a description.
	// Its criteria are source ids (each also listed in Question.Refs) plus
	// ChoiceNone and ChoiceAmbiguous. Question.Data carries "description".
	KindSourceSelection Kind = "source_selection"
	// KindComparison asks whether an actual value means an expected value.
	// Its criteria are ChoiceEquivalent, ChoiceDifferent and
	// ChoiceInsufficientEvidence. Question.Data carries "actual", "context"
	// (may be empty) and "expected".
	KindComparison Kind = "comparison"
	// KindTargetSelection asks which observed interactive target matches a
	// description. Criteria are target ids plus ChoiceNone and
	// ChoiceAmbiguous; Question.Data carries "description".
	KindTargetSelection Kind = "target_selection"
)

// Reserved criterion ids.
const (
	ChoiceNone                 = "none"
	ChoiceAmbiguous            = "ambiguous"
	ChoiceEquivalent           = "equivalent"
	ChoiceDifferent            = "different"
	ChoiceInsufficientEvidence = "insufficient_evidence"
)

// Criterion is one closed option a question may be answered with.
type Criterion struct {
	// ID is what a decision's choice and probabilities are keyed on.
	ID string `json:"id"`
	// Label describes the option to the decider. Source-selection criteria
	// may leave it empty and point at Request.State through Question.Refs.
	Label string `json:"label,omitempty"`
}

// Question is an instruction plus a closed set of criteria. Page evidence is
// quoted data in Data or a reference into the request's shared State; it is
// never part of the instruction.
type Question struct {
	ID          string            `json:"id"`
	Kind        Kind              `json:"kind,omitempty"`
	Instruction string            `json:"instruction"`
	Criteria    []Criterion       `json:"criteria"`
	Data        map[string]string `json:"data,omitempty"`
	// Refs name entries of the request's shared State (source ids) that the
	// question relies on. Sources are sent once per request, not copied into
	// every question.
	Refs []string `json:"refs,omitempty"`
}

// Source is one unit of observed page text shared by the questions of a
// request.
type Source struct {
	ID      string `json:"id"`
	Frame   int    `json:"frame"`
	Role    string `json:"role,omitempty"`
	Text    string `json:"text"`
	Context string `json:"context,omitempty"`
	// Heading is the nearest heading before the unit and Region the label of
	// the enclosing labelled region (section, form, dialog…); both optional
	// and weaker evidence than Context. Modal is true when the unit lies in an
	// open modal dialog: its text is about the dialog's action rather than
	// the page's state.
	Heading string `json:"heading,omitempty"`
	Region  string `json:"region,omitempty"`
	Modal   bool   `json:"modal,omitempty"`
	// Row is the text of the unit's nearest repeated container (list item,
	// table or grid row, card, article), ≤ 120 runes; empty outside one.
	Row string `json:"row,omitempty"`
	// Landmark is the enclosing landmark's role when it is navigation,
	// contentinfo (footer), complementary or banner: such text is weaker
	// evidence unless the description names it.
	Landmark string `json:"landmark,omitempty"`
}

// Target is one observed interactive element shared by target-selection
// questions.
type Target struct {
	ID    string `json:"id"`
	Frame int    `json:"frame"`
	Role  string `json:"role"`
	Name  string `json:"name"`
	Scope string `json:"scope,omitempty"`
	Value string `json:"value,omitempty"`
	// Row is the text of the target's nearest repeated container (list
	// item, table or grid row, card, article), ≤ 120 runes: per-row controls
	// with the same name are told apart by it.
	Row string `json:"row,omitempty"`
	// Section is the label of the target's enclosing labelled region, else
	// the heading that opens its section: the sources whose heading or
	// region it is lie in the same section (an API operation's endpoint
	// button names the operation its summary and parameters describe).
	Section string `json:"section,omitempty"`
}

// State is shared evidence that questions refer to by id.
type State struct {
	Sources []Source `json:"sources,omitempty"`
	Targets []Target `json:"targets,omitempty"`
}
