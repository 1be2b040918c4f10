package trace

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// planLines returns the lines of ../replay/testdata/traces/plan.jsonl (a trace the replay engine's tests regenerate); line 3 is a
// passed assert whose comparison decision says equivalent at 0.92.
func planLines(t testing.TB) []string {
	t.Helper()
	b, err := os.ReadFile("../replay/testdata/traces/plan.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

func readEdited(t *testing.T, lines []string, line int, edit func(string) string) error {
	t.Helper()
	ls := append([]string(nil), lines...)
	ed := edit(ls[line-1])
	if ed == ls[line-1] {
		t.Fatalf("edit changed nothing")
	}
	ls[line-1] = ed
	tr, err := Read(strings.NewReader(strings.Join(ls, "\n")+"\n"), "plan.jsonl")
	if tr != nil && err != nil {
		t.Fatalf("partial trace returned with %v", err)
	}
	return err
}

// checkTraceError asserts a *TraceError at plan.jsonl:line wrapping want.
func checkTraceError(t *testing.T, err error, line int, want error, text string) {
	t.Helper()
	var te *TraceError
	if !errors.As(err, &te) || te.Line != line || te.File != "plan.jsonl" || !errors.Is(err, want) || !strings.Contains(err.Error(), text) {
		t.Fatalf("err = %v, want %v at plan.jsonl:%d mentioning %q", err, want, line, text)
	}
	if !strings.HasPrefix(err.Error(), "plan.jsonl:"+strconv.Itoa(line)+": ") {
		t.Fatalf("err %q does not start with file:line", err)
	}
}

// Item 5: an edited semantic record whose fields disagree is a malformed
// trace at its line, never replayed as its recorded status.
func TestEditedSemanticRecordIsInvalid(t *testing.T) {
	lines := planLines(t)
	if _, err := Read(strings.NewReader(strings.Join(lines, "\n")+"\n"), "plan.jsonl"); err != nil {
		t.Fatalf("unedited trace: %v", err)
	}
	cases := []struct {
		name, text string
		edit       func(string) string
	}{
		{"comparison decision removed, status kept", "do not give", func(s string) string {
			return strings.Replace(s, `,{"question_id":"c1","choice":"equivalent","probabilities":{"different":0.05,"equivalent":0.92,"insufficient_evidence":0.03}}`, "", 1)
		}},
		{"question expected edited", "expected", func(s string) string {
			return strings.Replace(s, `"expected":"the professional annual subscription"}}`, `"expected":"the free plan"}}`, 1)
		}},
		{"record expected edited", "expected", func(s string) string {
			return strings.Replace(s, `"expected":"the professional annual subscription","questions"`, `"expected":"Pro (yearly)","questions"`, 1)
		}},
		{"status flipped", "give failed", func(s string) string {
			s = strings.Replace(s, `"choice":"equivalent","probabilities":{"different":0.05,"equivalent":0.92`, `"choice":"different","probabilities":{"different":0.92,"equivalent":0.05`, 1)
			return s
		}},
		{"confidence below the threshold", "inconclusive", func(s string) string {
			return strings.Replace(s, `"thresholds":{"minConfidence":0.8}`, `"thresholds":{"minConfidence":0.95}`, 1)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkTraceError(t, readEdited(t, lines, 3, c.edit), 3, ErrInvalidRecord, c.text)
		})
	}
}

// Item 5: the replayed status comes from the decisions only; a record whose
// decisions do not determine a status is an error, never its recorded
// status.
func TestReplayedStatusNeverFromRecord(t *testing.T) {
	rec := &SemanticRecord{Op: OpCompare, Expected: "Paid", Evidence: &Evidence{Text: "Payment received"},
		Thresholds: Thresholds{MinConfidence: 0.8}, Result: SemanticResult{Status: semantic.StatusPassed}}
	if st, err := rec.ReplayedStatus(); err == nil || st == semantic.StatusPassed {
		t.Fatalf("ReplayedStatus = %s, %v; want an error", st, err)
	}
}

// A description that was not grounded (the source decision says none or
// ambiguous) is an inconclusive operation: its record is consistent when it
// says inconclusive, is written and read back, and a record of it that says
// passed or failed is refused.
func TestUngroundedSourceRecordIsInconclusive(t *testing.T) {
	for _, choice := range []string{semantic.ChoiceNone, semantic.ChoiceAmbiguous} {
		rec := func(st semantic.Status) SemanticRecord {
			return SemanticRecord{Op: OpAssert, Description: "Password", Expected: "x",
				Questions: []semantic.Question{{ID: "s1", Kind: semantic.KindSourceSelection, Instruction: "which source shows Password",
					Criteria: []semantic.Criterion{{ID: "t0_2", Label: "Password"}, {ID: semantic.ChoiceNone, Label: "none"}, {ID: semantic.ChoiceAmbiguous, Label: "ambiguous"}}}},
				Decisions:  []semantic.Decision{{QuestionID: "s1", Choice: choice, Probabilities: map[string]float64{choice: 0.62, "t0_2": 0.38}}},
				Thresholds: Thresholds{MinConfidence: 0.8},
				Result:     SemanticResult{Status: st, Freshness: semantic.FreshnessSnapshot},
			}
		}
		r := rec(semantic.StatusInconclusive)
		if st, err := r.ReplayedStatus(); err != nil || st != semantic.StatusInconclusive {
			t.Fatalf("%s: ReplayedStatus = %s, %v; want inconclusive", choice, st, err)
		}
		var buf strings.Builder
		w, err := NewWriter(&buf, RunHeader{Tool: "jev/test", Start: "http://127.0.0.1/"})
		if err != nil {
			t.Fatal(err)
		}
		if err := w.WriteSemantic(r); err != nil {
			t.Fatalf("%s: WriteSemantic of an ungrounded inconclusive record: %v", choice, err)
		}
		if _, err := Read(strings.NewReader(buf.String()), "t.jsonl"); err != nil {
			t.Fatalf("%s: read back: %v", choice, err)
		}
		for _, st := range []semantic.Status{semantic.StatusPassed, semantic.StatusFailed} {
			r := rec(st)
			if err := w.WriteSemantic(r); !errors.Is(err, ErrInvalidRecord) {
				t.Fatalf("%s recorded as %s: WriteSemantic = %v, want ErrInvalidRecord", choice, st, err)
			}
		}
	}
}

// A locate record with frames unread whose target decision clears the
// threshold gives inconclusive, not passed (the target meant could be in
// the unread frame): recorded inconclusive it reads back, unread frames
// with a credential in their address masked; recorded passed it is
// ErrInvalidRecord. Without unread frames the same decision passes.
func TestUnreadFramesCapAChoiceByMeaning(t *testing.T) {
	rec := func(st semantic.Status, unread ...string) SemanticRecord {
		return SemanticRecord{Op: OpLocate, Description: "Top up",
			Questions: []semantic.Question{{ID: "l1", Kind: semantic.KindTargetSelection, Instruction: "which target is Top up",
				Criteria: []semantic.Criterion{{ID: "f0:c2", Label: "Top up"}, {ID: semantic.ChoiceNone, Label: "none"}, {ID: semantic.ChoiceAmbiguous, Label: "ambiguous"}}}},
			Decisions:  []semantic.Decision{{QuestionID: "l1", Choice: "f0:c2", Probabilities: map[string]float64{"f0:c2": 0.97, semantic.ChoiceAmbiguous: 0.03}}},
			Thresholds: Thresholds{MinConfidence: 0.8},
			Result:     SemanticResult{Status: st, Choice: "f0:c2"},
			Unread:     unread,
		}
	}
	line := `"http://127.0.0.1/ad?token=abc123" (name "ad"): the frame detached while it was read`
	plain := rec(semantic.StatusPassed)
	if st, err := plain.ReplayedStatus(); err != nil || st != semantic.StatusPassed {
		t.Fatalf("without unread frames: %s, %v; want passed", st, err)
	}
	var buf strings.Builder
	w, err := NewWriter(&buf, RunHeader{Tool: "jev/test", Start: "http://127.0.0.1/"})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.WriteSemantic(rec(semantic.StatusPassed, line)); !errors.Is(err, ErrInvalidRecord) {
		t.Fatalf("recorded passed with a frame unread: %v; want ErrInvalidRecord", err)
	}
	if err := w.WriteSemantic(rec(semantic.StatusInconclusive, line)); err != nil {
		t.Fatalf("recorded inconclusive with a frame unread: %v", err)
	}
	tr, err := Read(strings.NewReader(buf.String()), "t.jsonl")
	if err != nil {
		t.Fatalf("read back: %v", err)
	}
	want := `"http://127.0.0.1/ad?token=***" (name "ad"): the frame detached while it was read`
	if got := tr.Records[0].Semantic.Unread; len(got) != 1 || got[0] != want {
		t.Fatalf("unread = %q; want [%q]", got, want)
	}
}
