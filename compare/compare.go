package compare

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"time"

	"github.com/jevtest/jev/internal/ranked"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// item is one request of a batch, copied from the caller, and what the
// operation learned about it.
type item struct {
	idx         int
	kind        SourceKind
	description string
	loc         playwright.Locator
	prop        Property
	attr        string
	target      locate.Target // copied for SourceRef
	expected    string
	minConf     float64
	minSource   float64

	ev         Evidence
	srcErr     *SourceError // the description could not be bound
	sourceConf float64
	snap       *observe.Snapshot // the snapshot the bound ref belongs to
	unread     []observe.Frame   // the frames that snapshot could not read
	ref        observe.Ref       // the bound source (semantic, ref)
	qs         []semantic.Question
	ds         []semantic.Decision
	compareQ   int // index into the comparison wave, -1 when none
	res        Result
	sensitive  bool   // a password field read WithSensitiveFieldsRead
	secret     string // its clear value; ev.Text holds the mask
}

// Compare compares one request; freshness "snapshot". It is CompareBatch
// of one request; when the description cannot be bound the error is the
// *SourceError itself, returned with the inconclusive result.
func (c *Comparer) Compare(ctx context.Context, req Request) (Result, error) {
	rs, err := c.CompareBatch(ctx, []Request{req})
	var be *BatchError
	if errors.As(err, &be) {
		return rs[0], rs[0].SourceError
	}
	if err != nil {
		return Result{}, err
	}
	return rs[0], nil
}

// CompareBatch compares independent requests with one observation, one
// source-selection frontier and one comparison frontier. Every result has
// freshness "snapshot" and carries the same *Usage (count it once).
//
// A description that cannot be bound does not sink the batch: its item is
// inconclusive (Uncertainty source, Result.SourceError set), the others
// are decided, and the error is a *BatchError carrying every result
// (errors.As finds each *SourceError). Other errors come with no results:
// *semantic.ThresholdError and *RequestError (nothing touched),
// *LocatorError, observation errors and decider errors (classified
// *semantic.ProviderError, never turned into a decision).
func (c *Comparer) CompareBatch(ctx context.Context, reqs []Request) ([]Result, error) {
	items, err := c.prepare(reqs)
	if err != nil || len(items) == 0 {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	_, err = c.run(ctx, items)
	if err != nil {
		return nil, err
	}
	rs := results(items)
	var errs []error
	for _, it := range items {
		if it.srcErr != nil {
			errs = append(errs, it.srcErr)
		}
	}
	if len(errs) > 0 {
		return rs, &BatchError{Results: rs, Errs: errs}
	}
	return rs, nil
}

func results(items []*item) []Result {
	out := make([]Result, len(items))
	for i, it := range items {
		out[i] = it.res
	}
	return out
}

// prepare validates every request and copies it. Nothing is touched.
func (c *Comparer) prepare(reqs []Request) ([]*item, error) {
	reqs = append([]Request(nil), reqs...) // the caller may mutate its slice later
	items := make([]*item, len(reqs))
	for i, r := range reqs {
		it, err := c.prepareItem(i, r)
		if err != nil {
			return nil, err
		}
		items[i] = it
	}
	return items, nil
}

// prepareItem resolves the thresholds of request i and validates and
// copies its actual.
func (c *Comparer) prepareItem(i int, r Request) (*item, error) {
	th := semantic.Thresholds{MinConfidence: c.minConfidence, MinSourceConfidence: c.minSource}
	if r.MinConfidence != nil {
		v := *r.MinConfidence
		th.MinConfidence = &v
	}
	if r.MinSourceConfidence != nil {
		v := *r.MinSourceConfidence
		th.MinSourceConfidence = &v
	}
	minConf, minSource, err := th.Resolve()
	if err != nil {
		return nil, err
	}
	a := r.Actual
	it := &item{idx: i, expected: r.Expected, minConf: minConf, minSource: minSource, compareQ: -1,
		description: a.description, loc: a.locator, prop: a.property, attr: a.attribute}
	set := 0
	if a.description != "" {
		set++
		it.kind = SourceSemantic
	}
	if a.locator != nil {
		set++
		it.kind = SourceLocator
	}
	if a.target != nil {
		set++
		it.kind = SourceRef
		it.target = *a.target
	}
	if set != 1 {
		return nil, requestError(i, ErrInvalidRequest, "an actual needs exactly one source (build it with compare.Describe, Text, Value, Checked, Attr or Ref; %d set)", set)
	}
	if semantic.Normalize(r.Expected) == "" {
		return nil, requestError(i, ErrInvalidRequest, "expected value is empty")
	}
	if it.kind == SourceSemantic && semantic.Normalize(it.description) == "" {
		return nil, requestError(i, ErrInvalidRequest, "description is empty")
	}
	if it.kind == SourceSemantic && (a.property != "" || a.attribute != "") {
		return nil, requestError(i, ErrInvalidRequest, "a property or attribute applies to a locator or target, not to a description")
	}
	if it.kind == SourceSemantic && c.page == nil {
		return nil, requestError(i, ErrInvalidRequest, "the Comparer has no page: a description is grounded on a page (compare.New(page), matchers.Bind(page))")
	}
	if it.prop == "" {
		it.prop = PropertyText
	}
	switch it.kind {
	case SourceLocator:
		err = c.checkLocator(it)
	case SourceRef:
		err = checkRef(it)
	}
	if err != nil {
		return nil, err
	}
	return it, nil
}

// requestError is a *RequestError of request i.
func requestError(i int, sentinel error, format string, args ...any) error {
	return &RequestError{Index: i, Reason: fmt.Sprintf(format, args...), Err: sentinel}
}

// checkLocator validates a locator item's property and page.
func (c *Comparer) checkLocator(it *item) error {
	switch it.prop {
	case PropertyText, PropertyValue, PropertyChecked:
		if it.attr != "" {
			return requestError(it.idx, ErrInvalidRequest, "attribute %q is only read by property attribute, not %s", it.attr, it.prop)
		}
	case PropertyAttribute:
		if it.attr == "" {
			return requestError(it.idx, ErrInvalidRequest, "property attribute needs the attribute name (compare.Attr(loc, name))")
		}
	default:
		return requestError(it.idx, ErrUnsupportedProperty, "property %q (want text, value, checked or attribute)", it.prop)
	}
	if c.page == nil {
		return requestError(it.idx, ErrInvalidRequest, "the Comparer has no page")
	}
	if p, err := it.loc.Page(); err != nil || p != c.page {
		return requestError(it.idx, ErrInvalidRequest, "the locator does not belong to the Comparer's page")
	}
	return nil
}

// checkRef validates a ref item's property and target.
func checkRef(it *item) error {
	if it.prop != PropertyText && it.prop != PropertyValue {
		return requestError(it.idx, ErrUnsupportedProperty, "property %q of a located target (want text or value)", it.prop)
	}
	if it.attr != "" {
		return requestError(it.idx, ErrInvalidRequest, "an attribute applies to a locator's attribute property only")
	}
	if it.target.Snapshot == nil || it.target.Ref.IsZero() {
		return requestError(it.idx, ErrInvalidRequest, "the target has no snapshot ref (was it returned by package locate?)")
	}
	return nil
}

// run reads, decides and sets every item's result (freshness snapshot).
// It returns the shared usage.
func (c *Comparer) run(ctx context.Context, items []*item) (*semantic.Usage, error) {
	start := time.Now()
	usage := &semantic.Usage{}
	observeDur, err := c.readSources(ctx, items, usage)
	if err != nil {
		return nil, err
	}
	wave, asked := c.gate(items)
	if err := c.compareWave(ctx, wave, asked, usage); err != nil {
		return nil, err
	}
	usage.ObservationMs = observeDur.Milliseconds()
	usage.VerificationMs = max(0, (time.Since(start)-observeDur).Milliseconds()-usage.ProviderMs)
	for _, it := range items {
		capUnread(it)
		it.res.Usage = usage
		it.res.Questions, it.res.Decisions = it.qs, it.ds
		it.res.Models, it.res.Model = attribution(it.ds)
	}
	return usage, nil
}

// readSources binds every item to its evidence: locators are read
// directly (source authority), located targets bring their ref, and the
// descriptions share one observation and one source-selection frontier. It
// returns the time spent reading the page.
func (c *Comparer) readSources(ctx context.Context, items []*item, usage *semantic.Usage) (time.Duration, error) {
	var observeDur time.Duration
	var descs []*item
	for _, it := range items {
		switch it.kind {
		case SourceLocator:
			t := time.Now()
			ev, err := c.readLocatorItem(ctx, it) // refuses or masks a password
			observeDur += time.Since(t)
			if err != nil {
				return observeDur, err
			}
			it.ev, it.sourceConf = ev, 1
		case SourceRef:
			bindRef(it)
		case SourceSemantic:
			descs = append(descs, it)
		}
	}
	if len(descs) == 0 {
		return observeDur, nil
	}
	t := time.Now()
	snap, err := observe.Observe(ctx, c.page)
	observeDur += time.Since(t)
	if err != nil {
		return observeDur, err
	}
	u, err := c.bindSources(ctx, snap, descs)
	if err != nil {
		return observeDur, err // a decider failure: no item was decided
	}
	*usage = usage.Then(u)
	for _, it := range descs {
		noteUnread(it, snap.Unread)
	}
	return observeDur, nil
}

// noteUnread records the frames a description's snapshot could not read.
// "No source shows it" then covers the frames read only: its error names
// them, matches observe.ErrFramesUnread and claims no confidence.
func noteUnread(it *item, unread []observe.Frame) {
	if len(unread) == 0 {
		return
	}
	it.unread = append([]observe.Frame(nil), unread...)
	if e := it.srcErr; e != nil {
		e.Unread = it.unread
		if e.Err == ErrSourceNotFound {
			e.Confidence = 0
		}
	}
}

// capUnread turns the pass of a description bound while frames went
// unread into an inconclusive result (UncertainUnread): the source it
// means could be in a frame that was not read.
func capUnread(it *item) {
	r := &it.res
	if it.kind == SourceSemantic && len(it.unread) > 0 && r.Status == semantic.StatusPassed {
		r.Status, r.Uncertainty = semantic.StatusInconclusive, UncertainUnread
	}
}

// bindRef binds a located target: its ref is the source, its confidence
// the source's, its choice the first question and decision of the item.
func bindRef(it *item) {
	t := it.target
	text := t.Evidence.Name
	if it.prop == PropertyValue {
		text = t.Evidence.Value
	}
	it.ev = Evidence{SourceID: t.CID, Frame: t.Frame, Role: t.Role, Text: text, Context: t.Evidence.Scope}
	it.sourceConf, it.snap, it.ref = t.Confidence, t.Snapshot, t.Ref
	if t.Snapshot != nil && len(t.Snapshot.Unread) > 0 {
		it.unread = append([]observe.Frame(nil), t.Snapshot.Unread...)
	}
	it.qs = append(it.qs, t.Question)
	it.ds = append(it.ds, t.Decision)
}

// gate starts every item's result: it gates the source, short-circuits
// exact values and returns the comparison questions still to ask, with
// their items.
func (c *Comparer) gate(items []*item) ([]semantic.Question, []*item) {
	var wave []semantic.Question
	var asked []*item
	for _, it := range items {
		r := &it.res
		*r = Result{
			SourceConfidence: it.sourceConf, Threshold: it.minConf, SourceThreshold: it.minSource,
			Source: it.kind, Evidence: it.ev, Freshness: FreshnessSnapshot, Expected: it.expected,
			page: c.page, loc: it.loc, snap: it.snap, ref: it.ref, Unread: it.unread,
		}
		if it.kind == SourceSemantic {
			r.Description = it.description
			r.SourceError = it.srcErr
		}
		sourceOK := it.sourceConf >= it.minSource
		if it.sensitive {
			secretVerdict(r, it) // exact equality, no engine, masked
			continue
		}
		switch {
		case semantic.EqualNormalized(it.ev.Text, it.expected):
			r.Choice, r.Confidence, r.Provenance = semantic.ChoiceEquivalent, 1, semantic.ProvenanceDeterministic
			r.Status = semantic.StatusPassed
			if !sourceOK {
				r.Status, r.Uncertainty = semantic.StatusInconclusive, UncertainSource
			}
		case !sourceOK:
			// The comparison cannot turn this item into a pass: not asked.
			r.Status, r.Uncertainty = semantic.StatusInconclusive, UncertainSource
		default:
			it.compareQ = len(wave)
			q := semantic.NewComparisonQuestion("c"+strconv.Itoa(it.idx+1), it.ev.Text, it.ev.Context, it.expected)
			if it.kind == SourceSemantic {
				// What the bound text was asked for: a label in the text that
				// only repeats it is no claim of the text's own.
				q.Data[semantic.DataDescription] = it.description
			}
			wave = append(wave, q)
			asked = append(asked, it)
		}
	}
	return wave, asked
}

// compareWave asks the comparison frontier (nothing when wave is empty)
// and sets the verdict of every asked item.
func (c *Comparer) compareWave(ctx context.Context, wave []semantic.Question, asked []*item, usage *semantic.Usage) error {
	if len(wave) == 0 {
		return nil
	}
	dec, err := c.getDecider()
	if err != nil {
		return err
	}
	ds, u, err := semantic.RunFrontier(ctx, dec, wave, semantic.State{})
	if err != nil {
		return err
	}
	*usage = usage.Then(u)
	for k, it := range asked {
		d := ds[k]
		it.qs = append(it.qs, wave[k])
		it.ds = append(it.ds, d)
		r := &it.res
		r.Choice, r.Confidence, r.Provenance = d.Choice, d.Confidence(), semantic.ProvenanceSemantic
		r.Status = semantic.Verdict(d, it.minConf)
		if r.Status == semantic.StatusInconclusive {
			r.Uncertainty = UncertainComparison
		}
	}
	return nil
}

// selectSources asks one source-selection question per description over
// the snapshot's sources, sent once as shared state, and returns the
// questions, their decisions and the sources by id.
func (c *Comparer) selectSources(ctx context.Context, snap *observe.Snapshot, descs []*item) ([]semantic.Question, []semantic.Decision, map[string]observe.TextSource, semantic.Usage, error) {
	dec, err := c.getDecider()
	if err != nil {
		return nil, nil, nil, semantic.Usage{}, err
	}
	// The targets go along: an endpoint button or a tab names the section
	// its sources describe ("the summary of the GET /books/{isbn}
	// operation"), though only sources can be chosen.
	st := semantic.State{Sources: snap.SemanticSources(), Targets: snap.SemanticTargets()}
	tids := make([]string, len(st.Targets))
	for i, t := range st.Targets {
		tids[i] = t.ID
	}
	ids := make([]string, len(snap.Sources))
	byID := make(map[string]observe.TextSource, len(snap.Sources))
	for i, s := range snap.Sources {
		ids[i] = s.ID
		byID[s.ID] = s
	}
	qs := make([]semantic.Question, len(descs))
	for k, it := range descs {
		qs[k] = semantic.NewSourceQuestionWith("s"+strconv.Itoa(it.idx+1), it.description, ids, tids)
	}
	ds, u, err := semantic.RunFrontier(ctx, dec, qs, st)
	if err != nil {
		return nil, nil, nil, semantic.Usage{}, err
	}
	return qs, ds, byID, u, nil
}

// bindDecision binds item it by its source decision d: an explicit none
// or an ambiguity leaves it unbound with its *SourceError.
func bindDecision(it *item, q semantic.Question, d semantic.Decision, byID map[string]observe.TextSource, snap *observe.Snapshot) {
	it.qs = append(it.qs, q)
	it.ds = append(it.ds, d)
	switch d.Choice {
	case semantic.ChoiceNone, semantic.ChoiceAmbiguous:
		sentinel := ErrSourceNotFound
		if d.Choice == semantic.ChoiceAmbiguous {
			sentinel = ErrSourceAmbiguous
		}
		it.srcErr = &SourceError{Index: it.idx, Description: it.description, Choice: d.Choice, Confidence: d.Confidence(),
			Candidates: sourceCandidates(d, byID), Err: sentinel}
		return
	}
	s := byID[d.Choice]
	it.ev = Evidence{SourceID: s.ID, Frame: s.Frame, Role: s.Role, Text: s.Text, Context: s.Context}
	it.sourceConf, it.snap, it.ref = d.Confidence(), snap, s.Ref
}

// sourceCandidates lists the sources a decision gave probability to, best
// first, at most MaxCandidates.
func sourceCandidates(d semantic.Decision, byID map[string]observe.TextSource) []SourceCandidate {
	return ranked.Top(d.Probabilities, byID, MaxCandidates, func(id string, s observe.TextSource, p float64) SourceCandidate {
		return SourceCandidate{ID: id, Role: s.Role, Text: s.Text, Context: s.Context, Row: s.Row, Score: p}
	})
}

// attribution lists the distinct model ids of ds and the single model when
// every decision reported the same one.
func attribution(ds []semantic.Decision) ([]string, string) {
	var models []string
	complete := len(ds) > 0
	seen := map[string]bool{}
	for _, d := range ds {
		if d.Model == "" {
			complete = false
			continue
		}
		if !seen[d.Model] {
			seen[d.Model] = true
			models = append(models, d.Model)
		}
	}
	sort.Strings(models)
	if complete && len(models) == 1 {
		return models, models[0]
	}
	return models, ""
}
