package calibration

import (
	"errors"
	"math"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"sort"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
	"github.com/playwright-community/playwright-go"
)

func TestMain(m *testing.M) { pwtest.Main(m) }

// browser returns the shared browser; a browser that cannot start fails the
// test.
func browser(t *testing.T) playwright.Browser { return pwtest.Browser(t).Browser }

// runnerPage is an account page with a definition list, form controls, a
// payment card in an iframe and a usage meter in an open shadow root.
const runnerPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Account</title></head><body>
<main>
  <h1>Account</h1>
  <section data-testid="plan-section" aria-label="Subscription">
    <h2>Subscription</h2>
    <dl>
      <dt>Current plan</dt><dd data-testid="plan" id="plan">Pro (yearly)</dd>
      <dt>Billing status</dt><dd data-testid="billing">Payment received</dd>
    </dl>
  </section>
  <form aria-label="Billing">
    <label for="email">Billing email</label> <input id="email" type="email" value="ada@example.com">
    <label><input id="receipts" type="checkbox" checked> Send receipts</label>
    <a id="help" href="/help" data-plan="pro">Billing help</a>
  </form>
  <section data-testid="payment"><h2>Payment method</h2>
    <iframe data-testid="card-frame" title="Payment card" src="card.html" style="height:120px"></iframe>
  </section>
  <section data-testid="usage-section"><h2>Usage</h2><usage-meter data-testid="usage"></usage-meter></section>
</main>
<script>
customElements.define('usage-meter', class extends HTMLElement {
  constructor() { super(); this.attachShadow({mode: 'open'}).innerHTML = '<dl><dt>API calls this month</dt><dd>8,200 of 10,000</dd></dl>'; }
});
</script>
</body></html>`

const runnerCard = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card</title></head><body>
<dl><dt>Card on file</dt><dd>Visa ending in 4242</dd><dt>Card expiry</dt><dd>09/2027</dd></dl>
</body></html>`

const runnerFixture = `page: pages/account.html
cases:
  - id: plan-grounded
    actual: {description: "Current plan"}
    expected: "Pro (yearly)"
    truth: equivalent
    source: "[data-testid=plan]"
  - id: plan-section-grounded
    actual: {description: "Current plan"}
    expected: "Pro (yearly)"
    truth: equivalent
    source: "[data-testid=plan-section]"
  - id: plan-misgrounded
    actual: {description: "Current plan"}
    expected: "Pro (yearly)"
    truth: equivalent
    source: "[data-testid=billing]"
  - id: plan-no-such-source
    actual: {description: "Current plan"}
    expected: "Pro (yearly)"
    truth: equivalent
    source: "#does-not-exist"
  - id: card-iframe
    actual: {description: "Card on file"}
    expected: "Visa ending in 4242"
    truth: equivalent
    source: "[data-testid=card-frame]"
  - id: card-iframe-misgrounded
    actual: {description: "Card on file"}
    expected: "Visa ending in 4242"
    truth: equivalent
    source: "[data-testid=plan-section]"
  - id: usage-shadow
    actual: {description: "API calls this month"}
    expected: "8,200 of 10,000"
    truth: equivalent
    source: "usage-meter"
  - id: usage-shadow-misgrounded
    actual: {description: "API calls this month"}
    expected: "8,200 of 10,000"
    truth: equivalent
    source: "[data-testid=payment]"
  - id: text
    actual: {selector: "#help"}
    expected: "Billing help"
    truth: equivalent
  - id: value
    actual: {selector: "#email", property: value}
    expected: "ada@example.com"
    truth: equivalent
  - id: checked
    actual: {selector: "#receipts", property: checked}
    expected: "true"
    truth: equivalent
  - id: attribute
    actual: {selector: "#help", property: attribute, attribute: data-plan}
    expected: "pro"
    truth: equivalent
  - id: locator-missing
    actual: {selector: "#nope"}
    expected: "anything"
    truth: different
`

// writeFixtures writes files (path relative to a temp dir → content) and
// returns the dir.
func writeFixtures(t *testing.T, files map[string]string) string { return pwtest.Dir(t, files) }

func loadAll(t *testing.T, glob string) []*Fixture {
	t.Helper()
	fs, errs := LoadFixtures(glob)
	if len(errs) > 0 {
		t.Fatalf("load: %v", errs)
	}
	return fs
}

func byID(rs []CaseResult) map[string]CaseResult {
	m := map[string]CaseResult{}
	for _, r := range rs {
		m[r.ID] = r
	}
	return m
}

func TestRunRecordsEveryCase(t *testing.T) {
	dir := writeFixtures(t, map[string]string{
		"account.yaml":       runnerFixture,
		"pages/account.html": runnerPage,
		"pages/card.html":    runnerCard,
	})
	fixtures := loadAll(t, filepath.Join(dir, "*.yaml"))
	var progress []Progress
	rs, err := Run(t.Context(), fixtures, WithBrowser(browser(t)), WithCaseTimeout(2*time.Second),
		WithProgress(func(p Progress) { progress = append(progress, p) }))
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if len(rs) != 13 || len(progress) != 13 || progress[12].Done != 13 || progress[0].Total != 13 {
		t.Fatalf("got %d results, %d progress calls (last %+v)", len(rs), len(progress), progress[len(progress)-1])
	}
	ids := make([]string, len(rs))
	for i, r := range rs {
		ids[i] = r.ID
	}
	if !sort.StringsAreSorted(ids) {
		t.Errorf("results not sorted by id: %v", ids)
	}
	m := byID(rs)
	checkGroundingCases(t, m)

	// Selector actuals: each property read, short-circuited, no source
	// selection and no decider call.
	selectors := map[string]string{"text": "Billing help", "value": "ada@example.com", "checked": "true", "attribute": "pro"}
	for id, text := range selectors {
		r := m[id]
		if r.Error != "" || r.Status != semantic.StatusPassed || r.Choice != semantic.ChoiceEquivalent || r.Confidence != 1 ||
			r.Evidence.Text != text || r.SourceConfidence != nil || r.SourceChecked || r.Usage.Questions != 0 || r.SerialDepth != 0 {
			t.Errorf("%s: %+v; want a deterministic pass on %q without questions", id, r, text)
		}
		if r.Threshold != 0.8 || r.SourceThreshold != 0.8 || r.ThresholdOutcome != OutcomeAccepted || r.File != fixtures[0].File {
			t.Errorf("%s: thresholds %v/%v outcome %s file %q", id, r.Threshold, r.SourceThreshold, r.ThresholdOutcome, r.File)
		}
	}

	// A case that errors is recorded, not fatal.
	r := m["locator-missing"]
	if r.Error == "" || r.Status != semantic.StatusInconclusive || r.Choice != "" || r.ThresholdOutcome != OutcomeNoDecision || r.Truth != TruthDifferent {
		t.Errorf("locator-missing: %+v; want an error recorded as inconclusive, no decision", r)
	}
	if _, err := NewReport(rs); err != nil {
		t.Errorf("NewReport of the run: %v", err)
	}
}

// checkGroundingCases checks the grounding cases of runnerFixture: the evidence
// node equals, lies in (section, iframe, shadow host) or does not lie in
// the source element.
func checkGroundingCases(t *testing.T, m map[string]CaseResult) {
	t.Helper()
	grounding := []struct {
		id     string
		ok     bool
		note   string
		text   string
		frame0 bool
	}{
		{"plan-grounded", true, "", "Pro (yearly)", true},
		{"plan-section-grounded", true, "", "Pro (yearly)", true},
		{"plan-misgrounded", false, "", "Pro (yearly)", true},
		{"plan-no-such-source", false, `source "#does-not-exist" matches no element in the main frame`, "Pro (yearly)", true},
		{"card-iframe", true, "", "Visa ending in 4242", false},
		{"card-iframe-misgrounded", false, "", "Visa ending in 4242", false},
		{"usage-shadow", true, "", "8,200 of 10,000", true},
		{"usage-shadow-misgrounded", false, "", "8,200 of 10,000", true},
	}
	for _, g := range grounding {
		r := m[g.id]
		if r.Error != "" || r.Status != semantic.StatusPassed || r.Choice != semantic.ChoiceEquivalent || r.Confidence != 1 {
			t.Errorf("%s: error %q, status %s, choice %q, confidence %v; want the deterministic pass", g.id, r.Error, r.Status, r.Choice, r.Confidence)
		}
		if !r.SourceChecked || r.SourceOK != g.ok || r.SourceNote != g.note {
			t.Errorf("%s: source checked %v ok %v note %q; want checked, ok %v, note %q (evidence %+v)", g.id, r.SourceChecked, r.SourceOK, r.SourceNote, g.ok, g.note, r.Evidence)
		}
		if r.Evidence.Text != g.text || (r.Evidence.Frame == 0) != g.frame0 || r.Evidence.SourceID == "" {
			t.Errorf("%s: evidence %+v; want text %q, main frame %v", g.id, r.Evidence, g.text, g.frame0)
		}
		if r.SourceConfidence == nil || *r.SourceConfidence < r.SourceThreshold || r.ThresholdOutcome != OutcomeAccepted {
			t.Errorf("%s: source confidence %v (threshold %v), outcome %s", g.id, r.SourceConfidence, r.SourceThreshold, r.ThresholdOutcome)
		}
		if r.Usage.SerialDecisionDepth != 1 || r.SerialDepth != 1 || r.Usage.Questions != 1 || r.Model != lexical.ModelID {
			t.Errorf("%s: usage %+v, serial depth %d, model %q; want one source question from %s", g.id, r.Usage, r.SerialDepth, r.Model, lexical.ModelID)
		}
	}
}

// firstCriterion answers a comparison with its first criterion, scored by
// id: an engine that is as order-sensitive as it gets.
func firstCriterion() *semantictest.Scripted {
	return semantictest.New(semantictest.WithName("first"), semantictest.WithModel("first/1")).
		Always(func(q semantic.Question, st semantic.State) (map[string]float64, error) {
			p, ok := firstScore[q.Criteria[0].ID]
			if !ok { // a selection question: its first source or target
				p = 0.5
			}
			return semantictest.First(p)(q, st)
		})
}

var firstScore = map[string]float64{semantic.ChoiceEquivalent: 0.9, semantic.ChoiceDifferent: 0.7, semantic.ChoiceInsufficientEvidence: 0.6}

const variantsFixture = `page: page.html
cases:
  - id: asked
    actual: {selector: "#plan"}
    expected: "Professional annual subscription"
    truth: equivalent
  - id: exact
    actual: {selector: "#plan"}
    expected: "Pro (yearly)"
    truth: equivalent
`

func TestRunOrderVariants(t *testing.T) {
	dir := writeFixtures(t, map[string]string{"v.yaml": variantsFixture, "page.html": runnerPage})
	fixtures := loadAll(t, filepath.Join(dir, "v.yaml"))
	run := func() map[string]CaseResult {
		rs, err := Run(t.Context(), fixtures, WithBrowser(browser(t)), WithDecider(firstCriterion()), WithOrderVariants(4, 7))
		if err != nil {
			t.Fatalf("Run: %v", err)
		}
		return byID(rs)
	}
	m := run()
	r := m["asked"]
	if r.Choice != semantic.ChoiceEquivalent || r.Confidence != 0.9 || r.Status != semantic.StatusPassed || r.Model != "first/1" {
		t.Fatalf("asked: %+v", r)
	}
	ov := r.OrderVariants
	if ov == nil || len(ov.Variants) != 4 || ov.Error != "" {
		t.Fatalf("asked: order variants %+v; want 4", ov)
	}
	original := []string{semantic.ChoiceEquivalent, semantic.ChoiceDifferent, semantic.ChoiceInsufficientEvidence}
	flips, lo, hi := 0, 0.9, 0.9
	for _, v := range ov.Variants {
		sorted := slices.Sorted(slices.Values(v.Order))
		if !slices.Equal(sorted, []string{"different", "equivalent", "insufficient_evidence"}) || slices.Equal(v.Order, original) {
			t.Errorf("variant order %v: not a shuffled permutation of %v", v.Order, original)
		}
		if v.Choice != v.Order[0] || v.Confidence != firstScore[v.Order[0]] {
			t.Errorf("variant %+v: the decider picks the first criterion", v)
		}
		if v.Choice != r.Choice {
			flips++
		}
		lo, hi = min(lo, v.Confidence), max(hi, v.Confidence)
	}
	if ov.Flips != flips || ov.Spread != hi-lo || ov.Usage.Questions != 4 || ov.Usage.SerialDecisionDepth != 4 {
		t.Errorf("flips %d spread %v usage %+v; want %d, %v, 4 questions at depth 4", ov.Flips, ov.Spread, ov.Usage, flips, hi-lo)
	}
	if r.Usage.Questions != 1 {
		t.Errorf("case usage %+v must not include the re-asks", r.Usage)
	}
	if m["exact"].OrderVariants != nil {
		t.Errorf("exact: the short-circuit asks no question, want no variants, got %+v", m["exact"].OrderVariants)
	}
	// Deterministic: the same seed asks the same orders.
	again := run()["asked"].OrderVariants
	for i := range ov.Variants {
		if !slices.Equal(ov.Variants[i].Order, again.Variants[i].Order) {
			t.Errorf("variant %d: order %v then %v; want the same seeded order", i, ov.Variants[i].Order, again.Variants[i].Order)
		}
	}
}

func TestRunShards(t *testing.T) {
	var a, b string
	for _, id := range []string{"e", "c", "a", "d", "b"} {
		a += "  - {id: " + id + ", actual: {selector: \"#plan\"}, expected: \"Pro (yearly)\", truth: equivalent}\n"
	}
	for _, id := range []string{"b", "a"} {
		b += "  - {id: " + id + ", actual: {selector: \"#email\", property: value}, expected: \"ada@example.com\", truth: equivalent}\n"
	}
	dir := writeFixtures(t, map[string]string{"a.yaml": "page: page.html\ncases:\n" + a, "b.yaml": "page: page.html\ncases:\n" + b, "page.html": runnerPage})
	fixtures := loadAll(t, filepath.Join(dir, "*.yaml"))
	key := func(r CaseResult) string { return filepath.Base(r.File) + ":" + r.ID }
	// 7 sorted cases cut at ⌊k·7/3⌋ = 2, 4: sizes 2, 2, 3.
	want := [][]string{{"a.yaml:a", "a.yaml:b"}, {"a.yaml:c", "a.yaml:d"}, {"a.yaml:e", "b.yaml:a", "b.yaml:b"}}
	for i := 1; i <= 3; i++ {
		rs, err := Run(t.Context(), fixtures, WithBrowser(browser(t)), WithShard(i, 3))
		if err != nil {
			t.Fatalf("shard %d: %v", i, err)
		}
		var got []string
		for _, r := range rs {
			got = append(got, key(r))
			if r.Status != semantic.StatusPassed {
				t.Errorf("shard %d %s: %s %s", i, key(r), r.Status, r.Error)
			}
		}
		if !slices.Equal(got, want[i-1]) {
			t.Errorf("shard %d/3 = %v; want %v", i, got, want[i-1])
		}
	}
}

func TestRunThresholdOutcomes(t *testing.T) {
	dir := writeFixtures(t, map[string]string{"t.yaml": `page: page.html
cases:
  - id: below-source
    actual: {description: "Current plan"}
    expected: "Pro (yearly)"
    truth: equivalent
  - id: below-comparison
    actual: {selector: "#plan"}
    expected: "Professional annual subscription"
    truth: equivalent
`, "page.html": runnerPage})
	fixtures := loadAll(t, filepath.Join(dir, "t.yaml"))
	rs, err := Run(t.Context(), fixtures, WithBrowser(browser(t)), WithDecider(firstCriterion()),
		WithMinConfidence(0.95), WithMinSourceConfidence(1))
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	m := byID(rs)
	// firstCriterion answers the source question with its first source,
	// scored 0.5: below a source threshold of 1, so nothing is compared.
	r := m["below-source"]
	if r.Status != semantic.StatusInconclusive || r.ThresholdOutcome != OutcomeBelowSourceThreshold || r.SourceConfidence == nil ||
		*r.SourceConfidence >= 1 || r.SourceThreshold != 1 || r.Threshold != 0.95 {
		t.Errorf("below-source: %+v", r)
	}
	r = m["below-comparison"]
	if r.Status != semantic.StatusInconclusive || r.ThresholdOutcome != OutcomeBelowThreshold || r.Choice != semantic.ChoiceEquivalent || r.Confidence != 0.9 {
		t.Errorf("below-comparison: %+v", r)
	}
}

func TestRunPageErrorsAreRecorded(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	dir := writeFixtures(t, map[string]string{"u.yaml": "url: " + srv.URL + "/gone\ncases:\n" +
		"  - {id: one, actual: {selector: \"#plan\"}, expected: x, truth: equivalent}\n" +
		"  - {id: two, actual: {description: plan}, expected: x, truth: different}\n"})
	fixtures := loadAll(t, filepath.Join(dir, "u.yaml"))
	rs, err := Run(t.Context(), fixtures, WithBrowser(browser(t)))
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	wantErr := "calibration: " + fixtures[0].File + ": open " + srv.URL + "/gone: HTTP 404"
	if len(rs) != 2 {
		t.Fatalf("got %d results", len(rs))
	}
	for _, r := range rs {
		if r.Error != wantErr || r.Status != semantic.StatusInconclusive || r.ThresholdOutcome != OutcomeNoDecision {
			t.Errorf("%s: error %q status %s; want %q, inconclusive", r.ID, r.Error, r.Status, wantErr)
		}
	}
}

func TestRunRejectsBadOptions(t *testing.T) {
	f := &Fixture{File: "x.yaml", Page: "p.html", Cases: []Case{{ID: "a"}}}
	for name, opt := range map[string]RunOption{
		"min-confidence above 1":    WithMinConfidence(1.5),
		"min-source-confidence NaN": WithMinSourceConfidence(math.NaN()),
		"negative variants":         WithOrderVariants(-1, 1),
		"too many variants":         WithOrderVariants(MaxOrderVariants+1, 1),
		"shard 3/2":                 WithShard(3, 2),
		"shard 0/2":                 WithShard(0, 2),
	} {
		// No browser is given: an accepted option would try to start one.
		rs, err := Run(t.Context(), []*Fixture{f}, opt)
		if !errors.Is(err, ErrInvalidOption) || rs != nil {
			t.Errorf("%s: %v, %v; want ErrInvalidOption", name, rs, err)
		}
	}
	rs, err := Run(t.Context(), nil)
	if err != nil || rs == nil || len(rs) != 0 {
		t.Errorf("no fixtures: %v, %v; want an empty result", rs, err)
	}
}

// A timeout or a concurrency that cannot work is an error naming the
// option, not silently replaced by the default.
func TestRunRejectsBadLimitsByName(t *testing.T) {
	f := &Fixture{File: "x.yaml", Page: "p.html", Cases: []Case{{ID: "a"}}}
	for _, c := range []struct {
		opt  RunOption
		want string
	}{
		{WithCaseTimeout(0), "invalid option: WithCaseTimeout(0s): want a positive duration"},
		{WithPageTimeout(-time.Second), "invalid option: WithPageTimeout(-1s): want a positive duration"},
		{WithConcurrency(0), "invalid option: WithConcurrency(0): want at least 1"},
	} {
		rs, err := Run(t.Context(), []*Fixture{f}, c.opt)
		if !errors.Is(err, ErrInvalidOption) || err.Error() != c.want || rs != nil {
			t.Errorf("Run = %v, %v; want nil, %q", rs, err, c.want)
		}
	}
}

func TestParseShard(t *testing.T) {
	for s, want := range map[string][2]int{"1/1": {1, 1}, "2/3": {2, 3}, " 3/3 ": {3, 3}} {
		i, n, err := ParseShard(s)
		if err != nil || i != want[0] || n != want[1] {
			t.Errorf("ParseShard(%q) = %d, %d, %v", s, i, n, err)
		}
	}
	for _, s := range []string{"", "1", "0/1", "2/1", "1/0", "a/b", "1/2/3", "-1/2"} {
		if _, _, err := ParseShard(s); !errors.Is(err, ErrInvalidOption) {
			t.Errorf("ParseShard(%q) = %v; want ErrInvalidOption", s, err)
		}
	}
}
