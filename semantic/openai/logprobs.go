package openai

import (
	"errors"
	"math"
	"strings"
)

// errNoOptionKey: none of the top tokens is an option key.
var errNoOptionKey = errors.New("no option key among the top logprobs")

// errBadLogprob: a logprob that is NaN or positive infinity.
var errBadLogprob = errors.New("invalid logprob value")

// topToken is one alternative of the first sampled token.
type topToken struct {
	token   string
	logprob float64
}

// normKey maps a sampled token to an option key: surrounding white space is
// dropped and letters are upper-cased (" a" and "A" are the same key).
func normKey(token string) string {
	return strings.ToUpper(strings.TrimSpace(token))
}

// distribution turns the top logprobs of the first token into a probability
// per criterion: exp(logprob) of each token that is an option key (tokens
// mapping to the same key add up), renormalised over the criteria. keys[i]
// is the option key of ids[i]. Criteria absent from the top logprobs get no
// entry (probability zero). The choice is the argmax, the first criterion in
// question order on a tie.
func distribution(top []topToken, keys, ids []string) (map[string]float64, string, error) {
	index := make(map[string]int, len(keys))
	for i, k := range keys {
		index[k] = i
	}
	mass := make([]float64, len(keys))
	total := 0.0
	for _, t := range top {
		if math.IsNaN(t.logprob) || math.IsInf(t.logprob, 1) {
			return nil, "", errBadLogprob
		}
		i, ok := index[normKey(t.token)]
		if !ok {
			continue
		}
		p := math.Exp(t.logprob)
		mass[i] += p
		total += p
	}
	if !(total > 0) {
		return nil, "", errNoOptionKey
	}
	probs := make(map[string]float64, len(keys))
	best := -1
	for i, m := range mass {
		if m <= 0 {
			continue
		}
		p := m / total
		probs[ids[i]] = p
		if best < 0 || p > probs[ids[best]] {
			best = i
		}
	}
	return probs, ids[best], nil
}
