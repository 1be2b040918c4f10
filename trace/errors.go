package trace

import (
	"errors"
	"fmt"
)

// Reader sentinels. Every error returned by Read and ReadFile is a
// *TraceError wrapping exactly one of them; branch with errors.Is.
var (
	// ErrUnknownKind: a record whose kind is not one this spec defines
	// (spec 0: run, step, action; spec 1 adds semantic).
	ErrUnknownKind = errors.New("trace: unknown record kind")
	// ErrMissingHeader: the trace is empty or does not contain a run header.
	ErrMissingHeader = errors.New("trace: missing run header")
	// ErrHeaderNotFirst: a run header after the first line — either the
	// first record is not the header, or a second header follows the first.
	ErrHeaderNotFirst = errors.New("trace: run header is not the first record")
	// ErrMalformedLine: a line that is not one JSON object (including a
	// blank line followed by more records).
	ErrMalformedLine = errors.New("trace: malformed trace line")
	// ErrUnsupportedSpec: the header's spec is newer than SpecVersion.
	ErrUnsupportedSpec = errors.New("trace: unsupported trace spec")
	// ErrInvalidRecord: a record of a known kind with a missing or invalid
	// field (a wrong JSON type, a value out of range, an inconsistency).
	ErrInvalidRecord = errors.New("trace: invalid record")
)

// TraceError names the file and line a trace is broken at. Line is 1-based;
// 0 means the trace as a whole (an empty file). Err wraps one of the reader
// sentinels.
type TraceError struct {
	File string
	Line int
	Err  error
}

func (e *TraceError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.File, e.Err)
}

// Unwrap returns the wrapped sentinel error.
func (e *TraceError) Unwrap() error { return e.Err }

// invalidf builds an ErrInvalidRecord detail.
func invalidf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInvalidRecord}, args...)...)
}

// ErrShortSecret is returned by NewWriter for a secret shorter than
// MinSecretLen.
var ErrShortSecret = errors.New("trace: secret too short to mask")
