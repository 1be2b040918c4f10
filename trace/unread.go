package trace

import (
	"github.com/jevtest/jev/internal/redact"
	"github.com/jevtest/jev/semantic"
)

// redactUnread masks credentials in the unread frames' descriptions.
func redactUnread(fs []string) []string {
	if len(fs) == 0 {
		return fs
	}
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = redact.Text(f)
	}
	return out
}

// capUnread is st for a record with unread frames (Unread): a pass that
// rests on a choice made by meaning (an answered target or source
// selection question) is inconclusive, as the operation made it (the
// target or source meant could be in a frame that was not read); a
// comparison of a located or read value stands.
func (s *SemanticRecord) capUnread(st semantic.Status, qs []semantic.Question, ds []semantic.Decision) semantic.Status {
	if st != semantic.StatusPassed || len(s.Unread) == 0 {
		return st
	}
	for _, d := range ds {
		for _, q := range qs {
			if q.ID == d.QuestionID && (q.Kind == semantic.KindTargetSelection || q.Kind == semantic.KindSourceSelection) {
				return semantic.StatusInconclusive
			}
		}
	}
	return st
}
