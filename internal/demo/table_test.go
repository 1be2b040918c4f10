package demo_test

import (
	"bytes"
	"encoding/base64"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/internal/demo"
	"github.com/jevtest/jev/semantic"
)

// sampleOutcomes are hand-made outcomes: a batch of two sharing one usage,
// a deterministic pass, and an example that reached no verdict.
func sampleOutcomes() []demo.Outcome {
	shared := &semantic.Usage{Requests: 2, Questions: 3, SerialDecisionDepth: 2, InputTokens: 1000, OutputTokens: 57}
	ex := map[string]demo.Example{}
	for _, e := range demo.Examples() {
		ex[e.Name] = e
	}
	return []demo.Outcome{
		{Example: ex["plan"], Batch: 2, Usage: *shared, Elapsed: 1500 * time.Millisecond, Result: compare.Result{
			Status: semantic.StatusPassed, Choice: semantic.ChoiceEquivalent, Confidence: 0.97, SourceConfidence: 1,
			Provenance: semantic.ProvenanceSemantic, Evidence: compare.Evidence{Text: "Pro (yearly)"}, Usage: shared}},
		{Example: ex["plan-free"], Batch: 2, Usage: *shared, Elapsed: 1500 * time.Millisecond, Result: compare.Result{
			Status: semantic.StatusPassed, Choice: semantic.ChoiceEquivalent, Confidence: 0.91, SourceConfidence: 1,
			Provenance: semantic.ProvenanceSemantic, Evidence: compare.Evidence{Text: "Free"}, Usage: shared}},
		{Example: ex["profile-email"], Batch: 1, Elapsed: 250 * time.Millisecond, Result: compare.Result{
			Status: semantic.StatusPassed, Choice: semantic.ChoiceEquivalent, Confidence: 1, SourceConfidence: 1,
			Provenance: semantic.ProvenanceDeterministic, Evidence: compare.Evidence{Text: demoapp.DemoEmail}, Usage: &semantic.Usage{}}},
		{Example: ex["invoice-vs-last-year"], Batch: 1, Usage: semantic.Usage{Requests: 1, Questions: 1, InputTokens: 10, OutputTokens: 2}, Elapsed: 3 * time.Second,
			Err: &demo.ExampleError{Name: "invoice-vs-last-year", Stage: "assert", Err: errors.New("boom")}},
	}
}

func TestWriteTableAlignsOneRowPerOutcome(t *testing.T) {
	var b bytes.Buffer
	if err := demo.WriteTable(&b, sampleOutcomes()); err != nil {
		t.Fatal(err)
	}
	want := "" +
		"   EXAMPLE               EXPECTATION                         EVIDENCE                            VERDICT                        CONF  PROVENANCE     USAGE\n" +
		"✓  plan                  Professional annual subscription    Pro (yearly)                        passed                         0.97  semantic       3q 2req 1057tok 1.5s, batch of 2\n" +
		"✗  plan-free             Professional annual subscription    Free                                passed (declared failed)       0.91  semantic       3q 2req 1057tok 1.5s, batch of 2\n" +
		"✓  profile-email         ada.lovelace@acme-robotics.example  ada.lovelace@acme-robotics.example  passed                         1.00  deterministic  0q 0req 0tok 0.2s\n" +
		"✗  invoice-vs-last-year  Less than last year's invoice                                           error (declared inconclusive)  -     -              1q 1req 12tok 3.0s\n"
	if b.String() != want {
		t.Errorf("table:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestSummarizeCountsABatchUsageOnce(t *testing.T) {
	tot := demo.Summarize(sampleOutcomes())
	want := demo.Totals{Assertions: 4, AsDeclared: 2, Passed: 3, Errors: 1, Requests: 3, Questions: 4, InputTokens: 1010, OutputTokens: 59}
	if tot != want {
		t.Errorf("Summarize = %+v, want %+v", tot, want)
	}
	tot.Elapsed = 12345 * time.Millisecond
	if got, want := tot.String(), "4 assertions · 2 as declared · 3 passed · 0 failed · 0 inconclusive · 1 errors · 3 requests · 4 questions · 1,069 tokens (1,010 in, 59 out) · 12.3s"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
}

func TestLongTextsAreCutInTheTable(t *testing.T) {
	o := sampleOutcomes()[0]
	o.Result.Evidence.Text = "Renews automatically on Dec 1, 2026\nand then every year after that"
	var b bytes.Buffer
	if err := demo.WriteTable(&b, []demo.Outcome{o}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "  Renews automatically on Dec 1, 20…  ") {
		t.Errorf("evidence not cut to 34 runes on one line:\n%s", b.String())
	}
}

func TestWriteHTMLIsSelfContainedAndEscapesPageText(t *testing.T) {
	outs := sampleOutcomes()
	png := append([]byte("\x89PNG\r\n\x1a\n"), 0xfb, 0xff, 0x3e) // base64 with '+' and '/'
	outs[0].Screenshot = png
	outs[0].Result.Evidence = compare.Evidence{Text: `<script>alert("pwned")</script> & Co`, Context: "<b>Plan</b>"}
	var b bytes.Buffer
	err := demo.WriteHTML(&b, demo.Report{Decider: "lexical", AppURL: "http://127.0.0.1:1", Outcomes: outs,
		Totals: demo.Summarize(outs), Generated: time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	html := b.String()
	for _, want := range []string{
		"<title>jev demo</title>",
		`<img src="data:image/png;base64,` + base64.StdEncoding.EncodeToString(png) + `" alt="Evidence of plan, outlined">`,
		"&lt;script&gt;alert(&#34;pwned&#34;)&lt;/script&gt; &amp; Co",
		"&lt;b&gt;Plan&lt;/b&gt;",
		"Less than last year&#39;s invoice",
		"example invoice-vs-last-year: assert: boom",
		"<li><b>4</b>assertions</li>",
		"<li><b>1,010 / 59</b>tokens in / out</li>",
		"2026-11-30 09:00:00 UTC",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	for _, bad := range []string{"<script>", "<b>Plan</b>", "http://cdn", "https://", "<link "} {
		if strings.Contains(html, bad) {
			t.Errorf("report contains %q", bad)
		}
	}
	if n := strings.Count(html, "<img "); n != 1 {
		t.Errorf("%d images, want 1 (only outcomes with a screenshot)", n)
	}
}
