package semantic

import "context"

// ProtocolVersion is the version string of the JSON request/answer form
// documented in docs/decision-protocol.md.
const ProtocolVersion = "jev.decision/v1"

// Request is one transport request: a batch of questions and the shared
// state they refer to.
type Request struct {
	Version   string     `json:"version"`
	Questions []Question `json:"questions"`
	State     State      `json:"state,omitempty"`
}

// Answer is a decider's reply to one Request: a decision per question, the
// model id when known and the token usage when reported.
type Answer struct {
	Version   string     `json:"version"`
	Decisions []Decision `json:"decisions"`
	Model     string     `json:"model,omitempty"`
	Usage     TokenUsage `json:"usage,omitempty"`

	// Requests is how many provider requests the decider made for this
	// answer when that is more than one (an engine that sends one HTTP
	// request per question); 0 means one. It is not part of the wire form.
	Requests int `json:"-"`
	// cached is set by a Cache when no decider was called for this answer,
	// so that usage counts no request for it. Never encoded.
	cached bool
}

// FromCache reports whether a was served entirely by a Cache, without a
// request to the wrapped decider.
func (a Answer) FromCache() bool { return a.cached }

// Decider answers a batch of questions. Implementations must be safe for
// concurrent use: a frontier sends its transport chunks concurrently.
// A Decider returns raw answers; callers validate them with ValidateAnswer
// (Frontier does) so that a malformed answer never becomes a decision.
type Decider interface {
	// Name identifies the engine (e.g. "lexical", "openai").
	Name() string
	// Decide answers every question of req.
	Decide(ctx context.Context, req Request) (Answer, error)
}
