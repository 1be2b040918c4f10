package matchers

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/semantic"
	"github.com/onsi/gomega/format"
)

// Expectation is one item of a batch: does Actual (a compare.Actual, a
// playwright.Locator or a locate.Target) mean Expected? Options set its
// thresholds; WithContext is ignored (AssertAll takes one for the whole
// batch).
type Expectation struct {
	Actual   any
	Expected string
	Options  []Option
}

// That builds an Expectation.
func That(actual any, expected string, opts ...Option) Expectation {
	return Expectation{Actual: actual, Expected: expected, Options: opts}
}

// AssertAll asserts every expectation in one operation: one observation,
// one source-selection frontier and one comparison frontier for the whole
// batch (compare.Comparer.AssertBatch), every source re-read before the
// answer. It returns the results in order and nil when every item passed.
//
// Otherwise the error is a *BatchError listing every item that did not
// pass (failed and inconclusive alike; a batch is a Should, so both fail
// it), with the results also returned. Errors that come before any result
// (bad actual, bad threshold, locator not found, source not bound, engine
// failure) are returned with no results, naming the item.
//
// In Gomega:
//
//	_, err := m.AssertAll(ctx, matchers.That(plan, "Professional annual subscription"), ...)
//	Expect(err).NotTo(HaveOccurred())
func (m *Matchers) AssertAll(ctx context.Context, exps ...Expectation) ([]compare.Result, error) {
	reqs := make([]compare.Request, len(exps))
	labels := make([]string, len(exps))
	for i, e := range exps {
		cfg := buildConfig(e.Options)
		sub, err := resolve(e.Actual)
		labels[i] = labelOf(e.Actual, sub)
		if err != nil {
			err = fmt.Errorf("AssertAll item %d (%s): %w", i, labels[i], err)
			m.record(Outcome{Actual: labels[i], Expected: e.Expected, Err: err.Error()})
			return nil, err
		}
		reqs[i] = compare.Request{Actual: sub.actual, Expected: e.Expected, MinConfidence: cfg.minConf, MinSourceConfidence: cfg.minSource}
	}
	if ctx == nil {
		ctx = context.Background()
	}
	rs, err := m.asserter.AssertBatch(ctx, reqs)
	var ae *compare.AssertionError
	if err != nil && !errors.As(err, &ae) {
		err = fmt.Errorf("AssertAll: %w", err)
		for i, e := range exps {
			m.record(Outcome{Actual: labels[i], Expected: e.Expected, Err: err.Error()})
		}
		return nil, err
	}
	var be *BatchError
	if ae != nil {
		be = &BatchError{Actuals: labels, Results: rs, err: ae}
		var ee *jevtest.EvidenceError
		if errors.As(err, &ee) {
			be.Evidence = ee.Evidence
		}
	}
	for i := range rs {
		o := Outcome{Actual: labels[i], Expected: rs[i].Expected, Result: &rs[i]}
		if be != nil && rs[i].Status != semantic.StatusPassed {
			o.Err = be.item(i)
		}
		m.record(o)
	}
	if be != nil {
		return rs, be
	}
	return rs, nil
}

// BatchError is a batch in which at least one item did not pass. It wraps
// the *compare.AssertionError: errors.Is(err, compare.ErrAssertionFailed)
// when any item failed, else compare.ErrAssertionInconclusive.
type BatchError struct {
	// Actuals are the items' actuals as rendered in messages; Results are
	// every result of the batch, passed ones included.
	Actuals []string
	Results []compare.Result
	// Evidence is what a session kept for the items that did not pass
	// (jevtest.Evidence.Index is the item), for matchers bound with
	// BindSession; nil otherwise.
	Evidence []jevtest.Evidence

	err *compare.AssertionError
}

// Error lists every item that did not pass in Gomega's message shape.
func (e *BatchError) Error() string {
	var b strings.Builder
	bad := 0
	for _, r := range e.Results {
		if r.Status != semantic.StatusPassed {
			bad++
		}
	}
	fmt.Fprintf(&b, "SemanticallyMatch batch: %d of %d expectations did not hold (%s)", bad, len(e.Results), e.err.Code)
	for i, r := range e.Results {
		if r.Status == semantic.StatusPassed {
			continue
		}
		fmt.Fprintf(&b, "\n[%d] %s", i, e.item(i))
	}
	return b.String()
}

// item renders one result, indented under its index line.
func (e *BatchError) item(i int) string {
	var ev *jevtest.Evidence
	for k := range e.Evidence {
		if e.Evidence[k].Index == i {
			ev = &e.Evidence[k]
		}
	}
	return strings.ReplaceAll(message(e.Actuals[i], "to semantically match", e.Results[i], ev), "\n", "\n"+format.Indent)
}

// Unwrap returns the *compare.AssertionError.
func (e *BatchError) Unwrap() error { return e.err }

// FormattedGomegaError lets Eventually print the message as is.
func (e *BatchError) FormattedGomegaError() string { return e.Error() }

// GomegaString lets format.Object print the message as is.
func (e *BatchError) GomegaString() string { return e.Error() }
