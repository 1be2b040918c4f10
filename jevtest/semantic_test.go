package jevtest_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/report"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// fakeTB returns a recording testing.TB named after t whose artifact
// directory is removed when t ends.
func fakeTB(t *testing.T) *recordingTB {
	t.Helper()
	r := &recordingTB{name: t.Name()}
	t.Cleanup(func() {
		r.runCleanups()
		os.RemoveAll(filepath.Join(os.TempDir(), "jev-artifacts", jevtest.SanitizeName(t.Name())))
	})
	return r
}

func wantNoFailures(t *testing.T, r *recordingTB) {
	t.Helper()
	if f := append(r.fatalMessages(), r.errorMessages()...); len(f) != 0 {
		t.Fatalf("unexpected failures: %q", f)
	}
}

// A failed assertion fails the test with t.Errorf and a message holding
// expected, actual evidence and context, verdict, confidence vs threshold,
// source confidence vs source threshold, freshness and the evidence files;
// the screenshot is a PNG with the evidence outlined, the overlay is gone
// afterwards and the app element untouched; the result JSON is the result.
func TestAssertFailureMessageAndEvidence(t *testing.T) {
	srv := newSemanticSite(t)
	ft := fakeTB(t)
	d := script{sourceText: "Payment failed", sourceP: 1, cmpChoice: semantic.ChoiceDifferent, cmpP: 0.95}.decider()
	var res compare.Result
	var dir, before, after string
	var overlays int
	var box struct{ x, y, h float64 }
	ft.call(func() {
		s := jevtest.New(ft, jevtest.WithDecider(d), jevtest.WithViewport(800, 600))
		s.Goto(srv.URL + "/tall")
		if _, err := s.Page().Evaluate(`() => scrollTo(0, 700)`); err != nil {
			t.Errorf("scroll: %v", err)
		}
		el := s.Page().Locator("#billing")
		before = evalString(t, el, `e => e.outerHTML`)
		res = s.Assert(compare.Describe("Billing status"), "Paid")
		dir = s.ResultsDir()
		after = evalString(t, el, `e => e.outerHTML`)
		v, _ := s.Page().Evaluate(`() => document.querySelectorAll('[id^="` + jevtest.OverlayIDPrefix + `"]').length`)
		overlays, _ = v.(int)
		b, _ := el.Evaluate(`e => { const r = e.getBoundingClientRect(); return [r.left + scrollX, r.top + scrollY, r.height]; }`, nil)
		xs := b.([]any)
		box.x, box.y, box.h = num(xs[0]), num(xs[1]), num(xs[2])
	})
	if len(ft.fatalMessages()) != 0 {
		t.Fatalf("fatal: %q", ft.fatalMessages())
	}
	png := filepath.Join(dir, "op-001-0.png")
	js := filepath.Join(dir, "op-001-0.json")
	if wantDir, _ := filepath.Abs(filepath.Join("test-results", "jevtest-"+jevtest.SanitizeName(t.Name()))); dir != wantDir {
		t.Errorf("ResultsDir = %q, want %q", dir, wantDir)
	}
	want := `jevtest: Assert: SEMANTIC_ASSERTION_FAILED: 1 of 1 semantic assertions did not pass
  [0] failed — COMPARISON: different with confidence 0.95 ≥ threshold 0.80
      expected:  "Paid"
      actual:    "Billing status"
      evidence:  "Payment failed" (context "Billing status") [semantic t0_3, source confidence 1.00 / 0.80]
      verdict:   different (semantic), confidence 0.95 / threshold 0.80
      freshness: verified
      evidence kept in ` + dir + `
      screenshot: ` + png + ` (evidence source outlined)
      result:     ` + js
	if errs := ft.errorMessages(); len(errs) != 1 || errs[0] != want {
		t.Fatalf("errors = %q\nwant one:\n%s", errs, want)
	}
	if res.Status != semantic.StatusFailed || res.Freshness != compare.FreshnessVerified {
		t.Errorf("result %s/%s, want failed/verified", res.Status, res.Freshness)
	}
	if overlays != 0 {
		t.Errorf("%d overlay elements left on the page, want 0", overlays)
	}
	if before == "" || before != after {
		t.Errorf("evidence element changed: before %q, after %q", before, after)
	}
	// The outline is drawn just outside the element's box, in document
	// coordinates (the page was scrolled).
	img := decodePNG(t, png)
	r, g, b, _ := img.At(int(box.x)-2, int(box.y+box.h/2)).RGBA()
	if r>>8 < 200 || g>>8 > 80 || b>>8 > 110 {
		t.Errorf("pixel left of the evidence = (%d,%d,%d), want the outline's red (225,29,72)", r>>8, g>>8, b>>8)
	}
	var op report.Operation
	data, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &op); err != nil {
		t.Fatalf("result JSON: %v", err)
	}
	if op.Test != t.Name() || op.URL != srv.URL+"/tall" || op.Actual.Description != "Billing status" || op.Op != "assert" || op.Screenshot != "op-001-0.png" || !op.Outlined {
		t.Errorf("result JSON = %+v", op)
	}
	got := op.Result
	if got.Status != semantic.StatusFailed || got.Evidence.Text != "Payment failed" || got.Evidence.Context != "Billing status" || got.Expected != "Paid" || got.Confidence != 0.95 {
		t.Errorf("result JSON = %+v", got)
	}
}

func num(v any) float64 {
	switch x := v.(type) {
	case int:
		return float64(x)
	case float64:
		return x
	}
	return math.NaN()
}

func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s is not a PNG: %v", path, err)
	}
	return img
}

func evalString(t *testing.T, loc playwright.Locator, js string) string {
	t.Helper()
	v, err := loc.Evaluate(js, nil)
	if err != nil {
		t.Errorf("evaluate %s: %v", js, err)
		return ""
	}
	s, _ := v.(string)
	return s
}
