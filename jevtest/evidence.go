package jevtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// evidenceTimeout bounds finding and outlining one evidence element.
const evidenceTimeout = 5 * time.Second

// Evidence is what a failed or inconclusive assertion item left under the
// session's ArtifactDir.
type Evidence struct {
	// Index is the item's position in its batch.
	Index int
	// Screenshot is a full-page PNG; Outlined says whether the evidence
	// source was found and outlined on it (NotOutlined says why not).
	Screenshot  string
	Outlined    bool
	NotOutlined string
	// Result is the item's compare.Result as JSON.
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
// threshold, freshness) followed by its evidence files.
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
		ev, ok := files[i]
		if !ok {
			continue
		}
		if ev.Err != nil {
			fmt.Fprintf(&b, "\n      evidence:  not fully written: %v", ev.Err)
		}
		if ev.Screenshot != "" {
			note := "evidence source outlined"
			if !ev.Outlined {
				note = "evidence source not outlined: " + ev.NotOutlined
			}
			fmt.Fprintf(&b, "\n      screenshot: %s (%s)", ev.Screenshot, note)
		}
		if ev.Result != "" {
			fmt.Fprintf(&b, "\n      result:     %s", ev.Result)
		}
	}
	return b.String()
}

// writeEvidence writes a screenshot and the result JSON of every item of rs
// that did not pass.
func (s *Session) writeEvidence(rs []compare.Result) []Evidence {
	s.sem.mu.Lock()
	defer s.sem.mu.Unlock()
	s.sem.seq++
	seq := s.sem.seq
	dir, err := s.artifactDirErr()
	var out []Evidence
	for i, r := range rs {
		if r.Status == semantic.StatusPassed {
			continue
		}
		ev := Evidence{Index: i}
		if err != nil {
			ev.Err = err
			out = append(out, ev)
			continue
		}
		base := filepath.Join(dir, fmt.Sprintf("jev-assert-%03d-%d", seq, i))
		ev.Screenshot, ev.Outlined, ev.NotOutlined, ev.Err = s.outlinedScreenshot(base+".png", r)
		b, jerr := json.MarshalIndent(r, "", "  ")
		if jerr == nil {
			jerr = os.WriteFile(base+".json", append(b, '\n'), 0o644)
		}
		if jerr == nil {
			ev.Result = base + ".json"
		}
		ev.Err = errors.Join(ev.Err, jerr)
		out = append(out, ev)
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
	if _, serr := s.page.Screenshot(playwright.PageScreenshotOptions{Path: &path, FullPage: playwright.Bool(true)}); serr != nil {
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
