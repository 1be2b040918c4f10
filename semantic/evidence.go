package semantic

// Evidence is the page evidence a comparison or assertion was about: the
// one definition of it (compare.Evidence is this type). Its JSON form is
// the semantic-operations contract's (compare.Result's "evidence").
//
// The stored formats keep their own documented wire structs, each with
// one conversion from this type next to it: trace.Evidence (the trace
// format: sourceId always written, a locator reference) and
// report.Evidence (the results folder: context omitted when empty).
type Evidence struct {
	// SourceID is the observed text source id (t<frame>_<n>) for a
	// semantic source, the target cid for a ref; empty for a locator.
	SourceID string `json:"sourceId,omitempty"`
	// Frame is the frame index of the snapshot; for a locator 0 in the main
	// frame and -1 in a child frame (a locator has no snapshot index).
	Frame int    `json:"frame"`
	Role  string `json:"role,omitempty"`
	// Text is the actual value compared.
	Text    string `json:"text"`
	Context string `json:"context"`
}
