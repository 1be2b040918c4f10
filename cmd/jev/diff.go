package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/url"

	"github.com/jevtest/jev/diff"
	"github.com/playwright-community/playwright-go"
	"github.com/spf13/cobra"
)

func init() { register(newDiffCmd) }

type diffFlags struct {
	tolerance     float64
	styleSelector string
	json          bool
}

func newDiffCmd() *cobra.Command {
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
		RunE: func(cmd *cobra.Command, args []string) error { return runDiff(cmd, f, args) },
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

func runDiff(cmd *cobra.Command, f diffFlags, args []string) error {
	if math.IsNaN(f.tolerance) || math.IsInf(f.tolerance, 0) || f.tolerance < 0 {
		return usageErr("--tolerance %v: want a finite number of px ≥ 0", f.tolerance)
	}
	for i, name := range []string{"URL_A", "URL_B"} {
		if err := diffURL(name, args[i]); err != nil {
			return err
		}
	}
	ctx := cmd.Context()
	if ctx == nil {
		ctx = context.Background()
	}
	b, release, err := pageBrowser(ctx, cmd.ErrOrStderr())
	if err != nil {
		return exitError{code: 1, err: err}
	}
	defer release()
	vp := playwright.Size{Width: 1280, Height: 800}
	bctx, err := b.Browser.NewContext(playwright.BrowserNewContextOptions{Viewport: &vp})
	if err != nil {
		return exitError{code: 1, err: fmt.Errorf("new browser context: %w", err)}
	}
	defer bctx.Close()
	ms := float64(pageTimeout.Milliseconds())
	bctx.SetDefaultTimeout(ms)
	bctx.SetDefaultNavigationTimeout(ms)
	var pages [2]playwright.Page
	for i, name := range []string{"URL_A", "URL_B"} {
		p, err := bctx.NewPage()
		if err != nil {
			return exitError{code: 1, err: fmt.Errorf("new page: %w", err)}
		}
		resp, err := p.Goto(args[i], playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad})
		if err != nil {
			return usageErr("%s %s cannot be opened: %v", name, args[i], err)
		}
		if resp != nil && resp.Status() >= 400 {
			return usageErr("%s %s answered HTTP %d", name, args[i], resp.Status())
		}
		pages[i] = p
	}
	opts := []diff.Option{diff.WithTolerance(f.tolerance), diff.WithStyleSelector(f.styleSelector)}
	r, err := diff.Pages(ctx, pages[0], pages[1], opts...)
	if errors.Is(err, diff.ErrBadSelector) {
		return usageErr("--style-selector: %v", err)
	}
	if err != nil {
		return exitError{code: 1, err: err}
	}
	w := cmd.OutOrStdout()
	if f.json {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		err = enc.Encode(r)
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
