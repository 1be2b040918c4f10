package compare

import (
	"errors"
	"strings"
	"testing"

	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/semantic"
)

// locateNamed locates the target named name on page with a scripted
// decider.
func locateNamed(t *testing.T, c *Comparer, name string) locate.Target {
	t.Helper()
	pick := decider(func(q semantic.Question, st semantic.State) (string, map[string]float64) {
		for _, tg := range st.Targets {
			if tg.Name == name {
				return dist(tg.ID, 0.95, semantic.ChoiceNone)
			}
		}
		return dist(semantic.ChoiceNone, 1, "")
	})
	target, err := locate.New(c.page, locate.WithDecider(pick)).Locate(ctx(t), "the "+name+" control")
	if err != nil {
		t.Fatal(err)
	}
	return target
}

// Also seen: a ref asserted after acting on it. The verdict must agree
// with what the result shows: when the compared evidence is what the page
// shows now, it is verified; when it is not, the result is changed, shows
// the current evidence, and says the target must be located again.
func TestRefAssertedAfterActingOnIt(t *testing.T) {
	page := open(t, `<label><input id=dark type=checkbox> Dark mode</label><label>Name <input id=name value="Ana"></label>`)
	c := New(page, WithDeciderFunc(func() (semantic.Decider, error) { return nil, errors.New("no engine needed") }))

	toggle := locateNamed(t, c, "Dark mode")
	if err := page.Locator("#dark").Check(); err != nil {
		t.Fatal(err)
	}
	r, err := c.Assert(ctx(t), Request{Actual: Ref(toggle), Expected: "Dark mode"})
	if err != nil || r.Status != semantic.StatusPassed || r.Freshness != FreshnessVerified {
		t.Fatalf("name unchanged by Check: %+v %v", r, err)
	}

	name := locateNamed(t, c, "Name")
	if err := page.Locator("#name").Fill("Bea"); err != nil {
		t.Fatal(err)
	}
	r, err = c.Assert(ctx(t), Request{Actual: RefValue(name), Expected: "Ana"})
	if !errors.Is(err, ErrAssertionInconclusive) || r.Freshness != FreshnessChanged || r.Change != "changed" ||
		r.CurrentEvidence == nil || r.CurrentEvidence.Text != "Bea" || r.Evidence.Text != "Ana" {
		t.Fatalf("value changed by Fill: %+v current %+v err %v", r, r.CurrentEvidence, err)
	}
	if msg := err.Error(); !strings.Contains(msg, `current evidence "Bea"`) || !strings.Contains(msg, "locate the target again after an action that changes it") {
		t.Fatalf("message does not say what changed or what to do: %s", msg)
	}
}
