package calibration

import (
	"errors"
	"fmt"
)

// Sentinel errors wrapped by FixtureError and by report construction; branch
// on them with errors.Is.
var (
	// ErrSyntax reports a fixture that is not well-formed YAML.
	ErrSyntax = errors.New("invalid YAML")
	// ErrUnknownKey reports a mapping key the fixture format does not define.
	ErrUnknownKey = errors.New("unknown key")
	// ErrInvalidValue reports a value of the wrong shape or outside its
	// closed set (an unknown truth or property, a list where a string is
	// expected, both description and selector, ...).
	ErrInvalidValue = errors.New("invalid value")
	// ErrMissingField reports a required field that is absent or empty.
	ErrMissingField = errors.New("missing field")
	// ErrMissingPage reports a page: file that does not exist next to the
	// fixture.
	ErrMissingPage = errors.New("missing page")
	// ErrDuplicateID reports two cases with the same id in one fixture.
	ErrDuplicateID = errors.New("duplicate case id")
	// ErrDuplicateKey reports the same key twice in one mapping.
	ErrDuplicateKey = errors.New("duplicate key")
	// ErrUnreadable reports a fixture file that cannot be read; the
	// underlying os error is wrapped too (errors.Is(err, fs.ErrNotExist)).
	ErrUnreadable = errors.New("unreadable fixture")
	// ErrInvalidResult reports a CaseResult that metrics cannot use: an
	// unknown status or truth, or a confidence that is not finite in [0, 1].
	ErrInvalidResult = errors.New("invalid case result")
	// ErrInvalidOption reports an out-of-range report or threshold option.
	ErrInvalidOption = errors.New("invalid option")
)

// FixtureError is a fixture problem located in its file. Line is 1-based; 0
// means the whole file (for example when it cannot be read). Field is the
// dotted path of the offending field when there is one, e.g. "cases[2].truth".
type FixtureError struct {
	File  string
	Line  int
	Field string
	Err   error
}

// Error renders "file:line: field: message".
func (e *FixtureError) Error() string {
	msg := e.File
	if e.Line > 0 {
		msg += fmt.Sprintf(":%d", e.Line)
	}
	if e.Field != "" {
		msg += ": " + e.Field
	}
	return msg + ": " + e.Err.Error()
}

// Unwrap returns the wrapped sentinel-carrying error.
func (e *FixtureError) Unwrap() error { return e.Err }

// ResultError names the case whose CaseResult is unusable.
type ResultError struct {
	Index int    // position in the input slice
	ID    string // case id, may be empty
	Err   error  // wraps ErrInvalidResult
}

// Error renders the case position, id and problem.
func (e *ResultError) Error() string {
	return fmt.Sprintf("case %d (%q): %v", e.Index, e.ID, e.Err)
}

// Unwrap returns the wrapped error.
func (e *ResultError) Unwrap() error { return e.Err }
