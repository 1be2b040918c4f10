package report

import (
	"fmt"
	"sort"
	"strings"
)

// Name is a one-line name of the operation: "assert #3: \"Pro (yearly)\"",
// or for a locate "locate #2: \"Manage plan\"".
func (op Operation) Name() string {
	id := fmt.Sprintf("%s #%d", op.Op, op.Seq)
	if op.BatchSize > 1 {
		id = fmt.Sprintf("%s #%d.%d", op.Op, op.Seq, op.Index)
	}
	if op.Op == "locate" {
		return fmt.Sprintf("%s: %q", id, op.Actual.Description)
	}
	return fmt.Sprintf("%s: %q", id, op.Result.Expected)
}

// ActualText says how the operation named its actual: `description "…"`,
// `locator #plan (text)`, `target "…"`.
func (op Operation) ActualText() string {
	a := op.Actual
	prop := a.Property
	if a.Attribute != "" {
		prop += " " + a.Attribute
	}
	if prop != "" {
		prop = " (" + prop + ")"
	}
	switch {
	case a.Locator != "":
		return "locator " + a.Locator + prop
	case a.Target != "":
		return fmt.Sprintf("located target %q%s", a.Target, prop)
	case a.Description != "":
		return fmt.Sprintf("description %q", a.Description)
	}
	return "-"
}

// Explain renders the operation's verdict in a few lines: status, which
// link was uncertain, expected, actual, evidence, verdict against
// threshold, source confidence against its threshold and freshness.
//
// It is the renderer of a stored record, deliberately separate from
// compare.Explain (the one renderer of a live compare.Result): a record
// may be a locate item or an operation that ended without a verdict
// (Result.Error), which compare.Result cannot express; it names the
// actual as recorded (Actual: locator, target or description) and the
// page URL, which a live result does not hold; and package report stays
// free of playwright-go, which compare imports. Its text is the `jev
// report` format and is pinned by its tests.
func (op Operation) Explain() string {
	r := op.Result
	var b strings.Builder
	fmt.Fprintf(&b, "%s", r.Status)
	if r.Uncertainty != "" {
		fmt.Fprintf(&b, " (uncertain: %s)", r.Uncertainty)
	}
	if r.Error != "" {
		fmt.Fprintf(&b, "\nerror:     %s", r.Error)
	}
	if r.Expected != "" {
		fmt.Fprintf(&b, "\nexpected:  %q", r.Expected)
	}
	fmt.Fprintf(&b, "\nactual:    %s", op.ActualText())
	if r.Evidence.Text != "" || r.Evidence.SourceID != "" {
		fmt.Fprintf(&b, "\nevidence:  %q", r.Evidence.Text)
		if r.Evidence.Context != "" {
			fmt.Fprintf(&b, " (context %q)", r.Evidence.Context)
		}
		if r.Evidence.Role != "" {
			fmt.Fprintf(&b, " [%s]", r.Evidence.Role)
		}
	}
	if r.Choice != "" {
		fmt.Fprintf(&b, "\nverdict:   %s", r.Choice)
		if r.Provenance != "" {
			fmt.Fprintf(&b, " (%s)", r.Provenance)
		}
		fmt.Fprintf(&b, ", confidence %.2f / threshold %.2f", r.Confidence, r.Threshold)
	}
	if op.Op != "locate" && r.Status != "error" {
		fmt.Fprintf(&b, "\nsource:    %s, confidence %.2f / threshold %.2f", r.Source, r.SourceConfidence, r.SourceThreshold)
	}
	if r.Freshness != "" {
		fmt.Fprintf(&b, "\nfreshness: %s", r.Freshness)
		if r.Change != "" {
			fmt.Fprintf(&b, " (%s)", r.Change)
		}
		if ce := r.CurrentEvidence; ce != nil {
			fmt.Fprintf(&b, ", now %q", ce.Text)
		}
	}
	if op.URL != "" {
		fmt.Fprintf(&b, "\npage:      %s", op.URL)
	}
	return b.String()
}

// Probability is one criterion of a question with the probability its
// decision gave it.
type Probability struct {
	ID, Label string
	P         float64
	Chosen    bool
}

// QuestionView is a question with its decision's full distribution, every
// criterion listed (most probable first), and what it was asked about.
type QuestionView struct {
	ID, Kind, Instruction string
	Data                  []string
	Model                 string
	Answered              bool
	// Distribution lists the criteria with a probability above zero (and
	// the chosen one); Zero the others, shown folded.
	Distribution []Probability
	Zero         []Probability
}

// QuestionViews pairs each question of the operation with its decision;
// a criterion with no label is labelled with its candidate's text.
func (op Operation) QuestionViews() []QuestionView {
	r := op.Result
	decisions := map[string]int{}
	for i, d := range r.Decisions {
		decisions[d.QuestionID] = i
	}
	var out []QuestionView
	for _, q := range r.Questions {
		v := QuestionView{ID: q.ID, Kind: string(q.Kind), Instruction: q.Instruction}
		keys := make([]string, 0, len(q.Data))
		for k := range q.Data {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			v.Data = append(v.Data, k+": "+q.Data[k])
		}
		i, ok := decisions[q.ID]
		v.Answered = ok
		for _, c := range q.Criteria {
			p := Probability{ID: c.ID, Label: c.Label}
			if p.Label == "" {
				p.Label = op.Candidates[c.ID]
			}
			if ok {
				d := r.Decisions[i]
				p.P, p.Chosen, v.Model = d.Probabilities[c.ID], d.Choice == c.ID, d.Model
			}
			v.Distribution = append(v.Distribution, p)
		}
		sort.SliceStable(v.Distribution, func(a, b int) bool { return v.Distribution[a].P > v.Distribution[b].P })
		if ok {
			all := v.Distribution
			v.Distribution = nil
			for _, p := range all {
				if p.P > 0 || p.Chosen || len(all) <= 6 {
					v.Distribution = append(v.Distribution, p)
				} else {
					v.Zero = append(v.Zero, p)
				}
			}
		}
		out = append(out, v)
	}
	return out
}
