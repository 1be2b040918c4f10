package semantictest

import (
	"maps"

	"github.com/jevtest/jev/semantic"
)

// Choose answers with probability p on criterion id and the rest of the mass
// spread evenly over the question's other criteria. When id is not a
// criterion of the question the answer is invalid and Decide returns the
// validation error.
func Choose(id string, p float64) Responder {
	return func(q semantic.Question, _ semantic.State) (map[string]float64, error) {
		return spread(q, id, p), nil
	}
}

// First answers with probability p on the question's first criterion (for a
// comparison, semantic.ChoiceEquivalent).
func First(p float64) Responder {
	return func(q semantic.Question, _ semantic.State) (map[string]float64, error) {
		return spread(q, q.Criteria[0].ID, p), nil
	}
}

// Fixed answers every question with a copy of probs.
func Fixed(probs map[string]float64) Responder {
	return func(semantic.Question, semantic.State) (map[string]float64, error) {
		return maps.Clone(probs), nil
	}
}

// Fail makes Decide return err.
func Fail(err error) Responder {
	return func(semantic.Question, semantic.State) (map[string]float64, error) { return nil, err }
}

// ChooseTarget answers a target-selection question with probability p on the
// first target of the request's state for which match is true and that the
// question lists as a criterion; with none, all mass goes to
// semantic.ChoiceNone.
func ChooseTarget(match func(semantic.Target) bool, p float64) Responder {
	return func(q semantic.Question, st semantic.State) (map[string]float64, error) {
		for _, t := range st.Targets {
			if match(t) && hasCriterion(q, t.ID) {
				return spread(q, t.ID, p), nil
			}
		}
		return map[string]float64{semantic.ChoiceNone: 1}, nil
	}
}

// ChooseSource is ChooseTarget for source-selection questions.
func ChooseSource(match func(semantic.Source) bool, p float64) Responder {
	return func(q semantic.Question, st semantic.State) (map[string]float64, error) {
		for _, s := range st.Sources {
			if match(s) && hasCriterion(q, s.ID) {
				return spread(q, s.ID, p), nil
			}
		}
		return map[string]float64{semantic.ChoiceNone: 1}, nil
	}
}

// RestOn answers as r, then moves all probability that is not on r's most
// probable criterion onto other: Choose(semantic.ChoiceEquivalent, 0.9)
// spreads 0.1 over different and insufficient_evidence, RestOn(
// semantic.ChoiceDifferent, Choose(semantic.ChoiceEquivalent, 0.9)) puts it
// all on different. When the most probable criterion is other itself, r's
// distribution is returned unchanged.
func RestOn(other string, r Responder) Responder {
	return func(q semantic.Question, st semantic.State) (map[string]float64, error) {
		probs, err := r(q, st)
		if err != nil {
			return nil, err
		}
		best := argmax(q, probs)
		if best == other {
			return probs, nil
		}
		p := probs[best]
		if p >= 1 {
			return map[string]float64{best: p}, nil
		}
		return map[string]float64{best: p, other: 1 - p}, nil
	}
}

// Data matches questions whose Data[key] equals value (for a comparison,
// "actual", "expected" or "context"; for a selection, "description").
func Data(key, value string) Matcher {
	return func(q semantic.Question, _ semantic.State) bool { return q.Data[key] == value }
}

func hasCriterion(q semantic.Question, id string) bool {
	for _, c := range q.Criteria {
		if c.ID == id {
			return true
		}
	}
	return false
}

// spread puts p on id and 1-p evenly on the other criteria.
func spread(q semantic.Question, id string, p float64) map[string]float64 {
	out := map[string]float64{id: p}
	others := 0
	for _, c := range q.Criteria {
		if c.ID != id {
			others++
		}
	}
	if others == 0 || p >= 1 {
		return out
	}
	for _, c := range q.Criteria {
		if c.ID != id {
			out[c.ID] = (1 - p) / float64(others)
		}
	}
	return out
}
