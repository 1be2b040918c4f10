package semantic

import "sort"

// Usage is what a semantic operation or batch cost. For a batch the same
// aggregate is attached to every item and must be counted once.
type Usage struct {
	Requests            int      `json:"requests"`
	Questions           int      `json:"questions"`
	SerialDecisionDepth int      `json:"serialDecisionDepth"`
	InputTokens         int      `json:"inputTokens"`
	OutputTokens        int      `json:"outputTokens"`
	ProviderMs          int64    `json:"providerMs"`
	ObservationMs       int64    `json:"observationMs"`
	VerificationMs      int64    `json:"verificationMs"`
	Models              []string `json:"models,omitempty"`
	// Model is set only when every request reported a model and all were
	// the same one.
	Model string `json:"model,omitempty"`
}

// Then combines u with the usage of a wave or operation that had to wait for
// u (sequential dependency): every counter, SerialDecisionDepth and the
// millisecond fields add up; Models is the sorted union; Model is kept only
// when both sides are uniformly attributed to the same single model (a side
// with no questions and no requests does not count).
func (u Usage) Then(next Usage) Usage {
	out := combine(u, next)
	out.SerialDecisionDepth = u.SerialDecisionDepth + next.SerialDecisionDepth
	out.ProviderMs = u.ProviderMs + next.ProviderMs
	out.ObservationMs = u.ObservationMs + next.ObservationMs
	out.VerificationMs = u.VerificationMs + next.VerificationMs
	return out
}

// Merge combines u with the usage of work that ran concurrently with it at
// the same dependency level: counters and tokens add up, while
// SerialDecisionDepth and the millisecond fields (wall times) take the
// maximum. Models and Model follow the rule of Then.
func (u Usage) Merge(parallel Usage) Usage {
	out := combine(u, parallel)
	out.SerialDecisionDepth = max(u.SerialDecisionDepth, parallel.SerialDecisionDepth)
	out.ProviderMs = max(u.ProviderMs, parallel.ProviderMs)
	out.ObservationMs = max(u.ObservationMs, parallel.ObservationMs)
	out.VerificationMs = max(u.VerificationMs, parallel.VerificationMs)
	return out
}

func combine(a, b Usage) Usage {
	out := Usage{
		Requests:     a.Requests + b.Requests,
		Questions:    a.Questions + b.Questions,
		InputTokens:  a.InputTokens + b.InputTokens,
		OutputTokens: a.OutputTokens + b.OutputTokens,
	}
	for _, m := range a.Models {
		out.Models = addModel(out.Models, m)
	}
	for _, m := range b.Models {
		out.Models = addModel(out.Models, m)
	}
	if len(out.Models) == 1 {
		m := out.Models[0]
		if (a.idle() || a.Model == m) && (b.idle() || b.Model == m) {
			out.Model = m
		}
	}
	return out
}

// idle reports whether u records no decision work at all.
func (u Usage) idle() bool { return u.Requests == 0 && u.Questions == 0 && len(u.Models) == 0 }

// addModel inserts m into the sorted set ms.
func addModel(ms []string, m string) []string {
	i := sort.SearchStrings(ms, m)
	if i < len(ms) && ms[i] == m {
		return ms
	}
	ms = append(ms, "")
	copy(ms[i+1:], ms[i:])
	ms[i] = m
	return ms
}
