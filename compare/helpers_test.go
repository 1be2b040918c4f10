package compare

import (
	"context"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
)

func TestMain(m *testing.M) { pwtest.Main(m) }

// Browser pages and loopback servers (internal/pwtest). A browser that
// cannot start fails the test.
var (
	newPage = pwtest.NewPage
	open    = pwtest.Open
	gotoURL = pwtest.Goto
	doc     = pwtest.Doc
	eval    = pwtest.Eval
	ctx     = pwtest.Context
)

// serve starts a loopback server for path → HTML, closed with the test.
func serve(t testing.TB, pages map[string]string) *httptest.Server {
	return pwtest.Serve(t, pages).Server()
}

// scripted is a decider whose answers are computed by fn per question, with
// every request recorded.
type scripted struct {
	name  string
	model string
	fn    func(q semantic.Question, st semantic.State) (string, map[string]float64)
	err   error // returned by every Decide when set
	delay time.Duration
	// hook runs before answering (with the request), e.g. to mutate the
	// page or the caller's inputs during inference.
	hook func(req semantic.Request)

	mu   sync.Mutex
	reqs []semantic.Request
}

func (s *scripted) Name() string {
	if s.name == "" {
		return "scripted"
	}
	return s.name
}

func (s *scripted) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	s.mu.Lock()
	s.reqs = append(s.reqs, req)
	s.mu.Unlock()
	if s.hook != nil {
		s.hook(req)
	}
	if s.delay > 0 {
		time.Sleep(s.delay)
	}
	if s.err != nil {
		return semantic.Answer{}, s.err
	}
	a := semantic.Answer{Version: semantic.ProtocolVersion, Model: s.model, Usage: semantic.TokenUsage{InputTokens: 100, OutputTokens: 10}}
	for _, q := range req.Questions {
		choice, probs := s.fn(q, req.State)
		a.Decisions = append(a.Decisions, semantic.Decision{QuestionID: q.ID, Choice: choice, Probabilities: probs, Model: s.model})
	}
	return a, nil
}

func (s *scripted) requests() []semantic.Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]semantic.Request(nil), s.reqs...)
}

// questions returns every question received, in order.
func (s *scripted) questions() []semantic.Question {
	var out []semantic.Question
	for _, r := range s.requests() {
		out = append(out, r.Questions...)
	}
	return out
}

// dist puts p on choice and the rest on other.
func dist(choice string, p float64, other string) (string, map[string]float64) {
	if p >= 1 {
		return choice, map[string]float64{choice: 1}
	}
	return choice, map[string]float64{choice: p, other: 1 - p}
}

// pickSource returns a scripted source chooser: the source whose context
// equals the description's key, looked up in keys (description → context),
// with probability p; none when there is no such source.
func pickSource(keys map[string]string, p float64) func(q semantic.Question, st semantic.State) (string, map[string]float64) {
	return func(q semantic.Question, st semantic.State) (string, map[string]float64) {
		want := keys[q.Data["description"]]
		for _, s := range st.Sources {
			if want != "" && s.Context == want {
				return dist(s.ID, p, semantic.ChoiceNone)
			}
		}
		return dist(semantic.ChoiceNone, 1, "")
	}
}

// script answers source questions with src and comparisons with cmp.
func script(src func(q semantic.Question, st semantic.State) (string, map[string]float64), cmp func(q semantic.Question) (string, map[string]float64)) func(q semantic.Question, st semantic.State) (string, map[string]float64) {
	return func(q semantic.Question, st semantic.State) (string, map[string]float64) {
		if q.Kind == semantic.KindComparison {
			return cmp(q)
		}
		return src(q, st)
	}
}

func always(choice string, p float64) func(q semantic.Question) (string, map[string]float64) {
	other := semantic.ChoiceInsufficientEvidence
	if choice == other {
		other = semantic.ChoiceDifferent
	}
	return func(semantic.Question) (string, map[string]float64) { return dist(choice, p, other) }
}
