package jevtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/report"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// evidenceTimeout bounds finding and outlining one evidence element.
const evidenceTimeout = 5 * time.Second

// screenshotTimeout bounds the failure screenshot (outlinedScreenshot).
const screenshotTimeout = 5 * time.Second

// Evidence is what a failed or inconclusive assertion item left in the
// test's results folder (Session.ResultsDir).
type Evidence struct {
	// Index is the item's position in its batch.
	Index int
	// Dir is the test's results folder.
	Dir string
	// Screenshot is a full-page PNG; Outlined says whether the evidence
	// source was found and outlined on it (NotOutlined says why not).
	Screenshot  string
	Outlined    bool
	NotOutlined string
	// Result is the item's result JSON (report.Operation).
	Result string
	// Err is what prevented writing a file, if anything.
	Err error
}

// EvidenceError is an assertion that did not pass, with the evidence
// written for it. It wraps the *compare.AssertionError: errors.Is
// compare.ErrAssertionFailed / compare.ErrAssertionInconclusive and
// errors.As *compare.AssertionError work on it.
type EvidenceError struct {
	Err      *compare.AssertionError
	Evidence []Evidence
}

// Unwrap returns the *compare.AssertionError.
func (e *EvidenceError) Unwrap() error { return e.Err }

// Error renders every item that did not pass (compare.Explain: status,
// which link was uncertain, expected, evidence and context, verdict,
// confidence against threshold, source confidence against source
// threshold, freshness) followed by the folder its evidence was kept in
// and the files there.
func (e *EvidenceError) Error() string {
	var b strings.Builder
	bad := 0
	for _, r := range e.Err.Results {
		if r.Status != semantic.StatusPassed {
			bad++
		}
	}
	fmt.Fprintf(&b, "%s: %d of %d semantic assertions did not pass", e.Err.Code, bad, len(e.Err.Results))
	files := map[int]Evidence{}
	for _, ev := range e.Evidence {
		files[ev.Index] = ev
	}
	for i, r := range e.Err.Results {
		if r.Status == semantic.StatusPassed {
			continue
		}
		fmt.Fprintf(&b, "\n  [%d] %s", i, compare.Explain(r))
		if ev, ok := files[i]; ok {
			if s := ev.Explain(); s != "" {
				b.WriteString("\n" + s)
			}
		}
	}
	return b.String()
}

// Explain renders where the evidence of an item was kept, in the layout of
// compare.Explain's lines (it follows them in every failure message:
// jevtest's and the matchers'):
//
//	evidence kept in DIR
//	screenshot: DIR/op-001-0.png (evidence source outlined)
//	result:     DIR/op-001-0.json
//
// and what prevented writing a file, if anything. "" when nothing was
// kept.
func (ev Evidence) Explain() string {
	var lines []string
	if ev.Dir != "" {
		lines = append(lines, "      evidence kept in "+ev.Dir)
	}
	if ev.Err != nil {
		lines = append(lines, fmt.Sprintf("      evidence:   not fully written: %v", ev.Err))
	}
	if ev.Screenshot != "" {
		note := "evidence source outlined"
		if !ev.Outlined {
			note = "evidence source not outlined: " + ev.NotOutlined
		}
		lines = append(lines, fmt.Sprintf("      screenshot: %s (%s)", ev.Screenshot, note))
	}
	if ev.Result != "" {
		lines = append(lines, "      result:     "+ev.Result)
	}
	return strings.Join(lines, "\n")
}

// keepResults writes one result file per item of a compare or assert batch
// into the test's results folder, with a screenshot (evidence outlined) for
// each assert item that did not pass, and returns the evidence of those
// items. It runs inside the operation (the caller holds the operation
// lock).
func (s *Session) keepResults(op trace.Op, reqs []compare.Request, rs []compare.Result) []Evidence {
	f := s.results
	if f == nil {
		return nil
	}
	seq, err := f.nextSeq()
	url, title := s.pageInfo()
	pkg, _ := testPackage()
	sources := s.capturedSources()
	var out []Evidence
	for i, r := range rs {
		bad := op == trace.OpAssert && r.Status != semantic.StatusPassed
		if err != nil {
			if bad {
				out = append(out, Evidence{Index: i, Dir: f.dir, Err: err})
			}
			continue
		}
		rec := report.Operation{Schema: report.Schema, Package: pkg, Test: s.t.Name(), Seq: seq, Index: i,
			BatchSize: len(rs), Op: string(op), Time: time.Now(), URL: safeURL(url), Title: title,
			Result: reportResult(r)}
		if i < len(reqs) {
			rec.Actual = reportActual(reqs[i].Actual)
		}
		rec.Candidates = candidates(r.Questions, sources)
		base := fmt.Sprintf("%s%03d-%d", report.OpPrefix, seq, i)
		ev := Evidence{Index: i, Dir: f.dir}
		if bad {
			ev.Screenshot, ev.Outlined, ev.NotOutlined, ev.Err = s.outlinedScreenshot(filepath.Join(f.dir, base+".png"), r)
			if ev.Screenshot != "" {
				rec.Screenshot = base + ".png"
			}
			rec.Outlined, rec.NotOutlined = ev.Outlined, ev.NotOutlined
			if ev.Err != nil {
				rec.EvidenceError = ev.Err.Error()
			}
		}
		if jerr := f.writeJSON(base+".json", rec); jerr != nil {
			ev.Err = errors.Join(ev.Err, jerr)
		} else {
			ev.Result = filepath.Join(f.dir, base+".json")
		}
		if bad {
			out = append(out, ev)
		}
	}
	return out
}

// outlinedScreenshot writes a full-page screenshot to path with the
// evidence element of r outlined by a temporary overlay element, removed
// right after. Nothing is written on the page's own elements.
func (s *Session) outlinedScreenshot(path string, r compare.Result) (string, bool, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), evidenceTimeout)
	defer cancel()
	outlined, why := false, ""
	el, err := r.Element(ctx)
	if err == nil {
		var remove func()
		remove, err = s.drawOutline(el)
		go el.Dispose()
		if err == nil {
			defer remove()
			outlined = true
		}
	}
	if err != nil {
		why = err.Error()
	}
	// Bounded on its own: a child frame whose script never yields keeps
	// Chromium from capturing the page, and the page's default timeout
	// (30 s) held a failing assertion that long.
	ms := float64(screenshotTimeout.Milliseconds())
	if _, serr := s.page.Screenshot(playwright.PageScreenshotOptions{Path: &path, FullPage: playwright.Bool(true), Timeout: &ms}); serr != nil {
		return "", outlined, why, fmt.Errorf("screenshot %s: %w", path, serr)
	}
	return path, outlined, why, nil
}

// overlayJS draws a box over a viewport rectangle, in document
// coordinates, on an element of its own appended to <html>.
const overlayJS = `([id, x, y, w, h]) => {
  const d = document.createElement('div');
  d.id = id;
  d.setAttribute('aria-hidden', 'true');
  Object.assign(d.style, {
    position: 'absolute', left: (x + scrollX - 3) + 'px', top: (y + scrollY - 3) + 'px',
    width: (w + 6) + 'px', height: (h + 6) + 'px', boxSizing: 'border-box',
    border: '3px solid #e11d48', background: 'rgba(225, 29, 72, 0.08)',
    zIndex: '2147483647', pointerEvents: 'none', margin: '0', padding: '0',
  });
  document.documentElement.appendChild(d);
}`

const removeOverlayJS = `(id) => { const d = document.getElementById(id); if (d) d.remove(); }`

// OverlayIDPrefix starts the id of the temporary element that outlines
// evidence on a failure screenshot; it is removed right after the
// screenshot.
const OverlayIDPrefix = "jev-evidence-outline-"

// drawOutline outlines el with an overlay element and returns the function
// that removes it.
func (s *Session) drawOutline(el playwright.ElementHandle) (func(), error) {
	box, err := el.BoundingBox()
	if err != nil {
		return nil, err
	}
	if box == nil || box.Width == 0 && box.Height == 0 {
		return nil, errors.New("the evidence element is not rendered")
	}
	var rnd [6]byte
	_, _ = rand.Read(rnd[:])
	id := OverlayIDPrefix + hex.EncodeToString(rnd[:])
	if _, err := s.page.Evaluate(overlayJS, []any{id, box.X, box.Y, box.Width, box.Height}); err != nil {
		return nil, err
	}
	return func() { _, _ = s.page.Evaluate(removeOverlayJS, id) }, nil
}
