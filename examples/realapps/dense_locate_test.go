package realapps_test

import (
	"fmt"
	"testing"

	"github.com/jevtest/jev/examples/realapps/internal/tally"
	"github.com/jevtest/jev/jevtest"
)

// denseLocate is one locate check of a dense page: the description, the
// right element (a selector; "" when the page has no such element, so the
// right answer is a refusal) and whether it is held out from tuning.
type denseLocate struct {
	desc, right string
	held        bool
}

// runDenseLocates runs locate checks on the open page (never acting on
// what they locate), reporting them under app and app+"/held".
func runDenseLocates(t *testing.T, s *jevtest.Session, app, check string, locs []denseLocate) {
	t.Helper()
	dev := newProbe(t, s, app, "dev", check)
	held := newProbe(t, s, app+"/held", splitOwn, check)
	for _, l := range locs {
		p := dev
		if l.held {
			p = held
		}
		if l.right == "" {
			p.refuse(l.desc)
			continue
		}
		p.locate(l.desc, l.right)
	}
}

// refuse locates a description that names no element of the page: an
// element located at confidence ≥ threshold is a confident wrong answer
// (the test fails); a refusal, or a choice below the threshold, is right.
func (p *probe) refuse(description string) {
	p.t.Helper()
	rec := tally.Record{App: p.app, Split: p.split, Check: p.check, Kind: tally.KindLocate, Description: description}
	tgt, err := p.s.TryLocate(description)
	if err != nil {
		rec.Outcome = tally.LocateRight
		rec.Detail = "refused (the page has no such element): " + err.Error()
		p.tally.Add(rec)
		return
	}
	rec.Confidence, rec.Threshold = tgt.Confidence, tgt.Threshold
	rec.Chosen = fmt.Sprintf("%s %q", tgt.Role, tgt.Name)
	rec.Outcome = tally.LocateWrong
	p.tally.Add(rec)
	p.t.Errorf("%s: CONFIDENT WRONG ELEMENT: %q names no element of the page, but located %s at %.2f ≥ %.2f",
		p.check, description, rec.Chosen, tgt.Confidence, tgt.Threshold)
}
