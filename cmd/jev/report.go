package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/jevtest/jev/report"
	"github.com/spf13/cobra"
)

type reportFlags struct {
	out, junit string
}

func newReportCmd() *cobra.Command {
	var f reportFlags
	cmd := &cobra.Command{
		Use:   "report [flags] RESULTS_DIR...",
		Short: "Turn the results folders of a go test run into one HTML report (and JUnit XML)",
		Long: `report reads the results folders that jevtest sessions leave (test-results/
in each tested package's directory by default, or JEV_RESULTS_DIR; folders
are searched recursively, so "jev report ." finds every package's) and writes
one self-contained HTML file: every test, every semantic operation with its
verdict, evidence, screenshot, questions and full probability distributions,
usage, freshness and trace link, filterable by status, readable without a
server. --junit also writes JUnit XML with one test case per semantic
operation, for CI.

Exit status: 0 the report was written (whatever the verdicts), 1 it could not
be written, 2 bad input (a missing folder, no results found, or a result file
that does not parse).`,
		Example: `  go test ./... && jev report . -o report.html --junit junit.xml
  JEV_RESULTS_DIR=$PWD/test-results go test ./... ; jev report test-results`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runReport(cmd, f, args)
		},
	}
	fl := cmd.Flags()
	fl.StringVarP(&f.out, "output", "o", "", "write the HTML report to FILE (default: report.html in the first RESULTS_DIR)")
	fl.StringVar(&f.junit, "junit", "", "also write JUnit XML (one test case per semantic operation) to FILE")
	return cmd
}

func runReport(cmd *cobra.Command, f reportFlags, dirs []string) error {
	run, err := report.Load(dirs...)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				return usageErr("%s: no such folder", pe.Path)
			}
		}
		return usageErr("%v", err)
	}
	out := f.out
	if out == "" {
		out = filepath.Join(dirs[0], "report.html")
	}
	var buf bytes.Buffer
	if err := report.WriteHTML(&buf, run, report.WithOutDir(filepath.Dir(out))); err != nil {
		return exitError{code: 1, err: err}
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return exitError{code: 1, err: err}
	}
	if f.junit != "" {
		var jb bytes.Buffer
		if err := report.WriteJUnit(&jb, run); err != nil {
			return exitError{code: 1, err: err}
		}
		if err := os.WriteFile(f.junit, jb.Bytes(), 0o644); err != nil {
			return exitError{code: 1, err: err}
		}
	}
	c := run.Count()
	w := cmd.OutOrStdout()
	fmt.Fprintf(w, "jev report: %s (%d passed, %d failed", plural(c.Tests, "test"), c.TestsPassed, c.TestsFailed)
	if c.TestsSkipped > 0 {
		fmt.Fprintf(w, ", %d skipped", c.TestsSkipped)
	}
	if c.TestsUnknown > 0 {
		fmt.Fprintf(w, ", %d did not finish", c.TestsUnknown)
	}
	fmt.Fprintf(w, "), %s (%d passed, %d failed, %d inconclusive", plural(c.Operations, "semantic operation"), c.Passed, c.Failed, c.Inconclusive)
	if c.Errors > 0 {
		fmt.Fprintf(w, ", %d errors", c.Errors)
	}
	fmt.Fprintf(w, ")\njev report: HTML %s\n", absPath(out))
	if f.junit != "" {
		fmt.Fprintf(w, "jev report: JUnit %s\n", absPath(f.junit))
	}
	return nil
}

func absPath(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		return abs
	}
	return p
}
