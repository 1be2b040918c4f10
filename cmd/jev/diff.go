package main

import (
	"context"
	"errors"
	"math"
	"net/url"

	"github.com/jevtest/jev/diff"
	"github.com/jevtest/jev/internal/redact"
	"github.com/playwright-community/playwright-go"
	"github.com/spf13/cobra"
)

type diffFlags struct {
	tolerance     float64
	styleSelector string
	json          bool
}

func newDiffCmd(d deps) *cobra.Command {
	var f diffFlags
	cmd := &cobra.Command{
		Use:   "diff [flags] URL_A URL_B",
		Short: "Compare the structure (and computed styles) of two pages",
		Long: `diff opens both pages in one browser session and compares their structure:
the visible elements that carry a label (their own text; a control's
aria-label, alt, placeholder, title, name or type; the aggregated text only
for an element with no reported descendant), matched by tag|label. It reports
elements missing from URL_B, new in URL_B, and moved (a box delta beyond
--tolerance px). With --style-selector it also compares the computed styles of
the matching elements property by property, px values rounded. No decider is
involved.

Exit status: 0 identical; 1 different (or the browser failed to start);
2 bad input (a bad flag or URL, a page that cannot be opened, an invalid
--style-selector).`,
		Example: `  jev diff http://127.0.0.1:3000/ http://127.0.0.1:4000/
  jev diff --tolerance 8 --style-selector 'button.primary' --json "$OLD" "$NEW"`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error { return runDiff(cmd, d.browser, f, args) },
	}
	fl := cmd.Flags()
	fl.Float64Var(&f.tolerance, "tolerance", diff.DefaultTolerance, "px an element's box may change without counting as moved (≥ 0)")
	fl.StringVar(&f.styleSelector, "style-selector", "", "CSS selector whose elements' computed styles are compared")
	fl.BoolVar(&f.json, "json", false, "print the result as one JSON object")
	return cmd
}

func diffURL(name, raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || (u.Host == "" && u.Scheme != "file") {
		return usageErr("%s %q is not an absolute URL; want e.g. http://localhost:8080/", name, raw)
	}
	return nil
}

func runDiff(cmd *cobra.Command, browser browserFunc, f diffFlags, args []string) error {
	if math.IsNaN(f.tolerance) || math.IsInf(f.tolerance, 0) || f.tolerance < 0 {
		return usageErr("--tolerance %v: want a finite number of px ≥ 0", f.tolerance)
	}
	for i, name := range []string{"URL_A", "URL_B"} {
		if err := diffURL(name, args[i]); err != nil {
			return err
		}
	}
	vp := playwright.Size{Width: 1280, Height: 800}
	var r *diff.Result
	err := withBrowserContext(cmd, browser, playwright.BrowserNewContextOptions{Viewport: &vp},
		func(ctx context.Context, bctx playwright.BrowserContext) error {
			var pages [2]playwright.Page
			for i, name := range []string{"URL_A", "URL_B"} {
				p, err := openDiffPage(bctx, name, args[i])
				if err != nil {
					return err
				}
				pages[i] = p
			}
			var err error
			opts := []diff.Option{diff.WithTolerance(f.tolerance), diff.WithStyleSelector(f.styleSelector)}
			r, err = diff.Pages(ctx, pages[0], pages[1], opts...)
			if errors.Is(err, diff.ErrBadSelector) {
				return usageErr("--style-selector: %v", err)
			}
			if err != nil {
				return exitError{code: 1, err: err}
			}
			return nil
		})
	if err != nil {
		return err
	}
	w := cmd.OutOrStdout()
	if f.json {
		err = writeJSON(w, r)
	} else {
		err = r.WriteText(w)
	}
	if err != nil {
		return exitError{code: 1, err: err}
	}
	if !r.Identical {
		return exitError{code: 1}
	}
	return nil
}

// openDiffPage opens one of the two pages of a diff; a page that cannot be
// opened or answers an HTTP error is bad input (exit 2).
func openDiffPage(bctx playwright.BrowserContext, name, rawURL string) (playwright.Page, error) {
	p, err := newPage(bctx)
	if err != nil {
		return nil, err
	}
	resp, err := p.Goto(rawURL, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad})
	if err != nil {
		return nil, usageErr("%s %s cannot be opened: %v", name, redact.URL(rawURL), redact.Error(err))
	}
	if resp != nil && resp.Status() >= 400 {
		return nil, usageErr("%s %s answered HTTP %d", name, redact.URL(rawURL), resp.Status())
	}
	return p, nil
}
