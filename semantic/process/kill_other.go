//go:build !unix

package process

import "os/exec"

// killGroup keeps exec's default cancellation (kill the process) where
// process groups are not available.
func killGroup(cmd *exec.Cmd) {}

// reapGroup does nothing where process groups are not available.
func reapGroup(cmd *exec.Cmd) {}
