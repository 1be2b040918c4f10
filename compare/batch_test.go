package compare

import (
	"fmt"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// byPrefix picks the source whose context is the description's first word
// ("Plan 17" → the source with context "Plan"), so a batch of any size
// runs on a small page.
func byPrefix(p float64) func(q semantic.Question, st semantic.State) (string, map[string]float64) {
	return func(q semantic.Question, st semantic.State) (string, map[string]float64) {
		key, _, _ := strings.Cut(q.Data["description"], " ")
		for _, s := range st.Sources {
			if s.Context == key {
				return dist(s.ID, p, semantic.ChoiceNone)
			}
		}
		return dist(semantic.ChoiceNone, 1, "")
	}
}

func descriptionBatch(n int) []Request {
	keys := []string{"Plan", "Billing", "Renewal"}
	reqs := make([]Request, n)
	for i := range reqs {
		reqs[i] = Request{Actual: Describe(fmt.Sprintf("%s %d", keys[i%3], i)), Expected: fmt.Sprintf("meaning %d", i)}
	}
	return reqs
}

const batchPage = `<dl><dt>Plan</dt><dd>Pro annual</dd><dt>Billing</dt><dd>Payment received</dd><dt>Renewal</dt><dd>Auto-renews on Dec 1</dd></dl>`

func TestDescriptionBatchDepthAndRequests(t *testing.T) {
	page := open(t, batchPage)
	for _, n := range []int{1, 10, 100} {
		d := decider(script(byPrefix(0.95), always(semantic.ChoiceEquivalent, 0.9)))
		rs, err := New(page, WithDecider(d)).CompareBatch(ctx(t), descriptionBatch(n))
		if err != nil {
			t.Fatal(err)
		}
		u := rs[0].Usage
		wantReq := 2 * ((n + 63) / 64)
		if u.SerialDecisionDepth != 2 || u.Requests != wantReq || u.Questions != 2*n {
			t.Errorf("N=%d: depth %d requests %d questions %d; want 2, %d, %d", n, u.SerialDecisionDepth, u.Requests, u.Questions, wantReq, 2*n)
		}
		if got := len(d.Requests()); got != wantReq {
			t.Errorf("N=%d: decider saw %d requests", n, got)
		}
		for _, req := range d.Requests() {
			seen := map[string]bool{}
			for _, s := range req.State.Sources {
				if seen[s.ID] {
					t.Errorf("N=%d: source %s sent twice in one request", n, s.ID)
				}
				seen[s.ID] = true
			}
			if len(req.Questions) > 64 {
				t.Errorf("N=%d: %d questions in one request", n, len(req.Questions))
			}
		}
		for i, r := range rs {
			if r.Usage != u || r.Status != semantic.StatusPassed {
				t.Errorf("N=%d item %d: %s, shared usage %v", n, i, r.Status, r.Usage == u)
			}
		}
	}
}

func TestCacheAnswersRepeatedQuestionsOnce(t *testing.T) {
	page := open(t, batchPage)
	d := decider(script(byPrefix(0.95), always(semantic.ChoiceInsufficientEvidence, 0.9)))
	c := New(page, WithDecider(d), WithCache(semantic.NewCache()))
	req := Request{Actual: Describe("Plan 1"), Expected: "Professional annual"}
	for i := range 2 {
		r, err := c.Compare(ctx(t), req)
		if err != nil {
			t.Fatal(err)
		}
		// The same unchanged evidence keeps the first answer: no re-sampling.
		if r.Status != semantic.StatusInconclusive || r.Usage.Questions != 2 {
			t.Errorf("run %d: %s, usage %+v", i, r.Status, *r.Usage)
		}
		if want := []int{2, 0}[i]; r.Usage.Requests != want {
			t.Errorf("run %d: %d requests, want %d", i, r.Usage.Requests, want)
		}
	}
	if n := len(d.Requests()); n != 2 {
		t.Errorf("decider saw %d requests, want 2", n)
	}
}
