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
