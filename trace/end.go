package trace

// Run outcomes an end record (spec 2) states.
const (
	RunPassed = "passed"
	RunFailed = "failed"
)

// EndRecord (spec 2) is the last record of a trace the harness recorded: how
// the recorded run ended. A trace whose run failed replays as a failure
// (failed-as-recorded) unless the replay accepts recorded failures.
type EndRecord struct {
	Kind   Kind   `json:"kind"`
	At     string `json:"at,omitzero"` // ISO-8601 UTC
	Status string `json:"status"`      // passed | failed
	// Error is the classified reason of a failed run, when the recorder
	// knows it ("AssertionFailed: ..."); never a provider body.
	Error string `json:"error,omitzero"`
	// Dialogs are every JavaScript dialog the run's pages opened, in order.
	Dialogs []Dialog `json:"dialogs,omitzero"`
	Extra   Extra    `json:"-"`
}

// Failed reports whether the recorded run failed.
func (e *EndRecord) Failed() bool { return e != nil && e.Status == RunFailed }

type endRecordPlain EndRecord

// MarshalJSON writes the known fields, then the preserved unknown ones.
func (e EndRecord) MarshalJSON() ([]byte, error) { return encodeWithExtra(endRecordPlain(e), e.Extra) }

// UnmarshalJSON reads the known fields and keeps the unknown ones in Extra.
func (e *EndRecord) UnmarshalJSON(b []byte) error {
	var p endRecordPlain
	extra, err := decodeWithExtra(b, &p)
	if err != nil {
		return err
	}
	p.Extra = extra
	*e = EndRecord(p)
	return nil
}

// validateEnd checks an end record: a status of passed or failed and a
// parseable at.
func validateEnd(e *EndRecord) error {
	if e.Status != RunPassed && e.Status != RunFailed {
		return invalidf("end: status %q is neither %s nor %s", e.Status, RunPassed, RunFailed)
	}
	if e.At != "" {
		if _, err := parseTime(e.At); err != nil {
			return invalidf("end: at %q is not an ISO-8601 time", e.At)
		}
	}
	return validateDialogs("end", e.Dialogs)
}

// OriginTest is the Origin of a step the test's code performed (jevtest):
// an act on a located target, re-run by fingerprint on replay.
const OriginTest = "test"
