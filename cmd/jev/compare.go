package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
)

// compareFlags are the flags of `jev compare`. The text form uses
// --actual-text; the page forms (--url, --description, --selector, ...,
// pagecompare.go) read theirs from the command and take over in runCompare
// when --url is given.
type compareFlags struct {
	actualText    string
	context       string
	expected      string
	minConfidence string
	decider       string
	json          bool
}

func newCompareCmd(d deps) *cobra.Command {
	var f compareFlags
	cmd := &cobra.Command{
		Use:   "compare --actual-text TEXT [--context TEXT] --expected TEXT",
		Short: "Decide whether an actual value means the expected one",
		Long: `compare decides whether the actual value means the expected value and prints
passed, failed or inconclusive with the choice, confidence and usage.

Equal values after NFKC and white-space normalisation pass deterministically
without constructing a decision engine; anything else is one comparison
question to the engine chosen by --decider (default: JEV_DECIDER, else the
embedded lexical engine). An inconclusive result never passes.

Exit status: 0 when a result was produced (passed, failed or inconclusive),
2 on bad input, 1 when the decision engine failed.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCompare(cmd, d, f)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.actualText, "actual-text", "", "the actual value, as text")
	fl.StringVar(&f.context, "context", "", "context the actual value was read in (a label, a heading)")
	addVerdictFlags(cmd, &f, "threshold", "print one JSON object")
	return cmd
}

// addVerdictFlags adds the flags compare and assert share: --expected,
// --min-confidence, --decider, --json and the page flags.
func addVerdictFlags(cmd *cobra.Command, f *compareFlags, threshold, jsonHelp string) {
	fl := cmd.Flags()
	fl.StringVar(&f.expected, "expected", "", "the expected meaning (required)")
	addMinConfidenceFlag(cmd, &f.minConfidence, threshold)
	addDeciderFlag(cmd, &f.decider)
	fl.BoolVar(&f.json, "json", false, jsonHelp)
	addPageFlags(cmd)
}

// addMinConfidenceFlag adds --min-confidence (default
// semantic.DefaultMinConfidence); what names the threshold in the help.
func addMinConfidenceFlag(cmd *cobra.Command, p *string, what string) {
	cmd.Flags().StringVar(p, "min-confidence", strconv.FormatFloat(semantic.DefaultMinConfidence, 'g', -1, 64), what+": a finite number in [0, 1]")
}

// addDeciderFlag adds --decider, resolved by resolveDecider or openDecider.
func addDeciderFlag(cmd *cobra.Command, p *string) {
	cmd.Flags().StringVar(p, "decider", "", "decision engine: "+engines.Valid+" (default: JEV_DECIDER, else lexical)")
}

// parseMinConfidence validates --min-confidence.
func parseMinConfidence(s string) (float64, error) {
	v, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil {
		return 0, usageErr("--min-confidence %q is not a number; want a finite number in [0, 1]", s)
	}
	if err := semantic.ValidateThreshold("minConfidence", v); err != nil {
		return 0, usageErr("--min-confidence %s is out of range; want a finite number in [0, 1]", s)
	}
	return unsignedZero(v), nil
}

// unsignedZero turns -0 (a valid threshold) into 0, so that it is never
// printed "-0.00".
func unsignedZero(v float64) float64 {
	if v == 0 {
		return 0
	}
	return v
}

// resolveDecider checks the engine name without constructing the engine.
func resolveDecider(flag string) (string, error) {
	name, err := engines.Resolve(flag)
	if err != nil {
		source := "--decider"
		if strings.TrimSpace(flag) == "" {
			source = "JEV_DECIDER"
		}
		var pe *semantic.ProviderError
		if errors.As(err, &pe) {
			return "", usageErr("%s: %s", source, pe.Detail)
		}
		return "", usageErr("%s: %v", source, err)
	}
	return name, nil
}

func runCompare(cmd *cobra.Command, d deps, f compareFlags) error {
	if cmd.Flags().Changed("url") {
		return runPageCompare(cmd, d.browser, f, false)
	}
	min, err := parseMinConfidence(f.minConfidence)
	if err != nil {
		return err
	}
	if !cmd.Flags().Changed("expected") || strings.TrimSpace(f.expected) == "" {
		return usageErr("--expected is required: the meaning the actual value should have")
	}
	if !cmd.Flags().Changed("actual-text") {
		return usageErr("--actual-text is required: the actual value to compare (or --url with --description or --selector to read it from a page)")
	}
	decider, err := resolveDecider(f.decider)
	if err != nil {
		return err
	}
	res, err := compareText(cmd.Context(), textCompare{
		Actual:        f.actualText,
		Context:       f.context,
		Expected:      f.expected,
		MinConfidence: min,
		Decider:       decider,
	}, openEngine)
	if err != nil {
		return err
	}
	return printCompare(cmd.OutOrStdout(), res, f.json)
}

// openEngine constructs the engine for compareText.
func openEngine(name string) (semantic.Decider, error) { return engines.Open(name) }

// textCompare is the text form of a comparison: the actual value is given,
// not read from a page.
type textCompare struct {
	Actual, Context, Expected string
	// MinConfidence must be valid (parseMinConfidence).
	MinConfidence float64
	// Decider is an engine name for open (see engines.Resolve).
	Decider string
}

// compareEvidence is the text form's evidence in `jev compare -json`
// output: only text and context (the text form reads no page, so it has
// no source id, frame or role — semantic.Evidence would print "frame":0).
// evidence is the one conversion to semantic.Evidence.
type compareEvidence struct {
	Text    string `json:"text"`
	Context string `json:"context"`
}

// evidence is e as semantic.Evidence (compare.Evidence).
func (e compareEvidence) evidence() semantic.Evidence {
	return semantic.Evidence{Text: e.Text, Context: e.Context}
}

// compareResult is what `jev compare` prints.
type compareResult struct {
	Status        semantic.Status     `json:"status"`
	Choice        string              `json:"choice"`
	Confidence    float64             `json:"confidence"`
	Threshold     float64             `json:"threshold"`
	Provenance    semantic.Provenance `json:"provenance"`
	Probabilities map[string]float64  `json:"probabilities,omitempty"`
	Decider       string              `json:"decider,omitempty"`
	Model         string              `json:"model,omitempty"`
	Evidence      compareEvidence     `json:"evidence"`
	Expected      string              `json:"expected"`
	Usage         semantic.Usage      `json:"usage"`
}

// compareText runs one text comparison. Normalised equality passes
// deterministically with zero requests and without calling open; anything
// else asks one comparison question through semantic.RunFrontier with the
// engine open returns. A decision-engine failure is an exit-1 error (exit 2
// when the engine cannot even be configured).
func compareText(ctx context.Context, in textCompare, open func(string) (semantic.Decider, error)) (compareResult, error) {
	start := time.Now()
	res := compareResult{
		Threshold: in.MinConfidence,
		Evidence:  compareEvidence{Text: in.Actual, Context: in.Context},
		Expected:  in.Expected,
	}
	if semantic.EqualNormalized(in.Actual, in.Expected) {
		res.Status = semantic.StatusPassed
		res.Choice = semantic.ChoiceEquivalent
		res.Confidence = 1
		res.Provenance = semantic.ProvenanceDeterministic
		res.Usage.VerificationMs = time.Since(start).Milliseconds()
		return res, nil
	}
	d, err := open(in.Decider)
	if err != nil {
		return compareResult{}, exitError{code: 2, err: fmt.Errorf("decider %s: %w", in.Decider, err)}
	}
	q := semantic.NewComparisonQuestion("compare", in.Actual, in.Context, in.Expected)
	ds, usage, err := semantic.RunFrontier(ctx, d, []semantic.Question{q}, semantic.State{})
	if err != nil {
		// An engine that cannot be configured (a command not found, a key
		// refused) is bad input, as for the page commands (operationErr).
		return compareResult{}, operationErr(fmt.Errorf("decider %s: %w", d.Name(), err))
	}
	dec := ds[0]
	res.Status = semantic.Verdict(dec, in.MinConfidence)
	res.Choice = dec.Choice
	res.Confidence = dec.Confidence()
	res.Provenance = semantic.ProvenanceSemantic
	res.Probabilities = dec.Probabilities
	res.Decider = d.Name()
	res.Model = dec.Model
	res.Usage = usage
	res.Usage.VerificationMs = max(time.Since(start).Milliseconds()-usage.ProviderMs, 0)
	return res, nil
}

func printCompare(w io.Writer, r compareResult, asJSON bool) error {
	if asJSON {
		return writeJSON(w, r)
	}
	// The one rendering of a result (compare.Explain), as the page form
	// prints it; the text form has no page source and no freshness.
	res := compare.Result{Status: r.Status, Choice: r.Choice, Confidence: r.Confidence, Threshold: r.Threshold,
		Provenance: r.Provenance, Expected: r.Expected, Evidence: r.Evidence.evidence()}
	if r.Status == semantic.StatusInconclusive {
		res.Uncertainty = compare.UncertainComparison
	}
	fmt.Fprintln(w, compare.Explain(res))
	usage := usageLine(r.Usage)
	if r.Decider != "" {
		usage += ", decider " + r.Decider
		if r.Model != "" {
			usage += " (" + r.Model + ")"
		}
	}
	_, err := fmt.Fprintf(w, "      usage:     %s\n", usage)
	return err
}
