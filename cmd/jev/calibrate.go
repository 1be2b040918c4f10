package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"github.com/jevtest/jev/calibration"
	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/spf13/cobra"
)

// calibrateFlags are the flags of jev calibrate.
type calibrateFlags struct {
	jsonOut, mdOut, htmlOut string
	decider                 string
	minConf, minSource      float64
	variants                int
	alpha, delta            float64
	shard                   string
	concurrency             int
	caseTimeout             time.Duration
}

func newCalibrateCmd() *cobra.Command {
	var fl calibrateFlags
	cmd := &cobra.Command{
		Use:   "calibrate [flags] FIXTURE_GLOB...",
		Short: "Measure how far semantic decisions can be trusted on labelled fixtures",
		Long: `calibrate runs every case of the fixture files matched by the globs (doublestar:
fixtures/**/*.yaml) against its page in a real browser — page: files are served
over loopback HTTP from the fixture's folder — and reports outcomes by
confidence range, false passes and false fails, reliability (ECE, MCE, Brier),
risk–coverage, source grounding and a recommended comparison threshold with a
Clopper–Pearson guarantee (--alpha, --delta). Confidence is a decision score,
not a probability. The format is documented in docs/calibration.md.

A short summary goes to stdout; --json, --md and --html write full reports.
A progress bar is drawn on stderr when it is a terminal.

Exit codes: 0 the run completed (whatever the metrics); 1 the browser could
not start, the run was interrupted or a report could not be written; 2 bad
input: a bad flag value, or a fixture that cannot be read or has an unknown
key or value (named with file and line) — the other fixtures still run and
are reported.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageErr("calibrate needs at least one FIXTURE_GLOB, e.g. 'calibration/testdata/fixtures/*.yaml' (see %s --help)", cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return runCalibrate(cmd, args, fl) },
	}
	f := cmd.Flags()
	f.StringVar(&fl.jsonOut, "json", "", "write the JSON report to `FILE`")
	f.StringVar(&fl.mdOut, "md", "", "write the Markdown report (for a PR comment) to `FILE`")
	f.StringVar(&fl.htmlOut, "html", "", "write the self-contained HTML report to `FILE`")
	addDeciderFlag(cmd, &fl.decider)
	f.Float64Var(&fl.minConf, "min-confidence", 0.8, "comparison threshold, in [0, 1]")
	f.Var(newOptFloat(&fl.minSource), "min-source-confidence", "source-selection threshold, in [0, 1] (default: --min-confidence)")
	f.IntVar(&fl.variants, "order-variants", 0, fmt.Sprintf("re-ask each comparison `K` times with shuffled criteria order (0 to %d)", calibration.MaxOrderVariants))
	f.Float64Var(&fl.alpha, "alpha", calibration.DefaultAlpha, "false-accept rate the recommended threshold must certify (0 < alpha < 1)")
	f.Float64Var(&fl.delta, "delta", calibration.DefaultDelta, "the certificate holds with confidence 1 − delta (0 < delta < 1)")
	f.StringVar(&fl.shard, "shard", "1/1", "run shard `i/n` of the sorted (file, case id) list")
	f.IntVar(&fl.concurrency, "concurrency", calibration.DefaultConcurrency, "fixtures run at the same time (≥ 1)")
	f.DurationVar(&fl.caseTimeout, "case-timeout", calibration.DefaultCaseTimeout, "bound on each case's comparison (> 0)")
	return cmd
}

// calibratePlan is a validated calibrate command line.
type calibratePlan struct {
	runOpts []calibration.RunOption
	repOpts []calibration.Option
	decider string // the engine's name, for the title and the summary
	shardI  int
	shardN  int
	outputs []reportOutput
}

// reportOutput is one report file asked for by a flag.
type reportOutput struct{ flag, path string }

func runCalibrate(cmd *cobra.Command, globs []string, fl calibrateFlags) error {
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	plan, err := planCalibrate(cmd, fl)
	if err != nil {
		return err
	}
	fixtures, loadErrs := calibration.LoadFixtures(globs...)
	for _, e := range loadErrs {
		fmt.Fprintln(errOut, "jev calibrate:", e)
	}
	if len(fixtures) == 0 {
		return usageErr("calibrate: no fixture could be loaded (%d error(s) above)", len(loadErrs))
	}
	start := time.Now()
	results, runErr, err := runFixtures(cmd, fixtures, plan.runOpts)
	if err != nil {
		return err
	}
	if runErr != nil && results == nil {
		fmt.Fprintln(errOut, "jev calibrate:", runErr)
		return exitError{code: 1}
	}
	rep, err := calibration.NewReport(results, plan.repOpts...)
	if err != nil {
		fmt.Fprintln(errOut, "jev calibrate:", err)
		return exitError{code: 1}
	}
	writeErr := false
	for _, o := range plan.outputs {
		if err := writeReport(o.path, o.flag, rep); err != nil {
			fmt.Fprintln(errOut, "jev calibrate:", err)
			writeErr = true
		}
	}
	printSummary(out, rep, len(fixtures), plan.shardI, plan.shardN, deciderLabel(plan.decider), time.Since(start))
	for _, o := range plan.outputs {
		fmt.Fprintf(out, "wrote %s\n", o.path)
	}
	switch {
	case runErr != nil:
		fmt.Fprintln(errOut, "jev calibrate: run interrupted:", runErr)
		return exitError{code: 1}
	case writeErr:
		return exitError{code: 1}
	case len(loadErrs) > 0:
		return exitError{code: 2, err: fmt.Errorf("calibrate: %d fixture file(s) could not be loaded; the others ran", len(loadErrs))}
	}
	return nil
}

// planCalibrate checks every flag before a fixture is read or a browser
// started, and turns them into run and report options. The decider is
// opened here, so that a bad engine configuration is bad input too.
func planCalibrate(cmd *cobra.Command, fl calibrateFlags) (calibratePlan, error) {
	var p calibratePlan
	var err error
	if p.runOpts, p.shardI, p.shardN, err = calibrateRunOptions(cmd, fl); err != nil {
		return p, err
	}
	p.repOpts = []calibration.Option{calibration.WithAlpha(fl.alpha), calibration.WithDelta(fl.delta)}
	if err := calibration.CheckOptions(p.repOpts...); err != nil {
		return p, usageErr("--alpha/--delta: %v", err)
	}
	name, dec, err := openDecider(fl.decider)
	if err != nil {
		return p, err
	}
	p.decider = name
	p.runOpts = append(p.runOpts, calibration.WithDecider(dec))
	p.repOpts = append(p.repOpts, calibration.WithTitle("jev calibration report ("+deciderLabel(name)+")"))
	for _, o := range []reportOutput{{"--json", fl.jsonOut}, {"--md", fl.mdOut}, {"--html", fl.htmlOut}} {
		if o.path == "" {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(o.path), 0o755); err != nil {
			return p, usageErr("%s %s: %v", o.flag, o.path, err)
		}
		if st, err := os.Stat(o.path); err == nil && st.IsDir() {
			return p, usageErr("%s %s: is a directory", o.flag, o.path)
		}
		p.outputs = append(p.outputs, o)
	}
	return p, nil
}

// calibrateRunOptions checks the thresholds, order variants, shard,
// concurrency and case timeout (exit 2 on error) and returns them as run
// options, with the shard.
func calibrateRunOptions(cmd *cobra.Command, fl calibrateFlags) (_ []calibration.RunOption, shardI, shardN int, _ error) {
	changed := cmd.Flags().Changed
	var runOpts []calibration.RunOption
	if err := semantic.ValidateThreshold("--min-confidence", fl.minConf); err != nil {
		return nil, 0, 0, usageErr("%v", err)
	}
	if changed("min-confidence") {
		runOpts = append(runOpts, calibration.WithMinConfidence(unsignedZero(fl.minConf)))
	}
	if changed("min-source-confidence") {
		if err := semantic.ValidateThreshold("--min-source-confidence", fl.minSource); err != nil {
			return nil, 0, 0, usageErr("%v", err)
		}
		runOpts = append(runOpts, calibration.WithMinSourceConfidence(fl.minSource))
	}
	if fl.variants < 0 || fl.variants > calibration.MaxOrderVariants {
		return nil, 0, 0, usageErr("--order-variants %d: want 0 to %d", fl.variants, calibration.MaxOrderVariants)
	}
	if fl.variants > 0 {
		runOpts = append(runOpts, calibration.WithOrderVariants(fl.variants, calibration.DefaultOrderSeed))
	}
	si, sn, err := calibration.ParseShard(fl.shard)
	if err != nil {
		return nil, 0, 0, usageErr("--shard: %v", err)
	}
	runOpts = append(runOpts, calibration.WithShard(si, sn))
	if fl.concurrency < 1 {
		return nil, 0, 0, usageErr("--concurrency %d: want at least 1", fl.concurrency)
	}
	if fl.caseTimeout <= 0 {
		return nil, 0, 0, usageErr("--case-timeout %v: want a positive duration", fl.caseTimeout)
	}
	runOpts = append(runOpts, calibration.WithConcurrency(fl.concurrency), calibration.WithCaseTimeout(fl.caseTimeout))
	return runOpts, si, sn, nil
}

// runFixtures starts the browser and runs the fixtures, drawing a progress
// line per case on stderr. An interrupt (Ctrl-C) ends the run with the
// results so far and runErr set. A browser that cannot start is printed
// and returned as the command's error (exit 1).
func runFixtures(cmd *cobra.Command, fixtures []*calibration.Fixture, runOpts []calibration.RunOption) (results []calibration.CaseResult, runErr, err error) {
	errOut := cmd.ErrOrStderr()
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
	defer stop()
	scfg := stack.ConfigFromEnv()
	scfg.InstallOut = errOut
	b, err := stack.Start(ctx, scfg)
	if err != nil {
		fmt.Fprintln(errOut, err)
		return nil, nil, exitError{code: 1}
	}
	defer b.Close(context.WithoutCancel(ctx))
	var progress *lineProgress
	runOpts = append(runOpts, calibration.WithBrowser(b.Browser), calibration.WithProgress(func(p calibration.Progress) {
		if progress == nil {
			progress = newLineProgress(errOut, "calibrate", p.Total, isTerminal(errOut))
		}
		progress.item(caseLine(p.Result))
	}))
	results, runErr = calibration.Run(ctx, fixtures, runOpts...)
	if progress != nil {
		progress.finish()
	}
	return results, runErr, nil
}

// caseLine is one finished case as a progress line: its verdict, case,
// choice and confidence, its truth, and FALSE PASS / FALSE FAIL when the
// verdict contradicts the truth.
func caseLine(r calibration.CaseResult) string {
	id := r.File + "#" + r.ID
	if r.Error != "" {
		return fmt.Sprintf("%-12s %s: %s", "error", id, r.Error)
	}
	choice := r.Choice
	if choice == "" {
		choice = "no comparison"
	}
	line := fmt.Sprintf("%-12s %s: %s %.2f, truth %s", r.Status, id, choice, r.Confidence, r.Truth)
	switch {
	case r.Status == semantic.StatusPassed && r.Truth == calibration.TruthDifferent:
		line += " — FALSE PASS"
	case r.Status == semantic.StatusFailed && r.Truth == calibration.TruthEquivalent:
		line += " — FALSE FAIL"
	}
	return line
}

// deciderLabel shortens an exec: command line to its program for titles.
func deciderLabel(name string) string {
	if rest, ok := strings.CutPrefix(name, engines.ExecPrefix); ok {
		if argv, err := engines.SplitCommandLine(rest); err == nil && len(argv) > 0 {
			return engines.ExecPrefix + filepath.Base(argv[0])
		}
	}
	return name
}

// writeReport writes one report next to path and renames it into place, so
// a failed write never leaves a truncated report.
func writeReport(path, flag string, rep *calibration.Report) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".calibrate-*")
	if err != nil {
		return fmt.Errorf("%s %s: %w", flag, path, err)
	}
	defer os.Remove(tmp.Name())
	switch flag {
	case "--json":
		err = rep.WriteJSON(tmp)
	case "--md":
		err = rep.WriteMarkdown(tmp)
	default:
		err = rep.WriteHTML(tmp)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		return fmt.Errorf("%s %s: %w", flag, path, err)
	}
	return nil
}

func printSummary(w io.Writer, rep *calibration.Report, files, si, sn int, decider string, took time.Duration) {
	s := rep.Summary
	shard := ""
	if sn > 1 {
		shard = fmt.Sprintf(", shard %d/%d", si, sn)
	}
	fmt.Fprintf(w, "jev calibrate: %d cases from %d fixture file(s)%s, decider %s, %.1fs\n", s.Cases, files, shard, decider, took.Seconds())
	fmt.Fprintf(w, "  passed %d, failed %d, inconclusive %d (errors %d)\n", s.Passed, s.Failed, s.Inconclusive, s.Errors)
	fmt.Fprintf(w, "  false pass %d, false fail %d\n", s.FalsePass, s.FalseFail)
	fmt.Fprintf(w, "  decisive accuracy %s, coverage %s, ECE %s\n", pct(s.DecisiveAccuracy), pct(s.Coverage), num(s.ECE))
	if s.SourceChecked > 0 {
		fmt.Fprintf(w, "  source grounding correct %d of %d checked\n", s.SourceCorrect, s.SourceChecked)
	}
	if s.OrderChecked > 0 {
		fmt.Fprintf(w, "  order variants: %d of %d cases flipped, max spread %s\n", s.OrderFlipped, s.OrderChecked, num(s.OrderMaxSpread))
	}
	t := rep.Threshold
	if p := t.Recommended(); p != nil {
		fmt.Fprintf(w, "  recommended threshold %.2f: at most %g %% false accepts at %g %% confidence; it accepted %d of %d cases, %d wrongly (coverage %.1f %%)\n",
			p.High, t.Alpha*100, (1-t.Delta)*100, p.Accepted, t.Total, p.Errors, float64(p.Accepted)/float64(max(t.Total, 1))*100)
		if p.Low < p.High {
			fmt.Fprintf(w, "  (thresholds %s accept the same cases; no case scored lower)\n", p.Range())
		}
	} else {
		fmt.Fprintf(w, "  %s\n", t.Advice())
	}
	fmt.Fprintln(w, "  (confidence is a decision score, not a probability)")
}

func pct(v *float64) string {
	if v == nil {
		return "n/a"
	}
	return fmt.Sprintf("%.1f %%", *v*100)
}

func num(v *float64) string {
	if v == nil {
		return "n/a"
	}
	return fmt.Sprintf("%.4f", *v)
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
