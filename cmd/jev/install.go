package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/jevtest/jev/internal/stack"
	"github.com/spf13/cobra"
)

func newInstallCmd() *cobra.Command {
	var check bool
	cmd := &cobra.Command{
		Use:   "install",
		Short: "Install the browser stack (Playwright driver, Node link, Chromium) if missing",
		Long: `install makes sure the stack jev runs on is present: the Playwright driver
(npm playwright-core ` + stack.DriverVersion + `, run by the machine's node) in
$PLAYWRIGHT_DRIVER_PATH or the user cache dir, and a Chromium ($JEV_CHROMIUM,
else chromium, chromium-browser or google-chrome on PATH; as root on
Debian/Ubuntu it is installed with apt-get). When everything is present it
prints one line and changes nothing.

Exit codes: 0 ready; 2 something is missing that the user must fix (the
message names the exact command), or --check found something missing;
1 an install step failed.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runInstall(cmd, check)
		},
	}
	cmd.Flags().BoolVar(&check, "check", false, "report what is missing without changing anything")
	return cmd
}

func runInstall(cmd *cobra.Command, check bool) error {
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	p, err := stack.Ensure(cmd.Context(), stack.WithOut(out), stack.WithCheckOnly(check))
	if err != nil {
		fmt.Fprintln(errOut, err)
		return exitError{code: installExitCode(err, check)}
	}
	printReady(out, p)
	return nil
}

// installExitCode is 2 for a missing piece the user must provide (or any
// missing piece under --check) and 1 for an install step that failed.
func installExitCode(err error, check bool) int {
	var ie *stack.InstallError
	switch {
	case check && errors.As(err, &ie):
		return 2
	case errors.Is(err, stack.ErrNodeMissing), errors.Is(err, stack.ErrChromiumMissing):
		return 2
	default:
		return 1
	}
}

func printReady(w io.Writer, p stack.Paths) {
	fmt.Fprintf(w, "jev: stack ready: driver %s (%s), node %s, chromium %s\n", stack.DriverVersion, p.DriverDir, p.Node, p.Chromium)
}
