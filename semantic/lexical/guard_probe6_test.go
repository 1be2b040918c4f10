package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestLabelAnswerScope: a bare "no" after a label colon negates its label,
// not the line's other fields (polarity_label.go).
func TestLabelAnswerScope(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Captions: 120 lines · Synced · Burned-in: no", "Clip", "the captions are synced", semantic.StatusInconclusive},
		{"Captions: 120 lines · Synced · Burned-in: no", "Clip", "the captions are burned in", semantic.StatusFailed},
		{"Photo · 3 MB · Shared: no", "Album", "the photo is 3 MB", semantic.StatusInconclusive},
		{"Photo · 3 MB · Shared: no", "Album", "the photo is shared", semantic.StatusFailed},
		{"Burned-in: no", "Captions", "the captions are burned in", semantic.StatusFailed},
	})
}
