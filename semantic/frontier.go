package semantic

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/jevtest/jev/internal/await"
)

// Transport limits of one provider request (the semantic-operations contract).
const (
	MaxChunkQuestions = 64
	MaxChunkBytes     = 128 << 10
)

type frontierConfig struct {
	maxQuestions int
	maxBytes     int
}

// FrontierOption configures RunFrontier.
type FrontierOption func(*frontierConfig)

// WithMaxQuestions caps the questions per transport chunk (default
// MaxChunkQuestions). Values below 1 are ignored.
func WithMaxQuestions(n int) FrontierOption {
	return func(c *frontierConfig) {
		if n >= 1 {
			c.maxQuestions = n
		}
	}
}

// WithMaxBytes caps the encoded request size per transport chunk (default
// MaxChunkBytes). Values below 1 are ignored.
func WithMaxBytes(n int) FrontierOption {
	return func(c *frontierConfig) {
		if n >= 1 {
			c.maxBytes = n
		}
	}
}

// RunFrontier asks one wave of independent questions. The wave is split, in
// question order, into transport chunks of at most 64 questions and 128 KiB
// of encoded Request JSON; each chunk carries only the state entries its
// questions reference (a single question too big for the byte limit is sent
// alone). Chunks run concurrently; every answer is validated with
// ValidateAnswer and decisions are returned in the order of qs.
//
// Before anything is sent, qs is checked (ValidateQuestion, unique ids, every
// ref present in st): a failure is a *ValidationError wrapping
// ErrInvalidQuestion. The first chunk failure fails the wave and cancels the
// other chunks: a decider's *ProviderError is returned as is, an invalid
// answer as a malformed_response *ProviderError (see AsMalformed), a context
// deadline as a timeout *ProviderError, and a cancellation by the caller as
// the context's error.
//
// Usage: Requests = chunks sent to the decider, or the provider requests a
// decider reports in Answer.Requests when it sent several for one chunk (a
// chunk fully answered from a Cache costs none), Questions = len(qs), SerialDecisionDepth = 1 when any
// request was sent, tokens summed, ProviderMs = wall time of the wave,
// Models = sorted distinct model ids reported, Model set only when every
// decision is attributed to the same single model. Empty qs sends nothing
// and returns zero usage.
func RunFrontier(ctx context.Context, d Decider, qs []Question, st State, opts ...FrontierOption) ([]Decision, Usage, error) {
	cfg := frontierConfig{maxQuestions: MaxChunkQuestions, maxBytes: MaxChunkBytes}
	for _, o := range opts {
		o(&cfg)
	}
	if len(qs) == 0 {
		return nil, Usage{}, nil
	}
	if err := ctx.Err(); err != nil {
		return nil, Usage{}, err
	}
	chunks, err := planChunks(qs, st, cfg)
	if err != nil {
		return nil, Usage{}, err
	}

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	start := time.Now()
	results := make([]chunkResult, len(chunks))
	var (
		wg       sync.WaitGroup
		once     sync.Once
		firstErr error
	)
	for i, req := range chunks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := runChunk(ctx, d, req)
			if err != nil {
				once.Do(func() {
					firstErr = err
					cancel()
				})
				return
			}
			results[i] = r
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	if firstErr != nil {
		return nil, Usage{}, firstErr
	}

	decisions := make([]Decision, 0, len(qs))
	var u Usage
	for _, r := range results {
		decisions = append(decisions, r.decisions...)
		u = u.Merge(r.usage)
	}
	u.Questions = len(qs)
	u.SerialDecisionDepth = 0
	if u.Requests > 0 {
		u.SerialDecisionDepth = 1
	}
	u.ProviderMs = elapsed.Milliseconds()
	return decisions, u, nil
}

type chunkResult struct {
	decisions []Decision
	usage     Usage
}

func runChunk(ctx context.Context, d Decider, req Request) (chunkResult, error) {
	// An engine that does not watch ctx (a long computation, a blocked
	// call) is not waited for beyond it: the wave ends with ctx.
	a, err := await.Call(ctx, func() (Answer, error) { return d.Decide(ctx, req) }, nil)
	if err != nil {
		return chunkResult{}, classify(ctx, d.Name(), err)
	}
	ds, err := ValidateAnswer(req, a)
	if err != nil {
		return chunkResult{}, AsMalformed(d.Name(), err)
	}
	u := Usage{
		Questions:    len(req.Questions),
		InputTokens:  a.Usage.InputTokens,
		OutputTokens: a.Usage.OutputTokens,
	}
	if !a.cached {
		u.Requests = max(1, a.Requests)
	}
	u.Models, u.Model = attribution(ds)
	return chunkResult{decisions: ds, usage: u}, nil
}

// attribution returns the sorted distinct model ids of ds and the single
// model when every decision names the same one.
func attribution(ds []Decision) (models []string, model string) {
	complete := true
	for _, d := range ds {
		if d.Model == "" {
			complete = false
			continue
		}
		models = addModel(models, d.Model)
	}
	if complete && len(models) == 1 {
		model = models[0]
	}
	return models, model
}

// classify turns a decider's error into the frontier's error contract.
func classify(ctx context.Context, engine string, err error) error {
	var pe *ProviderError
	if errors.As(err, &pe) {
		return err
	}
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		return err
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return &ProviderError{Engine: engine, Class: ClassTimeout, Detail: "deadline exceeded", Err: err}
	}
	return &ProviderError{Engine: engine, Class: ClassServer, Detail: "unclassified decider error", Err: err}
}

// planChunks splits qs into transport requests. Chunks are contiguous runs
// of qs, so concatenating their answers keeps question order.
func planChunks(qs []Question, st State, cfg frontierConfig) ([]Request, error) {
	srcIdx := make(map[string]int, len(st.Sources))
	for i, s := range st.Sources {
		srcIdx[s.ID] = i
	}
	tgtIdx := make(map[string]int, len(st.Targets))
	for i, t := range st.Targets {
		tgtIdx[t.ID] = i
	}
	srcSize := make(map[int]int)
	tgtSize := make(map[int]int)
	seen := make(map[string]bool, len(qs))

	var chunks []Request
	var cur chunkBuilder
	cur.reset()
	flush := func() {
		if len(cur.questions) > 0 {
			chunks = append(chunks, cur.request(st))
		}
		cur.reset()
	}
	for _, q := range qs {
		if err := ValidateQuestion(q); err != nil {
			return nil, err
		}
		if seen[q.ID] {
			return nil, invalid(q.ID, "", fmt.Errorf("%w: duplicate question id in the wave", ErrInvalidQuestion))
		}
		seen[q.ID] = true
		qb, err := json.Marshal(q)
		if err != nil {
			return nil, invalid(q.ID, "", fmt.Errorf("%w: %v", ErrInvalidQuestion, err))
		}
		var srcs, tgts []int
		for _, ref := range q.Refs {
			if i, ok := srcIdx[ref]; ok {
				srcs = append(srcs, i)
				if _, ok := srcSize[i]; !ok {
					srcSize[i] = jsonLen(st.Sources[i])
				}
			} else if i, ok := tgtIdx[ref]; ok {
				tgts = append(tgts, i)
				if _, ok := tgtSize[i]; !ok {
					tgtSize[i] = jsonLen(st.Targets[i])
				}
			} else {
				return nil, invalid(q.ID, ref, fmt.Errorf("%w: reference to a state entry that is not in the request", ErrInvalidQuestion))
			}
		}
		if len(cur.questions) > 0 &&
			(len(cur.questions) >= cfg.maxQuestions || cur.sizeWith(len(qb), srcs, tgts, srcSize, tgtSize) > cfg.maxBytes) {
			flush()
		}
		cur.add(q, len(qb), srcs, tgts, srcSize, tgtSize)
	}
	flush()
	return chunks, nil
}

func jsonLen(v any) int {
	b, _ := json.Marshal(v) // Source and Target always marshal
	return len(b)
}

// chunkBuilder tracks the exact encoded size of a chunk as it grows. The
// encoding is {"version":V,"questions":[Q,...],"state":{"sources":[S,...],"targets":[T,...]}}
// with the state arrays omitted when empty.
type chunkBuilder struct {
	questions []Question
	qBytes    int
	srcs      map[int]bool
	tgts      map[int]bool
	sBytes    int
	tBytes    int
}

func (c *chunkBuilder) reset() {
	*c = chunkBuilder{srcs: map[int]bool{}, tgts: map[int]bool{}}
}

var emptyRequestLen = func() int {
	b, _ := EncodeRequest(Request{})
	return len(b)
}()

func listLen(n, bytes int, name string) int {
	if n == 0 {
		return 0
	}
	return len(`"`+name+`":[]`) + bytes + n - 1
}

func (c *chunkBuilder) size(nq, qBytes, ns, sBytes, nt, tBytes int) int {
	n := emptyRequestLen + qBytes
	if nq > 1 {
		n += nq - 1
	}
	n += listLen(ns, sBytes, "sources") + listLen(nt, tBytes, "targets")
	if ns > 0 && nt > 0 {
		n++ // comma between the two state arrays
	}
	return n
}

func (c *chunkBuilder) sizeWith(qLen int, srcs, tgts []int, srcSize, tgtSize map[int]int) int {
	ns, sb := len(c.srcs), c.sBytes
	for _, i := range uniq(srcs) {
		if !c.srcs[i] {
			ns++
			sb += srcSize[i]
		}
	}
	nt, tb := len(c.tgts), c.tBytes
	for _, i := range uniq(tgts) {
		if !c.tgts[i] {
			nt++
			tb += tgtSize[i]
		}
	}
	return c.size(len(c.questions)+1, c.qBytes+qLen, ns, sb, nt, tb)
}

func uniq(xs []int) []int {
	if len(xs) < 2 {
		return xs
	}
	seen := make(map[int]bool, len(xs))
	out := xs[:0:0]
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func (c *chunkBuilder) add(q Question, qLen int, srcs, tgts []int, srcSize, tgtSize map[int]int) {
	c.questions = append(c.questions, q)
	c.qBytes += qLen
	for _, i := range srcs {
		if !c.srcs[i] {
			c.srcs[i] = true
			c.sBytes += srcSize[i]
		}
	}
	for _, i := range tgts {
		if !c.tgts[i] {
			c.tgts[i] = true
			c.tBytes += tgtSize[i]
		}
	}
}

// request builds the chunk's Request with its state entries in the order of
// the wave's State.
func (c *chunkBuilder) request(st State) Request {
	req := Request{Version: ProtocolVersion, Questions: c.questions}
	for i, s := range st.Sources {
		if c.srcs[i] {
			req.State.Sources = append(req.State.Sources, s)
		}
	}
	for i, t := range st.Targets {
		if c.tgts[i] {
			req.State.Targets = append(req.State.Targets, t)
		}
	}
	return req
}
