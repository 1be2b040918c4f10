package semantic

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
)

// sampler returns a different distribution on every call, as a sampling
// model would; counting calls proves whether the cache re-asked it.
type sampler struct {
	calls     atomic.Int32
	questions atomic.Int32
}

func (s *sampler) Name() string { return "sampler" }
func (s *sampler) Decide(_ context.Context, req Request) (Answer, error) {
	n := s.calls.Add(1)
	s.questions.Add(int32(len(req.Questions)))
	a := Answer{Version: ProtocolVersion, Model: "m", Usage: TokenUsage{InputTokens: 10 * len(req.Questions)}}
	for _, q := range req.Questions {
		choice := q.Criteria[int(n)%len(q.Criteria)].ID
		a.Decisions = append(a.Decisions, Decision{QuestionID: q.ID, Choice: choice, Probabilities: map[string]float64{choice: 1}})
	}
	return a, nil
}

func TestCacheReturnsFirstDecision(t *testing.T) {
	s := &sampler{}
	cache := NewCache()
	d := cache.Wrap(s)
	if d.Name() != "sampler" {
		t.Fatalf("Name = %q", d.Name())
	}
	q := NewComparisonQuestion("c1", "Pro (yearly)", "Plan", "Professional annual")
	first, u1, err := RunFrontier(context.Background(), d, []Question{q}, State{})
	if err != nil {
		t.Fatal(err)
	}
	if u1.Requests != 1 || u1.InputTokens != 10 || u1.SerialDecisionDepth != 1 {
		t.Fatalf("first usage %+v", u1)
	}
	// Same question, new id: served from the cache, same decision, no request.
	q.ID = "c2"
	for i := 0; i < 3; i++ {
		again, u2, err := RunFrontier(context.Background(), d, []Question{q}, State{})
		if err != nil {
			t.Fatal(err)
		}
		if again[0].Choice != first[0].Choice || again[0].QuestionID != "c2" || again[0].Model != "m" {
			t.Fatalf("cached decision %+v, first %+v", again[0], first[0])
		}
		want := Usage{Questions: 1, ProviderMs: u2.ProviderMs, Models: []string{"m"}, Model: "m"}
		if !reflect.DeepEqual(u2, want) {
			t.Fatalf("cached usage %+v, want %+v", u2, want)
		}
	}
	if s.calls.Load() != 1 {
		t.Fatalf("decider called %d times", s.calls.Load())
	}
	if h, m := cache.Stats(); h != 3 || m != 1 || cache.Len() != 1 {
		t.Fatalf("stats hits=%d misses=%d len=%d", h, m, cache.Len())
	}
}

func TestCacheMissOnChangedEvidence(t *testing.T) {
	s := &sampler{}
	d := Cached(s)
	st := State{Sources: []Source{{ID: "t0_1", Text: "Payment received", Context: "Billing status"}, {ID: "t0_2", Text: "Pro"}}}
	q := NewSourceQuestion("s1", "billing status", []string{"t0_1", "t0_2"})
	ask := func(st State) {
		t.Helper()
		if _, _, err := RunFrontier(context.Background(), d, []Question{q}, st); err != nil {
			t.Fatal(err)
		}
	}
	ask(st)
	ask(st)
	if s.calls.Load() != 1 {
		t.Fatalf("calls = %d after identical evidence", s.calls.Load())
	}
	changed := State{Sources: []Source{{ID: "t0_1", Text: "Payment failed", Context: "Billing status"}, {ID: "t0_2", Text: "Pro"}}}
	ask(changed)
	if s.calls.Load() != 2 {
		t.Fatalf("calls = %d: changed source text under the same id must be a new question", s.calls.Load())
	}
	// An unreferenced state entry does not change the key.
	extra := changed
	extra.Sources = append(append([]Source(nil), changed.Sources...), Source{ID: "t0_9", Text: "unrelated"})
	ask(extra)
	if s.calls.Load() != 2 {
		t.Fatalf("calls = %d: unreferenced state changed the key", s.calls.Load())
	}
}

func TestCanonicalKey(t *testing.T) {
	base := NewComparisonQuestion("a", "x", "ctx", "y")
	st := State{}
	k := CanonicalKey("e", base, st)
	if len(k) != 64 {
		t.Fatalf("key %q", k)
	}
	renamed := base
	renamed.ID = "b"
	if CanonicalKey("e", renamed, st) != k {
		t.Fatal("the question id must not be part of the key")
	}
	mutate := map[string]func(q *Question){
		"kind":        func(q *Question) { q.Kind = KindTargetSelection },
		"instruction": func(q *Question) { q.Instruction += "!" },
		"label": func(q *Question) {
			q.Criteria = []Criterion{{ID: "equivalent", Label: "x"}, q.Criteria[1], q.Criteria[2]}
		},
		"criteria order": func(q *Question) {
			q.Criteria = []Criterion{q.Criteria[1], q.Criteria[0], q.Criteria[2]}
		},
		"data":     func(q *Question) { q.Data = map[string]string{"actual": "x", "context": "", "expected": "y"} },
		"data key": func(q *Question) { q.Data = map[string]string{"actual": "x", "contexts": "ctx", "expected": "y"} },
		"refs":     func(q *Question) { q.Refs = []string{"t0_1"} },
	}
	for name, m := range mutate {
		q := NewComparisonQuestion("a", "x", "ctx", "y")
		m(&q)
		if CanonicalKey("e", q, st) == k {
			t.Errorf("%s: key unchanged", name)
		}
	}
	if CanonicalKey("other", base, st) == k {
		t.Error("engine name must be part of the key")
	}
	// Data map order does not matter; ref content does, and so does its kind.
	q := NewSourceQuestion("s", "d", []string{"x"})
	asSource := CanonicalKey("e", q, State{Sources: []Source{{ID: "x", Text: "t"}}})
	asTarget := CanonicalKey("e", q, State{Targets: []Target{{ID: "x", Name: "t"}}})
	missing := CanonicalKey("e", q, State{})
	if asSource == asTarget || asSource == missing || asTarget == missing {
		t.Fatal("ref resolution not part of the key")
	}
	if CanonicalKey("e", q, State{Sources: []Source{{ID: "x", Text: "t", Frame: 1}}}) == asSource {
		t.Fatal("source frame not part of the key")
	}
}

func TestCachePartialRequest(t *testing.T) {
	s := &sampler{}
	cache := NewCache()
	d := cache.Wrap(s)
	qs := comparisonQs(3)
	for i := range qs {
		qs[i].Data["actual"] = fmt.Sprint("v", i)
	}
	if _, _, err := RunFrontier(context.Background(), d, qs[:1], State{}); err != nil {
		t.Fatal(err)
	}
	// A wave of 3 where one is cached and two are identical: one request with one question.
	wave := []Question{qs[0], qs[1], qs[1]}
	wave[2].ID = "dup"
	ds, u, err := RunFrontier(context.Background(), d, wave, State{})
	if err != nil {
		t.Fatal(err)
	}
	if s.calls.Load() != 2 || s.questions.Load() != 2 {
		t.Fatalf("calls=%d questions=%d", s.calls.Load(), s.questions.Load())
	}
	if u.Requests != 1 || u.Questions != 3 || u.InputTokens != 10 {
		t.Fatalf("usage %+v", u)
	}
	if ds[1].Choice != ds[2].Choice || ds[2].QuestionID != "dup" {
		t.Fatalf("decisions %+v", ds)
	}
}

func TestCacheDoesNotStoreFailures(t *testing.T) {
	var calls atomic.Int32
	d := Cached(&funcDecider{name: "flaky", fn: func(_ context.Context, req Request) (Answer, error) {
		switch calls.Add(1) {
		case 1:
			return Answer{}, &ProviderError{Engine: "flaky", Class: ClassServer}
		case 2:
			a := firstChoice(req, "")
			a.Decisions[0].Probabilities["different"] = 0.5 // sums to 1.5
			return a, nil
		}
		return firstChoice(req, ""), nil
	}})
	q := comparisonQs(1)
	if _, _, err := RunFrontier(context.Background(), d, q, State{}); !errors.Is(err, ErrServer) {
		t.Fatalf("first: %v", err)
	}
	if _, _, err := RunFrontier(context.Background(), d, q, State{}); !errors.Is(err, ErrMalformedResponse) || !errors.Is(err, ErrNotNormalized) {
		t.Fatalf("second: %v", err)
	}
	if _, _, err := RunFrontier(context.Background(), d, q, State{}); err != nil || calls.Load() != 3 {
		t.Fatalf("third: %v after %d calls", err, calls.Load())
	}
}

func TestCacheConcurrent(t *testing.T) {
	s := &sampler{}
	cache := NewCache()
	d := cache.Wrap(s)
	const workers = 16
	qs := comparisonQs(5)
	for i := range qs {
		qs[i].Data["actual"] = fmt.Sprint("v", i)
	}
	results := make([][]Decision, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ds, _, err := RunFrontier(context.Background(), d, qs, State{}, WithMaxQuestions(2))
			if err != nil {
				t.Error(err)
			}
			results[w] = ds
		}()
	}
	wg.Wait()
	// Every distinct question was sent exactly once, and every worker saw the same decisions.
	if s.questions.Load() != 5 {
		t.Fatalf("decider saw %d questions, want 5", s.questions.Load())
	}
	for w := 1; w < workers; w++ {
		if !reflect.DeepEqual(results[w], results[0]) {
			t.Fatalf("worker %d saw %+v, worker 0 %+v", w, results[w], results[0])
		}
	}
	if cache.Len() != 5 {
		t.Fatalf("Len = %d", cache.Len())
	}
}

func TestCacheWaiterHonoursContext(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{})
	cache := NewCache()
	d := cache.Wrap(&funcDecider{name: "slow", fn: func(_ context.Context, req Request) (Answer, error) {
		close(started)
		<-release
		return firstChoice(req, ""), nil
	}})
	q := comparisonQs(1)
	done := make(chan error, 1)
	go func() {
		_, _, err := RunFrontier(context.Background(), d, q, State{})
		done <- err
	}()
	<-started
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := d.Decide(ctx, Request{Version: ProtocolVersion, Questions: q})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("waiter: %v", err)
	}
	close(release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
