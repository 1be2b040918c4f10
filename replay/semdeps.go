package replay

import (
	"fmt"
	"sort"
	"strings"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// What a recorded selection decision depended on.
//
// A selection question (which text source, which target) is asked over the
// whole page, but its recorded answer depends on far less: the unit it chose
// and the units it weighed against it. Replay re-answers the question from
// the recorded decision while those units are on the page unchanged:
//
//   - the chosen unit must be on the page with the same content (a source:
//     frame, role, text and context; a target: frame, fingerprint and row),
//     under any id (ids are positions and shift when something is added
//     above);
//   - every contender — a unit the recorded distribution gave at least
//     contenderMass — must be on the page unchanged;
//   - no new unit may repeat the chosen one's content (the choice could be
//     ambiguous now);
//   - for a recorded "none" or "ambiguous", every recorded unit counts and a
//     new unit is a change (it might be the match that was missing).
//
// Any other difference (units added, removed or edited elsewhere) is drift:
// reported, never changed.

// contenderMass is the probability a recorded selection decision must give
// a unit for the decision to count as having weighed it.
const contenderMass = 0.01

// unitKey is the identity of one selectable unit as the decision saw it.
type unitKey = string

func sourceKey(x semantic.Source) unitKey {
	return fmt.Sprintf("%d\x00%s\x00%s\x00%s", x.Frame, x.Role, semantic.Normalize(x.Text), semantic.Normalize(x.Context))
}

func targetKey(x semantic.Target) unitKey {
	return fmt.Sprintf("%d\x00%s\x00%s", x.Frame, semantic.Fingerprint(x.Role, x.Name), semantic.Normalize(x.Row))
}

// selectionUnit is one recorded or current unit of a selection question.
type selectionUnit struct {
	id, key, label string
}

func sourceUnits(xs []semantic.Source) []selectionUnit {
	out := make([]selectionUnit, len(xs))
	for i, x := range xs {
		out[i] = selectionUnit{id: x.ID, key: sourceKey(x), label: fmt.Sprintf("%q", x.Text)}
	}
	return out
}

func targetUnits(xs []semantic.Target) []selectionUnit {
	out := make([]selectionUnit, len(xs))
	for i, x := range xs {
		label := fmt.Sprintf("%s %q", x.Role, x.Name)
		if x.Row != "" {
			label += fmt.Sprintf(" in row %q", x.Row)
		}
		out[i] = selectionUnit{id: x.ID, key: targetKey(x), label: label}
	}
	return out
}

// dependencies compares the units a recorded selection decision depended on
// with the current ones: changes make the record changed, drift is only
// reported. what names the kind of unit ("source", "target").
func dependencies(what string, d *semantic.Decision, recorded, current []selectionUnit) (changes, drift []string) {
	rec := map[string]selectionUnit{}
	recCount, curCount := map[unitKey]int{}, map[unitKey]int{}
	for _, u := range recorded {
		rec[u.id] = u
		recCount[u.key]++
	}
	for _, u := range current {
		curCount[u.key]++
	}
	if d == nil {
		return []string{fmt.Sprintf("no recorded decision for the %s question", what)}, nil
	}
	noChoice := d.Choice == semantic.ChoiceNone || d.Choice == semantic.ChoiceAmbiguous
	dep := map[string]bool{}
	if noChoice {
		for id := range rec {
			dep[id] = true
		}
	} else {
		dep[d.Choice] = true
		for id, p := range d.Probabilities {
			if p >= contenderMass {
				if _, ok := rec[id]; ok {
					dep[id] = true
				}
			}
		}
	}
	if _, ok := rec[d.Choice]; !ok && !noChoice {
		return []string{fmt.Sprintf("the chosen %s %s is not among the recorded %ss", what, d.Choice, what)}, nil
	}
	ids := make([]string, 0, len(dep))
	for id := range dep {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		u := rec[id]
		if curCount[u.key] > 0 {
			continue
		}
		role := "a contender of the choice"
		if id == d.Choice {
			role = "the chosen " + what
		}
		changes = append(changes, fmt.Sprintf("%s %s %s (%s) is no longer on the page unchanged", what, id, u.label, role))
	}
	if !noChoice {
		if u := rec[d.Choice]; curCount[u.key] > recCount[u.key] {
			changes = append(changes, fmt.Sprintf("a new %s repeats the chosen %s %s: the choice may be ambiguous now", what, what, u.label))
		}
	}
	added, gone := 0, 0
	for k, n := range curCount {
		added += max(n-recCount[k], 0)
	}
	for k, n := range recCount {
		gone += max(n-curCount[k], 0)
	}
	if noChoice && added > 0 {
		changes = append(changes, fmt.Sprintf("%d new %s(s) since the recorded %q: one of them might match", added, what, d.Choice))
	}
	if added > 0 || gone > 0 {
		drift = append(drift, fmt.Sprintf("%ss: %d new, %d gone or edited, none of them weighed by the decision", what, added, gone))
	}
	return changes, drift
}

// decisionFor is the recorded decision answering question id.
func decisionFor(s *trace.SemanticRecord, id string) *semantic.Decision {
	for i := range s.Decisions {
		if s.Decisions[i].QuestionID == id {
			return &s.Decisions[i]
		}
	}
	return nil
}

// rebuild rebuilds the record's questions from snap (for an engine asked
// with WithDecider) and checks what each recorded decision depended on:
// the bound evidence, the chosen and contending units of each selection.
func rebuild(s *trace.SemanticRecord, snap semanticState) rebuilt {
	rb := rebuilt{state: snap.state}
	if s.Evidence != nil && s.Op != trace.OpLocate {
		ev, change := currentEvidence(s, snap)
		rb.evidence = ev
		if change != "" {
			rb.changes = append(rb.changes, change)
		}
	}
	for _, q := range s.Questions {
		d := decisionFor(s, q.ID)
		var nq semantic.Question
		var ch, dr []string
		switch q.Kind {
		case semantic.KindSourceSelection:
			nq = semantic.NewSourceQuestion(q.ID, q.Data["description"], snap.sourceIDs)
			if len(q.Refs) > len(q.Criteria)-2 {
				// Recorded with the targets as context (compare's source
				// questions): rebuilt the same way.
				nq = semantic.NewSourceQuestionWith(q.ID, q.Data["description"], snap.sourceIDs, snap.targetIDs)
			}
			ch, dr = dependencies("source", d, sourceUnits(s.Sources), sourceUnits(rb.state.Sources))
		case semantic.KindTargetSelection:
			nq = semantic.NewTargetQuestion(q.ID, q.Data["description"], snap.targetIDs)
			ch, dr = dependencies("target", d, targetUnits(s.Targets), targetUnits(rb.state.Targets))
		case semantic.KindComparison:
			actual, context := q.Data["actual"], q.Data["context"]
			if rb.evidence != nil {
				actual, context = rb.evidence.Text, rb.evidence.Context
			}
			nq = semantic.NewComparisonQuestion(q.ID, actual, context, q.Data["expected"])
			if d, ok := q.Data[semantic.DataDescription]; ok {
				nq.Data[semantic.DataDescription] = d
			}
			if semantic.CanonicalKey("", nq, semantic.State{}) != semantic.CanonicalKey("", q, semantic.State{}) {
				ch = []string{fmt.Sprintf("actual %q (context %q), recorded %q (context %q)", actual, context, q.Data["actual"], q.Data["context"])}
			}
		default:
			nq = q // no rebuild rule: compared as recorded
		}
		rb.questions = append(rb.questions, nq)
		for _, c := range ch {
			rb.changes = append(rb.changes, fmt.Sprintf("question %s (%s): %s", q.ID, q.Kind, c))
		}
		rb.drift = append(rb.drift, dr...)
	}
	return rb
}

// semanticState is the current page as semantic replay needs it.
type semanticState struct {
	state                semantic.State
	sourceIDs, targetIDs []string
	// locator and locatorErr are the re-read of the record's locator
	// evidence, when it names its locator (spec 2).
	locator    *trace.Evidence
	locatorErr error
}

func newSemanticState(st semantic.State) semanticState {
	ss := semanticState{state: st}
	for _, x := range st.Sources {
		ss.sourceIDs = append(ss.sourceIDs, x.ID)
	}
	for _, x := range st.Targets {
		ss.targetIDs = append(ss.targetIDs, x.ID)
	}
	return ss
}

// isFailureRecord reports whether a semantic record documents a failure of
// the recorded test: an assertion that did not pass, a locate that grounded
// nothing, or an operation that errored.
func isFailureRecord(s *trace.SemanticRecord) bool {
	switch {
	case s.Error != "":
		return true
	case s.Op == trace.OpAssert || s.Op == trace.OpLocate:
		return s.Result.Status != semantic.StatusPassed
	}
	return false
}

func joinDrift(d []string) string { return strings.Join(d, "; ") }
