// Package semantictest provides deciders for tests of code that asks
// semantic questions, in the way net/http/httptest and gomega's ghttp serve
// tests of HTTP code.
//
// A Scripted decider answers from rules a test writes: by question kind
// (OnKind), by a matcher function (On) or for every question (Always). Each
// rule's Responder returns a probability distribution over the question's
// criteria; the decider picks the argmax as the choice, validates the
// question and the answer as a real engine's answer is validated
// (semantic.ValidateQuestion and semantic.ValidateAnswer) and counts its
// calls. Questions no rule answers go to a fallback decider when one is set
// (WithFallback) and are otherwise an error wrapping ErrUnscripted, so a test
// never passes on an answer nobody wrote. Forbidden returns a decider that
// fails a testing.TB when it is called at all (replay, cache and store tests
// prove that no engine was asked). WithBefore runs a function with each
// request before it is answered (to change the page while "inference"
// runs, to take time, or to fail the request); WithRawAnswers skips the
// answer validation for tests of code that must reject a bad answer; RestOn
// shapes a distribution as a two-way answer.
//
// A Recorder wraps any decider and keeps every request and answer.
//
// Nothing here starts a browser or a network connection.
package semantictest

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// ErrUnscripted is wrapped by the error a Scripted decider returns for a
// question that no rule answers and no fallback takes.
var ErrUnscripted = errors.New("semantictest: no rule answers the question")

// ErrForbidden is returned by a decider made with Forbidden.
var ErrForbidden = errors.New("semantictest: the decider must not be called")

// A Responder answers one question with a probability distribution over its
// criteria (criteria with zero probability may be omitted). st is the
// request's shared state, for selection questions whose criteria are source
// or target ids. An error fails the whole request.
type Responder func(q semantic.Question, st semantic.State) (map[string]float64, error)

// A Matcher reports whether a rule applies to a question.
type Matcher func(q semantic.Question, st semantic.State) bool

type rule struct {
	match   Matcher
	respond Responder
}

// Scripted is a decider that answers from rules. It is safe for concurrent
// use once its rules are added; add rules before handing it to the code under
// test.
type Scripted struct {
	config
	forbid testing.TB
	rules  []rule

	calls     atomic.Int64
	questions atomic.Int64
}

type config struct {
	name     string
	model    string
	usage    semantic.TokenUsage
	fallback semantic.Decider
	before   func(context.Context, semantic.Request) error
	raw      bool
}

// Option configures a Scripted decider (New, Forbidden).
type Option func(*config)

// WithName sets the decider's Name (default "scripted").
func WithName(name string) Option { return func(c *config) { c.name = name } }

// WithModel sets the model id every answer reports (default "scripted/1").
func WithModel(model string) Option { return func(c *config) { c.model = model } }

// WithUsage sets the token usage every answer reports (default none).
func WithUsage(u semantic.TokenUsage) Option { return func(c *config) { c.usage = u } }

// WithFallback sends the questions no rule answers to d, in one request with
// the same shared state.
func WithFallback(d semantic.Decider) Option { return func(c *config) { c.fallback = d } }

// WithBefore runs f with every request before it is answered: to change
// the page or the caller's inputs while "inference" runs, to take time, or
// to fail the request (a non-nil error is what Decide returns).
func WithBefore(f func(ctx context.Context, req semantic.Request) error) Option {
	return func(c *config) { c.before = f }
}

// WithRawAnswers returns the scripted decisions as the rules wrote them,
// without validating them (the questions are still validated): for tests
// proving that the code under test rejects an engine's invalid answer. A
// Responder's distribution keys that name no criterion become the choice.
func WithRawAnswers() Option { return func(c *config) { c.raw = true } }

// New returns a Scripted decider without rules.
func New(opts ...Option) *Scripted {
	s := &Scripted{config: config{name: "scripted", model: "scripted/1"}}
	for _, o := range opts {
		o(&s.config)
	}
	return s
}

// Forbidden returns a decider that reports an error on tb (tb.Errorf, so the
// test goes on and fails) and returns ErrForbidden whenever it is called.
func Forbidden(tb testing.TB, opts ...Option) *Scripted {
	s := New(opts...)
	s.forbid = tb
	return s
}

// On adds a rule: questions for which match is true are answered by r.
// Rules are tried in the order they were added. It returns s for chaining.
func (s *Scripted) On(match Matcher, r Responder) *Scripted {
	s.rules = append(s.rules, rule{match: match, respond: r})
	return s
}

// OnKind adds a rule for every question of kind k.
func (s *Scripted) OnKind(k semantic.Kind, r Responder) *Scripted {
	return s.On(func(q semantic.Question, _ semantic.State) bool { return q.Kind == k }, r)
}

// Always adds a rule for every question.
func (s *Scripted) Always(r Responder) *Scripted {
	return s.On(func(semantic.Question, semantic.State) bool { return true }, r)
}

// Name implements semantic.Decider.
func (s *Scripted) Name() string { return s.name }

// Calls is how many times Decide was called.
func (s *Scripted) Calls() int { return int(s.calls.Load()) }

// Questions is how many questions Decide was asked in all, including those
// passed to the fallback.
func (s *Scripted) Questions() int { return int(s.questions.Load()) }

// Decide implements semantic.Decider. It fails closed: an invalid question,
// an unanswered question or a scripted distribution that is not a valid
// decision is an error, never an answer.
func (s *Scripted) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	s.calls.Add(1)
	s.questions.Add(int64(len(req.Questions)))
	if s.forbid != nil {
		s.forbid.Helper()
		s.forbid.Errorf("semantictest: decider %q was called with %d question(s) although it must not be", s.name, len(req.Questions))
		return semantic.Answer{}, ErrForbidden
	}
	if err := ctx.Err(); err != nil {
		return semantic.Answer{}, err
	}
	if s.before != nil {
		if err := s.before(ctx, req); err != nil {
			return semantic.Answer{}, err
		}
	}
	ans := semantic.Answer{Version: semantic.ProtocolVersion, Model: s.model, Usage: s.usage}
	rest := semantic.Request{Version: semantic.ProtocolVersion, State: req.State}
	for _, q := range req.Questions {
		if err := semantic.ValidateQuestion(q); err != nil {
			return semantic.Answer{}, err
		}
		d, ok, err := s.answer(q, req.State)
		if err != nil {
			return semantic.Answer{}, err
		}
		if !ok {
			rest.Questions = append(rest.Questions, q)
			continue
		}
		ans.Decisions = append(ans.Decisions, d)
	}
	if len(rest.Questions) > 0 {
		if s.fallback == nil {
			return semantic.Answer{}, fmt.Errorf("%w: %q (kind %q)", ErrUnscripted, rest.Questions[0].ID, rest.Questions[0].Kind)
		}
		fa, err := s.fallback.Decide(ctx, rest)
		if err != nil {
			return semantic.Answer{}, err
		}
		ds, err := semantic.ValidateAnswer(rest, fa)
		if err != nil {
			return semantic.Answer{}, err
		}
		ans.Decisions = append(ans.Decisions, ds...)
		ans.Usage.InputTokens += fa.Usage.InputTokens
		ans.Usage.OutputTokens += fa.Usage.OutputTokens
	}
	if s.raw {
		return ans, nil
	}
	if _, err := semantic.ValidateAnswer(req, ans); err != nil {
		return semantic.Answer{}, fmt.Errorf("semantictest: scripted answer is invalid: %w", err)
	}
	return ans, nil
}

// answer applies the first matching rule to q.
func (s *Scripted) answer(q semantic.Question, st semantic.State) (semantic.Decision, bool, error) {
	for _, r := range s.rules {
		if !r.match(q, st) {
			continue
		}
		probs, err := r.respond(q, st)
		if err != nil {
			return semantic.Decision{}, false, err
		}
		return semantic.Decision{QuestionID: q.ID, Choice: argmax(q, probs), Probabilities: probs, Model: s.model}, true, nil
	}
	return semantic.Decision{}, false, nil
}

// argmax is the criterion with the highest probability; ties go to the
// criterion listed first.
func argmax(q semantic.Question, probs map[string]float64) string {
	best, bp := "", -1.0
	for _, c := range q.Criteria {
		if p, ok := probs[c.ID]; ok && p > bp {
			best, bp = c.ID, p
		}
	}
	if best == "" { // no key names a criterion: validation reports it
		for k := range probs {
			return k
		}
	}
	return best
}
