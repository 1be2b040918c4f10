package compare

import (
	"context"
	"net/http/httptest"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

func TestMain(m *testing.M) { pwtest.Main(m) }

// open serves a body on loopback and opens it in a new page (pwtest.Open).
var open = pwtest.Open

// ctx bounds a test's waits to its life (and a minute).
var ctx = pwtest.Context

// serve starts a loopback server for path → HTML, closed with the test.
func serve(t testing.TB, pages map[string]string) *httptest.Server {
	return pwtest.Serve(t, pages).Server()
}

// answerFn answers one question: its choice (the most probable criterion)
// and probabilities.
type answerFn func(q semantic.Question, st semantic.State) (string, map[string]float64)

// decider is a semantictest decider answering each question with fn and
// reporting 100 input and 10 output tokens per request (model "" unless an
// option says otherwise); every request is recorded.
func decider(fn answerFn, opts ...semantictest.Option) *semantictest.Recorder {
	base := []semantictest.Option{semantictest.WithModel(""), semantictest.WithUsage(semantic.TokenUsage{InputTokens: 100, OutputTokens: 10})}
	return semantictest.Record(semantictest.New(append(base, opts...)...).Always(
		func(q semantic.Question, st semantic.State) (map[string]float64, error) {
			_, probs := fn(q, st)
			return probs, nil
		}))
}

// during runs f with every request before it is answered, e.g. to mutate
// the page or the caller's inputs during inference.
func during(f func(req semantic.Request)) semantictest.Option {
	return semantictest.WithBefore(func(_ context.Context, req semantic.Request) error {
		f(req)
		return nil
	})
}

// failing is a decider whose every request fails with err (recorded).
func failing(err error) *semantictest.Recorder {
	return decider(nil, semantictest.WithBefore(func(context.Context, semantic.Request) error { return err }))
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
func pickSource(keys map[string]string, p float64) answerFn {
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
func script(src answerFn, cmp func(q semantic.Question) (string, map[string]float64)) answerFn {
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
