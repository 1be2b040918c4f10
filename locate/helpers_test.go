package locate

import (
	"context"
	"sync"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
)

func TestMain(m *testing.M) { pwtest.Main(m) }

// Browser pages and loopback servers (internal/pwtest). A browser that
// cannot start fails the test.
var (
	newPage = pwtest.NewPage
	open    = pwtest.Open
	eval    = pwtest.Eval
	ctx     = pwtest.Context
)

// byName answers target questions by looking the description up in names
// (description → accessible name) with probability p; none otherwise.
type byName struct {
	names  map[string]string
	p      float64
	choice string // forced choice ("none", "ambiguous") when set
	err    error

	mu   sync.Mutex
	reqs []semantic.Request
}

func (b *byName) Name() string { return "byname" }

func (b *byName) Decide(_ context.Context, req semantic.Request) (semantic.Answer, error) {
	b.mu.Lock()
	b.reqs = append(b.reqs, req)
	b.mu.Unlock()
	if b.err != nil {
		return semantic.Answer{}, b.err
	}
	a := semantic.Answer{Version: semantic.ProtocolVersion, Model: "m"}
	for _, q := range req.Questions {
		choice := semantic.ChoiceNone
		if b.choice != "" {
			choice = b.choice
		} else {
			for _, tg := range req.State.Targets {
				if tg.Name == b.names[q.Data["description"]] {
					choice = tg.ID
				}
			}
		}
		p := b.p
		other := semantic.ChoiceAmbiguous
		if choice == other {
			other = semantic.ChoiceNone
		}
		a.Decisions = append(a.Decisions, semantic.Decision{QuestionID: q.ID, Choice: choice, Probabilities: map[string]float64{choice: p, other: 1 - p}, Model: "m"})
	}
	return a, nil
}

func (b *byName) requests() []semantic.Request {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]semantic.Request(nil), b.reqs...)
}
