package calibration

import (
	"bytes"
	"strings"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/semantic"
)

func TestMarkdownListsWrongGrounding(t *testing.T) {
	sc := 0.9
	rs := []CaseResult{
		{ID: "ok", File: "f.yaml", Truth: TruthEquivalent, Status: semantic.StatusPassed, Choice: "equivalent", Confidence: 1,
			SourceConfidence: &sc, Threshold: 0.8, SourceThreshold: 0.8, SourceChecked: true, SourceOK: true},
		{ID: "elsewhere", File: "f.yaml", Truth: TruthEquivalent, Status: semantic.StatusPassed, Choice: "equivalent", Confidence: 1,
			SourceConfidence: &sc, Threshold: 0.8, SourceThreshold: 0.8, SourceChecked: true, SourceOK: false,
			Evidence: compare.Evidence{Text: "Pro (yearly)", SourceID: "t0_4"}},
	}
	rep, err := NewReport(rs, WithBootstrap(0, 1))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := rep.WriteMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	_, section, found := strings.Cut(md, "### Wrong grounding (source checked, evidence outside it)\n")
	if !found {
		t.Fatalf("no wrong-grounding section:\n%s", md)
	}
	want := "| elsewhere | f.yaml | equivalent | passed | equivalent | 1.000 | 0.900 (grounding wrong) | Pro (yearly) |  |  |\n"
	if !strings.Contains(section, want) || strings.Contains(section, "| ok |") {
		t.Errorf("section:\n%s\nwant the row %q and not the correctly grounded case", section, want)
	}
	if rep.Summary.SourceChecked != 2 || rep.Summary.SourceCorrect != 1 {
		t.Errorf("source %d/%d", rep.Summary.SourceCorrect, rep.Summary.SourceChecked)
	}
}
