package replay

import (
	"errors"
	"fmt"
)

// ErrInvalidOption is wrapped by every error New returns for a bad option
// (a base URL that is not scheme://host[:port], a threshold outside [0, 1],
// a negative step timeout,
// an unreadable gates file).
var ErrInvalidOption = errors.New("replay: invalid option")

// ErrNilInput is returned by Replay for a nil page or trace.
var ErrNilInput = errors.New("replay: nil page or trace")

// ErrEmptyTrace is the error of a trace that holds only its run header:
// no step, action, semantic or end record. Such a file is a recording cut
// short (a spec 2 harness trace always ends with its end record); it
// replays nothing, so it never passes.
var ErrEmptyTrace = errors.New("replay: the trace holds no record to replay")

// ErrUnfinishedTrace is the error of a spec 2 trace with records but no
// end record. jev's recorders (jevtest, jev run) write the end record when
// the test or flow ends, however it ends; a trace without one is a
// recording cut short (the process was killed, or go test -timeout ended
// it) whose test never passed. What it holds may replay cleanly, so it
// would pass what was never shown to pass.
var ErrUnfinishedTrace = errors.New("replay: the trace has no end record")

// ErrNoMatch is the error of a glob that matches no trace file.
var ErrNoMatch = errors.New("replay: no trace matches")

// ErrUnknownCID is returned by StepFromSnapshot for a cid the snapshot
// does not contain.
var ErrUnknownCID = errors.New("replay: cid not in the snapshot")

// Execution errors, matched with errors.Is on the reasons' causes.
var (
	// ErrRefused: the fingerprint is gone or duplicated in the recorded
	// frame, so replay refuses to act (acting never resolves by position).
	ErrRefused = errors.New("replay: refused to act")
	// ErrMissingEnv: an action's value_from_env names a variable that is not
	// set at replay time.
	ErrMissingEnv = errors.New("replay: environment variable not set")
	// ErrMaskedValue: the recorded value was masked (a password) and cannot
	// be retyped.
	ErrMaskedValue = errors.New("replay: recorded value is masked")
	// ErrUnsupportedAction: an action type replay cannot perform.
	ErrUnsupportedAction = errors.New("replay: unsupported action")
)

// ErrInvalidGates is wrapped by every *GatesError.
var ErrInvalidGates = errors.New("replay: invalid gates file")

// GatesError names the gates file and the line a problem is at (0 when
// unknown). Err wraps ErrInvalidGates.
type GatesError struct {
	File string
	Line int
	Err  error
}

func (e *GatesError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.File, e.Err)
}

// Unwrap returns the wrapped error.
func (e *GatesError) Unwrap() error { return e.Err }
