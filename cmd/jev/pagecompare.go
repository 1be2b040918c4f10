package main

import (
	"errors"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/playwright-community/playwright-go"
	"github.com/spf13/cobra"
)

// The page forms of `jev compare` (and `jev assert`, `jev locate`): open
// --url in a real browser and read the actual value from the page.

// addPageFlags adds the page flags to compare or assert.
func addPageFlags(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.String("url", "", "open this page (http:, https: or a local file: URL) and read the actual value from it")
	fl.String("description", "", "page form: describe the actual value (\"Current plan\"); a decider grounds it to one text source")
	fl.String("selector", "", "page form: a CSS selector matching exactly one visible element (source authority, no source question)")
	fl.String("property", "", "with --selector: text (default), value, checked or attribute")
	fl.String("attribute", "", "with --property attribute: the attribute name")
	fl.String("min-source-confidence", "", "page form: source-selection threshold, a finite number in [0, 1] (default: --min-confidence)")
}

// pageCompareInput is a validated page-form request.
type pageCompareInput struct {
	url       string
	req       compare.Request
	selector  string
	prop      compare.Property // what the selector reads
	attr      string
	decider   string
	minConf   float64
	minSource *float64
	json      bool
}

// parsePageCompare validates the page-form flags; every failure is an
// exit-2 error naming the flag.
func parsePageCompare(cmd *cobra.Command, f compareFlags) (pageCompareInput, error) {
	fl := cmd.Flags()
	get := func(name string) string { v, _ := fl.GetString(name); return v }
	in := pageCompareInput{json: f.json}
	var err error
	if in.url, err = parsePageURL(get("url")); err != nil {
		return in, err
	}
	if fl.Changed("actual-text") || fl.Changed("context") {
		return in, usageErr("--actual-text and --context are the text form; with --url give --description or --selector")
	}
	desc, sel := get("description"), get("selector")
	prop, attr := get("property"), get("attribute")
	switch {
	case fl.Changed("description") && fl.Changed("selector"):
		return in, usageErr("--description and --selector are exclusive: give one of them")
	case fl.Changed("description"):
		if strings.TrimSpace(desc) == "" {
			return in, usageErr("--description is empty: describe the actual value, e.g. --description \"Current plan\"")
		}
		if fl.Changed("property") || fl.Changed("attribute") {
			return in, usageErr("--property and --attribute apply to --selector, not --description")
		}
		in.req.Actual = compare.Describe(desc)
	case fl.Changed("selector"):
		if strings.TrimSpace(sel) == "" {
			return in, usageErr("--selector is empty: give a CSS selector matching one element")
		}
		p := compare.Property(prop)
		if p != "" && !p.Valid() {
			return in, usageErr("--property %q is unknown; want text, value, checked or attribute", prop)
		}
		if fl.Changed("attribute") && p != compare.PropertyAttribute {
			return in, usageErr("--attribute needs --property attribute")
		}
		if p == compare.PropertyAttribute && strings.TrimSpace(attr) == "" {
			return in, usageErr("--property attribute needs --attribute NAME")
		}
		in.selector, in.prop, in.attr = sel, p, attr
	default:
		return in, usageErr("give --description (what the actual value is) or --selector (where it is)")
	}
	if !fl.Changed("expected") || strings.TrimSpace(f.expected) == "" {
		return in, usageErr("--expected is required: the meaning the actual value should have")
	}
	in.req.Expected = f.expected
	if in.minConf, err = parseMinConfidence(f.minConfidence); err != nil {
		return in, err
	}
	in.req.MinConfidence = &in.minConf
	if fl.Changed("min-source-confidence") {
		s := get("min-source-confidence")
		v, perr := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if perr != nil {
			return in, usageErr("--min-source-confidence %q is not a number; want a finite number in [0, 1]", s)
		}
		if semantic.ValidateThreshold("minSourceConfidence", v) != nil {
			return in, usageErr("--min-source-confidence %s is out of range; want a finite number in [0, 1]", s)
		}
		v = unsignedZero(v)
		in.minSource = &v
		in.req.MinSourceConfidence = &v
	}
	if in.decider, err = resolveDecider(f.decider); err != nil {
		return in, err
	}
	return in, nil
}

// parsePageURL accepts an absolute URL with a scheme and a host (or a
// file: URL); reaching it is not checked here.
func parsePageURL(raw string) (string, error) {
	if strings.TrimSpace(raw) == "" {
		return "", usageErr("--url is required: the page to open")
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || (u.Host == "" && u.Scheme != "file") {
		return "", usageErr("--url %q is not an absolute URL; want e.g. http://localhost:8080/account", raw)
	}
	return raw, nil
}

// deciderFunc opens the named engine lazily: locator inputs settled by the
// deterministic short-circuit never construct it.
func deciderFunc(name string) func() (semantic.Decider, error) {
	return func() (semantic.Decider, error) { return engines.Open(name) }
}

// operationErr maps an operation error to its exit code: 2 for a decider
// that cannot be configured, 1 for everything else (a locator that does not
// resolve, a source that cannot be bound, a provider failure).
func operationErr(err error) error {
	var pe *semantic.ProviderError
	if errors.As(err, &pe) && pe.Class == semantic.ClassConfiguration {
		return exitError{code: 2, err: err}
	}
	return exitError{code: 1, err: err}
}

// checkSelector refuses a --selector the driver cannot parse as bad input
// (exit 2, naming the flag), before anything is read or decided.
func checkSelector(loc playwright.Locator, sel string) error {
	if _, err := loc.Count(); err != nil && strings.Contains(strings.ToLower(err.Error()), "selector") {
		return usageErr("--selector %q is not a valid selector (%v); want a CSS selector such as \"#plan\" or \"dd.plan\"", sel, err)
	}
	return nil
}

// runPageCompare compares (or, with assert, asserts) one page-form request
// and prints the result. compare exits 0 for any verdict; assert exits 0
// passed, 1 failed, 3 inconclusive.
func runPageCompare(cmd *cobra.Command, browser browserFunc, f compareFlags, assert bool) error {
	in, err := parsePageCompare(cmd, f)
	if err != nil {
		return err
	}
	return withPage(cmd, browser, in.url, func(page playwright.Page) error {
		if in.selector != "" {
			loc := page.Locator(in.selector)
			if err := checkSelector(loc, in.selector); err != nil {
				return err
			}
			in.req.Actual = compare.Read(loc, in.prop, in.attr)
		}
		c := compare.New(page, compare.WithDeciderFunc(deciderFunc(in.decider)), compare.WithTimeout(pageTimeout))
		var (
			r    compare.Result
			rerr error
		)
		if assert {
			r, rerr = c.Assert(cmd.Context(), in.req)
		} else {
			r, rerr = c.Compare(cmd.Context(), in.req)
		}
		var ae *compare.AssertionError
		if rerr != nil && !errors.As(rerr, &ae) {
			return operationErr(rerr)
		}
		if err := printPageResult(cmd.OutOrStdout(), r, in.json); err != nil {
			return exitError{code: 1, err: err}
		}
		switch {
		case ae == nil:
			return nil
		case ae.Code == compare.CodeAssertionFailed:
			return exitError{code: 1, err: errors.New(ae.Code)}
		default:
			return exitError{code: 3, err: errors.New(ae.Code)}
		}
	})
}

// printPageResult prints the compare.Result as JSON (the semantic-operations contract's fields,
// evidence.text and evidence.context included) or as compare.Explain and a
// usage line.
func printPageResult(w io.Writer, r compare.Result, asJSON bool) error {
	if asJSON {
		return writeJSON(w, r)
	}
	fmt.Fprintln(w, compare.Explain(r))
	if u := r.Usage; u != nil {
		_, err := fmt.Fprintf(w, "      usage:     %s\n", usageLine(*u))
		return err
	}
	return nil
}
