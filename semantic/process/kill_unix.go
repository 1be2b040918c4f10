//go:build unix

package process

import (
	"os/exec"
	"syscall"
)

// killGroup starts the command in its own process group and makes
// cancellation kill the whole group, so that a shell wrapper's children die
// with it.
func killGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		if cmd.Process == nil {
			return nil
		}
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

// reapGroup kills whatever is left of the command's process group once the
// command has been waited for, whatever the outcome: an adapter's
// grandchild never outlives the run. The group id cannot be reused while
// any member is alive, so the signal reaches only the adapter's processes.
func reapGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
