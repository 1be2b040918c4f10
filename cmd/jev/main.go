// Command jev is the jev command line: install the browser stack, run the
// demo, compare and assert meaning on pages, replay recorded traces,
// calibrate thresholds and serve a decision engine.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/jevtest/jev/internal/redact"
	"github.com/spf13/cobra"
)

// version is the tool version written into traces and printed by --version.
const version = "0.1.0"

// deps are what the commands take from their surroundings. newRootCmd
// hands them to the constructors of the commands that need them; main uses
// defaultDeps, tests their own.
type deps struct {
	// browser returns the browser the page commands use (compare and
	// assert --url, locate, diff, run) and the function that releases it.
	browser browserFunc
}

// defaultDeps are the real surroundings: each page command starts its own
// browser and closes it afterwards.
func defaultDeps() deps { return deps{browser: startBrowser} }

// exitError carries a process exit code through cobra's RunE.
type exitError struct {
	code int
	err  error
}

func (e exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit status %d", e.code)
	}
	return e.err.Error()
}

func (e exitError) Unwrap() error { return e.err }

// usageErr is the exit-2 error for bad input; the message should name the
// flag or argument at fault and how to fix it.
func usageErr(format string, args ...any) error {
	return exitError{code: 2, err: fmt.Errorf(format, args...)}
}

// newRootCmd builds the jev command and every sub-command.
func newRootCmd(d deps) *cobra.Command {
	root := &cobra.Command{
		Use:           "jev",
		Short:         "End-to-end UI tests that assert meaning, not strings",
		Version:       version,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return exitError{code: 2, err: fmt.Errorf("%w (see %s --help)", err, c.CommandPath())}
	})
	root.AddCommand(
		newAssertCmd(d),
		newCalibrateCmd(),
		newCompareCmd(d),
		newDemoCmd(),
		newDiffCmd(d),
		newInstallCmd(),
		newLocateCmd(d),
		newReplayCmd(),
		newReportCmd(),
		newRunCmd(d),
		newServeCmd(),
	)
	return root
}

// run executes the CLI with args and returns the process exit code.
func run(d deps, args []string, stdout, stderr io.Writer) int {
	root := newRootCmd(d)
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	if err == nil {
		return 0
	}
	var ee exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(stderr, "jev:", redact.Text(ee.err.Error()))
		}
		return ee.code
	}
	fmt.Fprintln(stderr, "jev:", redact.Text(err.Error()))
	if strings.HasPrefix(err.Error(), "unknown command") || strings.Contains(err.Error(), "arg(s)") {
		return 2 // unknown command or wrong argument count: bad input
	}
	return 1
}

func main() {
	os.Exit(run(defaultDeps(), os.Args[1:], os.Stdout, os.Stderr))
}
