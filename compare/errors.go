package compare

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jevtest/jev/observe"
)

// Assertion codes (the semantic-operations contract).
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

// SourceError is a description that could not be bound to one source.
// In a batch the item is inconclusive (its Result carries the error) and
// the other items are decided.
type SourceError struct {
	Index       int     `json:"index"`
	Description string  `json:"description"`
	Choice      string  `json:"choice"` // "none" or "ambiguous"
	Confidence  float64 `json:"confidence"`
	// Candidates are the sources the decider weighed most, best first (at
	// most MaxCandidates), so that the description can be rephrased.
	Candidates []SourceCandidate `json:"candidates,omitempty"`
	// Unread are the child frames the observation could not read
	// (observe.Snapshot.Unread). With any, "no source shows it" covers the
	// frames read only: the error then matches observe.ErrFramesUnread as
	// well as its sentinel, its Confidence is 0 (the decider's is in the
	// result's Decisions) and its message names the frames; the item is
	// inconclusive, never "not on the page".
	Unread []observe.Frame `json:"unread,omitempty"`
	Err    error           `json:"-"` // ErrSourceNotFound or ErrSourceAmbiguous
}

// SourceCandidate is one source a decider weighed for a description.
type SourceCandidate struct {
	ID      string  `json:"id"`
	Role    string  `json:"role,omitempty"`
	Text    string  `json:"text"`
	Context string  `json:"context,omitempty"`
	Row     string  `json:"row,omitempty"`
	Score   float64 `json:"score"` // the decider's probability
}

// MaxCandidates is how many candidates an unbound description's error
// lists.
const MaxCandidates = 5

func (e *SourceError) Error() string {
	what := "no source shows it"
	if e.Err == ErrSourceAmbiguous {
		what = "several sources show it equally"
	}
	msg := fmt.Sprintf("compare: request %d: SOURCE not bound for description %q: %s (confidence %.2f)", e.Index, e.Description, what, e.Confidence)
	if len(e.Unread) > 0 {
		if e.Err == ErrSourceNotFound {
			what = "no source read shows it, undecided"
		}
		msg = fmt.Sprintf("compare: request %d: SOURCE not bound for description %q: %s: %s", e.Index, e.Description, what, observe.DescribeUnread(e.Unread))
	}
	if len(e.Candidates) == 0 {
		return msg
	}
	var b strings.Builder
	b.WriteString(msg)
	writeCandidates(&b, e.Candidates) // lowcands.go
	return b.String()
}

// clip shortens s to at most n runes, marking a cut with "…".
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// Unwrap returns the sentinel, and observe.ErrFramesUnread when frames
// went unread.
func (e *SourceError) Unwrap() []error {
	if len(e.Unread) > 0 {
		return []error{e.Err, observe.ErrFramesUnread}
	}
	return []error{e.Err}
}

// BatchError is a CompareBatch in which some descriptions could not be
// bound. Results holds one result per request, in order: an unbound item
// is inconclusive (UncertainSource) with its SourceError, the others are
// decided. Unwrap returns the *SourceError values, so errors.As and
// errors.Is reach each of them.
type BatchError struct {
	Results []Result
	Errs    []error
}

func (e *BatchError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "compare: %d of %d descriptions not bound", len(e.Errs), len(e.Results))
	for _, err := range e.Errs {
		b.WriteString("\n  ")
		b.WriteString(err.Error())
	}
	return b.String()
}

// Unwrap returns the *SourceError of every unbound item.
func (e *BatchError) Unwrap() []error { return e.Errs }

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

// Unwrap returns the *SourceError of every item that could not be bound,
// so that errors.As finds them through an assertion error.
func (e *AssertionError) Unwrap() []error {
	var errs []error
	for _, r := range e.Results {
		if r.SourceError != nil {
			errs = append(errs, r.SourceError)
		}
	}
	return errs
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
