//go:build unix

package decisions

import (
	"os"
	"syscall"
)

// lockFile takes an exclusive advisory lock (flock) on path, creating it,
// and returns its release. flock locks belong to the open file, so two
// Stores of one process exclude each other as two processes do.
func lockFile(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
