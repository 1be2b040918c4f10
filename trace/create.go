package trace

import (
	"errors"
	"fmt"
	"os"
)

// ErrTraceBusy is matched (errors.Is) by the error of Create for a trace
// file another writer holds: another process (a second `jev run --trace`
// to the same file, a test binary of another package recording into the
// same JEV_TRACE_DIR) or another Create of this process. Two writers of
// one file would interleave their records into a trace no reader accepts.
var ErrTraceBusy = errors.New("trace: the trace file is in use")

// Create opens path for writing a trace, creating it, and takes an
// exclusive lock on it (flock on Unix; it is released when the file is
// closed). Only once the lock is held is the file emptied, so a second
// writer never truncates the trace of the first: it gets an error
// matching ErrTraceBusy that names the file and says how to fix it, and
// the file is left as it is. On systems without flock (not Unix) Create
// takes no lock.
func Create(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	if err := lockExclusive(f); err != nil {
		f.Close()
		if errors.Is(err, ErrTraceBusy) {
			return nil, fmt.Errorf("%w: %s is being written by another run (two writers would interleave their records); give each run its own trace file", ErrTraceBusy, path)
		}
		return nil, fmt.Errorf("trace: lock %s: %w", path, err)
	}
	if err := f.Truncate(0); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
