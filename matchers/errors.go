package matchers

import (
	"errors"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
)

// Sentinels, matched with errors.Is.
var (
	// ErrUnsupportedActual: the actual is not a compare.Actual, a
	// playwright.Locator or a locate.Target (a plain string included: it
	// is ambiguous), or it is an empty compare.Actual.
	ErrUnsupportedActual = errors.New("matchers: unsupported actual")
	// ErrUnbound: a description or a located target was given to the
	// package-level SemanticallyMatch, which has no page to read them on;
	// use Bind(page).SemanticallyMatch.
	ErrUnbound = errors.New("matchers: no page bound")
)

// InconclusiveError is what Match returns for an inconclusive result:
// insufficient evidence, a confidence below a threshold, or evidence that
// changed before the assertion returned. Gomega turns it into a failure of
// Should and of ShouldNot alike: an inconclusive answer never passes, not
// even through negation.
//
// It wraps the *compare.AssertionError, so errors.Is(err,
// compare.ErrAssertionInconclusive) holds and errors.As reaches the
// results.
type InconclusiveError struct {
	// Actual is the actual as rendered in the message ("<locator>: ...").
	Actual string
	// Result is the inconclusive result.
	Result compare.Result
	// Stopped is true when this matcher had already seen the same evidence
	// inconclusive: the error was returned inside gomega.StopTrying so that
	// Eventually stops instead of polling an answer that cannot change.
	Stopped bool
	// Evidence is where a session kept the evidence of the result (an
	// outlined screenshot, the result file), for matchers bound with
	// BindSession; nil otherwise.
	Evidence *jevtest.Evidence

	err error
}

// Error is the Gomega-shaped message: what was expected, the verdict, the
// evidence, the confidences against their thresholds, and the freshness.
func (e *InconclusiveError) Error() string {
	var b []string
	b = append(b, "SemanticallyMatch is inconclusive: it fails both Should and ShouldNot")
	if e.Stopped {
		b = append(b, "The evidence is unchanged since an earlier inconclusive answer: stopped trying (the cached decision cannot change; no re-sampling)")
	}
	return joinLines(append(b, message(e.Actual, "to semantically match", e.Result, e.Evidence)))
}

// Unwrap returns the *compare.AssertionError.
func (e *InconclusiveError) Unwrap() error { return e.err }

// FormattedGomegaError lets Eventually print the message as is.
func (e *InconclusiveError) FormattedGomegaError() string { return e.Error() }

// GomegaString lets format.Object print the message as is.
func (e *InconclusiveError) GomegaString() string { return e.Error() }
