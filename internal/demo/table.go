package demo

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jevtest/jev/semantic"
)

// Totals sums up a run.
type Totals struct {
	Assertions   int
	AsDeclared   int
	Passed       int
	Failed       int
	Inconclusive int
	// Errors counts examples that reached no verdict.
	Errors int
	// Requests, Questions and tokens add up every example's usage (each
	// example is its own operations, so the sums count nothing twice).
	Requests     int
	Questions    int
	InputTokens  int
	OutputTokens int
	// Elapsed is the wall time of the run, when the caller sets it;
	// Summarize leaves it zero.
	Elapsed time.Duration
}

// Summarize counts outcomes and adds up their usage, counting the shared
// usage of a batch once.
func Summarize(outs []Outcome) Totals {
	var t Totals
	counted := map[*semantic.Usage]bool{}
	for _, o := range outs {
		t.Assertions++
		if o.AsDeclared() {
			t.AsDeclared++
		}
		switch {
		case o.Err != nil:
			t.Errors++
		case o.Result.Status == semantic.StatusPassed:
			t.Passed++
		case o.Result.Status == semantic.StatusFailed:
			t.Failed++
		default:
			t.Inconclusive++
		}
		if o.Batch > 1 && o.Result.Usage != nil {
			// A batch's usage is attached to each of its results: once.
			if counted[o.Result.Usage] {
				continue
			}
			counted[o.Result.Usage] = true
		}
		t.Requests += o.Usage.Requests
		t.Questions += o.Usage.Questions
		t.InputTokens += o.Usage.InputTokens
		t.OutputTokens += o.Usage.OutputTokens
	}
	return t
}

// String is the totals line of the table, e.g. "20 assertions · 20 as
// declared · 15 passed · 3 failed · 2 inconclusive · 0 errors · 21
// requests · 27 questions · 1,903 tokens (1,811 in, 92 out) · 12.4s".
func (t Totals) String() string {
	s := fmt.Sprintf("%d assertions · %d as declared · %d passed · %d failed · %d inconclusive · %d errors · %d requests · %d questions · %s tokens (%s in, %s out)",
		t.Assertions, t.AsDeclared, t.Passed, t.Failed, t.Inconclusive, t.Errors, t.Requests, t.Questions,
		group(t.InputTokens+t.OutputTokens), group(t.InputTokens), group(t.OutputTokens))
	if t.Elapsed > 0 {
		s += " · " + seconds(t.Elapsed)
	}
	return s
}

// Mark is "✓" when the example got its declared verdict, "✗" otherwise.
func (o Outcome) Mark() string {
	if o.AsDeclared() {
		return "✓"
	}
	return "✗"
}

// Verdict renders the verdict reached, followed by the declared one when
// they differ: "passed", "passed (declared failed)".
func (o Outcome) Verdict() string {
	if o.AsDeclared() {
		return o.Status()
	}
	return o.Status() + " (declared " + string(o.Example.Want) + ")"
}

// Confidence renders the comparison confidence, "-" when none was reached.
func (o Outcome) Confidence() string {
	if o.Err != nil || o.Result.Choice == "" {
		return "-"
	}
	return strconv.FormatFloat(o.Result.Confidence, 'f', 2, 64)
}

// SourceConfidence renders the source confidence, "-" without a result.
func (o Outcome) SourceConfidence() string {
	if o.Err != nil {
		return "-"
	}
	return strconv.FormatFloat(o.Result.SourceConfidence, 'f', 2, 64)
}

// Provenance renders how the verdict was reached: "semantic",
// "deterministic", or "-" when no comparison was made.
func (o Outcome) Provenance() string {
	if o.Err != nil || o.Result.Provenance == "" {
		return "-"
	}
	return string(o.Result.Provenance)
}

// Evidence renders the evidence compared ("" without a result).
func (o Outcome) Evidence() string {
	if o.Err != nil {
		return ""
	}
	return o.Result.Evidence.Text
}

// UsageLine renders the example's usage: questions, requests, tokens and
// elapsed time, e.g. "2q 2req 96tok 1.2s"; a batch's shared usage says so:
// "9q 2req 0tok 2.1s, batch of 8".
func (o Outcome) UsageLine() string {
	s := fmt.Sprintf("%dq %dreq %dtok %s", o.Usage.Questions, o.Usage.Requests, o.Usage.InputTokens+o.Usage.OutputTokens, seconds(o.Elapsed))
	if o.Batch > 1 {
		s += fmt.Sprintf(", batch of %d", o.Batch)
	}
	return s
}

// Table column widths for the expectation and the evidence; longer texts
// are cut with "…".
const (
	maxExpectation = 34
	maxEvidence    = 34
)

// WriteTable writes one aligned row per outcome: ✓/✗ (got the declared
// verdict), example, expectation, evidence, verdict (followed by the
// declared one when they differ), comparison confidence, provenance and
// usage.
func WriteTable(w io.Writer, outs []Outcome) error {
	rows := [][]string{{"", "EXAMPLE", "EXPECTATION", "EVIDENCE", "VERDICT", "CONF", "PROVENANCE", "USAGE"}}
	for _, o := range outs {
		rows = append(rows, []string{
			o.Mark(), o.Example.Name, cut(o.Example.Expected, maxExpectation), cut(o.Evidence(), maxEvidence),
			o.Verdict(), o.Confidence(), o.Provenance(), o.UsageLine(),
		})
	}
	widths := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], utf8.RuneCountInString(c))
		}
	}
	var b strings.Builder
	for _, r := range rows {
		for i, c := range r {
			if i == len(r)-1 {
				b.WriteString(c)
				break
			}
			b.WriteString(c)
			b.WriteString(strings.Repeat(" ", widths[i]-utf8.RuneCountInString(c)+2))
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// cut shortens s to n runes, ending with "…" when it was longer, and
// flattens line breaks.
func cut(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// group writes n with comma thousands separators.
func group(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + group(-n)
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// seconds renders d as "1.2s".
func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', 1, 64) + "s"
}
