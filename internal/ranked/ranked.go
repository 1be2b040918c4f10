// Package ranked lists the choices a decision gave probability to, best
// first: the one ranking behind compare's source candidates and locate's
// target candidates.
package ranked

import "sort"

// Top maps each id of probs that has a probability above zero and an
// entry in byID through f, best first (equal probabilities by id), and
// keeps at most n. Ids missing from byID are skipped before the cut.
func Top[T, R any](probs map[string]float64, byID map[string]T, n int, f func(id string, v T, p float64) R) []R {
	type scored struct {
		id string
		p  float64
	}
	var ids []scored
	for id, p := range probs {
		if _, ok := byID[id]; ok && p > 0 {
			ids = append(ids, scored{id, p})
		}
	}
	sort.Slice(ids, func(i, j int) bool {
		if ids[i].p != ids[j].p {
			return ids[i].p > ids[j].p
		}
		return ids[i].id < ids[j].id
	})
	var out []R
	for _, s := range ids[:min(len(ids), max(n, 0))] {
		out = append(out, f(s.id, byID[s.id], s.p))
	}
	return out
}
