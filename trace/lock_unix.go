//go:build unix

package trace

import (
	"os"
	"syscall"
)

// lockExclusive takes f's exclusive flock without waiting; a lock held
// elsewhere is ErrTraceBusy. flock locks belong to the open file, so two
// opens in one process exclude each other as two processes do, and the
// lock ends when f is closed (or the process dies).
func lockExclusive(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch err {
		case nil:
			return nil
		case syscall.EINTR:
			continue
		case syscall.EWOULDBLOCK:
			return ErrTraceBusy
		}
		return err
	}
}
