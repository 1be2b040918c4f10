package trace

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/jevtest/jev/internal/redact"
)

// MinSecretLen is the shortest secret WithSecrets accepts: masking every
// occurrence of a one- or two-character string would shred the trace.
const MinSecretLen = 3

// Writer writes a spec 2 trace: the run header first, then one record per
// line. It is safe for concurrent use; each record is written with a single
// Write call. Every record is masked (see Mask and docs/trace-format.md) and
// validated exactly as Read would validate it before it is written, so a
// Writer never produces a trace that Read rejects.
type Writer struct {
	mu      sync.Mutex
	w       io.Writer
	header  RunHeader
	now     func() time.Time
	secrets []string
	step    int
	err     error // sticky write error
}

// Option configures a Writer (NewWriter). Options only record what they
// are given; NewWriter validates them.
type Option func(*config)

// config is what the options of one NewWriter call set.
type config struct {
	now     func() time.Time
	secrets []string
}

// WithClock sets the clock used for the header's started and the records'
// at when they are empty (default time.Now).
func WithClock(now func() time.Time) Option {
	return func(c *config) { c.now = now }
}

// WithSecrets registers values that must never appear in the trace: every
// occurrence in any string value of any record is replaced by Mask(value).
// A secret shorter than MinSecretLen makes NewWriter fail (ErrShortSecret).
func WithSecrets(values ...string) Option {
	return func(c *config) { c.secrets = append(c.secrets, values...) }
}

// NewWriter writes header as the first line of a spec 2 trace and returns a
// Writer for the records. The header's kind and spec are set by the writer;
// an empty Started is the current UTC time, an empty Tool is DefaultTool
// and a nil OrderSpec is OrderSpec. A bad option (a secret shorter than
// MinSecretLen) is an error and nothing is written.
func NewWriter(w io.Writer, header RunHeader, opts ...Option) (*Writer, error) {
	c := config{now: time.Now}
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	if c.now == nil {
		c.now = time.Now
	}
	for _, v := range c.secrets {
		if n := utf8.RuneCountInString(v); n < MinSecretLen {
			return nil, fmt.Errorf("%w: WithSecrets: a secret of %d chars (minimum %d): pass only values of at least %d characters", ErrShortSecret, n, MinSecretLen, MinSecretLen)
		}
	}
	secrets := append([]string(nil), c.secrets...)
	// Longest first, so that a secret containing another is masked whole.
	sort.SliceStable(secrets, func(i, j int) bool { return len(secrets[i]) > len(secrets[j]) })
	wr := &Writer{w: w, now: c.now, secrets: secrets}
	header.Kind, header.Spec = KindRun, SpecVersion
	header.Start = redact.URL(header.Start)
	if header.Started == "" {
		header.Started = wr.stamp()
	}
	if header.Tool == "" {
		header.Tool = DefaultTool
	}
	if header.OrderSpec == nil {
		header.OrderSpec = Int(OrderSpec)
	}
	if err := wr.writeRecord(header, KindRun); err != nil {
		return nil, err
	}
	wr.header = header
	return wr, nil
}

// Header returns the header as written.
func (w *Writer) Header() RunHeader { return w.header }

func (w *Writer) stamp() string { return w.now().UTC().Format("2006-01-02T15:04:05.000Z") }

// WriteStep writes a step record and returns its step number: a zero
// s.Step is numbered after the last step written. Before writing, the
// action value is made safe: a value from ${ENV} is recorded as the variable
// name only (value_from_env), a value typed into a password field is masked
// (masked: true), and password candidates carry no value.
func (w *Writer) WriteStep(s Step) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	s.Kind = KindStep
	s.URL = redact.URL(s.URL)
	s.Result.Error = redact.Text(s.Result.Error)
	s.Decision.Error = redact.Text(s.Decision.Error)
	if s.Step == 0 {
		s.Step = w.step + 1
	}
	s.Candidates = append([]Candidate(nil), s.Candidates...)
	for i := range s.Candidates {
		if s.Candidates[i].IsPassword() {
			s.Candidates[i].Value = ""
		}
	}
	if s.Action != nil {
		a := *s.Action
		if a.ValueFromEnv != "" {
			a.Value = ""
		} else if name, ok := envRef(a.Value); ok {
			a.ValueFromEnv, a.Value = name, ""
		} else if c := s.Chosen(); c != nil && c.IsPassword() && a.Value != "" && !IsMasked(a.Value) {
			a.Value, a.Masked = Mask(a.Value), true
		}
		s.Action = &a
	}
	if err := w.writeLocked(s, KindStep); err != nil {
		return 0, err
	}
	if s.Step > w.step {
		w.step = s.Step
	}
	return s.Step, nil
}

// WriteAction writes an action record. Strings under typed-value and
// JavaScript arguments of the request (value, text, fields, expression,
// script, ... — see docs/trace-format.md) are masked; a bare ${NAME}
// reference is kept. An empty At is the current time.
func (w *Writer) WriteAction(a ActionRecord) error {
	return w.writeStamped(KindAction, &a.Kind, &a.At, func() any { return a })
}

// WriteSemantic writes a semantic record (spec 1). An empty At is the
// current time.
func (w *Writer) WriteSemantic(s SemanticRecord) error {
	s.URL, s.Error, s.Dialogs = redact.URL(s.URL), redact.Text(s.Error), redactDialogs(s.Dialogs)
	s.Unread = redactUnread(s.Unread)
	return w.writeStamped(KindSemantic, &s.Kind, &s.At, func() any { return s })
}

// WriteEnd writes the end record (spec 2): the run's outcome. Nothing may be
// written after it. An empty At is the current time. Every trace ends with
// it: replay refuses a spec 2 trace without one as cut short
// (replay.ErrUnfinishedTrace).
func (w *Writer) WriteEnd(e EndRecord) error {
	e.Error, e.Dialogs = redact.Text(e.Error), redactDialogs(e.Dialogs)
	return w.writeStamped(KindEnd, &e.Kind, &e.At, func() any { return e })
}

// writeStamped sets a record's kind and, when empty, its at, then writes
// the record rec returns (after those two fields are set).
func (w *Writer) writeStamped(kind Kind, k *Kind, at *string, rec func() any) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	*k = kind
	if *at == "" {
		*at = w.stamp()
	}
	return w.writeLocked(rec(), kind)
}

func (w *Writer) writeRecord(v any, kind Kind) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.writeLocked(v, kind)
}

// writeLocked encodes, masks, re-validates and writes one record.
func (w *Writer) writeLocked(v any, kind Kind) error {
	if w.err != nil {
		return w.err
	}
	line, err := marshalNoEscape(v)
	if err != nil {
		return fmt.Errorf("trace: encode %s record: %w", kind, err)
	}
	if kind == KindAction || len(w.secrets) > 0 {
		line, err = rewriteStrings(line, func(path []string, s string) string {
			if len(path) == 1 && path[0] == "kind" {
				return s
			}
			if kind == KindAction {
				s = redact.Text(s)
			}
			if kind == KindAction && maskActionPath(path) {
				if _, ok := envRef(s); !ok && !IsMasked(s) {
					return Mask(s)
				}
			}
			for _, sec := range w.secrets {
				if strings.Contains(s, sec) {
					s = strings.ReplaceAll(s, sec, Mask(sec))
				}
			}
			return s
		})
		if err != nil {
			return fmt.Errorf("trace: mask %s record: %w", kind, err)
		}
	}
	if err := checkLine(line, kind, SpecVersion); err != nil {
		return err
	}
	if _, err := w.w.Write(append(line, '\n')); err != nil {
		w.err = fmt.Errorf("trace: write trace: %w", err)
		return w.err
	}
	return nil
}

// checkLine validates one encoded line exactly as Read does.
func checkLine(line []byte, kind Kind, spec int) error {
	f, k, err := splitLine(line)
	if err != nil {
		return err
	}
	if k != kind {
		return unknownKind(k)
	}
	_, err = decodeLine(line, f, kind, spec)
	return err
}
