package semantic

// TokenUsage is what a provider reported for a request. Zero means "not
// reported", never "free".
type TokenUsage struct {
	InputTokens  int `json:"input_tokens,omitempty"`
	OutputTokens int `json:"output_tokens,omitempty"`
}

// Decision is a decider's answer to one question: one probability
// distribution over the question's criteria and the chosen id, which must be
// the argmax. Criteria with zero probability may be omitted.
type Decision struct {
	QuestionID    string             `json:"question_id"`
	Choice        string             `json:"choice"`
	Probabilities map[string]float64 `json:"probabilities"`
	// Model is the model id when the decider knows it; never invented.
	Model string `json:"model,omitempty"`
}

// Confidence is the probability of the chosen criterion.
func (d Decision) Confidence() float64 { return d.Probabilities[d.Choice] }
