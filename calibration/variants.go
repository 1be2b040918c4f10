package calibration

import (
	"context"
	"hash/fnv"
	"math/rand/v2"
	"slices"

	"github.com/jevtest/jev/semantic"
)

// orderRNG is the deterministic generator of one case's shuffles: seeded by
// the run seed and the case's file and id, so the orders asked do not depend
// on sharding, concurrency or the other cases.
func orderRNG(seed uint64, file, id string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(file))
	h.Write([]byte{0})
	h.Write([]byte(id))
	return rand.New(rand.NewPCG(seed, h.Sum64()))
}

// shuffledOrders returns k criteria orders of ids drawn by rng. Each differs
// from the original order when ids has more than one element (a draw equal
// to it is redrawn, at most a few times).
func shuffledOrders(rng *rand.Rand, ids []string, k int) [][]string {
	out := make([][]string, 0, k)
	for range k {
		p := slices.Clone(ids)
		for try := 0; try < 8; try++ {
			rng.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
			if len(p) < 2 || !slices.Equal(p, ids) {
				break
			}
		}
		out = append(out, p)
	}
	return out
}

// askOrderVariants re-asks the comparison question q through d once per
// order, each with q's criteria in that order, and summarises the spread
// against the original choice and confidence. Each re-ask is its own
// validated frontier; a failure stops the re-asks and is recorded.
func askOrderVariants(ctx context.Context, d semantic.Decider, q semantic.Question, choice string, conf float64, orders [][]string) *OrderVariants {
	byID := make(map[string]semantic.Criterion, len(q.Criteria))
	for _, c := range q.Criteria {
		byID[c.ID] = c
	}
	var variants []OrderVariant
	var usage semantic.Usage
	errMsg := ""
	for _, order := range orders {
		v := q
		v.Criteria = make([]semantic.Criterion, len(order))
		for i, id := range order {
			v.Criteria[i] = byID[id]
		}
		ds, u, err := semantic.RunFrontier(ctx, d, []semantic.Question{v}, semantic.State{})
		if err != nil {
			errMsg = err.Error()
			break
		}
		usage = usage.Then(u)
		variants = append(variants, OrderVariant{Order: order, Choice: ds[0].Choice, Confidence: ds[0].Confidence()})
	}
	ov := NewOrderVariants(choice, conf, variants)
	ov.Usage, ov.Error = usage, errMsg
	return ov
}
