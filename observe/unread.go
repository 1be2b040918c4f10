package observe

import (
	"errors"
	"fmt"
	"strings"
)

// ErrFramesUnread is matched (errors.Is) by the errors of the packages
// that answer from a snapshot with Snapshot.Unread frames and whose
// answer those frames could contradict: a description no read source
// shows (compare) or no read target matches (locate). Such an answer
// covers the frames read only, so it is undecided, never a confident
// "not on the page".
var ErrFramesUnread = errors.New("observe: child frames were not read")

// DescribeUnread renders frames (Snapshot.Unread) for a message: how many
// were not read and, for each, its URL, its name and why, e.g.
//
//	1 frame not read: "http://ads.example/ad" (name "ad"): the frame detached while it was read
//
// It is "" when frames is empty.
func DescribeUnread(frames []Frame) string {
	if len(frames) == 0 {
		return ""
	}
	var b strings.Builder
	noun := "frame"
	if len(frames) > 1 {
		noun = "frames"
	}
	fmt.Fprintf(&b, "%d %s not read:", len(frames), noun)
	for i, f := range frames {
		if i > 0 {
			b.WriteString(";")
		}
		b.WriteString(" " + f.Describe())
	}
	return b.String()
}

// Describe renders one frame for a message: its URL, its name and, for an
// unread frame, why, e.g.
//
//	"http://ads.example/ad" (name "ad"): the frame detached while it was read
func (f Frame) Describe() string {
	s := fmt.Sprintf("%q", f.URL)
	if f.Name != "" {
		s += fmt.Sprintf(" (name %q)", f.Name)
	}
	if f.Unread != "" {
		s += ": " + f.Unread
	}
	return s
}
