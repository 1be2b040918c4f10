package locate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
)

// Sentinels matched with errors.Is on a *LocateError.
var (
	// ErrNoMatch: the decider explicitly answered that no observed target
	// matches the description (or the page has no interactive target).
	ErrNoMatch = errors.New("locate: no target matches the description")
	// ErrAmbiguous: the decider answered that several targets match equally.
	ErrAmbiguous = errors.New("locate: several targets match the description")
	// ErrLowConfidence: a target was chosen with a confidence below the
	// threshold.
	ErrLowConfidence = errors.New("locate: target confidence below the threshold")
	// ErrInvalidRequest: a structural error found before the page was
	// touched (empty description, nil page, target without a snapshot).
	ErrInvalidRequest = errors.New("locate: invalid request")
	// ErrInvalidOption: an option value outside what the option accepts
	// (the message names the option and the accepted range), found before
	// the page was touched.
	ErrInvalidOption = errors.New("locate: invalid option")
	// ErrCovered: an action on a target timed out while another element
	// covers the target's centre (an overlay, a banner): a person could not
	// reach it either. The error names the covering element and wraps the
	// driver's timeout.
	ErrCovered = errors.New("locate: the target is covered by another element")
	// ErrFrameReplaced: the frame of the target's node (or a frame above
	// it) was removed or replaced while the action was under way. Pointer
	// events went to no other frame in the meantime (see Click), but
	// whether the action reached the target before its frame went away is
	// unknown, so the action is not reported done.
	ErrFrameReplaced = errors.New("locate: the target's frame was replaced during the action; whether it took effect is unknown")
)

// LocateError is a description that could not be grounded. Err is
// ErrNoMatch, ErrAmbiguous or ErrLowConfidence; Target is the chosen target
// for ErrLowConfidence (so the caller can inspect it); for ErrNoMatch and
// ErrAmbiguous it carries only what was asked and answered (Snapshot,
// Question, Decision, Threshold, Usage: for traces), with no element, and
// is zero when no question was asked (a page without targets).
type LocateError struct {
	Index       int    // position in the batch (0 for Locate)
	Description string // the caller's description, as given
	Choice      string // the decider's choice: a cid, "none" or "ambiguous"
	Confidence  float64
	Threshold   float64
	Target      Target
	// Candidates are the targets the decider weighed most, best first (at
	// most MaxCandidates), so that the description can be rephrased.
	Candidates []Candidate
	// Unread are the child frames the observation could not read
	// (observe.Snapshot.Unread). With any, ErrNoMatch covers the frames
	// read only: the error matches observe.ErrFramesUnread as well, its
	// Confidence is 0 (the decider's is in Target.Decision) and its
	// message names the frames — never a confident "no such target". A
	// target chosen while frames went unread is ErrLowConfidence the same
	// way (matching observe.ErrFramesUnread, Confidence 0, the decider's in
	// Target.Confidence): the control meant could be in an unread frame.
	Unread []observe.Frame
	Err    error
}

func (e *LocateError) Error() string {
	msg := e.reason()
	if len(e.Candidates) == 0 {
		return msg
	}
	var b strings.Builder
	b.WriteString(msg)
	b.WriteString("; candidates:")
	for i, c := range e.Candidates {
		if i > 0 {
			b.WriteString(";")
		}
		fmt.Fprintf(&b, " %s", c)
	}
	return b.String()
}

// String is the candidate as one line: role, name, scope, row and score.
func (c Candidate) String() string {
	s := fmt.Sprintf("%s %s %q", c.CID, c.Role, c.Name)
	if c.Scope != "" {
		s += fmt.Sprintf(" (scope %q)", c.Scope)
	}
	if c.Row != "" {
		s += fmt.Sprintf(" (row %q)", c.Row)
	}
	return s + fmt.Sprintf(" %.2f", c.Score)
}

func (e *LocateError) reason() string {
	switch e.Err {
	case ErrLowConfidence:
		if len(e.Unread) > 0 {
			return fmt.Sprintf("locate %q: target %s (%s %q) chosen among the frames read only (confidence %.2f there), undecided: %s",
				e.Description, e.Choice, e.Target.Role, e.Target.Name, e.Target.Confidence, observe.DescribeUnread(e.Unread))
		}
		return fmt.Sprintf("locate %q: target %s (%s %q) chosen with confidence %.2f < threshold %.2f",
			e.Description, e.Choice, e.Target.Role, e.Target.Name, e.Confidence, e.Threshold)
	case ErrNoMatch:
		if len(e.Unread) > 0 {
			return fmt.Sprintf("locate %q: no target read matches, undecided: %s", e.Description, observe.DescribeUnread(e.Unread))
		}
		return fmt.Sprintf("locate %q: no target matches (confidence %.2f)", e.Description, e.Confidence)
	case ErrAmbiguous:
		return fmt.Sprintf("locate %q: several targets match equally (confidence %.2f)", e.Description, e.Confidence)
	}
	return fmt.Sprintf("locate %q: %v", e.Description, e.Err)
}

// Unwrap returns the sentinel, and observe.ErrFramesUnread for an
// ErrNoMatch or ErrLowConfidence with frames unread.
func (e *LocateError) Unwrap() []error {
	if (e.Err == ErrNoMatch || e.Err == ErrLowConfidence) && len(e.Unread) > 0 {
		return []error{e.Err, observe.ErrFramesUnread}
	}
	return []error{e.Err}
}

// noMatch is the ErrNoMatch of description i: with frames unread it names
// them and claims no confidence.
func noMatch(i int, desc string, conf, minConf float64, cands []Candidate, asked Target, unread []observe.Frame) *LocateError {
	e := &LocateError{Index: i, Description: desc, Choice: semantic.ChoiceNone, Confidence: conf, Threshold: minConf, Candidates: cands, Target: asked, Err: ErrNoMatch}
	if len(unread) > 0 {
		e.Unread = append([]observe.Frame(nil), unread...)
		e.Confidence = 0
	}
	return e
}

// lowConfidence is the ErrLowConfidence of description i: a choice below
// the threshold, or one made while child frames went unread. An unread
// frame is one jev found rendered (a frame its parent found hidden is
// skipped, not unread), so it could hold a control that means the
// description as well or better: the choice covers the frames read only,
// its confidence is capped to 0 (the decider's is in Target.Confidence),
// and it is never acted on, whatever the threshold.
func lowConfidence(i int, desc, choice string, conf, minConf float64, tg Target, cands []Candidate, unread []observe.Frame) *LocateError {
	e := &LocateError{Index: i, Description: desc, Choice: choice, Confidence: conf, Threshold: minConf, Target: tg, Candidates: cands, Err: ErrLowConfidence}
	if len(unread) > 0 {
		e.Unread = append([]observe.Frame(nil), unread...)
		e.Confidence = 0
	}
	return e
}
