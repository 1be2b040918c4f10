// Package decisions is jev's committed decision store: a file of validated
// decisions, one JSON object per line, that a semantic.Decider wrapper
// answers from, so that a suite recorded once with a model-backed engine
// runs in CI with no model, no network and no cost.
//
// Each decision is keyed on the canonical question (semantic.CanonicalKey):
// the engine id and version, the question's kind, instruction, criteria and
// data, and the content of every piece of evidence it refers to. A changed
// page or another engine is a new question and is asked again (record,
// auto) or is not answered (replay). The three modes:
//
//	record  ask the engine for every question and store the validated answers
//	replay  answer only from the file; a question not in it is answered
//	        "undecided" (insufficient_evidence, or ambiguous for a selection,
//	        model ModelNotRecorded), so the operation is inconclusive — the
//	        engine is never called, the operation never passes, and a notice
//	        on stderr (and Missing) says how to record it
//	auto    answer from the file, ask the engine what is missing and store it
//
// The file is sorted by key and rewritten atomically under an exclusive
// lock (flock on PATH.lock) after merging what other processes wrote, so
// parallel tests (t.Parallel, ginkgo -p) lose no decision. The format is
// documented in docs/decision-store.md.
//
// Like package semantic, decisions never touches a browser.
package decisions

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"

	"github.com/jevtest/jev/semantic"
)

// Environment variables read by FromEnv (and so by engines.Open).
const (
	// EnvPath names the decision file; unset or empty disables the store.
	EnvPath = "JEV_DECISIONS"
	// EnvMode is record, replay or auto (the default).
	EnvMode = "JEV_DECISIONS_MODE"
)

// Mode says whether the store may ask the engine.
type Mode string

// Modes.
const (
	ModeRecord Mode = "record"
	ModeReplay Mode = "replay"
	ModeAuto   Mode = "auto"
)

// DefaultMode is used when no mode is given: answer from the file and
// record what is missing. CI sets JEV_DECISIONS_MODE=replay.
const DefaultMode = ModeAuto

// EngineName is the Engine of the errors the store itself returns.
const EngineName = "decisions"

// Sentinels, matched with errors.Is.
var (
	// ErrNotRecorded: replay mode met a question the file does not hold
	// (matched by the *NotRecordedError that Missing returns).
	ErrNotRecorded = errors.New("decisions: decision not recorded")
	// ErrInvalidMode: a mode other than record, replay or auto.
	ErrInvalidMode = errors.New("decisions: invalid mode")
	// ErrBadFile: the decision file cannot be read, parsed or written
	// (*FileError), or a stored decision does not fit its question.
	ErrBadFile = errors.New("decisions: bad decision file")
	// ErrConflict: two lines of the decision file hold different decisions
	// for one key; which one is right is not the store's to guess. Matched
	// with ErrBadFile.
	ErrConflict = errors.New("decisions: conflicting decisions for one key")
)

// ParseMode accepts record, replay and auto (case-insensitive, trimmed);
// the empty string is DefaultMode.
func ParseMode(s string) (Mode, error) {
	switch m := Mode(strings.ToLower(strings.TrimSpace(s))); m {
	case "":
		return DefaultMode, nil
	case ModeRecord, ModeReplay, ModeAuto:
		return m, nil
	}
	return "", fmt.Errorf("%w %q: valid modes are record, replay and auto", ErrInvalidMode, s)
}

// Store answers questions for one engine from one decision file.
type Store struct {
	file   *file
	mode   Mode
	engine string
	inner  semantic.Decider

	mu      sync.Mutex
	missing *NotRecordedError // questions replay mode could not answer
	noticed bool
}

// ModelNotRecorded is the model of the undecided answer replay mode gives
// a question the file does not hold.
const ModelNotRecorded = "decisions/not-recorded"

// Missing returns the questions replay mode answered undecided because the
// file does not hold them (errors.Is(err, ErrNotRecorded)), or nil.
func (s *Store) Missing() *NotRecordedError {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.missing == nil {
		return nil
	}
	c := *s.missing
	c.Questions = append([]string(nil), c.Questions...)
	return &c
}

type config struct {
	mode     Mode
	engineID string
}

// Option configures Wrap.
type Option func(*config)

// WithMode sets the mode (default DefaultMode).
func WithMode(m Mode) Option { return func(c *config) { c.mode = m } }

// WithEngineID sets the engine id and version that keys the decisions
// (default: the wrapped decider's EngineID() when it has one, else its
// Name()). Give it the model or rules version, e.g. "openai:gpt-4o-mini",
// so that a new model asks again.
func WithEngineID(id string) Option { return func(c *config) { c.engineID = id } }

// EngineIDer is implemented by deciders that know their own versioned id.
type EngineIDer interface{ EngineID() string }

// Wrap returns a Decider that answers d's questions from the decision file
// at path according to the mode. d may be nil in replay mode (nothing is
// ever asked); it is required otherwise. Nothing is read until the first
// Decide.
func Wrap(d semantic.Decider, path string, opts ...Option) (*Store, error) {
	c := config{mode: DefaultMode}
	for _, o := range opts {
		o(&c)
	}
	mode, err := ParseMode(string(c.mode))
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(path) == "" {
		return nil, &FileError{Path: path, Err: errors.New("empty decision file path")}
	}
	if d == nil && mode != ModeReplay {
		return nil, fmt.Errorf("%w: mode %s needs an engine to ask", ErrInvalidMode, mode)
	}
	f, err := openFile(path)
	if err != nil {
		return nil, err
	}
	id := c.engineID
	if id == "" && d != nil {
		if e, ok := d.(EngineIDer); ok {
			id = e.EngineID()
		} else {
			id = d.Name()
		}
	}
	if id == "" {
		return nil, fmt.Errorf("%w: replay without an engine needs WithEngineID", ErrInvalidMode)
	}
	return &Store{file: f, mode: mode, engine: id, inner: d}, nil
}

// FromEnv wraps d with the store named by JEV_DECISIONS in the mode of
// JEV_DECISIONS_MODE, reading them with getenv (os.Getenv when nil). It
// returns d unchanged when JEV_DECISIONS is unset or empty.
func FromEnv(d semantic.Decider, getenv func(string) string, opts ...Option) (semantic.Decider, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	path := strings.TrimSpace(getenv(EnvPath))
	if path == "" {
		return d, nil
	}
	mode, err := ParseMode(getenv(EnvMode))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", EnvMode, err)
	}
	s, err := Wrap(d, path, append([]Option{WithMode(mode)}, opts...)...)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Name returns the wrapped engine's name.
func (s *Store) Name() string {
	if s.inner != nil {
		return s.inner.Name()
	}
	return EngineName
}

// EngineID returns the id the decisions are keyed on.
func (s *Store) EngineID() string { return s.engine }

// Mode returns the store's mode.
func (s *Store) Mode() Mode { return s.mode }

// Path returns the absolute path of the decision file.
func (s *Store) Path() string { return s.file.path }

// Decide answers req from the file and, in record and auto mode, the
// engine. Stored decisions are validated against the questions asked (a
// hand-edited entry that no longer fits fails closed with ErrBadFile).
func (s *Store) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	keys := make([]string, len(req.Questions))
	for i, q := range req.Questions {
		keys[i] = semantic.CanonicalKey(s.engine, q, req.State)
	}
	found := map[string]Entry{}
	if s.mode != ModeRecord {
		var err error
		if found, err = s.file.lookup(keys); err != nil {
			return semantic.Answer{}, unusable(err)
		}
	}
	var missing []int
	for i, k := range keys {
		if _, ok := found[k]; !ok {
			missing = append(missing, i)
		}
	}
	var usage semantic.TokenUsage
	switch {
	case len(missing) > 0 && s.mode == ModeReplay:
		s.notRecorded(req.Questions, missing)
		for _, i := range missing {
			found[keys[i]] = undecided(req.Questions[i])
		}
	case len(missing) > 0:
		got, u, err := s.ask(ctx, req, keys, missing)
		if err != nil {
			return semantic.Answer{}, err
		}
		usage = u
		for k, e := range got {
			found[k] = e
		}
	}
	ans := semantic.Answer{Version: semantic.ProtocolVersion, Usage: usage}
	for i, q := range req.Questions {
		e := found[keys[i]]
		ans.Decisions = append(ans.Decisions, semantic.Decision{QuestionID: q.ID, Choice: e.Choice, Probabilities: clone(e.Probabilities), Model: e.Model})
	}
	if _, err := semantic.ValidateAnswer(req, ans); err != nil {
		return semantic.Answer{}, &semantic.ProviderError{Engine: EngineName, Class: semantic.ClassMalformed,
			Detail: "a stored decision does not fit its question; re-record it", Err: errors.Join(ErrBadFile, err)}
	}
	return ans, nil
}

// ask sends the missing questions to the engine, validates the answer and
// stores it; it returns the stored entries by key.
func (s *Store) ask(ctx context.Context, req semantic.Request, keys []string, missing []int) (map[string]Entry, semantic.TokenUsage, error) {
	sub := semantic.Request{Version: semantic.ProtocolVersion, State: req.State}
	for _, i := range missing {
		sub.Questions = append(sub.Questions, req.Questions[i])
	}
	a, err := s.inner.Decide(ctx, sub)
	if err != nil {
		return nil, semantic.TokenUsage{}, err
	}
	ds, err := semantic.ValidateAnswer(sub, a)
	if err != nil {
		return nil, semantic.TokenUsage{}, semantic.AsMalformed(s.inner.Name(), err)
	}
	es := make([]Entry, len(missing))
	for j, i := range missing {
		q := req.Questions[i]
		es[j] = Entry{Key: keys[i], Engine: s.engine, Kind: q.Kind, Data: q.Data,
			Choice: ds[j].Choice, Probabilities: ds[j].Probabilities, Model: ds[j].Model}
	}
	stored, err := s.file.put(es, s.mode == ModeRecord)
	if err != nil {
		return nil, semantic.TokenUsage{}, unusable(err)
	}
	return stored, a.Usage, nil
}

// unusable makes a decision file that cannot be read or written a
// configuration error naming the file (and line): the run's input is at
// fault, not the engine; it was an "unclassified" server error.
func unusable(err error) error {
	var fe *FileError
	if !errors.As(err, &fe) {
		return err
	}
	return &semantic.ProviderError{Engine: EngineName, Class: semantic.ClassConfiguration,
		Detail: "the decision file (JEV_DECISIONS) cannot be used", Err: err}
}

// NotRecordedError lists the questions replay mode could not answer.
// errors.Is matches ErrNotRecorded.
type NotRecordedError struct {
	Path      string
	Engine    string
	Questions []string // "kind: description or expected" summaries
}

func (e *NotRecordedError) Error() string {
	return fmt.Sprintf("%d question(s) for engine %s not in %s: %s; replay mode answers only recorded decisions (the page, the question or the engine changed), so these operations are inconclusive; record them by running once with %s=auto (or record) and commit the file",
		len(e.Questions), e.Engine, e.Path, strings.Join(e.Questions, "; "), EnvMode)
}

// Is matches ErrNotRecorded.
func (e *NotRecordedError) Is(target error) bool { return target == ErrNotRecorded }

// notRecorded notes the questions replay mode cannot answer and, once per
// store, says on stderr how to record them.
func (s *Store) notRecorded(qs []semantic.Question, missing []int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.missing == nil {
		s.missing = &NotRecordedError{Path: s.file.path, Engine: s.engine}
	}
	for _, i := range missing {
		s.missing.Questions = append(s.missing.Questions, summary(qs[i]))
	}
	if !s.noticed {
		s.noticed = true
		fmt.Fprintf(os.Stderr, "jev: decision store: %v\n", s.missing)
	}
}

// undecided is the answer to a question the file does not hold: all mass
// on the criterion that decides nothing, so the operation is inconclusive.
func undecided(q semantic.Question) Entry {
	choice := ""
	for _, want := range []string{semantic.ChoiceInsufficientEvidence, semantic.ChoiceAmbiguous, semantic.ChoiceNone} {
		for _, c := range q.Criteria {
			if c.ID == want && choice == "" {
				choice = want
			}
		}
	}
	return Entry{Kind: q.Kind, Choice: choice, Probabilities: map[string]float64{choice: 1}, Model: ModelNotRecorded}
}

// summary names a question for a message without quoting page sources.
func summary(q semantic.Question) string {
	kind := string(q.Kind)
	if kind == "" {
		kind = "question"
	}
	for _, k := range []string{"description", "expected"} {
		if v := q.Data[k]; v != "" {
			if r := []rune(v); len(r) > 60 {
				v = string(r[:60]) + "…"
			}
			return fmt.Sprintf("%s %q", kind, v)
		}
	}
	return kind
}

func clone(m map[string]float64) map[string]float64 {
	c := make(map[string]float64, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}
