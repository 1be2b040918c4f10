package main

import (
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"
)

// interruptible makes cmd's context end at the first SIGINT or SIGTERM,
// so that an interrupted run stops at its next step, says so and still
// ends its trace with a failed end record (the signal killed the process
// at once: the trace was cut after its last step and replayed as passed).
// A second signal kills the process as usual. The returned func releases
// the signals.
func interruptible(cmd *cobra.Command) func() {
	ctx, stop := signal.NotifyContext(commandContext(cmd), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop()
	}()
	cmd.SetContext(ctx)
	return stop
}
