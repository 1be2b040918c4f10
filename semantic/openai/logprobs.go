package openai

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// errNoOptionKey: none of the top tokens is an option key.
var errNoOptionKey = errors.New("no option key among the top logprobs")

// errBadLogprob: a logprob that is not a finite JSON number <= 0.
var errBadLogprob = errors.New("invalid logprob value: not a finite number <= 0")

// parseLogprob reads the raw JSON text of a logprob. Only a JSON number
// that is finite and <= 0 is a log probability: null, booleans, strings,
// objects, a missing field, positive values and numbers out of float64
// range are errBadLogprob, never coerced. (-9999, the API's "very
// unlikely", is a valid number and becomes probability 0.)
func parseLogprob(raw string) (float64, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" || !json.Valid([]byte(raw)) || !isJSONNumber(raw) {
		return 0, errBadLogprob
	}
	v, err := strconv.ParseFloat(raw, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) || v > 0 {
		return 0, errBadLogprob
	}
	return v, nil
}

// isJSONNumber reports whether a valid JSON value is a number.
func isJSONNumber(raw string) bool {
	c := raw[0]
	return c == '-' || (c >= '0' && c <= '9')
}

// errLowOptionMass: the option keys together carry less than MinOptionMass.
var errLowOptionMass = errors.New("too little probability on the option keys")

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
	if total < MinOptionMass {
		return nil, "", fmt.Errorf("%w: option keys carry %.6g of the probability, floor %g", errLowOptionMass, total, MinOptionMass)
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

// MinOptionMass is the least probability the first output token must put
// on the option keys together. Below it the model did not answer the
// question, and renormalising over the options would turn a crumb into
// certainty: the answer is malformed_response, with the mass in its detail.
const MinOptionMass = 0.5
