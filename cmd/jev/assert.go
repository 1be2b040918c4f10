package main

import (
	"github.com/spf13/cobra"
)

func newAssertCmd(d deps) *cobra.Command {
	var f compareFlags
	cmd := &cobra.Command{
		Use:   "assert --url URL (--description D | --selector CSS [--property P] [--attribute A]) --expected TEXT",
		Short: "Assert that what a page shows means the expected value",
		Long: `assert opens --url in a real browser, reads the actual value (grounded from
--description by a decider, or read from the one element --selector matches),
compares it with --expected like "jev compare", then re-reads the source
before answering (freshness verified, or changed and inconclusive).

An inconclusive result never passes.

Exit status: 0 passed, 1 failed (SEMANTIC_ASSERTION_FAILED) or an error (the
page could not be opened, the locator did not resolve, the source could not
be bound, the decider failed), 3 inconclusive
(SEMANTIC_ASSERTION_INCONCLUSIVE), 2 bad input.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runPageCompare(cmd, d.browser, f, true)
		},
	}
	addVerdictFlags(cmd, &f, "comparison threshold", "print the result as one JSON object")
	return cmd
}
