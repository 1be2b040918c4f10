package replay

import (
	"context"
	"fmt"
	"strings"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/internal/redact"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// Replaying a semantic record (spec 1).
//
// The page is re-observed (after navigating to the record's url when the
// page is not there) and every recorded question is rebuilt from the
// current observation with package semantic's builders:
//
//   - a source-selection question: semantic.NewSourceQuestion(id, the
//     recorded description, every current text source id), asked with the
//     current text sources as shared state;
//   - a target-selection question (locate): semantic.NewTargetQuestion(id,
//     the recorded description, every current target cid), with the
//     current targets as shared state;
//   - a comparison question: semantic.NewComparisonQuestion(id, the current
//     evidence's text, its context, the recorded expected value).
//
// The current evidence is the current page unit with the recorded
// evidence's sourceId: a text source (t<frame>_<n>: its text and context)
// or a target (a cid: its name, or its value when the recorded evidence
// quoted the value; its scope as context). Evidence read through a caller's
// locator has no sourceId and no selector in the trace: it counts as
// unchanged while a current text source shows the same normalised text.
//
// A rebuilt question is the recorded one when semantic.CanonicalKey — the
// instruction, criteria, quoted data and the content of every referenced
// source or target — is equal. When every question and the evidence are
// unchanged, the record is answered from its recorded decisions (no engine
// is constructed or called) and the status those decisions give must be
// the recorded status: ok, else error (an inconsistent trace). Anything
// that differs makes the record changed; WithDecider then asks that engine
// the rebuilt questions and reports its answer alongside.
func (rn *run) semantic(ctx context.Context, rec trace.Record, ordinal int) StepReplay {
	s := rec.Semantic
	sr := StepReplay{Step: s.Step, Kind: StepKindSemantic, Line: rec.Line, FP: s.Result.FP, Intent: semIntent(s)}
	if sr.Step == 0 {
		sr.Step = ordinal
	}
	sr.Semantic = &SemanticReplay{Op: s.Op, RecordedStatus: s.Result.Status}
	ctx, cancel := context.WithTimeout(ctx, rn.r.cfg.stepTimeout)
	defer cancel()
	target := rn.r.url(s.URL)
	sr.URL = target
	if err := navigate(ctx, rn.page, target); err != nil {
		sr.Status, sr.Reason = StatusError, fmt.Sprintf("navigate to %s: %v", redact.URL(target), redact.Error(err))
		return sr
	}
	var opts []observe.Option
	if s.Op == trace.OpLocate {
		opts = append(opts, observe.WithoutText())
		for _, t := range s.Targets {
			if t.Row != "" {
				opts = nil // rows are built from text
				break
			}
		}
	}
	var rb rebuilt
	err := untilRecorded(ctx, func() (bool, error) {
		snap, err := observe.Observe(ctx, rn.page, opts...)
		if err != nil {
			return false, err
		}
		// Recorded evidence is matched against every current source: each
		// must be one a person sees.
		if _, err := snap.Perceive(ctx, rn.page); err != nil {
			return false, err
		}
		st := newSemanticState(currentState(snap))
		if s.Evidence != nil && s.Evidence.Locator != nil && s.Evidence.Locator.Selector != "" {
			l := s.Evidence.Locator
			ev, err := compare.ReadLocator(ctx, rn.page.Locator(l.Selector), compare.Property(l.Property), l.Attribute)
			st.locator = &trace.Evidence{Frame: ev.Frame, Role: ev.Role, Text: ev.Text, Context: ev.Context}
			st.locatorErr = err
		}
		rb = rebuild(s, st)
		return len(rb.changes) == 0, nil
	})
	if err != nil {
		sr.Status, sr.Reason = StatusError, fmt.Sprintf("observe: %v", err)
		return sr
	}
	sr.Semantic.Changed, sr.Semantic.Drift = rb.changes, rb.drift
	if len(rb.changes) == 0 {
		rn.unchanged(&sr, s, rb)
		return sr
	}
	sr.Status = StatusChanged
	sr.Reason = fmt.Sprintf("%s evidence changed: %s", s.Op, strings.Join(rb.changes, "; "))
	if d := rn.r.cfg.decider; d != nil {
		rn.askDecider(ctx, &sr, s, rb)
	}
	return sr
}

// unchanged answers a record whose evidence is unchanged from its recorded
// decisions (no engine). A record of a failure that replays as recorded is
// failed-as-recorded; an operation that errored without a decision is
// reproduced as its recorded error class.
func (rn *run) unchanged(sr *StepReplay, s *trace.SemanticRecord, rb rebuilt) {
	drift := ""
	if len(rb.drift) > 0 {
		drift = " (drift elsewhere: " + joinDrift(rb.drift) + ")"
	}
	if s.Error != "" && len(s.Decisions) == 0 {
		sr.Status = StatusFailedAsRecorded
		sr.Reason = fmt.Sprintf("the recorded %s errored before any decision (%s): replay reports the recorded failure%s", s.Op, s.Error, drift)
		return
	}
	st, err := s.ReplayedStatus()
	sr.Semantic.ReplayedStatus = st
	if err != nil {
		sr.Status, sr.Reason = StatusError, "question unchanged, but "+err.Error()
		return
	}
	sr.Status = StatusOK
	sr.Reason = fmt.Sprintf("%s evidence unchanged: answered from the recorded decisions (no engine), %s as recorded%s", s.Op, st, drift)
	if isFailureRecord(s) {
		sr.Status = StatusFailedAsRecorded
		sr.Reason = fmt.Sprintf("%s %s as recorded (%s): the recorded failure replays%s", s.Op, st, orNone(s.Error), drift)
	}
}

func orNone(s string) string {
	if s == "" {
		return "no error class"
	}
	return s
}

func semIntent(s *trace.SemanticRecord) string {
	switch {
	case s.Description != "" && s.Expected != "":
		return fmt.Sprintf("%s %q means %q", s.Op, s.Description, s.Expected)
	case s.Description != "":
		return fmt.Sprintf("%s %q", s.Op, s.Description)
	}
	return fmt.Sprintf("%s %q", s.Op, s.Expected)
}

// rebuilt is a semantic record's questions rebuilt from the current page.
type rebuilt struct {
	questions []semantic.Question // same order as the record's
	state     semantic.State      // the current sources and targets
	evidence  *trace.Evidence     // the current evidence (compare/assert)
	changes   []string
	drift     []string // differences no recorded decision depended on
}

func currentState(snap *observe.Snapshot) semantic.State {
	return semantic.State{Sources: snap.SemanticSources(), Targets: snap.SemanticTargets()}
}

// currentEvidence finds the current unit behind the recorded evidence and
// says how it differs ("" when it does not).
func currentEvidence(s *trace.SemanticRecord, st semanticState) (*trace.Evidence, string) {
	cur := st.state
	rec := *s.Evidence
	if rec.SourceID == "" && (st.locator != nil || st.locatorErr != nil) {
		return locatorChange(rec, st.locator, st.locatorErr)
	}
	if rec.SourceID == "" {
		for _, x := range cur.Sources {
			// Observation reads inline "Label: value" text as the value
			// with its label as context.
			if semantic.EqualNormalized(x.Text, rec.Text) || (x.Context != "" && semantic.EqualNormalized(x.Context+": "+x.Text, rec.Text)) {
				return &rec, ""
			}
		}
		return nil, fmt.Sprintf("locator evidence %q is no longer shown by any text unit of the page", rec.Text)
	}
	// By content first: ids are positions and shift when units are added
	// or removed above the evidence.
	for _, x := range cur.Sources {
		if x.ID == rec.SourceID && x.Text == rec.Text && x.Context == rec.Context {
			return &trace.Evidence{SourceID: x.ID, Frame: x.Frame, Role: x.Role, Text: x.Text, Context: x.Context}, ""
		}
	}
	for _, x := range cur.Sources {
		if x.Frame == rec.Frame && x.Role == rec.Role && x.Text == rec.Text && x.Context == rec.Context && !isTargetID(rec.SourceID) {
			return &trace.Evidence{SourceID: x.ID, Frame: x.Frame, Role: x.Role, Text: x.Text, Context: x.Context}, ""
		}
	}
	for _, x := range cur.Sources {
		if x.ID == rec.SourceID {
			ev := &trace.Evidence{SourceID: x.ID, Frame: x.Frame, Role: x.Role, Text: x.Text, Context: x.Context}
			return ev, evidenceChange(rec, *ev)
		}
	}
	for _, x := range cur.Targets {
		if x.ID != rec.SourceID {
			continue
		}
		ev := &trace.Evidence{SourceID: x.ID, Frame: x.Frame, Role: x.Role, Text: x.Name, Context: x.Scope}
		if quotesValue(s, rec) {
			ev.Text = x.Value
		}
		return ev, evidenceChange(rec, *ev)
	}
	return nil, fmt.Sprintf("evidence %s is no longer on the page", rec.SourceID)
}

// quotesValue reports whether the recorded evidence quoted its target's
// value rather than its name.
func quotesValue(s *trace.SemanticRecord, rec trace.Evidence) bool {
	for _, t := range s.Targets {
		if t.ID == rec.SourceID {
			return rec.Text == t.Value && rec.Text != t.Name
		}
	}
	return false
}

func evidenceChange(rec, cur trace.Evidence) string {
	if rec.Text == cur.Text && rec.Context == cur.Context {
		return ""
	}
	return fmt.Sprintf("evidence %s was %q (context %q), now %q (context %q)", rec.SourceID, rec.Text, rec.Context, cur.Text, cur.Context)
}

// askDecider asks the configured engine the rebuilt questions on the
// current evidence and records its answer next to the changed status.
func (rn *run) askDecider(ctx context.Context, sr *StepReplay, s *trace.SemanticRecord, rb rebuilt) {
	dec := rn.r.cfg.decider
	rep := sr.Semantic
	rep.Decider = dec.Name()
	var qs []semantic.Question
	var ds []semantic.Decision
	ev := rb.evidence
	// Selection questions first: they bind the evidence.
	for _, q := range rb.questions {
		if q.Kind != semantic.KindSourceSelection && q.Kind != semantic.KindTargetSelection {
			continue
		}
		got, _, err := semantic.RunFrontier(ctx, dec, []semantic.Question{q}, rb.state)
		if err != nil {
			rep.DeciderError = err.Error()
			return
		}
		qs, ds = append(qs, q), append(ds, got[0])
		rep.DeciderChoice, rep.DeciderConfidence = got[0].Choice, got[0].Confidence()
		if q.Kind == semantic.KindSourceSelection {
			for _, x := range rb.state.Sources {
				if x.ID == got[0].Choice {
					ev = &trace.Evidence{SourceID: x.ID, Frame: x.Frame, Role: x.Role, Text: x.Text, Context: x.Context}
				}
			}
		}
	}
	if s.Op != trace.OpLocate && ev != nil {
		for _, q := range rb.questions {
			if q.Kind != semantic.KindComparison {
				continue
			}
			nq := semantic.NewComparisonQuestion(q.ID, ev.Text, ev.Context, q.Data["expected"])
			if d, ok := q.Data[semantic.DataDescription]; ok {
				nq.Data[semantic.DataDescription] = d
			}
			if semantic.EqualNormalized(ev.Text, nq.Data["expected"]) {
				break // the deterministic short-circuit: no question
			}
			got, _, err := semantic.RunFrontier(ctx, dec, []semantic.Question{nq}, semantic.State{})
			if err != nil {
				rep.DeciderError = err.Error()
				return
			}
			qs, ds = append(qs, nq), append(ds, got[0])
			rep.DeciderChoice, rep.DeciderConfidence = got[0].Choice, got[0].Confidence()
		}
	}
	text := ""
	if ev != nil {
		text = ev.Text
	}
	st, ok := s.DeriveStatus(qs, ds, text)
	if !ok {
		st = semantic.StatusInconclusive
	}
	rep.DeciderStatus = st
	sr.Reason += fmt.Sprintf("; %s on the current evidence: %s (%s %.2f)", rep.Decider, st, rep.DeciderChoice, rep.DeciderConfidence)
}

// isTargetID reports whether an evidence id names a target (f<frame>:c<n>)
// rather than a text source (t<frame>_<n>).
func isTargetID(id string) bool { return strings.Contains(id, ":") }

// locatorChange compares a recorded locator evidence with its re-read, as
// its property: a checked state with a checked state, a value with a value.
func locatorChange(rec trace.Evidence, cur *trace.Evidence, err error) (*trace.Evidence, string) {
	l := rec.Locator
	what := fmt.Sprintf("locator %s (%s)", l.Selector, propertyName(l))
	if err != nil {
		return nil, fmt.Sprintf("%s no longer reads: %v", what, err)
	}
	ev := rec
	ev.Text, ev.Context = cur.Text, cur.Context
	if cur.Text != rec.Text {
		return &ev, fmt.Sprintf("%s was %q, now %q", what, rec.Text, cur.Text)
	}
	return &ev, ""
}

func propertyName(l *trace.LocatorEvidence) string {
	switch {
	case l.Property == "":
		return "text"
	case l.Attribute != "":
		return l.Property + " " + l.Attribute
	}
	return l.Property
}
