package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/jevtest/jev/locate"
	"github.com/playwright-community/playwright-go"
	"github.com/spf13/cobra"
)

type locateFlags struct {
	url, description, minConfidence, decider string
	json, candidates                         bool
}

func newLocateCmd(d deps) *cobra.Command {
	var f locateFlags
	cmd := &cobra.Command{
		Use:   "locate --url URL --description D",
		Short: "Ground a description to one interactive element of a page",
		Long: `locate opens --url in a real browser, observes its interactive elements and
asks the decider which one --description means. It prints the element's ref,
role, accessible name, fingerprint, evidence and confidence. It never
generates a CSS selector, XPath or JavaScript.

With --candidates it also prints the shortlist of targets the decider
weighed (role, name, scope, row, score), best first — also when nothing is
located, so that the description can be rephrased.

Exit status: 0 located; 1 no element matches, several match equally, the
choice is below --min-confidence, or the page could not be opened; 2 bad
input.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runLocate(cmd, d.browser, f) },
	}
	fl := cmd.Flags()
	fl.StringVar(&f.url, "url", "", "the page to open, http:, https: or a local file: URL (required)")
	fl.StringVar(&f.description, "description", "", "what to find, e.g. \"the control that manages the subscription\" (required)")
	addMinConfidenceFlag(cmd, &f.minConfidence, "threshold")
	addDeciderFlag(cmd, &f.decider)
	fl.BoolVar(&f.json, "json", false, "print the target as one JSON object")
	fl.BoolVar(&f.candidates, "candidates", false, "also print the candidates the decider weighed, best first")
	return cmd
}

func runLocate(cmd *cobra.Command, browser browserFunc, f locateFlags) error {
	u, err := parsePageURL(f.url)
	if err != nil {
		return err
	}
	if strings.TrimSpace(f.description) == "" {
		return usageErr("--description is required: what to find on the page")
	}
	min, err := parseMinConfidence(f.minConfidence)
	if err != nil {
		return err
	}
	name, err := resolveDecider(f.decider)
	if err != nil {
		return err
	}
	return withPage(cmd, browser, u, func(page playwright.Page) error {
		l := locate.New(page, locate.WithDeciderFunc(deciderFunc(name)), locate.WithMinConfidence(min), locate.WithTimeout(pageTimeout))
		t, err := l.Locate(cmd.Context(), f.description)
		w := cmd.OutOrStdout()
		if err != nil {
			var le *locate.LocateError
			if f.candidates && errors.As(err, &le) {
				printCandidates(w, le.Candidates)
			}
			return operationErr(err)
		}
		if f.json {
			if err := writeJSON(w, t); err != nil {
				return exitError{code: 1, err: err}
			}
			return nil
		}
		fmt.Fprintf(w, "located %s %q (%s, ref %s, fp %q)\n", t.Role, t.Name, t.CID, t.Ref, t.FP)
		fmt.Fprintf(w, "  confidence %.2f / threshold %.2f\n", t.Confidence, t.Threshold)
		if t.Evidence.Scope != "" {
			fmt.Fprintf(w, "  scope:  %q\n", t.Evidence.Scope)
		}
		if u := t.Usage; u != nil {
			fmt.Fprintf(w, "  usage:  %s\n", usageLine(*u))
		}
		if f.candidates {
			printCandidates(w, t.Candidates)
		}
		return nil
	})
}

// printCandidates prints the shortlist a decider weighed, one per line.
func printCandidates(w io.Writer, cs []locate.Candidate) {
	if len(cs) == 0 {
		fmt.Fprintln(w, "candidates: none weighed")
		return
	}
	fmt.Fprintln(w, "candidates:")
	for i, c := range cs {
		fmt.Fprintf(w, "  %d. %s\n", i+1, c)
	}
}
