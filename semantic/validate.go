package semantic

import (
	"errors"
	"fmt"
	"math"
	"sort"
)

// SumTolerance is how far the probabilities of a decision may sum from 1.
const SumTolerance = 1e-3

// argmaxTolerance absorbs float rounding when checking that the choice is the
// argmax: a choice within this distance of the maximum is accepted (ties).
const argmaxTolerance = 1e-9

// Validation sentinels, matched with errors.Is on a *ValidationError (and on
// a *ProviderError of class malformed_response that wraps one).
var (
	// ErrUnknownCriterion: a probability key or the choice is not one of the
	// question's criterion ids.
	ErrUnknownCriterion = errors.New("semantic: unknown criterion id")
	// ErrEmptyDistribution: a decision without any probability.
	ErrEmptyDistribution = errors.New("semantic: empty probability distribution")
	// ErrInvalidProbability: a probability that is NaN, infinite, negative
	// or greater than 1.
	ErrInvalidProbability = errors.New("semantic: invalid probability")
	// ErrNotNormalized: probabilities that do not sum to 1 within
	// SumTolerance.
	ErrNotNormalized = errors.New("semantic: probabilities do not sum to 1")
	// ErrChoiceNotArgmax: the choice is not the most probable criterion.
	ErrChoiceNotArgmax = errors.New("semantic: choice is not the argmax")
	// ErrMissingAnswer: a question of the request has no decision.
	ErrMissingAnswer = errors.New("semantic: question has no decision")
	// ErrDuplicateAnswer: a question has more than one decision.
	ErrDuplicateAnswer = errors.New("semantic: question has more than one decision")
	// ErrUnknownQuestion: a decision names a question that was not asked.
	ErrUnknownQuestion = errors.New("semantic: decision for a question that was not asked")
	// ErrInvalidQuestion: a question that cannot be answered (empty id, no
	// criteria, empty or duplicate criterion id, duplicate question id in a
	// request, reference to a state entry that is not there).
	ErrInvalidQuestion = errors.New("semantic: invalid question")
)

// ValidationError locates a validation failure. Err is one of the
// validation sentinels; errors.Is and errors.As see through it.
type ValidationError struct {
	QuestionID  string
	CriterionID string // the offending criterion id, when there is one
	Err         error
}

func (e *ValidationError) Error() string {
	msg := "semantic: question " + quoteID(e.QuestionID)
	if e.CriterionID != "" {
		msg += " criterion " + quoteID(e.CriterionID)
	}
	return msg + ": " + trimPrefix(e.Err.Error())
}

// Unwrap returns the sentinel.
func (e *ValidationError) Unwrap() error { return e.Err }

// quoteID quotes an id for an error message, truncated so that a provider
// cannot smuggle a long body into an error through an id.
func quoteID(id string) string {
	const max = 64
	if len(id) > max {
		cut := max
		for cut > 0 && !isRuneStart(id[cut]) {
			cut--
		}
		return fmt.Sprintf("%q…", id[:cut])
	}
	return fmt.Sprintf("%q", id)
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

func trimPrefix(s string) string {
	const p = "semantic: "
	if len(s) > len(p) && s[:len(p)] == p {
		return s[len(p):]
	}
	return s
}

func invalid(qid, cid string, err error) *ValidationError {
	return &ValidationError{QuestionID: qid, CriterionID: cid, Err: err}
}

// ValidateQuestion checks that q can be answered: a non-empty id and at least
// one criterion, every criterion id non-empty and unique. It returns a
// *ValidationError wrapping ErrInvalidQuestion.
func ValidateQuestion(q Question) error {
	if q.ID == "" {
		return invalid("", "", fmt.Errorf("%w: empty question id", ErrInvalidQuestion))
	}
	if len(q.Criteria) == 0 {
		return invalid(q.ID, "", fmt.Errorf("%w: no criteria", ErrInvalidQuestion))
	}
	seen := make(map[string]bool, len(q.Criteria))
	for _, c := range q.Criteria {
		if c.ID == "" {
			return invalid(q.ID, "", fmt.Errorf("%w: empty criterion id", ErrInvalidQuestion))
		}
		if seen[c.ID] {
			return invalid(q.ID, c.ID, fmt.Errorf("%w: duplicate criterion id", ErrInvalidQuestion))
		}
		seen[c.ID] = true
	}
	return nil
}

// ValidateDecision checks d against q and fails closed. The checks, in
// order: the decision names q (ErrUnknownQuestion); the distribution is not
// empty (ErrEmptyDistribution); every key, in sorted order, is a criterion of
// q (ErrUnknownCriterion) with a finite probability in [0, 1]
// (ErrInvalidProbability); the probabilities sum to 1 within SumTolerance
// (ErrNotNormalized; criteria with zero probability may be omitted); the
// choice is a criterion (ErrUnknownCriterion) and the argmax
// (ErrChoiceNotArgmax; ties are accepted). Every failure is a
// *ValidationError naming the question and, where relevant, the criterion.
func ValidateDecision(q Question, d Decision) error {
	if d.QuestionID != q.ID {
		return invalid(d.QuestionID, "", ErrUnknownQuestion)
	}
	if len(d.Probabilities) == 0 {
		return invalid(q.ID, "", ErrEmptyDistribution)
	}
	known := make(map[string]bool, len(q.Criteria))
	for _, c := range q.Criteria {
		known[c.ID] = true
	}
	keys := make([]string, 0, len(d.Probabilities))
	for k := range d.Probabilities {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	sum, max := 0.0, math.Inf(-1)
	for _, k := range keys {
		if !known[k] {
			return invalid(q.ID, k, ErrUnknownCriterion)
		}
		p := d.Probabilities[k]
		if math.IsNaN(p) || math.IsInf(p, 0) || p < 0 || p > 1 {
			return invalid(q.ID, k, ErrInvalidProbability)
		}
		sum += p
		if p > max {
			max = p
		}
	}
	if math.Abs(sum-1) > SumTolerance {
		return invalid(q.ID, "", ErrNotNormalized)
	}
	if !known[d.Choice] {
		return invalid(q.ID, d.Choice, ErrUnknownCriterion)
	}
	if d.Probabilities[d.Choice] < max-argmaxTolerance {
		return invalid(q.ID, d.Choice, ErrChoiceNotArgmax)
	}
	return nil
}

// ValidateAnswer validates a decider's answer to req and returns its
// decisions in the order of req.Questions. It fails closed on the first
// problem, checking decisions in answer order: a decision for a question not
// in req (ErrUnknownQuestion), a second decision for a question
// (ErrDuplicateAnswer), an invalid decision (see ValidateDecision); then a
// question without a decision (ErrMissingAnswer). An answer whose Version is
// set to anything but ProtocolVersion is rejected with a *VersionError (an
// in-process decider may leave Version empty; DecodeAnswer requires it).
//
// A decision without a Model inherits a.Model: the answer's model id is the
// model of each of its decisions. Returned decisions do not share maps with a.
func ValidateAnswer(req Request, a Answer) ([]Decision, error) {
	if a.Version != "" && a.Version != ProtocolVersion {
		return nil, &VersionError{Doc: "answer", Got: a.Version}
	}
	index := make(map[string]int, len(req.Questions))
	for i, q := range req.Questions {
		index[q.ID] = i
	}
	out := make([]Decision, len(req.Questions))
	seen := make([]bool, len(req.Questions))
	for _, d := range a.Decisions {
		i, ok := index[d.QuestionID]
		if !ok {
			return nil, invalid(d.QuestionID, "", ErrUnknownQuestion)
		}
		if seen[i] {
			return nil, invalid(d.QuestionID, "", ErrDuplicateAnswer)
		}
		if err := ValidateDecision(req.Questions[i], d); err != nil {
			return nil, err
		}
		seen[i] = true
		d.Probabilities = cloneProbs(d.Probabilities)
		if d.Model == "" {
			d.Model = a.Model
		}
		out[i] = d
	}
	for i, q := range req.Questions {
		if !seen[i] {
			return nil, invalid(q.ID, "", ErrMissingAnswer)
		}
	}
	return out, nil
}

func cloneProbs(m map[string]float64) map[string]float64 {
	c := make(map[string]float64, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// AsMalformed classifies err — a validation or decoding failure of what a
// provider returned — as a *ProviderError of class malformed_response for
// engine. errors.Is matches both ErrMalformedResponse and the wrapped
// sentinel (e.g. ErrNotNormalized). A nil err gives nil; an err that already
// is a *ProviderError is returned unchanged.
func AsMalformed(engine string, err error) *ProviderError {
	if err == nil {
		return nil
	}
	var pe *ProviderError
	if errors.As(err, &pe) {
		return pe
	}
	return &ProviderError{Engine: engine, Class: ClassMalformed, Detail: "invalid answer", Err: err}
}
