package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/jevtest/jev/flow"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/trace"
	"github.com/playwright-community/playwright-go"
	"github.com/spf13/cobra"
)

type runFlags struct {
	baseURL, trace, decider, gates string
	minConfidence                  float64
	json                           bool
}

func newRunCmd(d deps) *cobra.Command {
	var f runFlags
	cmd := &cobra.Command{
		Use:   "run [flags] FLOW.yaml",
		Short: "Run a YAML flow (intents, actions, assertions by meaning) and record a trace",
		Long: `run executes a flow file (docs/flows.md) in a real browser. Each step locates
its intent as one interactive element, gates the decision exactly as replay
does (the confidence bar, risky patterns in nine languages, the 0.3 floor;
review and blocked never act), acts on that element, then checks the step's
expect_semantic assertions. A step whose intent resolves to no element, or
that the gate stops, ends the run with that status. --trace records a spec 2
trace that 'jev replay --execute' re-runs; values from value_from_env are
recorded by name only.

The engine is --decider, else JEV_DECIDER, else the embedded one; with
JEV_DECISIONS set it answers from the decision store (docs/decision-store.md).

Exit status: 0 the flow passed; 1 it stopped (failed, inconclusive, review,
blocked or error: the message says which step and why); 2 bad input (a flow
file error at FILE:LINE, a missing value_from_env variable, a bad flag).`,
		Example: `  jev run --base-url http://127.0.0.1:8080 examples/flows/profile.yaml
  jev run --trace profile.jsonl examples/flows/profile.yaml && jev replay --execute profile.jsonl`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runFlow(cmd, d.browser, f, args[0]) },
	}
	fl := cmd.Flags()
	fl.StringVar(&f.baseURL, "base-url", "", "resolve the flow's start against this URL (and replace the host of an absolute one)")
	fl.StringVar(&f.trace, "trace", "", "record a spec 2 trace to FILE (locked while the run lasts: a second run to it is refused)")
	addDeciderFlag(cmd, &f.decider)
	fl.StringVar(&f.gates, "gates", "", "gates.yaml (default: the flow's gates, else the one next to the flow file)")
	fl.Float64Var(&f.minConfidence, "min-confidence", math.NaN(), "lower or raise the gates' confidence bar (never below 0.3)")
	fl.BoolVar(&f.json, "json", false, "print the result as one JSON object")
	return cmd
}

// runOptions validates the flags into flow options (exit 2 on error).
func runOptions(cmd *cobra.Command, f runFlags) ([]flow.Option, error) {
	var opts []flow.Option
	if f.baseURL != "" {
		opts = append(opts, flow.WithBaseURL(f.baseURL))
	}
	if f.gates != "" {
		g, err := replay.LoadGates(f.gates)
		if err != nil {
			return nil, usageErr("--gates: %v", err)
		}
		opts = append(opts, flow.WithGates(g))
	}
	if cmd.Flags().Changed("min-confidence") {
		if math.IsNaN(f.minConfidence) || f.minConfidence < 0 || f.minConfidence > 1 {
			return nil, usageErr("--min-confidence %v: want a number in [0, 1] (values below 0.3 are raised to 0.3)", f.minConfidence)
		}
		opts = append(opts, flow.WithMinConfidence(f.minConfidence))
	}
	_, d, err := openDecider(f.decider)
	if err != nil {
		return nil, err
	}
	return append(opts, flow.WithDecider(d)), nil
}

func runFlow(cmd *cobra.Command, browser browserFunc, f runFlags, path string) error {
	fl, err := flow.Load(path)
	if err != nil {
		return usageErr("%v", err)
	}
	opts, err := runOptions(cmd, f)
	if err != nil {
		return err
	}
	defer interruptible(cmd)()
	var traceFile *os.File
	if err := traceNotAnInput(f.trace, map[string]string{"the flow file": path, "--gates": f.gates}); err != nil {
		return err
	}
	if f.trace != "" {
		// Locked until the run ends: a second run to the same file is
		// refused (exit 2) before it truncates or writes anything.
		if traceFile, err = trace.Create(f.trace); err != nil {
			return usageErr("--trace: %v", err)
		}
		defer traceFile.Close()
		opts = append(opts, flow.WithTrace(traceFile))
	}
	var res *flow.Result
	err = withBrowserContext(cmd, browser, playwright.BrowserNewContextOptions{},
		func(ctx context.Context, bctx playwright.BrowserContext) error {
			page, err := newPage(bctx)
			if err != nil {
				return err
			}
			if l := dialogsOf(ctx); l != nil {
				opts = append(opts, flow.WithDialogs(l.traced))
			}
			res, err = flow.Run(ctx, page, fl, opts...)
			if errors.Is(err, flow.ErrMissingEnv) || errors.Is(err, flow.ErrBadBaseURL) || errors.Is(err, replay.ErrInvalidGates) {
				return usageErr("%v", err)
			}
			if err != nil {
				return exitError{code: 1, err: err}
			}
			return nil
		})
	if err != nil {
		return err
	}
	if err := printRun(cmd.OutOrStdout(), res, f.json); err != nil {
		return exitError{code: 1, err: err}
	}
	if res.Status != flow.StatusPassed {
		return exitError{code: 1, err: fmt.Errorf("flow %s %s at step %d: %s", res.Flow, res.Status, res.StoppedAt, res.Reason)}
	}
	return nil
}

func printRun(w io.Writer, res *flow.Result, asJSON bool) error {
	if asJSON {
		return writeJSON(w, res)
	}
	for _, s := range res.Steps {
		what := s.Intent
		if what == "" && len(s.Assertions) > 0 {
			what = "expect_semantic"
		}
		line := fmt.Sprintf("%-12s step %d %s %q", s.Status, s.Step, s.Action, what)
		if s.FP != "" {
			line += fmt.Sprintf(" -> %s (%.2f)", s.FP, s.Confidence)
		}
		fmt.Fprintln(w, line)
		for _, a := range s.Assertions {
			fmt.Fprintf(w, "             %s: %q means %q (%.2f / %.2f)\n", a.Status, a.Description+a.Selector, a.Expected, a.Confidence, a.Threshold)
		}
		if s.Status != flow.StatusPassed && s.Reason != "" {
			fmt.Fprintf(w, "             %s\n", s.Reason)
		}
	}
	_, err := fmt.Fprintf(w, "flow %s: %s (%d of %d steps run)\n", res.Flow, res.Status, len(res.Steps), res.Total)
	return err
}

// traceNotAnInput refuses a --trace that names one of the run's input
// files (recording would empty it before the run starts): exit 2 naming
// both.
func traceNotAnInput(tracePath string, inputs map[string]string) error {
	if tracePath == "" {
		return nil
	}
	ti, err := os.Stat(tracePath)
	if err != nil {
		return nil // a new file: no input
	}
	for what, in := range inputs {
		if in == "" {
			continue
		}
		if ii, err := os.Stat(in); err == nil && os.SameFile(ti, ii) {
			return usageErr("--trace %s is %s (%s): recording would overwrite it; give the trace a file of its own, e.g. %s", tracePath, what, in, suggestTrace(in))
		}
	}
	return nil
}

// suggestTrace is path with its extension replaced by .jsonl.
func suggestTrace(path string) string {
	return strings.TrimSuffix(path, filepath.Ext(path)) + ".jsonl"
}
