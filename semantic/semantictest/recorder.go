package semantictest

import (
	"context"
	"sync"

	"github.com/jevtest/jev/semantic"
)

// Call is one request a Recorder passed on, with what came back.
type Call struct {
	Request semantic.Request
	Answer  semantic.Answer
	Err     error
}

// Recorder is a decider that passes every request to another decider and
// keeps each request, answer and error. It is safe for concurrent use.
type Recorder struct {
	inner semantic.Decider
	mu    sync.Mutex
	calls []Call
}

// Record returns a Recorder around d.
func Record(d semantic.Decider) *Recorder { return &Recorder{inner: d} }

// Name implements semantic.Decider: the wrapped decider's name.
func (r *Recorder) Name() string { return r.inner.Name() }

// Decide implements semantic.Decider.
func (r *Recorder) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	a, err := r.inner.Decide(ctx, req)
	r.mu.Lock()
	r.calls = append(r.calls, Call{Request: req, Answer: a, Err: err})
	r.mu.Unlock()
	return a, err
}

// Calls returns a copy of the calls so far, in the order they completed.
func (r *Recorder) Calls() []Call {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Call(nil), r.calls...)
}

// Requests returns every request so far, in call order.
func (r *Recorder) Requests() []semantic.Request {
	var out []semantic.Request
	for _, c := range r.Calls() {
		out = append(out, c.Request)
	}
	return out
}

// Questions returns every question asked so far, in call order.
func (r *Recorder) Questions() []semantic.Question {
	var out []semantic.Question
	for _, c := range r.Calls() {
		out = append(out, c.Request.Questions...)
	}
	return out
}

// Reset forgets the calls so far.
func (r *Recorder) Reset() {
	r.mu.Lock()
	r.calls = nil
	r.mu.Unlock()
}
