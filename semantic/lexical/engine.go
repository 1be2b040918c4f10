package lexical

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"time"
	"unicode/utf8"

	"github.com/jevtest/jev/semantic"
)

// EngineName is what Engine.Name returns.
const EngineName = "lexical"

// ModelID is the stable version id of the engine's rules and lexicon,
// reported as Answer.Model and Decision.Model. It changes whenever a change
// of rules or lexicon can change a decision.
const ModelID = "lexical/11"

// Engine is the embedded default decision engine: offline, deterministic,
// with no network and no weights. It answers comparison, source-selection
// and target-selection questions from a shipped lexicon and typed-value
// rules. An Engine is immutable after New and safe for concurrent use.
type Engine struct {
	config
}

type config struct {
	ambiguity float64
	clock     func() time.Time
}

// Option configures an Engine (New).
type Option func(*config)

// ErrInvalidOption: an option value outside what the option accepts. Decide
// returns it (errors.Is) inside a *semantic.ProviderError of class
// configuration, naming the option and the accepted range, before it
// answers any question.
var ErrInvalidOption = errors.New("lexical: invalid option")

// WithAmbiguityMargin sets the relative score gap under which two candidate
// sources or targets count as equally good, so that the mass goes to
// "ambiguous". The default is 0.25; a value outside (0, 1] makes every
// Decide fail with ErrInvalidOption.
func WithAmbiguityMargin(m float64) Option {
	return func(c *config) { c.ambiguity = m }
}

// validate checks the recorded option values (docs/design.md "Options").
func (c config) validate() error {
	if !(c.ambiguity > 0 && c.ambiguity <= 1) { // NaN fails both
		return &semantic.ProviderError{
			Engine: EngineName,
			Class:  semantic.ClassConfiguration,
			Err:    fmt.Errorf("%w: WithAmbiguityMargin(%v): want a number in (0, 1]", ErrInvalidOption, c.ambiguity),
		}
	}
	return nil
}

// defaultClock is the clock of an engine built without WithClock. Tests
// of this package set it to one fixed day, so that what they read
// relative dates against does not depend on the day they run.
var defaultClock = time.Now

// WithClock sets the clock relative dates are read against ("tomorrow",
// "in 3 days", "next Friday"): a test that pins it gets the same decision
// on every day. The default is time.Now; nil is ignored.
func WithClock(now func() time.Time) Option {
	return func(c *config) {
		if now != nil {
			c.clock = now
		}
	}
}

// New returns an Engine.
func New(opts ...Option) *Engine {
	e := &Engine{config{ambiguity: 0.25, clock: defaultClock}}
	for _, o := range opts {
		o(&e.config)
	}
	return e
}

// Name implements semantic.Decider.
func (e *Engine) Name() string { return EngineName }

var _ semantic.Decider = (*Engine)(nil)

// Decide implements semantic.Decider. Every question is answered or the
// whole request fails with a *semantic.ProviderError of class configuration
// (unknown kind, missing data, criteria that do not fit the kind, references
// absent from the state): the engine never guesses.
func (e *Engine) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	if err := ctx.Err(); err != nil {
		return semantic.Answer{}, &semantic.ProviderError{Engine: EngineName, Class: semantic.ClassTimeout, Detail: "context done before deciding", Err: err}
	}
	if err := e.validate(); err != nil {
		return semantic.Answer{}, err
	}
	var st *state // built for the first selection question: comparisons read none
	ans := semantic.Answer{Version: semantic.ProtocolVersion, Model: ModelID, Decisions: make([]semantic.Decision, 0, len(req.Questions))}
	for _, q := range req.Questions {
		if err := ctx.Err(); err != nil {
			return semantic.Answer{}, &semantic.ProviderError{Engine: EngineName, Class: semantic.ClassTimeout, Detail: "context done while deciding", Err: err}
		}
		if st == nil && q.Kind != semantic.KindComparison {
			st = newState(req.State)
		}
		d, err := e.decide(q, st)
		if err != nil {
			return semantic.Answer{}, err
		}
		d.QuestionID = q.ID
		d.Model = ModelID
		ans.Decisions = append(ans.Decisions, d)
	}
	return ans, nil
}

func configError(q semantic.Question, format string, args ...any) error {
	return &semantic.ProviderError{
		Engine: EngineName,
		Class:  semantic.ClassConfiguration,
		Detail: fmt.Sprintf("question %q: ", q.ID) + fmt.Sprintf(format, args...),
	}
}

func (e *Engine) decide(q semantic.Question, st *state) (semantic.Decision, error) {
	if q.ID == "" {
		return semantic.Decision{}, configError(q, "empty question id")
	}
	switch q.Kind {
	case semantic.KindComparison:
		return decideComparison(q, e.clock())
	case semantic.KindSourceSelection:
		return e.decideSources(q, st)
	case semantic.KindTargetSelection:
		return e.decideTargets(q, st)
	}
	return semantic.Decision{}, configError(q, "unsupported question kind %q", string(q.Kind))
}

func dataKey(q semantic.Question, key string) (string, error) {
	v, ok := q.Data[key]
	if !ok {
		return "", configError(q, "missing data key %q", key)
	}
	return v, nil
}

func decideComparison(q semantic.Question, now time.Time) (semantic.Decision, error) {
	want := map[string]bool{semantic.ChoiceEquivalent: false, semantic.ChoiceDifferent: false, semantic.ChoiceInsufficientEvidence: false}
	for _, c := range q.Criteria {
		if _, ok := want[c.ID]; !ok {
			return semantic.Decision{}, configError(q, "criterion %q is not a comparison choice", c.ID)
		}
		want[c.ID] = true
	}
	for id, seen := range want {
		if !seen {
			return semantic.Decision{}, configError(q, "missing criterion %q", id)
		}
	}
	actual, err := dataKey(q, "actual")
	if err != nil {
		return semantic.Decision{}, err
	}
	expected, err := dataKey(q, "expected")
	if err != nil {
		return semantic.Decision{}, err
	}
	if blankNormalized(expected) {
		return semantic.Decision{}, configError(q, "empty expected value")
	}
	context := q.Data["context"] // optional
	// the description the actual was bound to, optional (compare_label.go)
	eq, diff, insuf := compareDescribed(actual, context, expected, q.Data["description"], now).distribution()
	return makeDecision([]string{semantic.ChoiceInsufficientEvidence, semantic.ChoiceDifferent, semantic.ChoiceEquivalent},
		[]float64{insuf, diff, eq}), nil
}

// blankNormalized reports whether semantic.Normalize(s) is empty. A byte
// of ASCII that is no white space survives Normalize, so only a text
// without one is normalized.
func blankNormalized(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= utf8.RuneSelf, c == ' ', c >= '\t' && c <= '\r':
		default:
			return false
		}
	}
	return semantic.Normalize(s) == ""
}

// makeDecision rounds a distribution to four decimals, keeps it summing to
// one, and chooses the argmax (ties go to the earlier id, so list the most
// cautious option first).
func makeDecision(ids []string, ps []float64) semantic.Decision {
	sum := 0.0
	for _, p := range ps {
		sum += math.Max(p, 0)
	}
	probs := make(map[string]float64, len(ids))
	best, bestP := 0, -1.0
	total := 0.0
	for i, p := range ps {
		p = math.Round(math.Max(p, 0)/sum*10000) / 10000
		ps[i] = p
		total += p
		if p > bestP {
			best, bestP = i, p
		}
	}
	// Put the rounding remainder on the argmax so the sum is exactly one
	// within float precision and the argmax is unchanged.
	ps[best] += 1 - total
	for i, id := range ids {
		if ps[i] > 0 {
			probs[id] = ps[i]
		}
	}
	return semantic.Decision{Choice: ids[best], Probabilities: probs}
}

// state indexes the request's shared state and caches analyses of source
// texts for the duration of one Decide call.
type state struct {
	sources  map[string]*semantic.Source
	targets  map[string]*semantic.Target
	analyses map[string]*sourceAnalysis
	titles   []cardTitle // card titles that are no headings (select_cardtitle.go), indexed on first use
}

func newState(s semantic.State) *state {
	st := &state{
		sources:  make(map[string]*semantic.Source, len(s.Sources)),
		targets:  make(map[string]*semantic.Target, len(s.Targets)),
		analyses: map[string]*sourceAnalysis{},
	}
	for i := range s.Sources {
		st.sources[s.Sources[i].ID] = &s.Sources[i]
	}
	for i := range s.Targets {
		st.targets[s.Targets[i].ID] = &s.Targets[i]
	}
	return st
}

// selectionIDs checks a selection question's criteria and refs: every
// criterion other than none and ambiguous must name an entry of the state,
// both reserved ids must be present, and every ref must be a criterion or
// satisfy context (a target a source question reads as context).
func selectionIDs(q semantic.Question, known func(string) bool, context ...func(string) bool) ([]string, error) {
	var ids []string
	hasNone, hasAmb := false, false
	crit := map[string]bool{}
	for _, c := range q.Criteria {
		crit[c.ID] = true
		switch c.ID {
		case semantic.ChoiceNone:
			hasNone = true
		case semantic.ChoiceAmbiguous:
			hasAmb = true
		default:
			if !known(c.ID) {
				return nil, configError(q, "criterion %q is not in the shared state", c.ID)
			}
			ids = append(ids, c.ID)
		}
	}
	if !hasNone || !hasAmb {
		return nil, configError(q, "selection criteria must include %q and %q", semantic.ChoiceNone, semantic.ChoiceAmbiguous)
	}
	for _, r := range q.Refs {
		if len(context) > 0 && !crit[r] && context[0](r) {
			continue
		}
		if !known(r) {
			return nil, configError(q, "ref %q is not in the shared state", r)
		}
		if !crit[r] {
			return nil, configError(q, "ref %q is not a criterion", r)
		}
	}
	if len(ids) == 0 {
		return nil, configError(q, "no candidates")
	}
	return ids, nil
}

// selectionDecision turns candidate scores in [0, 1] into a distribution
// over the candidates, none and ambiguous.
func (e *Engine) selectionDecision(ids []string, scores []float64) semantic.Decision {
	order := make([]int, len(ids))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(x, y int) bool { return scores[order[x]] > scores[order[y]] })
	s1 := scores[order[0]]
	s2 := 0.0
	if len(order) > 1 {
		s2 = scores[order[1]]
	}
	margin := 1.0
	if s1 > 0 {
		margin = math.Min(1, (s1-s2)/s1/e.ambiguity)
	}
	// shown is the mass of "some candidate shows it": a score of 0.7 or
	// more is a full match, 0.25 or less none. The margin decides how much
	// of it the best candidate keeps against the runner-up.
	shown := 0.97 * math.Min(1, math.Max(0, (s1-0.25)/0.45))
	pBest := shown * margin
	contested := shown * (1 - margin)
	pAmb := 0.7 * contested
	pBest += 0.15 * contested
	pSecond := 0.15 * contested
	// Never fully certain: keep a little mass on none and ambiguous.
	pNone := math.Max(1-shown, 0.02)
	pAmb = math.Max(pAmb, 0.01)

	out := []string{semantic.ChoiceNone, semantic.ChoiceAmbiguous, ids[order[0]]}
	ps := []float64{pNone, pAmb, pBest}
	if len(order) > 1 && pSecond > 0 {
		out = append(out, ids[order[1]])
		ps = append(ps, pSecond)
	}
	return makeDecision(out, ps)
}
