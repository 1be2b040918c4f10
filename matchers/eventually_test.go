package matchers_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/matchers"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
	. "github.com/onsi/gomega"
)

// A page that becomes correct after a delayed fetch: Eventually polls the
// confidently different "Payment pending" from the cache (no new question)
// and passes once the evidence changes to "Payment received", a new
// question asked once.
func TestEventuallyPassesOnceTheEvidenceChanges(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(`<!doctype html><meta charset=utf-8><title>Billing</title>
<dl><dt>Billing</dt><dd id="status">Payment pending</dd></dl>
<script>fetch('/api/status').then(r => r.text()).then(t => { document.getElementById('status').textContent = t })</script>`))
		case "/api/status":
			select {
			case <-release:
			case <-r.Context().Done():
				return
			case <-time.After(20 * time.Second):
			}
			w.Write([]byte("Payment received"))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	page := newPage(t)
	gotoURL(t, page, srv.URL+"/")

	counter := semantictest.Record(lexical.New())
	m := matchers.Bind(page, compare.WithDecider(counter))
	// The server answers once the pending evidence has been served from the
	// cache twice: Eventually has polled unchanged evidence without asking
	// the engine again.
	go func() {
		defer close(release)
		deadline := time.Now().Add(15 * time.Second)
		for time.Now().Before(deadline) {
			if hits, _ := m.Cache().Stats(); hits >= 2 {
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
	}()
	err := InterceptGomegaFailure(func() {
		Eventually(page.Locator("#status")).WithTimeout(20 * time.Second).WithPolling(20 * time.Millisecond).
			Should(m.SemanticallyMatch("Paid"))
	})
	if err != nil {
		t.Fatalf("Eventually failed: %v", err)
	}
	if req, q := counts(counter); req != 2 || q != 2 {
		t.Errorf("decider got %d requests with %d questions, want 2 and 2 (pending once, received once)", req, q)
	}
	h := m.History()
	first, last := h[0], h[len(h)-1]
	if first.Result == nil || first.Result.Status != semantic.StatusFailed || first.Result.Evidence.Text != "Payment pending" {
		t.Errorf("first poll = %+v, want failed on %q", first, "Payment pending")
	}
	if last.Result == nil || last.Result.Status != semantic.StatusPassed || last.Result.Evidence.Text != "Payment received" {
		t.Errorf("last poll = %+v, want passed on %q", last, "Payment received")
	}
}

// Unchanged inconclusive evidence stops Eventually at once with StopTrying:
// the engine is asked exactly once, and the failure says why.
func TestEventuallyStopsOnUnchangedInconclusiveEvidence(t *testing.T) {
	page := openHTML(t, `<p id="state">Saved</p>`)
	for _, negated := range []bool{false, true} {
		counter := semantictest.Record(lexical.New())
		m := matchers.Bind(page, compare.WithDecider(counter))
		err := InterceptGomegaFailure(func() {
			a := Eventually(page.Locator("#state")).WithTimeout(30 * time.Second).WithPolling(10 * time.Millisecond)
			if negated {
				a.ShouldNot(m.SemanticallyMatch("Published"))
			} else {
				a.Should(m.SemanticallyMatch("Published"))
			}
		})
		if err == nil {
			t.Fatalf("negated=%v: Eventually passed on inconclusive evidence", negated)
		}
		msg := err.Error()
		wantTail := strings.Join([]string{
			"SemanticallyMatch is inconclusive: it fails both Should and ShouldNot",
			"The evidence is unchanged since an earlier inconclusive answer: stopped trying (the cached decision cannot change; no re-sampling)",
			"Expected",
			"    <locator>: #state",
			"to semantically match",
			"    <string>: Published",
			"inconclusive — COMPARISON uncertain: insufficient evidence (confidence 0.48, threshold 0.80)",
			`      expected:  "Published"`,
			`      evidence:  "Saved" [locator, source confidence 1.00 / 0.80]`,
			"      verdict:   insufficient_evidence (semantic), confidence 0.48 / threshold 0.80",
			"      freshness: verified",
		}, "\n")
		if !strings.HasPrefix(msg, "Told to stop trying after ") || !strings.HasSuffix(strings.TrimSpace(msg), wantTail) {
			t.Errorf("negated=%v: failure =\n%s\nwant \"Told to stop trying after ...\" ending with\n%s", negated, msg, wantTail)
		}
		if req, q := counts(counter); req != 1 || q != 1 {
			t.Errorf("negated=%v: decider got %d requests with %d questions, want exactly 1 and 1", negated, req, q)
		}
		if n := len(m.History()); n != 2 {
			t.Errorf("negated=%v: %d polls, want 2 (the first answer, then the unchanged one that stops)", negated, n)
		}
	}
}

// The rule, step by step through Match: a changed page is a new question;
// seeing the same inconclusive evidence again stops; stale evidence never
// stops (the page is moving).
func TestInconclusiveMemoryFollowsTheEvidence(t *testing.T) {
	page := openHTML(t, `<p id="state">Saved</p>`)
	set := func(text string) {
		if _, err := page.Evaluate(`t => { document.getElementById('state').textContent = t }`, text); err != nil {
			t.Fatalf("evaluate: %v", err)
		}
	}
	counter := semantictest.Record(lexical.New())
	m := matchers.Bind(page, compare.WithDecider(counter))
	sm := m.SemanticallyMatch("Published")
	loc := page.Locator("#state")
	match := func() (bool, *matchers.InconclusiveError, error) {
		ok, err := sm.Match(loc)
		var ie *matchers.InconclusiveError
		errors.As(err, &ie)
		return ok, ie, err
	}

	if ok, ie, err := match(); ok || ie == nil || ie.Stopped {
		t.Fatalf("1st Match on Saved = %v, %v; want inconclusive, not stopped", ok, err)
	}
	set("In review") // changed: a new question, not a stop
	if ok, ie, err := match(); ok || ie == nil || ie.Stopped || ie.Result.Evidence.Text != "In review" {
		t.Fatalf("Match on In review = %v, %v; want inconclusive, not stopped", ok, err)
	}
	if ok, ie, err := match(); ok || ie == nil || !ie.Stopped || !strings.HasPrefix(err.Error(), "SemanticallyMatch: unchanged evidence stays inconclusive: ") {
		t.Fatalf("2nd Match on In review = %v, %v; want StopTrying wrapping the inconclusive error", ok, err)
	}
	set("Published") // equal after normalisation: no question at all
	if ok, _, err := match(); !ok || err != nil {
		t.Fatalf("Match on Published = %v, %v; want a pass", ok, err)
	}
	if req, q := counts(counter); req != 2 || q != 2 {
		t.Errorf("decider got %d requests with %d questions, want 2 and 2 (Saved, In review)", req, q)
	}
}

// Stale evidence is an error Eventually polls past: the next poll reads
// the new evidence and asks a new question.
func TestStaleEvidenceIsNotAStop(t *testing.T) {
	page := openHTML(t, `<p id="plan">Pro (yearly)</p>`)
	var mutated atomic.Bool
	d := mutating(func() {
		if mutated.CompareAndSwap(false, true) {
			page.Evaluate(`() => { document.getElementById('plan').textContent = 'Team (monthly)' }`)
		}
	})
	m := matchers.Bind(page, compare.WithDecider(d))
	err := InterceptGomegaFailure(func() {
		Eventually(page.Locator("#plan")).WithTimeout(20 * time.Second).WithPolling(10 * time.Millisecond).
			ShouldNot(m.SemanticallyMatch("Professional annual subscription"))
	})
	if err != nil {
		t.Fatalf("Eventually ShouldNot failed: %v", err)
	}
	h := m.History()
	if len(h) != 2 || h[0].Result.Freshness != compare.FreshnessChanged || h[1].Result.Status != semantic.StatusFailed || h[1].Result.Evidence.Text != "Team (monthly)" {
		t.Fatalf("history = %+v, want a stale poll, then failed (different) on %q", h, "Team (monthly)")
	}
}
