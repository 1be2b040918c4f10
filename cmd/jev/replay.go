package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/jevtest/jev/internal/shard"
	"github.com/jevtest/jev/replay"
	"github.com/spf13/cobra"
	"golang.org/x/term"
)

type replayFlags struct {
	normalize, baseURL, gates, decider, shard, junit, jsonOut string
	minConfidence                                             float64
	execute, update, acceptFailed                             bool
}

func newReplayCmd() *cobra.Command {
	var f replayFlags
	cmd := &cobra.Command{
		Use:   "replay [flags] TRACE_OR_GLOB...",
		Short: "Replay recorded traces against the app and report ok/moved/changed/ambiguous/error per step",
		Long: `Replay resolves each recorded step's choice by fingerprint on the live page
(ok | moved | changed | ambiguous | error), reports drift, re-answers semantic
records from their recorded decisions when the evidence is unchanged, and
optionally re-runs the recorded actions (--execute).

Exit status: 0 every trace passed, 1 a trace failed (a changed, ambiguous or
error step, or an unverified goal), 2 bad input (a bad flag, or a trace that
is unreadable, broken or matched by no glob; the other traces still run).`,
		Example: `  jev replay 'traces/**/*.jsonl'
  jev replay --base-url http://127.0.0.1:3000 --junit replay.xml --shard 2/4 'traces/**/*.jsonl'
  jev replay --execute --gates gates.yaml traces/login.jsonl`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runReplay(cmd, f, args)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.normalize, "normalize", "", "REGEX removed from recorded and current fingerprints before comparing (counters, badges)")
	fl.StringVar(&f.baseURL, "base-url", "", "rewrite the recorded scheme://host:port of every URL to this one")
	fl.BoolVar(&f.execute, "execute", false, "re-run recorded actions by fingerprint after a successful resolution (gated)")
	fl.StringVar(&f.gates, "gates", "", "gates.yaml for --execute (default: the one next to each trace)")
	fl.Var(newOptFloat(&f.minConfidence), "min-confidence", "lower or raise the gates' confidence bar (never below 0.3; default: the gates' own)")
	fl.BoolVar(&f.acceptFailed, "accept-recorded-failures", false, "a trace whose recorded run failed passes when the replay reproduces the failure")
	fl.BoolVar(&f.update, "update", false, "rewrite traces to accept moved elements and drift (never changed or ambiguous steps)")
	fl.StringVar(&f.decider, "decider", "", "engine asked when a semantic record's evidence changed (lexical)")
	fl.StringVar(&f.shard, "shard", "", "i/n: replay only the i-th of n parts of the sorted trace list")
	fl.StringVar(&f.junit, "junit", "", "write a JUnit XML report to FILE")
	fl.StringVar(&f.jsonOut, "json", "", "write the JSON report to FILE")
	return cmd
}

// replayOptions validates the flags into replay options (exit 2 on error).
func replayOptions(cmd *cobra.Command, f replayFlags) ([]replay.Option, error) {
	opts := []replay.Option{replay.WithExecute(f.execute), replay.WithUpdate(f.update), replay.WithAcceptRecordedFailures(f.acceptFailed)}
	if f.normalize != "" {
		re, err := regexp.Compile(f.normalize)
		if err != nil {
			return nil, usageErr("--normalize %q: %v", f.normalize, err)
		}
		opts = append(opts, replay.WithNormalize(re))
	}
	if f.baseURL != "" {
		opts = append(opts, replay.WithBaseURL(f.baseURL))
	}
	if f.gates != "" {
		opts = append(opts, replay.WithGatesFile(f.gates))
	}
	if cmd.Flags().Changed("min-confidence") {
		opts = append(opts, replay.WithMinConfidence(f.minConfidence))
	}
	if f.decider != "" {
		// Only an explicit --decider is asked: without one, replay answers
		// from the recorded decisions and needs no engine at all.
		_, d, err := openDecider(f.decider)
		if err != nil {
			return nil, err
		}
		opts = append(opts, replay.WithDecider(d))
	}
	if _, err := replay.New(opts...); err != nil {
		flag := "--base-url"
		switch {
		case strings.Contains(err.Error(), "gates"):
			flag = "--gates"
		case strings.Contains(err.Error(), "min confidence"):
			flag = "--min-confidence"
		}
		return nil, usageErr("%s: %v", flag, err)
	}
	return opts, nil
}

func runReplay(cmd *cobra.Command, f replayFlags, args []string) error {
	if len(args) == 0 {
		return usageErr("replay needs at least one TRACE_OR_GLOB (see jev replay --help)")
	}
	opts, err := replayOptions(cmd, f)
	if err != nil {
		return err
	}
	for _, o := range []reportOutput{{"--json", f.jsonOut}, {"--junit", f.junit}} {
		if err := checkOutputFile(o.flag, o.path); err != nil {
			return err
		}
	}
	shardI, shardN := 1, 1
	if f.shard != "" {
		if shardI, shardN, err = shard.Parse(f.shard); err != nil {
			return usageErr("--shard: %v", err)
		}
	}
	paths, unmatched, err := replay.Expand(args)
	if err != nil {
		return usageErr("%v", err)
	}
	paths = shard.Paths(paths, shardI, shardN)
	for _, o := range []reportOutput{{"--json", f.jsonOut}, {"--junit", f.junit}} {
		if err := outputNotATrace(o.flag, o.path, paths); err != nil {
			return err
		}
	}

	stderr := cmd.ErrOrStderr()
	isTerm := false
	if fd, ok := stderr.(*os.File); ok && term.IsTerminal(int(fd.Fd())) {
		isTerm = true
	}
	bar := newLineProgress(stderr, "replay", len(paths), isTerm)
	progress := func(_ int, tr *replay.TraceResult) { bar.item(traceLine(tr)) }
	rep, err := replay.RunFiles(cmd.Context(), paths, progress, opts...)
	bar.finish()
	if err != nil && rep == nil {
		return exitError{code: 2, err: err}
	}
	for _, p := range unmatched {
		fmt.Fprintf(stderr, "jev: no trace matches %s\n", p)
	}
	printReport(cmd.OutOrStdout(), rep, shardI, shardN)
	if f.jsonOut != "" {
		b, err := json.MarshalIndent(rep, "", "  ")
		if err == nil {
			err = os.WriteFile(f.jsonOut, append(b, '\n'), 0o644)
		}
		if err != nil {
			return exitError{code: 2, err: fmt.Errorf("--json %s: %w", f.jsonOut, err)}
		}
	}
	if f.junit != "" {
		var buf bytes.Buffer
		err := replay.WriteJUnit(&buf, rep)
		if err == nil {
			err = os.WriteFile(f.junit, buf.Bytes(), 0o644)
		}
		if err != nil {
			return exitError{code: 2, err: fmt.Errorf("--junit %s: %w", f.junit, err)}
		}
	}
	if err != nil {
		return exitError{code: 1, err: err}
	}
	if code := rep.ExitCode(); code != 0 {
		return exitError{code: code}
	}
	if len(unmatched) > 0 {
		return exitError{code: 2}
	}
	return nil
}

// printReport writes one line per trace, the failures in full, and a
// summary.
func printReport(w io.Writer, rep *replay.Report, shardI, shardN int) {
	for _, tr := range rep.Traces {
		fmt.Fprintln(w, traceLine(tr))
		if tr.Status == replay.TraceFailed {
			for _, s := range tr.Failures() {
				fmt.Fprintln(w, indent(replay.FailureMessage(s), "      "))
			}
		}
		if tr.UpdateNote != "" {
			fmt.Fprintf(w, "      update: %s\n", tr.UpdateNote)
		}
		if len(tr.Dialogs) > 0 {
			fmt.Fprintf(w, "      dialogs: %s\n", describeDialogs(tr.Dialogs))
		}
	}
	shard := ""
	if shardN > 1 {
		shard = fmt.Sprintf(" (shard %d/%d)", shardI, shardN)
	}
	s := rep.Summary
	fmt.Fprintf(w, "%s%s: %d passed, %d failed, %s\n", plural(s.Traces, "trace"), shard, s.Passed, s.Failed, plural(s.Errors, "error"))
}

// traceLine is a trace's one-line result: PASS (records, moved, drift),
// FAIL or ERROR with the reason.
func traceLine(tr *replay.TraceResult) string {
	switch tr.Status {
	case replay.TracePassed:
		moved, drift := 0, 0
		for _, s := range tr.Steps {
			if s.Status == replay.StatusMoved {
				moved++
			}
			if s.Drift != nil && !s.Drift.PageIdentical {
				drift++
			}
		}
		return fmt.Sprintf("PASS  %s (%s, %d moved, %d with drift)", tr.Path, plural(len(tr.Steps), "record"), moved, drift)
	case replay.TraceFailed:
		return fmt.Sprintf("FAIL  %s: %s", tr.Path, tr.Error)
	}
	return fmt.Sprintf("ERROR %s: %s", tr.Path, tr.Error)
}

func indent(s, pre string) string {
	return pre + strings.ReplaceAll(s, "\n", "\n"+pre)
}

// checkOutputFile refuses, before anything runs, an output FILE that could
// not be written at the end (its folder cannot be made, or it is a folder):
// a long run must not end in losing its report.
func checkOutputFile(flag, path string) error {
	if path == "" {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return usageErr("%s %s: %v", flag, path, err)
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return usageErr("%s %s: is a directory; give a file path", flag, path)
	}
	return nil
}

// outputNotATrace refuses a report file that is one of the traces to
// replay (writing the report would overwrite the trace): exit 2 naming it.
func outputNotATrace(flag, path string, traces []string) error {
	if path == "" {
		return nil
	}
	oi, err := os.Stat(path)
	if err != nil {
		return nil // a new file: no trace
	}
	for _, tp := range traces {
		if ti, err := os.Stat(tp); err == nil && os.SameFile(oi, ti) {
			return usageErr("%s %s is a trace to replay (%s): writing the report would overwrite it; give the report a file of its own, e.g. %s",
				flag, path, tp, strings.TrimSuffix(path, filepath.Ext(path))+"-report"+map[string]string{"--json": ".json", "--junit": ".xml"}[flag])
		}
	}
	return nil
}
