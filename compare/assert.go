package compare

import (
	"context"
	"errors"
	"time"

	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
)

// Assert is AssertBatch of one request. On anything but a pass the error
// is an *AssertionError carrying the result (also returned).
func (c *Comparer) Assert(ctx context.Context, req Request) (Result, error) {
	rs, err := c.AssertBatch(ctx, []Request{req})
	if len(rs) == 0 {
		return Result{}, err
	}
	return rs[0], err
}

// AssertBatch compares like CompareBatch, then re-reads every bound source
// within the same operation budget before returning:
//
//   - semantic and ref sources are re-read through their snapshot
//     (observe.Snapshot.Reread, one round trip per frame and snapshot): an
//     unchanged node is freshness "verified"; a changed, hidden, detached
//     or replaced one is freshness "changed", status inconclusive, with
//     CurrentEvidence when its text can still be read. A ref is strict:
//     an identical node that replaced the observed one is "replaced".
//   - a locator is re-resolved and its property re-read: the same value is
//     "verified" (an identical re-render is fine), a different value,
//     no match, several matches or an invisible element is "changed".
//
// Verification decision for locators: when the whole operation asked no
// question (every item settled by a locator or a ref and the deterministic
// short-circuit), no inference ran between reading a locator and returning,
// so that read is itself the verification at a bounded instant: the item is
// "verified" without a second read. A second read microseconds later would
// prove nothing the first did not, and would double the cost of the
// cheapest assertion. As soon as the operation waited for any decider, every
// locator is re-read. Refs are always re-read: they were captured by an
// earlier operation.
//
// When every item passed, the error is nil. Otherwise the results are
// returned together with an *AssertionError carrying all of them (passed
// ones included): CodeAssertionFailed when any item failed (errors.Is
// ErrAssertionFailed), else CodeAssertionInconclusive. A description that
// cannot be bound is one inconclusive item with its SourceError (errors.As
// finds it through the *AssertionError); the others are decided. Other
// errors are those of CompareBatch, returned with no results.
func (c *Comparer) AssertBatch(ctx context.Context, reqs []Request) ([]Result, error) {
	items, err := c.prepare(reqs)
	if err != nil || len(items) == 0 {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	usage, err := c.run(ctx, items)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	if err := c.verify(ctx, items, usage.Questions > 0); err != nil {
		return nil, err
	}
	usage.VerificationMs += time.Since(start).Milliseconds()
	rs := results(items)
	return rs, newAssertionError(rs)
}

// verify re-reads the bound sources and sets freshness.
func (c *Comparer) verify(ctx context.Context, items []*item, inferred bool) error {
	if err := c.verifyRefs(ctx, items); err != nil {
		return err
	}
	// Locators: re-resolve and re-read, unless no inference happened.
	for _, it := range items {
		if it.kind != SourceLocator {
			continue
		}
		if !inferred {
			it.res.Freshness = FreshnessVerified
			continue
		}
		if err := verifyLocator(ctx, it); err != nil {
			return err
		}
	}
	return nil
}

// verifyRefs re-reads the bound refs of semantic and ref items, grouped by
// snapshot: one Reread each.
func (c *Comparer) verifyRefs(ctx context.Context, items []*item) error {
	groups := map[*observe.Snapshot][]*item{}
	var order []*observe.Snapshot
	for _, it := range items {
		if it.kind == SourceLocator || it.srcErr != nil {
			continue // an unbound description has nothing to re-read
		}
		if _, ok := groups[it.snap]; !ok {
			order = append(order, it.snap)
		}
		groups[it.snap] = append(groups[it.snap], it)
	}
	for _, snap := range order {
		its := groups[snap]
		refs := make([]observe.Ref, len(its))
		for k, it := range its {
			refs[k] = it.ref
		}
		states, err := snap.Reread(ctx, c.page, refs...)
		if errors.Is(err, observe.ErrNavigationContext) {
			// The document went away under the re-read (a navigation, a
			// reload): what was compared is no longer what the page shows.
			for _, it := range its {
				stale(&it.res, string(observe.RefReplaced), nil)
			}
			continue
		}
		if err != nil {
			return err
		}
		for k, it := range its {
			refFreshness(it, states[k])
		}
	}
	return nil
}

// refFreshness sets the freshness of a ref-bound item from its re-read.
func refFreshness(it *item, st observe.RefState) {
	if st.Status == observe.RefUnchanged {
		it.res.Freshness = FreshnessVerified
		return
	}
	var cur *Evidence
	if st.Status == observe.RefChanged || st.Status == observe.RefReplaced {
		ev := it.ev
		ev.Text = st.Text
		if it.kind == SourceRef && it.prop == PropertyValue {
			ev.Text = st.Value
		}
		cur = &ev
		// The same node, changed in what was not compared (a checkbox's
		// state after Check, when its name was compared): the compared
		// evidence is what the page shows.
		if st.Status == observe.RefChanged && ev.Text == it.ev.Text {
			it.res.Freshness = FreshnessVerified
			return
		}
	}
	stale(&it.res, string(st.Status), cur)
}

// verifyLocator re-resolves a locator item and re-reads its property.
func verifyLocator(ctx context.Context, it *item) error {
	r, err := readOnce(ctx, it.loc, it.prop, it.attr)
	if errors.Is(err, observe.ErrNavigationContext) {
		// The document went away under the re-read (a navigation, a
		// reload): what was compared is no longer what the page shows.
		stale(&it.res, string(observe.RefReplaced), nil)
		return nil
	}
	if err != nil {
		return err
	}
	ev, lerr := locatorEvidence(it.idx, it.prop, r)
	if it.sensitive && lerr == nil {
		var changed bool
		if ev, changed = rereadSecret(it, ev); changed {
			stale(&it.res, string(observe.RefChanged), &ev)
			return nil
		}
		ev.Text = it.ev.Text
	}
	switch {
	case lerr != nil && r.n == 0:
		stale(&it.res, string(observe.RefDetached), nil)
	case lerr != nil && r.hidden:
		stale(&it.res, string(observe.RefHidden), nil)
	case lerr != nil:
		stale(&it.res, string(observe.RefChanged), nil)
	case ev.Text != it.ev.Text:
		stale(&it.res, string(observe.RefChanged), &ev)
	default:
		it.res.Freshness = FreshnessVerified
	}
	return nil
}

// stale marks r as evidence that changed before the assertion returned.
func stale(r *Result, change string, current *Evidence) {
	r.Freshness = FreshnessChanged
	r.Change = change
	r.CurrentEvidence = current
	r.Status = semantic.StatusInconclusive
	r.Uncertainty = UncertainFreshness
}
