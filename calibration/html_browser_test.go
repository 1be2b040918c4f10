package calibration

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// readableResults are failing cases shaped like the lexical engine's on
// the fixture corpus: long fixture paths, ids, contexts and runner errors.
func readableResults() []CaseResult {
	var rs []CaseResult
	for i := 0; i < 30; i++ {
		c := CaseResult{ID: fmt.Sprintf("billing-not-paid-%02d", i), File: "calibration/testdata/fixtures/account-lapsed-and-overdue.yaml",
			Truth: TruthEquivalent, Status: semantic.StatusFailed, Choice: "different", Confidence: 0.95,
			Threshold: 0.8, SourceThreshold: 0.8, Evidence: compare.Evidence{Text: "Payment overdue since 2026-01-01, card Mastercard ending in 5510 declined twice", Context: "Billing status · Subscription · Account settings", SourceID: "t0_8"}}
		switch i % 3 {
		case 1:
			c.Status, c.Choice, c.Truth = semantic.StatusInconclusive, "insufficient_evidence", TruthDifferent
		case 2:
			c.Status, c.Choice, c.Confidence, c.Evidence = semantic.StatusInconclusive, "", 0, compare.Evidence{}
			c.Error = `compare: request 0: SOURCE not bound for description "Payment card on file": no source shows it (confidence 0.69)`
		}
		c.ThresholdOutcome = c.DeriveThresholdOutcome()
		rs = append(rs, c)
	}
	return rs
}

// At 1400 px the failing-cases tables read as text: no cell is squeezed
// narrower than a word, and no cell wraps every few letters. The report's
// screenshot is not blank.
func TestFailingCasesReadableAt1400px(t *testing.T) {
	rep, err := NewReport(readableResults())
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "report.html")
	var buf bytes.Buffer
	if err := rep.WriteHTML(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	page := pwtest.NewPage(t)
	if err := page.SetViewportSize(1400, 900); err != nil {
		t.Fatal(err)
	}
	if _, err := page.Goto("file://" + path); err != nil {
		t.Fatal(err)
	}
	v, err := page.Evaluate(`() => [...document.querySelectorAll('h3 + table td')].map(td => {
	  const r = document.createRange(); r.selectNodeContents(td);
	  const tops = new Set([...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.top)));
	  return [td.getBoundingClientRect().width, td.textContent.trim().length, Math.max(1, tops.size), td.textContent.trim().slice(0, 40)];
	})`)
	if err != nil {
		t.Fatal(err)
	}
	cells := v.([]any)
	if len(cells) < 100 {
		t.Fatalf("%d cells measured, want the failing-cases tables", len(cells))
	}
	minW, worst := 1e9, ""
	for _, c := range cells {
		row := c.([]any)
		w, n, lines, text := num(row[0]), num(row[1]), num(row[2]), row[3].(string)
		if n > 0 && w < minW {
			minW = w
		}
		if n >= 24 && n/lines < 14 {
			t.Errorf("cell %q wraps every %.0f characters (%.0f chars on %.0f lines, %.0f px wide)", text, n/lines, n, lines, w)
			worst = text
		}
	}
	if w, err := page.Evaluate(`() => document.documentElement.scrollWidth`); err != nil || num(w) > 1400 {
		t.Errorf("the report is %v px wide at a 1400 px window (%v): its tables overflow", w, err)
	}
	if minW < 60 {
		t.Errorf("narrowest non-empty cell is %.0f px wide, want ≥ 60", minW)
	}
	if worst != "" {
		shot := filepath.Join(t.ArtifactDir(), "calibration-report.png")
		_, _ = page.Screenshot(playwright.PageScreenshotOptions{Path: &shot, FullPage: playwright.Bool(true)})
	}
	b, err := page.Screenshot()
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	bg, differ, total := img.At(0, 0), 0, 0
	for y := 0; y < img.Bounds().Dy(); y += 3 {
		for x := 0; x < img.Bounds().Dx(); x += 3 {
			total++
			if img.At(x, y) != bg {
				differ++
			}
		}
	}
	if differ < total/50 {
		t.Errorf("calibration report screenshot looks blank: %d of %d sampled pixels differ from the background", differ, total)
	}
}

func num(v any) float64 {
	switch x := v.(type) {
	case int:
		return float64(x)
	case float64:
		return x
	}
	return 0
}
