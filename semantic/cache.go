package semantic

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"sync"
)

// Cache remembers decisions keyed on the canonical question: the engine
// name, kind, instruction, criteria (ids and labels, in order), data and the
// content of every referenced state entry — not the question id and not
// only the ref ids. Asking the same question about the same evidence again
// returns the first decision without calling the decider, so a caller cannot
// re-sample until a favourable answer appears; changed evidence is a new
// question. Only validated decisions are stored; failures are not.
//
// A Cache is safe for concurrent use. Concurrent identical questions are
// asked once: later callers wait for the first one's answer.
type Cache struct {
	mu      sync.Mutex
	entries map[string]*cacheEntry
	hits    int
	misses  int
}

type cacheEntry struct {
	done     chan struct{} // closed when decision or err is set
	decision Decision
	err      error
}

// NewCache returns an empty decision cache.
func NewCache() *Cache { return &Cache{entries: map[string]*cacheEntry{}} }

// Len returns the number of stored decisions.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, e := range c.entries {
		select {
		case <-e.done:
			if e.err == nil {
				n++
			}
		default:
		}
	}
	return n
}

// Stats returns how many questions were answered from the cache (including
// those that waited for an identical in-flight question) and how many were
// sent to a decider.
func (c *Cache) Stats() (hits, misses int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits, c.misses
}

// Wrap returns a Decider that answers from c and asks d only the questions
// c has not seen. Its Name is d's. An answer served without calling d
// reports FromCache() and costs no request in RunFrontier's usage.
func (c *Cache) Wrap(d Decider) Decider { return &cachedDecider{cache: c, inner: d} }

// Cached wraps d with a new, private Cache.
func Cached(d Decider) Decider { return NewCache().Wrap(d) }

type cachedDecider struct {
	cache *Cache
	inner Decider
}

func (c *cachedDecider) Name() string { return c.inner.Name() }

// CanonicalKey returns the cache key of q asked to engine with the evidence
// in st: the hex SHA-256 of a canonical JSON document that holds everything a
// decider sees of q except its id, including the content of each entry q.Refs
// names (a ref absent from st is recorded as absent).
func CanonicalKey(engine string, q Question, st State) string {
	type ref struct {
		ID     string  `json:"id"`
		Source *Source `json:"source,omitempty"`
		Target *Target `json:"target,omitempty"`
	}
	doc := struct {
		Version     string            `json:"v"`
		Engine      string            `json:"engine"`
		Kind        Kind              `json:"kind"`
		Instruction string            `json:"instruction"`
		Criteria    []Criterion       `json:"criteria"`
		Data        map[string]string `json:"data"`
		Refs        []ref             `json:"refs"`
	}{ProtocolVersion, engine, q.Kind, q.Instruction, q.Criteria, q.Data, nil}
	for _, id := range q.Refs {
		r := ref{ID: id}
		for i := range st.Sources {
			if st.Sources[i].ID == id {
				r.Source = &st.Sources[i]
				break
			}
		}
		if r.Source == nil {
			for i := range st.Targets {
				if st.Targets[i].ID == id {
					r.Target = &st.Targets[i]
					break
				}
			}
		}
		doc.Refs = append(doc.Refs, r)
	}
	b, _ := json.Marshal(doc) // strings, maps of strings and ints always marshal
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func (c *cachedDecider) Decide(ctx context.Context, req Request) (Answer, error) {
	keys := make([]string, len(req.Questions))
	for i, q := range req.Questions {
		keys[i] = CanonicalKey(c.inner.Name(), q, req.State)
	}
	out := make([]Decision, len(req.Questions))
	pending := make([]int, len(req.Questions))
	for i := range pending {
		pending[i] = i
	}
	var inner Answer
	called := false
	for len(pending) > 0 {
		owned, waiting := c.claim(req.Questions, keys, pending, out)
		if len(owned) > 0 {
			a, err := c.ask(ctx, req, owned, keys)
			if err != nil {
				return Answer{}, err
			}
			called = true
			inner.Usage.InputTokens += a.Usage.InputTokens
			inner.Usage.OutputTokens += a.Usage.OutputTokens
			for _, i := range owned {
				out[i] = withID(c.cache.lookup(keys[i]), req.Questions[i].ID)
			}
		}
		pending = pending[:0]
		for _, i := range waiting {
			e := c.cache.entry(keys[i])
			if e == nil {
				pending = append(pending, i) // owner failed and left; try again
				continue
			}
			select {
			case <-e.done:
			case <-ctx.Done():
				return Answer{}, ctx.Err()
			}
			if e.err != nil {
				pending = append(pending, i)
				continue
			}
			out[i] = withID(e.decision, req.Questions[i].ID)
		}
	}
	a := Answer{Version: ProtocolVersion, Decisions: out, Usage: inner.Usage, cached: !called}
	_, a.Model = attribution(out)
	return a, nil
}

// claim sorts pending questions into stored hits (written to out), questions
// this call now owns (one owner index per distinct key) and questions that
// wait for another owner (in this call or another).
func (c *cachedDecider) claim(qs []Question, keys []string, pending []int, out []Decision) (owned, waiting []int) {
	cc := c.cache
	cc.mu.Lock()
	defer cc.mu.Unlock()
	owners := map[string]int{}
	for _, i := range pending {
		k := keys[i]
		if e, ok := cc.entries[k]; ok {
			select {
			case <-e.done:
				if e.err == nil {
					out[i] = withID(e.decision, qs[i].ID)
					cc.hits++
					continue
				}
			default:
			}
			cc.hits++
			waiting = append(waiting, i)
			continue
		}
		if _, ok := owners[k]; ok {
			cc.hits++
			waiting = append(waiting, i)
			continue
		}
		cc.entries[k] = &cacheEntry{done: make(chan struct{})}
		owners[k] = i
		owned = append(owned, i)
		cc.misses++
	}
	return owned, waiting
}

// ask sends the owned questions to the inner decider, validates the answer
// and settles their entries (stored on success, removed on failure).
func (c *cachedDecider) ask(ctx context.Context, req Request, owned []int, keys []string) (Answer, error) {
	sub := Request{Version: ProtocolVersion, State: req.State}
	for _, i := range owned {
		sub.Questions = append(sub.Questions, req.Questions[i])
	}
	sub.State = referencedState(sub.Questions, req.State)
	a, err := c.inner.Decide(ctx, sub)
	var ds []Decision
	if err == nil {
		ds, err = ValidateAnswer(sub, a)
		if err != nil {
			err = AsMalformed(c.inner.Name(), err)
		}
	}
	cc := c.cache
	cc.mu.Lock()
	defer cc.mu.Unlock()
	for j, i := range owned {
		e := cc.entries[keys[i]]
		if err != nil {
			e.err = err
			delete(cc.entries, keys[i])
		} else {
			e.decision = withID(ds[j], "")
		}
		close(e.done)
	}
	return a, err
}

func (c *Cache) lookup(key string) Decision {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.entries[key].decision
}

func (c *Cache) entry(key string) *cacheEntry {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.entries[key]
}

// withID returns a copy of d for question id (maps are not shared).
func withID(d Decision, id string) Decision {
	d.QuestionID = id
	d.Probabilities = cloneProbs(d.Probabilities)
	return d
}

// referencedState keeps only the state entries that qs reference, in st's
// order.
func referencedState(qs []Question, st State) State {
	refs := map[string]bool{}
	for _, q := range qs {
		for _, r := range q.Refs {
			refs[r] = true
		}
	}
	var out State
	for _, s := range st.Sources {
		if refs[s.ID] {
			out.Sources = append(out.Sources, s)
		}
	}
	for _, t := range st.Targets {
		if refs[t.ID] {
			out.Targets = append(out.Targets, t)
		}
	}
	return out
}
