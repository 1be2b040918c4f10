package calibration

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/semantic"
)

func sampleResults() []CaseResult {
	src := func(v float64) *float64 { return &v }
	base := func(id string, truth Truth, status semantic.Status, choice string, conf float64) CaseResult {
		return CaseResult{ID: id, File: "fixtures/account.yaml", Truth: truth, Status: status, Choice: choice, Confidence: conf,
			Threshold: 0.8, SourceThreshold: 0.8, Model: "jev-embedded", Usage: semantic.Usage{Requests: 1, Questions: 1, SerialDecisionDepth: 1},
			SerialDepth: 1, ElapsedMs: 12}
	}
	rs := []CaseResult{
		base("plan-pro", TruthEquivalent, semantic.StatusPassed, "equivalent", 0.9),
		base("plan-free", TruthDifferent, semantic.StatusPassed, "equivalent", 0.8),
		base("seats", TruthEquivalent, semantic.StatusInconclusive, "equivalent", 0.6),
		base("billing", TruthDifferent, semantic.StatusInconclusive, "equivalent", 0.3),
		base("missing", TruthEquivalent, semantic.StatusInconclusive, "", 0),
	}
	rs[0].SourceConfidence, rs[0].SourceChecked, rs[0].SourceOK = src(0.95), true, true
	rs[1].Evidence = compare.Evidence{Text: `<script>alert("x")</script> | *bold*`, Context: "Plan <b>", SourceID: "t0_3"}
	rs[1].SourceChecked = true
	rs[4].Error = "source not found"
	rs[2].OrderVariants = NewOrderVariants("equivalent", 0.6, []OrderVariant{{Order: []string{"different", "equivalent", "insufficient_evidence"}, Choice: "different", Confidence: 0.55}})
	for i := range rs {
		rs[i].ThresholdOutcome = rs[i].DeriveThresholdOutcome()
	}
	return rs
}

func TestNewReportSummary(t *testing.T) {
	rep, err := NewReport(sampleResults(), WithBootstrap(200, 3))
	if err != nil {
		t.Fatal(err)
	}
	s := rep.Summary
	// Statuses: 2 passed (one false pass), 0 failed, 3 inconclusive.
	// Decisive accuracy 1/2, coverage 2/5. Scored: the four decided cases =
	// fourScores, so ECE 0.4, MCE 0.8, Brier 0.225 (see metrics_test.go),
	// AURC over total 5 = 4/15.
	if s.Cases != 5 || s.Passed != 2 || s.Failed != 0 || s.Inconclusive != 3 || s.FalsePass != 1 || s.FalseFail != 0 || s.Errors != 1 || s.Scored != 4 {
		t.Fatalf("%+v", s)
	}
	if *s.DecisiveAccuracy != 0.5 || *s.Coverage != 0.4 || !near(*s.ECE, 0.4) || !near(*s.MCE, 0.8) || !near(*s.Brier, 0.225) ||
		!near(*s.AURC, 4.0/15) || !near(*s.ECEEqualMass, 0.4) || *s.MaxCoverage != 0.8 {
		t.Fatalf("%+v", s)
	}
	if s.SourceChecked != 2 || s.SourceCorrect != 1 || s.RecommendedThreshold != nil || rep.Threshold.Certified || s.BinsNonEmpty != 4 || s.BinsMass != 4 {
		t.Fatalf("%+v", s)
	}
	if s.OrderChecked != 1 || s.OrderFlipped != 1 || !near(*s.OrderMaxSpread, 0.05) || !reflect.DeepEqual(s.Models, []string{"jev-embedded"}) {
		t.Fatalf("%+v", s)
	}
	if s.ECECI == nil || s.ECECI.Resamples != 200 || s.ECECI.Seed != 3 {
		t.Fatalf("ci %+v", s.ECECI)
	}
	rs := sampleResults()
	rs[3].ThresholdOutcome = ""
	rep, _ = NewReport(rs)
	for _, c := range rep.Cases {
		if c.ID == "billing" && c.ThresholdOutcome != OutcomeBelowThreshold {
			t.Fatalf("derived outcome %q", c.ThresholdOutcome)
		}
	}
}

func TestReportJSONFieldNames(t *testing.T) {
	rep, err := NewReport(sampleResults())
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := rep.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	var summary map[string]any
	var cases []map[string]any
	if json.Unmarshal(doc["summary"], &summary) != nil || json.Unmarshal(doc["cases"], &cases) != nil {
		t.Fatalf("bad shape: %s", buf.String())
	}
	for _, k := range []string{"cases", "passed", "failed", "inconclusive", "false_pass", "false_fail", "decisive_accuracy", "coverage",
		"ece", "mce", "brier", "source_checked", "source_correct", "recommended_threshold",
		"ece_equal_mass", "ece_ci", "aurc", "bins", "bins_nonempty"} {
		if _, ok := summary[k]; !ok {
			t.Errorf("summary lacks %q", k)
		}
	}
	if summary["recommended_threshold"] != nil || summary["cases"] != 5.0 {
		t.Errorf("summary %v", summary)
	}
	if len(cases) != 5 {
		t.Fatalf("%d cases", len(cases))
	}
	for _, k := range []string{"id", "file", "truth", "status", "choice", "confidence", "source_confidence", "source_ok", "evidence", "usage", "elapsed_ms"} {
		if _, ok := cases[0][k]; !ok {
			t.Errorf("case lacks %q", k)
		}
	}
	ev := cases[1]["evidence"].(map[string]any)
	if _, ok := ev["text"]; !ok {
		t.Errorf("evidence lacks text: %v", ev)
	}
	if _, ok := ev["context"]; !ok {
		t.Errorf("evidence lacks context: %v", ev)
	}
	// Cases are sorted by file then id.
	var ids []string
	for _, c := range cases {
		ids = append(ids, c["id"].(string))
	}
	if !sort.StringsAreSorted(ids) {
		t.Errorf("ids not sorted: %v", ids)
	}
	for _, k := range []string{"outcomes", "reliability", "risk_coverage", "threshold"} {
		if _, ok := doc[k]; !ok {
			t.Errorf("report lacks %q", k)
		}
	}
}

func TestReportDeterministic(t *testing.T) {
	a, b := sampleResults(), sampleResults()
	b[0], b[4] = b[4], b[0]
	b[1], b[3] = b[3], b[1]
	var outs [2][3]bytes.Buffer
	for i, rs := range [][]CaseResult{a, b} {
		rep, err := NewReport(rs)
		if err != nil {
			t.Fatal(err)
		}
		if rep.WriteJSON(&outs[i][0]) != nil || rep.WriteMarkdown(&outs[i][1]) != nil || rep.WriteHTML(&outs[i][2]) != nil {
			t.Fatal("write failed")
		}
	}
	for k := range 3 {
		if !bytes.Equal(outs[0][k].Bytes(), outs[1][k].Bytes()) {
			t.Errorf("output %d differs between runs", k)
		}
	}
}

func TestReportHTMLEscapesAndSVG(t *testing.T) {
	rep, err := NewReport(sampleResults(), WithTitle(`Run <img src=x onerror=alert(1)>`))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := rep.WriteHTML(&buf); err != nil {
		t.Fatal(err)
	}
	h := buf.String()
	if n := strings.Count(h, "<svg"); n != 3 {
		t.Errorf("%d inline SVGs, want 3", n)
	}
	for _, bad := range []string{"<script>", "<img src=x", "<b>", "<?xml", "http://", "https://"} {
		if bad == "http://" || bad == "https://" {
			// only the SVG namespace URIs may appear: no external resources
			h2 := strings.ReplaceAll(strings.ReplaceAll(h, "http://www.w3.org/2000/svg", ""), "http://www.w3.org/1999/xlink", "")
			if strings.Contains(h2, bad) {
				t.Errorf("HTML references an external resource (%s)", bad)
			}
			continue
		}
		if strings.Contains(h, bad) {
			t.Errorf("HTML contains unescaped %q", bad)
		}
	}
	for _, want := range []string{"&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;", "Plan &lt;b&gt;", "False passes", "decision score, not a probability", "Errors", "source not found"} {
		if !strings.Contains(h, want) {
			t.Errorf("HTML lacks %q", want)
		}
	}
}

func TestReportMarkdown(t *testing.T) {
	rep, err := NewReport(sampleResults())
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := rep.WriteMarkdown(&buf); err != nil {
		t.Fatal(err)
	}
	m := buf.String()
	for _, want := range []string{
		"# jev calibration report\n",
		"| cases | 5 |",
		"| false pass (truth different, passed) | 1 |",
		"| decisive accuracy | 50.0 % |",
		"| [0.80, 0.90) | 1 | 1 | 0 | 0 | 1 | 0 |",
		"| no comparison | 1 | 0 | 0 | 1 | 0 | 0 |",
		"**No threshold is recommended: no threshold certifies a false-accept rate ≤ 5 % at 95 % confidence with 4 scored cases: even with no false accept at all it takes at least 59.**",
		"N too small to certify anything",
		"### False passes (truth different, status passed)",
		`&lt;script&gt;alert("x")&lt;/script&gt; \| \*bold\*`,
		"decision score, not a probability",
	} {
		if !strings.Contains(m, want) {
			t.Errorf("Markdown lacks %q", want)
		}
	}
	if strings.Contains(m, "<script>") {
		t.Error("Markdown contains raw <script>")
	}
}

func TestNewReportRejectsBadResults(t *testing.T) {
	for name, mutate := range map[string]func(*CaseResult){
		"truth":     func(r *CaseResult) { r.Truth = "maybe" },
		"status":    func(r *CaseResult) { r.Status = "ok" },
		"nan":       func(r *CaseResult) { r.Confidence = math.NaN() },
		"over one":  func(r *CaseResult) { r.Confidence = 1.5 },
		"source":    func(r *CaseResult) { v := -0.1; r.SourceConfidence = &v },
		"threshold": func(r *CaseResult) { r.Threshold = math.Inf(1) },
	} {
		rs := sampleResults()
		mutate(&rs[2])
		_, err := NewReport(rs)
		var re *ResultError
		if !errors.As(err, &re) || re.Index != 2 || re.ID != "seats" || !errors.Is(err, ErrInvalidResult) {
			t.Errorf("%s: got %v", name, err)
		}
	}
	if _, err := NewReport(sampleResults(), WithAlpha(2)); !errors.Is(err, ErrInvalidOption) {
		t.Errorf("got %v", err)
	}
}

func TestReportEmpty(t *testing.T) {
	rep, err := NewReport(nil)
	if err != nil {
		t.Fatal(err)
	}
	var j, m, h bytes.Buffer
	if rep.WriteJSON(&j) != nil || rep.WriteMarkdown(&m) != nil || rep.WriteHTML(&h) != nil {
		t.Fatal("write failed")
	}
	if !strings.Contains(j.String(), `"cases": []`) || !strings.Contains(j.String(), `"ece": null`) || !strings.Contains(m.String(), "| decisive accuracy | n/a |") {
		t.Errorf("json %s\nmd %s", j.String(), m.String())
	}
}
