package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
)

const calPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Account</title></head><body>
<main><h1>Account</h1>
<dl><dt>Current plan</dt><dd data-testid="plan" id="plan">Pro (yearly)</dd>
<dt>Billing status</dt><dd data-testid="billing">Payment received</dd></dl>
<label for="email">Billing email</label> <input id="email" value="ada@example.com">
<label><input id="receipts" type="checkbox"> Send receipts</label>
</main></body></html>`

const calGood = `page: page.html
cases:
  - id: plan
    actual: {description: "Current plan"}
    expected: "Pro (yearly)"
    truth: equivalent
    source: "[data-testid=plan]"
  - id: plan-wrong-source
    actual: {description: "Current plan"}
    expected: "Pro (yearly)"
    truth: equivalent
    source: "[data-testid=billing]"
  - id: email
    actual: {selector: "#email", property: value}
    expected: "ada@example.com"
    truth: equivalent
  - id: receipts
    actual: {selector: "#receipts", property: checked}
    expected: "false"
    truth: equivalent
`

const calGood2 = `page: page.html
cases:
  - id: plan-text
    actual: {selector: "#plan"}
    expected: "Pro (yearly)"
    truth: equivalent
  - id: plan-free
    actual: {selector: "#plan"}
    expected: "Free tier"
    truth: different
`

// calBroken has an unknown key on line 5.
const calBroken = `page: page.html
cases:
  - id: x
    actual: {selector: "#plan"}
    expect: "Pro"
    truth: equivalent
`

// calDir writes the files into a temporary folder and returns it.
func calDir(t *testing.T, files map[string]string) string { return pwtest.Dir(t, files) }

type calReport struct {
	Summary struct {
		Cases, Passed, Failed, Inconclusive int
		FalsePass                           int      `json:"false_pass"`
		FalseFail                           int      `json:"false_fail"`
		DecisiveAccuracy                    *float64 `json:"decisive_accuracy"`
		Coverage                            *float64
		SourceChecked                       int `json:"source_checked"`
		SourceCorrect                       int `json:"source_correct"`
		OrderChecked                        int `json:"order_checked"`
	}
	Cases []struct {
		ID, File, Truth, Status, Choice string
		Confidence                      float64
		SourceConfidence                *float64 `json:"source_confidence"`
		SourceOK                        bool     `json:"source_ok"`
		Evidence                        struct{ Text, Context string }
		Usage                           map[string]any
		ElapsedMs                       *int64 `json:"elapsed_ms"`
		OrderVariants                   *struct {
			Variants []struct{ Order []string }
		} `json:"order_variants"`
	}
}

func readCalReport(t *testing.T, path string) calReport {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("report: %v", err)
	}
	var r calReport
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("report: %v", err)
	}
	return r
}

func TestCalibrateRunsGoodFixturesAndReportsBrokenOnes(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_DECIDER", "")
	dir := calDir(t, map[string]string{"a.yaml": calGood, "b.yaml": calGood2, "c-broken.yaml": calBroken, "page.html": calPage})
	out := filepath.Join(t.TempDir(), "reports")
	code, stdout, stderr := jev(t, "calibrate", "--json", filepath.Join(out, "r.json"), "--md", filepath.Join(out, "r.md"),
		"--html", filepath.Join(out, "r.html"), "--order-variants", "2", filepath.Join(dir, "*.yaml"))
	if code != 2 {
		t.Fatalf("exit %d; want 2 (a broken fixture). stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	broken := filepath.Join(dir, "c-broken.yaml")
	wantErr := "jev calibrate: " + broken + `:5: cases[0].expect: unknown key: "expect" (allowed: [id actual expected truth source])` + "\n" +
		"jev: calibrate: 1 fixture file(s) could not be loaded; the others ran\n"
	var rest []string
	cases := 0
	for _, l := range strings.SplitAfter(stderr, "\n") {
		if strings.HasPrefix(l, "calibrate [") {
			cases++
			continue
		}
		rest = append(rest, l)
	}
	if got := strings.Join(rest, ""); got != wantErr || cases != 6 {
		t.Errorf("stderr (%d progress lines, want 6):\n%s\nwant:\n%s", cases, got, wantErr)
	}
	for _, line := range []string{
		"jev calibrate: 6 cases from 2 fixture file(s), decider lexical, ",
		"  passed 5, failed 1, inconclusive 0 (errors 0)\n",
		"  false pass 0, false fail 0\n",
		"  decisive accuracy 100.0 %, coverage 100.0 %, ECE ",
		"  source grounding correct 1 of 2 checked\n",
	} {
		if !strings.Contains(stdout, line) {
			t.Errorf("stdout lacks %q:\n%s", line, stdout)
		}
	}
	// The engine's order sensitivity is measured, not asserted.
	if !regexp.MustCompile(`(?m)^  order variants: [01] of 1 cases flipped, max spread \d\.\d{4}$`).MatchString(stdout) {
		t.Errorf("stdout lacks the order-variant line:\n%s", stdout)
	}
	checkCalReport(t, filepath.Join(out, "r.json"))
	md, _ := os.ReadFile(filepath.Join(out, "r.md"))
	html, _ := os.ReadFile(filepath.Join(out, "r.html"))
	if !strings.HasPrefix(string(md), "# jev calibration report (lexical)\n") || !strings.Contains(string(html), "<svg") {
		t.Errorf("md starts %q; html has svg: %v", firstLine(string(md)), strings.Contains(string(html), "<svg"))
	}
}

// checkCalReport checks the JSON report of
// TestCalibrateRunsGoodFixturesAndReportsBrokenOnes: the summary, and each
// case's status, evidence, source and order variants.
func checkCalReport(t *testing.T, path string) {
	t.Helper()
	rep := readCalReport(t, path)
	s := rep.Summary
	if s.Cases != 6 || s.Passed != 5 || s.Failed != 1 || s.Inconclusive != 0 || s.FalsePass != 0 || s.FalseFail != 0 ||
		s.SourceChecked != 2 || s.SourceCorrect != 1 || s.OrderChecked != 1 || *s.DecisiveAccuracy != 1 || *s.Coverage != 1 {
		t.Errorf("summary %+v", s)
	}
	got := map[string]string{}
	for _, c := range rep.Cases {
		got[filepath.Base(c.File)+":"+c.ID] = c.Status
		if c.Usage == nil || c.ElapsedMs == nil || c.Evidence.Text == "" {
			t.Errorf("%s: usage %v elapsed %v evidence %+v", c.ID, c.Usage, c.ElapsedMs, c.Evidence)
		}
		switch c.ID {
		case "plan":
			if !c.SourceOK || c.SourceConfidence == nil || c.Choice != "equivalent" || c.Confidence != 1 {
				t.Errorf("plan: %+v", c)
			}
		case "plan-wrong-source":
			if c.SourceOK {
				t.Errorf("plan-wrong-source: source_ok true; the evidence is not in [data-testid=billing]")
			}
		case "plan-free":
			if c.Choice != "different" || c.Truth != "different" || c.OrderVariants == nil || len(c.OrderVariants.Variants) != 2 {
				t.Errorf("plan-free: %+v", c)
			}
		case "email", "receipts", "plan-text":
			if c.SourceConfidence != nil || c.OrderVariants != nil {
				t.Errorf("%s: a selector short-circuit has no source confidence and no variants: %+v", c.ID, c)
			}
		}
	}
	want := map[string]string{"a.yaml:plan": "passed", "a.yaml:plan-wrong-source": "passed", "a.yaml:email": "passed",
		"a.yaml:receipts": "passed", "b.yaml:plan-text": "passed", "b.yaml:plan-free": "failed"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: status %q; want %q (all: %v)", k, got[k], v, got)
		}
	}
}

func firstLine(s string) string { l, _, _ := strings.Cut(s, "\n"); return l }

func TestCalibrateShard(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_DECIDER", "")
	dir := calDir(t, map[string]string{"a.yaml": calGood, "b.yaml": calGood2, "page.html": calPage})
	out := filepath.Join(t.TempDir(), "r.json")
	// Sorted: a:email a:plan a:plan-wrong-source a:receipts b:plan-free b:plan-text; shard 2/2 is the last three.
	code, stdout, stderr := jev(t, "calibrate", "--shard", "2/2", "--json", out, filepath.Join(dir, "*.yaml"))
	if code != 0 {
		t.Fatalf("exit %d, stderr %q; want 0", code, stderr)
	}
	// One line per case on stderr as it is decided (not a terminal: no bar).
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	progress := regexp.MustCompile(`^calibrate \[[1-3]/3\] (passed|failed|inconclusive) +` + regexp.QuoteMeta(dir) + `/(a|b)\.yaml#([a-z-]+): (equivalent|different|insufficient_evidence) [01]\.\d\d, truth (equivalent|different)$`)
	var done []string
	for _, l := range lines {
		m := progress.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("stderr line %q is not a progress line", l)
		}
		done = append(done, m[2]+":"+m[3])
	}
	sort.Strings(done)
	if strings.Join(done, " ") != "a:receipts b:plan-free b:plan-text" {
		t.Fatalf("progress lines for %q, want a:receipts b:plan-free b:plan-text", done)
	}
	if !strings.Contains(stdout, "jev calibrate: 3 cases from 2 fixture file(s), shard 2/2, decider lexical, ") {
		t.Errorf("stdout:\n%s", stdout)
	}
	var ids []string
	for _, c := range readCalReport(t, out).Cases {
		ids = append(ids, filepath.Base(c.File)+":"+c.ID)
	}
	if strings.Join(ids, " ") != "a.yaml:receipts b.yaml:plan-free b.yaml:plan-text" {
		t.Errorf("shard 2/2 cases %v", ids)
	}
}

func TestCalibrateBadInput(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_DECIDER", "")
	dir := calDir(t, map[string]string{"a.yaml": calGood, "broken.yaml": calBroken, "page.html": calPage})
	good := filepath.Join(dir, "a.yaml")
	out := filepath.Join(t.TempDir(), "r.json")
	cases := []struct {
		name string
		args []string
		want string // exact stderr
	}{
		{"no glob", []string{"calibrate"}, "jev: calibrate needs at least one FIXTURE_GLOB, e.g. 'calibration/testdata/fixtures/*.yaml' (see jev calibrate --help)\n"},
		{"min-confidence", []string{"calibrate", "--min-confidence", "1.5", good}, "jev: semantic: --min-confidence = 1.5: threshold must be a finite number in [0, 1]\n"},
		{"min-source-confidence", []string{"calibrate", "--min-source-confidence", "NaN", good}, "jev: semantic: --min-source-confidence = NaN: threshold must be a finite number in [0, 1]\n"},
		{"order-variants", []string{"calibrate", "--order-variants", "-1", good}, "jev: --order-variants -1: want 0 to 100\n"},
		{"shard", []string{"calibrate", "--shard", "3/2", good}, "jev: --shard: invalid option: shard \"3/2\" is not i/n with 1 ≤ i ≤ n\n"},
		{"alpha", []string{"calibrate", "--alpha", "0", good}, "jev: --alpha/--delta: invalid option: alpha = 0, want 0 < alpha < 1\n"},
		{"delta", []string{"calibrate", "--delta", "1", good}, "jev: --alpha/--delta: invalid option: delta = 1, want 0 < delta < 1\n"},
		{"concurrency", []string{"calibrate", "--concurrency", "0", good}, "jev: --concurrency 0: want at least 1\n"},
		{"case-timeout", []string{"calibrate", "--case-timeout", "0s", good}, "jev: --case-timeout 0s: want a positive duration\n"},
		{"not a number", []string{"calibrate", "--min-confidence", "high", good}, "jev: invalid argument \"high\" for \"--min-confidence\" flag: strconv.ParseFloat: parsing \"high\": invalid syntax (see jev calibrate --help)\n"},
		{"only broken fixtures", []string{"calibrate", "--json", out, filepath.Join(dir, "broken.yaml"), filepath.Join(dir, "missing-*.yaml")},
			"jev calibrate: " + filepath.Join(dir, "missing-*.yaml") + ": unreadable fixture: file does not exist: no file matches\n" +
				"jev calibrate: " + filepath.Join(dir, "broken.yaml") + `:5: cases[0].expect: unknown key: "expect" (allowed: [id actual expected truth source])` + "\n" +
				"jev: calibrate: no fixture could be loaded (2 error(s) above)\n"},
	}
	for _, c := range cases {
		code, stdout, stderr := jev(t, c.args...)
		if code != 2 || stdout != "" || stderr != c.want {
			t.Errorf("%s: exit %d, stdout %q, stderr:\n%s\nwant exit 2, no stdout, stderr:\n%s", c.name, code, stdout, stderr, c.want)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a rejected run wrote %s (%v)", out, err)
	}
	code, _, stderr := jev(t, "calibrate", "--decider", "nonsense", good)
	if code != 2 || !strings.Contains(stderr, `--decider: `) || !strings.Contains(stderr, `unknown decider "nonsense"`) {
		t.Errorf("--decider nonsense: exit %d, stderr %q", code, stderr)
	}
}
