package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
	"github.com/playwright-community/playwright-go"
)

// softTB is a real subtest whose Errorf is recorded instead of failing the
// run, so that a suite with failing assertions can be run for its results.
type softTB struct {
	*testing.T
	mu     sync.Mutex
	errors []string
}

func (s *softTB) Errorf(format string, args ...any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.errors = append(s.errors, fmt.Sprintf(format, args...))
}

func (s *softTB) Failed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.errors) > 0 || s.T.Failed()
}

// reportDecider answers source selection with the source whose text is
// "Use your work account" (probability 0.55: below the threshold, so that
// assertion is inconclusive) and every comparison with "different" 0.95;
// anything else with none.
func reportDecider() semantic.Decider {
	hint := func(s semantic.Source) bool { return s.Text == "Use your work account" }
	return semantictest.New(semantictest.WithName("report-test"), semantictest.WithModel("fixed/1"),
		semantictest.WithUsage(semantic.TokenUsage{InputTokens: 100, OutputTokens: 3})).
		OnKind(semantic.KindSourceSelection, semantictest.RestOn(semantic.ChoiceNone, semantictest.ChooseSource(hint, 0.55))).
		OnKind(semantic.KindComparison, semantictest.Fixed(map[string]float64{semantic.ChoiceDifferent: 0.95, semantic.ChoiceEquivalent: 0.05})).
		Always(semantictest.Fixed(map[string]float64{semantic.ChoiceNone: 1}))
}

const reportPage = `<!doctype html><title>Account</title>
<h1>Account</h1>
<dl><dt>Current plan</dt><dd id="plan">Pro (yearly)</dd>
<dt>Billing status</dt><dd id="billing">Payment failed</dd></dl>
<p id="hint">Use your work account</p>
<label for="pw">Password</label><input id="pw" type="password">`

const reportSecret = "Tr0ub4dor&3-report"

// runSuite runs a small jevtest suite whose results go to dir: one test
// with a passed, a failed and an inconclusive assertion (and a typed
// password), and one test whose assertion passes.
func runSuite(t *testing.T, dir string) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, reportPage)
	}))
	t.Cleanup(srv.Close)
	opts := []jevtest.Option{jevtest.WithResultsDir(dir), jevtest.WithDecider(reportDecider()), jevtest.WithViewport(900, 500)}
	var soft *softTB
	t.Run("Checkout", func(t *testing.T) {
		soft = &softTB{T: t}
		s := jevtest.New(soft, opts...)
		s.Goto(srv.URL + "/account")
		if err := s.Page().Locator("#pw").Fill(reportSecret); err != nil {
			t.Fatal(err)
		}
		s.Assert(compare.Text(s.Page().Locator("#plan")), "Pro (yearly)")
		s.Assert(compare.Text(s.Page().Locator("#billing")), "Payment received")
		s.Assert(compare.Describe("the sign-in hint"), "Use your personal account")
	})
	if len(soft.errors) != 2 {
		t.Fatalf("suite: %d assertion failures, want 2: %q", len(soft.errors), soft.errors)
	}
	t.Run("Plan", func(t *testing.T) {
		s := jevtest.New(t, opts...)
		s.Goto(srv.URL + "/account")
		s.Assert(compare.Text(s.Page().Locator("#plan")), "Pro (yearly)")
	})
}

// jev report turns the results of a real suite into one HTML file that a
// person can read in Chromium without a server: the counts, a status
// filter that works, the failing item's screenshot displayed; and JUnit
// with one test case per semantic assertion. No password reaches either.
func TestReportOfARealSuite(t *testing.T) {
	localEnv(t)
	results := t.TempDir()
	runSuite(t, results)
	out := filepath.Join(t.TempDir(), "report.html")
	junit := filepath.Join(t.TempDir(), "junit.xml")
	code, stdout, stderr := jev(t, "report", results, "-o", out, "--junit", junit)
	want := "jev report: 2 tests (1 passed, 1 failed), 4 semantic operations (2 passed, 1 failed, 1 inconclusive)\n" +
		"jev report: HTML " + out + "\njev report: JUnit " + junit + "\n"
	if code != 0 || stdout != want || stderr != "" {
		t.Fatalf("jev report = %d, stdout %q, stderr %q; want 0 and %q", code, stdout, stderr, want)
	}
	for _, p := range []string{out, junit} {
		if b, _ := os.ReadFile(p); bytes.Contains(b, []byte(reportSecret)) {
			t.Errorf("%s holds the typed password", p)
		}
	}
	checkJUnit(t, junit)
	checkReportPage(t, out)
}

// checkReportPage opens the HTML report in a browser and checks its
// counts, its status filter and what the failed and inconclusive
// operations show.
func checkReportPage(t *testing.T, out string) {
	t.Helper()
	s := jevtest.New(t, jevtest.WithResultsDir(t.TempDir()), jevtest.WithViewport(1400, 900))
	s.Goto("file://" + out)
	page := s.Page()
	text := func(sel string) string {
		t.Helper()
		v, err := page.Locator(sel).InnerText()
		if err != nil {
			t.Fatalf("%s: %v", sel, err)
		}
		return v
	}
	for sel, want := range map[string]string{"#count-tests": "2", "#count-ops": "4", "#count-passed": "2", "#count-failed": "1", "#count-inconclusive": "1"} {
		if got := text(sel); got != want {
			t.Errorf("%s shows %q, want %q", sel, got, want)
		}
	}
	visibleOps := func() []string {
		t.Helper()
		v, err := page.Evaluate(`() => [...document.querySelectorAll('section.op')].filter(e => e.offsetParent !== null).map(e => e.dataset.status)`)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, x := range v.([]any) {
			out = append(out, x.(string))
		}
		return out
	}
	if got := strings.Join(visibleOps(), " "); got != "passed failed inconclusive passed" {
		t.Errorf("all: visible operations %q", got)
	}
	if err := page.GetByLabel("Failed (1)").Check(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(visibleOps(), " "); got != "failed" {
		t.Errorf("filter failed: visible operations %q, want failed", got)
	}
	if n, _ := page.Locator("section.test:visible").Count(); n != 1 {
		t.Errorf("filter failed: %d tests shown, want 1", n)
	}
	failed := page.Locator(`section.op[data-status="failed"]`)
	for _, want := range []string{`"Payment received"`, "Payment failed", "role definition", "different (semantic), confidence 0.95 (threshold 0.80)", "locator #billing (text)", "Freshness verified", "Model fixed/1", "different ✓"} {
		if v, _ := failed.InnerText(); !strings.Contains(strings.ReplaceAll(v, "\n", " "), strings.Trim(want, `"`)) {
			t.Errorf("failed operation does not show %q:\n%s", want, v)
		}
	}
	img := failed.Locator("img.shot")
	w, err := img.Evaluate(`i => i.complete ? i.naturalWidth : 0`, nil)
	if err != nil || w.(int) != 900 {
		t.Errorf("failed operation's screenshot naturalWidth = %v (%v), want 900", w, err)
	}
	if err := page.GetByLabel("Inconclusive (1)").Check(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(visibleOps(), " "); got != "inconclusive" {
		t.Errorf("filter inconclusive: visible operations %q", got)
	}
	inc := page.Locator(`section.op[data-status="inconclusive"]`)
	if v, _ := inc.InnerText(); !strings.Contains(v, "0.55") || !strings.Contains(v, "Use your work account") || !strings.Contains(v, "uncertain: source") {
		t.Errorf("inconclusive operation does not show its source distribution:\n%s", v)
	}
	if err := page.GetByLabel("All (4)").Check(); err != nil {
		t.Fatal(err)
	}
	checkNotBlank(t, page)
}

// checkNotBlank takes a screenshot of the page and checks that it shows
// something: many pixels differ from the background, in several colours.
func checkNotBlank(t *testing.T, page playwright.Page) {
	t.Helper()
	// Kept under go test -artifacts, for a person to look at.
	shot := filepath.Join(t.ArtifactDir(), "report.png")
	b, err := page.Screenshot(playwright.PageScreenshotOptions{Path: &shot, FullPage: playwright.Bool(true)})
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	bounds := img.Bounds()
	bg := img.At(bounds.Min.X, bounds.Min.Y)
	colours := map[[3]uint32]bool{}
	differ := 0
	for y := bounds.Min.Y; y < bounds.Max.Y; y += 2 {
		for x := bounds.Min.X; x < bounds.Max.X; x += 2 {
			c := img.At(x, y)
			r, g, bl, _ := c.RGBA()
			colours[[3]uint32{r >> 12, g >> 12, bl >> 12}] = true
			if c != bg {
				differ++
			}
		}
	}
	total := (bounds.Dx() / 2) * (bounds.Dy() / 2)
	if differ < total/50 || len(colours) < 8 {
		t.Errorf("report screenshot looks blank: %d of %d sampled pixels differ from the background, %d colours", differ, total, len(colours))
	}
}

type junitDoc struct {
	Tests    int `xml:"tests,attr"`
	Failures int `xml:"failures,attr"`
	Suites   []struct {
		Name  string `xml:"name,attr"`
		Cases []struct {
			Name    string `xml:"name,attr"`
			Failure *struct {
				Type string `xml:"type,attr"`
				Text string `xml:",chardata"`
			} `xml:"failure"`
		} `xml:"testcase"`
	} `xml:"testsuite"`
}

func checkJUnit(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var d junitDoc
	if err := xml.Unmarshal(b, &d); err != nil {
		t.Fatalf("junit: %v", err)
	}
	if d.Tests != 4 || d.Failures != 2 || len(d.Suites) != 1 || d.Suites[0].Name != "github.com/jevtest/jev/cmd/jev" {
		t.Fatalf("junit: %d tests, %d failures, suites %+v", d.Tests, d.Failures, d.Suites)
	}
	var got []string
	for _, c := range d.Suites[0].Cases {
		s := c.Name
		if c.Failure != nil {
			s += " [" + c.Failure.Type + "]"
		}
		got = append(got, s)
	}
	want := []string{
		`TestReportOfARealSuite/Checkout › assert #1: "Pro (yearly)"`,
		`TestReportOfARealSuite/Checkout › assert #2: "Payment received" [failed]`,
		`TestReportOfARealSuite/Checkout › assert #3: "Use your personal account" [inconclusive]`,
		`TestReportOfARealSuite/Plan › assert #1: "Pro (yearly)"`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("junit cases:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestReportBadInput(t *testing.T) {
	empty := t.TempDir()
	broken := t.TempDir()
	if err := os.MkdirAll(filepath.Join(broken, "p-T"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(broken, "p-T", "test.json"), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"report"}, "jev: requires at least 1 arg(s), only received 0\n"},
		{[]string{"report", filepath.Join(empty, "nope")}, "jev: " + filepath.Join(empty, "nope") + ": no such folder\n"},
		{[]string{"report", empty}, "jev: no jev results found in " + empty + " (run go test first; evidence goes to test-results/ in each package directory, or to JEV_RESULTS_DIR)\n"},
		{[]string{"report", broken}, "jev: malformed result file " + filepath.Join(broken, "p-T", "test.json") + ": unexpected end of JSON input\n"},
	} {
		code, out, errOut := jev(t, c.args...)
		if code != 2 || out != "" || errOut != c.want {
			t.Errorf("jev %v = %d, stdout %q, stderr %q; want 2, nothing, %q", c.args, code, out, errOut, c.want)
		}
	}
}
