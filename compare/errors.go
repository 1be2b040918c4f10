package compare

import (
	"errors"
	"fmt"
	"strings"
)

// Assertion codes (seed 004).
const (
	CodeAssertionFailed       = "SEMANTIC_ASSERTION_FAILED"
	CodeAssertionInconclusive = "SEMANTIC_ASSERTION_INCONCLUSIVE"
)

// Sentinels, matched with errors.Is.
var (
	// ErrAssertionFailed: an assertion had at least one failed item
	// (*AssertionError with CodeAssertionFailed).
	ErrAssertionFailed = errors.New("compare: " + CodeAssertionFailed)
	// ErrAssertionInconclusive: an assertion had inconclusive items and no
	// failed one (*AssertionError with CodeAssertionInconclusive).
	ErrAssertionInconclusive = errors.New("compare: " + CodeAssertionInconclusive)

	// ErrSourceNotFound: the decider explicitly answered that no observed
	// source shows a description (*SourceError).
	ErrSourceNotFound = errors.New("compare: no source shows the description")
	// ErrSourceAmbiguous: the decider answered that several sources show a
	// description equally (*SourceError).
	ErrSourceAmbiguous = errors.New("compare: several sources show the description")

	// ErrInvalidRequest: a structural error found before anything was
	// touched (*RequestError).
	ErrInvalidRequest = errors.New("compare: invalid request")
	// ErrUnsupportedProperty: a property this package does not read, or
	// one a ref cannot provide (*RequestError).
	ErrUnsupportedProperty = errors.New("compare: unsupported property")

	// ErrAmbiguousLocator: a locator matched more than one element
	// (*LocatorError).
	ErrAmbiguousLocator = errors.New("compare: locator matches more than one element")
	// ErrLocatorNotFound: a locator matched no element within the operation
	// budget (*LocatorError).
	ErrLocatorNotFound = errors.New("compare: locator matches no element")
	// ErrLocatorHidden: a locator's only element stayed invisible for the
	// operation budget (*LocatorError).
	ErrLocatorHidden = errors.New("compare: locator element is not visible")
	// ErrPropertyUnavailable: the element has no such property: no value
	// (not an input, textarea or single select), no checked state, or no
	// such attribute (*LocatorError).
	ErrPropertyUnavailable = errors.New("compare: element has no such property")
)

// RequestError is a request rejected before any browser or provider work.
type RequestError struct {
	Index  int
	Reason string
	Err    error // ErrInvalidRequest or ErrUnsupportedProperty
}

func (e *RequestError) Error() string {
	return fmt.Sprintf("compare: request %d: %s", e.Index, e.Reason)
}

// Unwrap returns the sentinel.
func (e *RequestError) Unwrap() error { return e.Err }

// SourceError is a description that could not be bound to one source: the
// batch fails closed before any comparison.
type SourceError struct {
	Index       int
	Description string
	Choice      string // "none" or "ambiguous"
	Confidence  float64
	Err         error // ErrSourceNotFound or ErrSourceAmbiguous
}

func (e *SourceError) Error() string {
	what := "no source shows it"
	if e.Err == ErrSourceAmbiguous {
		what = "several sources show it equally"
	}
	return fmt.Sprintf("compare: request %d: SOURCE not bound for description %q: %s (confidence %.2f)", e.Index, e.Description, what, e.Confidence)
}

// Unwrap returns the sentinel.
func (e *SourceError) Unwrap() error { return e.Err }

// LocatorError is a locator actual that could not be read.
type LocatorError struct {
	Index    int
	Property Property
	Detail   string
	Err      error // ErrAmbiguousLocator, ErrLocatorNotFound, ErrLocatorHidden, ErrPropertyUnavailable
	Cause    error // the driver's error, when there is one
}

func (e *LocatorError) Error() string {
	msg := fmt.Sprintf("compare: request %d: %v", e.Index, e.Err)
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	return msg
}

// Unwrap returns the sentinel and the driver's cause.
func (e *LocatorError) Unwrap() []error {
	if e.Cause != nil {
		return []error{e.Err, e.Cause}
	}
	return []error{e.Err}
}

// AssertionError is an assertion that did not pass. It carries every result
// of the batch, passed ones included, and the expected values.
type AssertionError struct {
	Code     string // CodeAssertionFailed or CodeAssertionInconclusive
	Results  []Result
	Expected []string
}

// Is matches ErrAssertionFailed or ErrAssertionInconclusive by Code.
func (e *AssertionError) Is(target error) bool {
	switch e.Code {
	case CodeAssertionFailed:
		return target == ErrAssertionFailed
	case CodeAssertionInconclusive:
		return target == ErrAssertionInconclusive
	}
	return false
}

func (e *AssertionError) Error() string {
	var b strings.Builder
	bad := 0
	for _, r := range e.Results {
		if r.Status != "passed" {
			bad++
		}
	}
	fmt.Fprintf(&b, "%s: %d of %d semantic assertions did not pass", e.Code, bad, len(e.Results))
	for i, r := range e.Results {
		if r.Status == "passed" {
			continue
		}
		fmt.Fprintf(&b, "\n  [%d] %s", i, Explain(r))
	}
	return b.String()
}

// newAssertionError returns nil when every result passed.
func newAssertionError(rs []Result) error {
	code := ""
	for _, r := range rs {
		switch r.Status {
		case "failed":
			code = CodeAssertionFailed
		case "inconclusive":
			if code == "" {
				code = CodeAssertionInconclusive
			}
		}
	}
	if code == "" {
		return nil
	}
	e := &AssertionError{Code: code, Results: rs, Expected: make([]string, len(rs))}
	for i, r := range rs {
		e.Expected[i] = r.Expected
	}
	return e
}
