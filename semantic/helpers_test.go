package semantic

import (
	"context"
	"sync"
)

// funcDecider is a Decider built from a function.
type funcDecider struct {
	name string
	fn   func(ctx context.Context, req Request) (Answer, error)
}

func (f *funcDecider) Name() string { return f.name }
func (f *funcDecider) Decide(ctx context.Context, req Request) (Answer, error) {
	return f.fn(ctx, req)
}

// firstChoice answers every question with all mass on its first criterion.
func firstChoice(req Request, model string) Answer {
	a := Answer{Version: ProtocolVersion, Model: model}
	for _, q := range req.Questions {
		id := q.Criteria[0].ID
		a.Decisions = append(a.Decisions, Decision{QuestionID: q.ID, Choice: id, Probabilities: map[string]float64{id: 1}})
	}
	return a
}

// recorder is a decider that records every request it receives and answers
// with firstChoice.
type recorder struct {
	mu    sync.Mutex
	reqs  []Request
	model string
	usage TokenUsage
}

func (r *recorder) Name() string { return "recorder" }
func (r *recorder) Decide(_ context.Context, req Request) (Answer, error) {
	r.mu.Lock()
	r.reqs = append(r.reqs, req)
	r.mu.Unlock()
	a := firstChoice(req, r.model)
	a.Usage = r.usage
	return a, nil
}

func (r *recorder) calls() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.reqs)
}

func comparisonQs(n int) []Question {
	qs := make([]Question, n)
	for i := range qs {
		qs[i] = NewComparisonQuestion(qid(i), "Pro (yearly)", "Plan", "Professional annual")
	}
	return qs
}

func qid(i int) string {
	const digits = "0123456789"
	s := ""
	for {
		s = string(digits[i%10]) + s
		i /= 10
		if i == 0 {
			return "q" + s
		}
	}
}
