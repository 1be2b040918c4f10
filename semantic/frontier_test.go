package semantic

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestRunFrontierEmpty(t *testing.T) {
	r := &recorder{}
	ds, u, err := RunFrontier(context.Background(), r, nil, State{})
	if ds != nil || !reflect.DeepEqual(u, Usage{}) || err != nil || r.calls() != 0 {
		t.Fatalf("ds=%v u=%+v err=%v calls=%d", ds, u, err, r.calls())
	}
}

func TestRunFrontierChunkCount(t *testing.T) {
	for _, tc := range []struct{ n, requests int }{{1, 1}, {63, 1}, {64, 1}, {65, 2}, {128, 2}, {129, 3}} {
		r := &recorder{model: "m"}
		qs := comparisonQs(tc.n)
		ds, u, err := RunFrontier(context.Background(), r, qs, State{})
		if err != nil {
			t.Fatalf("n=%d: %v", tc.n, err)
		}
		if r.calls() != tc.requests || u.Requests != tc.requests || u.Questions != tc.n || u.SerialDecisionDepth != 1 {
			t.Fatalf("n=%d: calls=%d usage=%+v, want %d requests", tc.n, r.calls(), u, tc.requests)
		}
		for _, req := range r.reqs {
			if len(req.Questions) > MaxChunkQuestions {
				t.Fatalf("n=%d: chunk of %d questions", tc.n, len(req.Questions))
			}
		}
		if len(ds) != tc.n {
			t.Fatalf("n=%d: %d decisions", tc.n, len(ds))
		}
		for i, d := range ds {
			if d.QuestionID != qs[i].ID || d.Choice != ChoiceEquivalent || d.Model != "m" {
				t.Fatalf("n=%d: decision %d = %+v", tc.n, i, d)
			}
		}
	}
}

func TestRunFrontierMaxQuestionsOption(t *testing.T) {
	r := &recorder{}
	_, u, err := RunFrontier(context.Background(), r, comparisonQs(7), State{}, WithMaxQuestions(3))
	if err != nil || u.Requests != 3 {
		t.Fatalf("requests=%d err=%v, want 3", u.Requests, err)
	}
	var sizes []int
	for _, req := range r.reqs {
		sizes = append(sizes, len(req.Questions))
	}
	total := 0
	for _, s := range sizes {
		total += s
	}
	if total != 7 || len(sizes) != 3 {
		t.Fatalf("chunk sizes %v", sizes)
	}
}

// sourceWave builds n source questions over a state with one big source per
// question plus one source every question shares.
func sourceWave(n, textLen int) ([]Question, State) {
	var st State
	st.Sources = append(st.Sources, Source{ID: "shared", Text: "Billing status"})
	var qs []Question
	for i := 0; i < n; i++ {
		id := fmt.Sprintf("t0_%d", i)
		text := make([]byte, textLen)
		for j := range text {
			text[j] = 'a' + byte((i+j)%26)
		}
		st.Sources = append(st.Sources, Source{ID: id, Frame: 0, Role: "cell", Text: string(text)})
		qs = append(qs, NewSourceQuestion(fmt.Sprintf("s%d", i), "billing status", []string{"shared", id}))
	}
	st.Targets = []Target{{ID: "f0:c1", Role: "button", Name: "Pay"}}
	return qs, st
}

func TestPlanChunksByteLimitIsExactAndGreedy(t *testing.T) {
	qs, st := sourceWave(40, 300)
	qs[5].Refs = append(qs[5].Refs, "f0:c1") // one question also refers to a target
	for _, limit := range []int{2000, 3000, 5000, 20000} {
		chunks, err := planChunks(qs, st, frontierConfig{maxQuestions: 64, maxBytes: limit})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for i, c := range chunks {
			b, err := EncodeRequest(c)
			if err != nil {
				t.Fatal(err)
			}
			if len(b) > limit {
				t.Fatalf("limit %d: chunk %d is %d bytes", limit, i, len(b))
			}
			// Greedy: adding the next question would have crossed the limit.
			if i+1 < len(chunks) {
				grown := Request{Version: ProtocolVersion, Questions: append(append([]Question(nil), c.Questions...), chunks[i+1].Questions[0])}
				grown.State = referencedState(grown.Questions, st)
				gb, _ := EncodeRequest(grown)
				if len(gb) <= limit {
					t.Fatalf("limit %d: chunk %d (%d bytes) could have taken one more question (%d bytes)", limit, i, len(b), len(gb))
				}
			}
			// Only referenced state, shared entries once, in state order.
			if !reflect.DeepEqual(c.State, referencedState(c.Questions, st)) {
				t.Fatalf("limit %d: chunk %d state %+v", limit, i, c.State)
			}
			if c.State.Sources[0].ID != "shared" {
				t.Fatalf("shared source missing from chunk %d", i)
			}
			n += len(c.Questions)
		}
		if n != len(qs) {
			t.Fatalf("limit %d: %d questions planned", limit, n)
		}
		if limit == 2000 && len(chunks) < 10 {
			t.Fatalf("limit 2000 gave only %d chunks", len(chunks))
		}
	}
}

func TestRunFrontierByteLimitSplitsAndOversizedGoesAlone(t *testing.T) {
	qs, st := sourceWave(6, 1000)
	r := &recorder{}
	ds, u, err := RunFrontier(context.Background(), r, qs, st, WithMaxBytes(100))
	if err != nil {
		t.Fatal(err)
	}
	if u.Requests != 6 || r.calls() != 6 || len(ds) != 6 {
		t.Fatalf("requests=%d calls=%d decisions=%d, want 6 single-question chunks", u.Requests, r.calls(), len(ds))
	}
	for _, req := range r.reqs {
		if len(req.Questions) != 1 || len(req.State.Sources) != 2 || req.State.Targets != nil {
			t.Fatalf("chunk = %d questions, state %+v", len(req.Questions), req.State)
		}
		if req.State.Sources[1].ID != req.Questions[0].Refs[1] {
			t.Fatalf("chunk carries %q for question referring to %q", req.State.Sources[1].ID, req.Questions[0].Refs[1])
		}
	}
	// The default 128 KiB limit splits 200 questions of 1 KiB sources.
	qs, st = sourceWave(200, 1000)
	r = &recorder{}
	_, u, err = RunFrontier(context.Background(), r, qs, st)
	if err != nil {
		t.Fatal(err)
	}
	if u.Requests < 2 || u.Requests != r.calls() {
		t.Fatalf("requests = %d", u.Requests)
	}
	for _, req := range r.reqs {
		b, _ := EncodeRequest(req)
		if len(b) > MaxChunkBytes || len(req.Questions) > MaxChunkQuestions {
			t.Fatalf("chunk of %d bytes, %d questions", len(b), len(req.Questions))
		}
	}
}

func TestRunFrontierChunksRunConcurrently(t *testing.T) {
	var inFlight atomic.Int32
	both := make(chan struct{})
	var once sync.Once
	d := &funcDecider{name: "barrier", fn: func(ctx context.Context, req Request) (Answer, error) {
		if inFlight.Add(1) == 2 {
			once.Do(func() { close(both) })
		}
		select {
		case <-both:
			return firstChoice(req, "m"), nil
		case <-time.After(5 * time.Second):
			return Answer{}, &ProviderError{Engine: "barrier", Class: ClassTimeout, Detail: "chunks did not overlap"}
		case <-ctx.Done():
			return Answer{}, ctx.Err()
		}
	}}
	ds, u, err := RunFrontier(context.Background(), d, comparisonQs(65), State{})
	if err != nil {
		t.Fatalf("chunks were not in flight together: %v", err)
	}
	if len(ds) != 65 || u.Requests != 2 || u.SerialDecisionDepth != 1 {
		t.Fatalf("decisions=%d usage=%+v", len(ds), u)
	}
}

// modelDecider answers chunk i (by its first question id) with models[i].
func modelDecider(models map[string]Answer) Decider {
	return &funcDecider{name: "models", fn: func(_ context.Context, req Request) (Answer, error) {
		tmpl := models[req.Questions[0].ID]
		a := firstChoice(req, tmpl.Model)
		a.Usage = tmpl.Usage
		if len(tmpl.Decisions) > 0 { // per-decision model override
			for i := range a.Decisions {
				a.Decisions[i].Model = tmpl.Decisions[0].Model
			}
		}
		return a, nil
	}}
}

func TestRunFrontierUsageModels(t *testing.T) {
	qs := comparisonQs(3)
	opt := WithMaxQuestions(1)
	for _, tc := range []struct {
		name   string
		models map[string]Answer
		model  string
		list   []string
	}{
		{"all same", map[string]Answer{"q0": {Model: "m"}, "q1": {Model: "m"}, "q2": {Model: "m"}}, "m", []string{"m"}},
		{"one missing", map[string]Answer{"q0": {Model: "m"}, "q1": {}, "q2": {Model: "m"}}, "", []string{"m"}},
		{"two different", map[string]Answer{"q0": {Model: "b"}, "q1": {Model: "a"}, "q2": {Model: "b"}}, "", []string{"a", "b"}},
		{"none reported", map[string]Answer{}, "", nil},
		{"decision-level model", map[string]Answer{"q0": {Decisions: []Decision{{Model: "m"}}}, "q1": {Model: "m"}, "q2": {Model: "m"}}, "m", []string{"m"}},
	} {
		_, u, err := RunFrontier(context.Background(), modelDecider(tc.models), qs, State{}, opt)
		if err != nil {
			t.Fatal(err)
		}
		if u.Model != tc.model || !reflect.DeepEqual(u.Models, tc.list) {
			t.Errorf("%s: model=%q models=%v, want %q %v", tc.name, u.Model, u.Models, tc.model, tc.list)
		}
	}
}

func TestRunFrontierUsageTokens(t *testing.T) {
	d := modelDecider(map[string]Answer{
		"q0": {Usage: TokenUsage{InputTokens: 100, OutputTokens: 3}},
		"q2": {Usage: TokenUsage{InputTokens: 50, OutputTokens: 2}},
	})
	_, u, err := RunFrontier(context.Background(), d, comparisonQs(4), State{}, WithMaxQuestions(2))
	if err != nil {
		t.Fatal(err)
	}
	want := Usage{Requests: 2, Questions: 4, SerialDecisionDepth: 1, InputTokens: 150, OutputTokens: 5, ProviderMs: u.ProviderMs}
	if !reflect.DeepEqual(u, want) || u.ProviderMs < 0 {
		t.Fatalf("usage = %+v, want %+v", u, want)
	}
}

func TestRunFrontierErrors(t *testing.T) {
	rateLimited := &ProviderError{Engine: "e", Class: ClassRateLimit, StatusCode: 429, RetryAfter: time.Second}
	for _, tc := range []struct {
		name  string
		fn    func(ctx context.Context, req Request) (Answer, error)
		check func(error) bool
	}{
		{"provider error kept", func(context.Context, Request) (Answer, error) { return Answer{}, rateLimited },
			func(err error) bool { return err == error(rateLimited) }},
		{"non-normalised answer", func(_ context.Context, req Request) (Answer, error) {
			a := firstChoice(req, "")
			a.Decisions[0].Probabilities = map[string]float64{"equivalent": 0.5}
			return a, nil
		}, func(err error) bool {
			var pe *ProviderError
			return errors.As(err, &pe) && pe.Class == ClassMalformed && pe.Engine == "f" && errors.Is(err, ErrNotNormalized)
		}},
		{"unknown id", func(_ context.Context, req Request) (Answer, error) {
			a := firstChoice(req, "")
			a.Decisions[0].Probabilities = map[string]float64{"yes": 1}
			return a, nil
		}, func(err error) bool {
			return errors.Is(err, ErrMalformedResponse) && errors.Is(err, ErrUnknownCriterion)
		}},
		{"truncated answer", func(_ context.Context, req Request) (Answer, error) {
			a := firstChoice(req, "")
			a.Decisions = a.Decisions[:1]
			return a, nil
		}, func(err error) bool { return errors.Is(err, ErrMalformedResponse) && errors.Is(err, ErrMissingAnswer) }},
		{"unclassified", func(context.Context, Request) (Answer, error) { return Answer{}, errors.New("boom") },
			func(err error) bool { return errors.Is(err, ErrServer) }},
		{"deadline", func(context.Context, Request) (Answer, error) { return Answer{}, context.DeadlineExceeded },
			func(err error) bool { return errors.Is(err, ErrTimeout) && errors.Is(err, context.DeadlineExceeded) }},
	} {
		ds, u, err := RunFrontier(context.Background(), &funcDecider{name: "f", fn: tc.fn}, comparisonQs(2), State{})
		if ds != nil || !reflect.DeepEqual(u, Usage{}) || !tc.check(err) {
			t.Errorf("%s: ds=%v u=%+v err=%v", tc.name, ds, u, err)
		}
	}
}

func TestRunFrontierFirstErrorCancelsOthers(t *testing.T) {
	canceled, started := make(chan struct{}), make(chan struct{})
	d := &funcDecider{name: "f", fn: func(ctx context.Context, req Request) (Answer, error) {
		if req.Questions[0].ID == "q0" {
			// Fail only once the other chunk is running, so that the test
			// is about cancelling it, not about whether a loaded machine
			// scheduled it before the error (it then never starts).
			select {
			case <-started:
			case <-time.After(5 * time.Second):
			}
			return Answer{}, &ProviderError{Engine: "f", Class: ClassServer, StatusCode: 503}
		}
		close(started)
		select {
		case <-ctx.Done():
			close(canceled)
			return Answer{}, ctx.Err()
		case <-time.After(5 * time.Second):
			return firstChoice(req, ""), nil
		}
	}}
	_, _, err := RunFrontier(context.Background(), d, comparisonQs(2), State{}, WithMaxQuestions(1))
	var pe *ProviderError
	if !errors.As(err, &pe) || pe.StatusCode != 503 || !errors.Is(err, ErrServer) {
		t.Fatalf("err = %v, want the 503", err)
	}
	// RunFrontier does not wait for an engine past the wave's end (see
	// TestRunFrontierDoesNotOutwaitADeafEngine): the other chunk sees the
	// cancellation soon after, well before its 5 s answer.
	select {
	case <-canceled:
	case <-time.After(2 * time.Second):
		t.Fatal("the other chunk was not cancelled")
	}
}

func TestRunFrontierCallerCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := &recorder{}
	_, _, err := RunFrontier(ctx, r, comparisonQs(1), State{})
	if !errors.Is(err, context.Canceled) || r.calls() != 0 {
		t.Fatalf("err=%v calls=%d", err, r.calls())
	}
	ctx, cancel = context.WithCancel(context.Background())
	d := &funcDecider{name: "f", fn: func(ctx context.Context, req Request) (Answer, error) {
		cancel()
		<-ctx.Done()
		return Answer{}, ctx.Err()
	}}
	_, _, err = RunFrontier(ctx, d, comparisonQs(1), State{})
	var pe *ProviderError
	if !errors.Is(err, context.Canceled) || errors.As(err, &pe) {
		t.Fatalf("caller cancel became %v", err)
	}
}

func TestRunFrontierRejectsInvalidWave(t *testing.T) {
	qs, st := sourceWave(2, 10)
	dup := append(comparisonQs(2), comparisonQs(1)...)
	badRef := append([]Question(nil), qs...)
	badRef[1].Refs = []string{"t9_9"}
	for _, tc := range []struct {
		name     string
		qs       []Question
		qid, cid string
	}{
		{"duplicate id", dup, "q0", ""},
		{"missing ref", badRef, "s1", "t9_9"},
		{"no criteria", []Question{{ID: "x", Instruction: "i"}}, "x", ""},
	} {
		r := &recorder{}
		_, _, err := RunFrontier(context.Background(), r, tc.qs, st)
		var ve *ValidationError
		if !errors.Is(err, ErrInvalidQuestion) || !errors.As(err, &ve) || ve.QuestionID != tc.qid || ve.CriterionID != tc.cid || r.calls() != 0 {
			t.Errorf("%s: err=%v calls=%d", tc.name, err, r.calls())
		}
	}
}

// An engine that sends one provider request per question (the openai
// engine) reports them in Answer.Requests, and usage counts them.
func TestRunFrontierCountsRequestsTheDeciderReports(t *testing.T) {
	d := &funcDecider{name: "per-question", fn: func(_ context.Context, req Request) (Answer, error) {
		a := firstChoice(req, "m")
		a.Requests = len(req.Questions)
		return a, nil
	}}
	_, u, err := RunFrontier(context.Background(), d, comparisonQs(70), State{})
	if err != nil {
		t.Fatal(err)
	}
	if u.Requests != 70 || u.SerialDecisionDepth != 1 {
		t.Fatalf("usage %+v, want 70 requests at depth 1", u)
	}
}

// An engine that ignores ctx (a computation that runs on, a call that
// blocks) is not waited for beyond it: the wave ends with the deadline, as
// a timeout ProviderError.
func TestRunFrontierDoesNotOutwaitADeafEngine(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	d := &funcDecider{name: "deaf", fn: func(context.Context, Request) (Answer, error) {
		<-release
		return Answer{}, errors.New("late")
	}}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, _, err := RunFrontier(ctx, d, comparisonQs(1), State{})
		done <- err
	}()
	select {
	case err := <-done:
		var pe *ProviderError
		if !errors.Is(err, context.DeadlineExceeded) || !errors.As(err, &pe) || pe.Class != ClassTimeout {
			t.Fatalf("err = %v, want a timeout ProviderError", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("RunFrontier waited on an engine past its context's deadline")
	}
}
