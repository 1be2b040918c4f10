package main

import (
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/internal/demo"
	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/jevhttp"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
)

var (
	demoHeader = regexp.MustCompile(`^jev demo: Northwind Cloud at http://127\.0\.0\.1:\d+ · browser \d+\.\d+\.\d+\.\d+ launched (\S+) \(headless\) · decider (\S+)\n\n`)
	demoTotals = regexp.MustCompile(`(?m)^jev demo: 21 assertions · 21 as declared · 15 passed · 4 failed · 2 inconclusive · 0 errors · (\d+) requests · (\d+) questions · 0 tokens \(0 in, 0 out\) · \d+\.\ds$`)
	reportLine = regexp.MustCompile(`(?m)^jev demo: report (\S+)$`)
)

// demoRow matches the table row of an example that got its declared verdict.
func demoRow(e demo.Example) *regexp.Regexp {
	return regexp.MustCompile(`(?m)^✓  ` + regexp.QuoteMeta(e.Name) + ` +.* ` + string(e.Want) + ` +(\d\.\d\d|-) +(semantic|deterministic|-) +\d+q \d+req \d+tok \d+\.\ds`)
}

func TestDemoRunsTheExamplesAndWritesTheReport(t *testing.T) {
	localEnv(t)
	p := readyPaths(t)
	path := filepath.Join(t.TempDir(), "report.html")
	code, out, errOut := jev(t, "demo", "--report", path)
	if code != 0 || errOut != "" {
		t.Fatalf("jev demo = %d, stderr %q, stdout:\n%s", code, errOut, out)
	}
	m := demoHeader.FindStringSubmatch(out)
	if m == nil || m[1] != p.Chromium || m[2] != "lexical" {
		t.Errorf("header: %q", strings.SplitN(out, "\n", 2)[0])
	}
	if !strings.Contains(out, "\n   EXAMPLE               EXPECTATION                         EVIDENCE                            VERDICT       CONF  PROVENANCE     USAGE\n") {
		t.Errorf("no table header in:\n%s", out)
	}
	for _, e := range demo.Examples() {
		if !demoRow(e).MatchString(out) {
			t.Errorf("no ✓ row for %s (%s) in:\n%s", e.Name, e.Want, out)
		}
	}
	for _, row := range []string{
		"✓  plan                  Professional annual subscription    Pro (yearly)                        passed        0.97  semantic ",
		"✓  plan-free             Professional annual subscription    Free                                failed        0.83  semantic ",
		"✓  profile-email         ada.lovelace@acme-robotics.example  ada.lovelace@acme-robotics.example  passed        1.00  deterministic  ",
		"✓  invoice-vs-last-year  Less than last year's invoice       $1,240.00                           inconclusive  0.48  semantic ",
	} {
		if !strings.Contains(out, "\n"+row) {
			t.Errorf("table lacks row %q", row)
		}
	}
	if !demoTotals.MatchString(out) {
		t.Errorf("no totals line in:\n%s", out)
	}
	rm := reportLine.FindStringSubmatch(out)
	if rm == nil || rm[1] != path || !strings.HasSuffix(out, "jev demo: report "+path+"\n") {
		t.Fatalf("report line: want %q at the end of:\n%s", path, out)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	html := string(b)
	if n := len(regexp.MustCompile(`<img src="data:image/png;base64,iVBORw0KGgo[A-Za-z0-9+/=]+" alt="Evidence of [a-z-]+, outlined">`).FindAllString(html, -1)); n != 21 {
		t.Errorf("report has %d inline PNG screenshots, want 21", n)
	}
	// Text is HTML-escaped: every evidence the page showed, and the
	// expectations (one has an apostrophe).
	for _, e := range []string{"Pro (yearly)", "Will not renew · access ends Dec 1, 2026", "Amount · NW-2026-0274", "Visa ending in 4242",
		"Expired 08/2025", "Less than last year&#39;s invoice", "<code>lexical</code>"} {
		if !strings.Contains(html, e) {
			t.Errorf("report lacks %q", e)
		}
	}
	if strings.Contains(html, "last year's") {
		t.Error("report has unescaped text")
	}
	if strings.Contains(html, demoapp.DemoPassword) || strings.Contains(out, demoapp.DemoPassword) {
		t.Error("the demo read the password field")
	}
}

// contrarian answers every comparison with "different": a decider that
// disagrees with the examples, to show how the demo reports it. Other
// questions go to the embedded engine.
func contrarian() semantic.Decider {
	return semantictest.New(semantictest.WithName(lexical.New().Name()), semantictest.WithModel(lexical.ModelID),
		semantictest.WithFallback(lexical.New())).
		OnKind(semantic.KindComparison, semantictest.Fixed(map[string]float64{semantic.ChoiceDifferent: 1}))
}

// --decider picks another engine; examples that do not get their declared
// verdict make the demo exit 1 and are listed, after the report is written.
func TestDemoWithAnotherDeciderListsTheExamplesThatDisagree(t *testing.T) {
	localEnv(t)
	srv := httptest.NewServer(jevhttp.NewHandler(contrarian()))
	defer srv.Close()
	t.Setenv("JEV_ENDPOINT", srv.URL)
	t.Setenv("JEV_API_KEY", "")
	path := filepath.Join(t.TempDir(), "r.html")
	code, out, errOut := jev(t, "demo", "--decider", "jev", "--report", path)
	if code != 1 {
		t.Fatalf("jev demo --decider jev = %d, want 1; stderr %q", code, errOut)
	}
	if m := demoHeader.FindStringSubmatch(out); m == nil || m[2] != "jev" {
		t.Errorf("header names decider %v, want jev", m)
	}
	// Every semantic "passed" and "inconclusive" example now disagrees;
	// the deterministic ones and the negations still agree.
	var wantList []string
	agree := 0
	for _, e := range demo.Examples() {
		switch e.Name {
		case "next-invoice", "profile-email", "plan-free", "billing-overdue", "renewal-off", "card-expired":
			agree++
			continue
		}
		wantList = append(wantList, fmt.Sprintf("  ✗ %s: got failed, declared %s\n", e.Name, e.Want))
	}
	want := fmt.Sprintf("jev demo: %d of 21 examples did not get their declared verdict:\n", 21-agree) + strings.Join(wantList, "")
	if errOut != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", errOut, want)
	}
	if !strings.Contains(out, fmt.Sprintf("jev demo: 21 assertions · %d as declared · 2 passed · 19 failed · 0 inconclusive · 0 errors · ", agree)) {
		t.Errorf("totals line wrong in:\n%s", out)
	}
	if !strings.Contains(out, "\n✗  plan                  Professional annual subscription    Pro (yearly)                        failed (declared passed)") {
		t.Errorf("no ✗ row for plan in:\n%s", out)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("report not written: %v", err)
	}
}

func TestDemoRejectsBadFlagsBeforeStartingAnything(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_DECIDER", "")
	t.Setenv("JEV_ENDPOINT", "")
	t.Setenv("JEV_MODEL", "")
	missingDir := filepath.Join(t.TempDir(), "nope")
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"demo", "--decider", "oracle"}, `jev: --decider: unknown decider "oracle"; valid values: lexical, openai, jev, exec:<command line>` + "\n"},
		{[]string{"demo", "--decider", "openai"}, "jev: --decider openai: "},
		{[]string{"demo", "--report", filepath.Join(missingDir, "r.html")}, "jev: --report " + filepath.Join(missingDir, "r.html") + ": directory " + missingDir + " does not exist\n"},
		{[]string{"demo", "--report", dir}, "jev: --report " + dir + ": is a directory; give a file name such as " + filepath.Join(dir, "report.html") + "\n"},
		{[]string{"demo", "--headed=maybe"}, `jev: invalid argument "maybe" for "--headed" flag: strconv.ParseBool: parsing "maybe": invalid syntax (see jev demo --help)` + "\n"},
	} {
		code, out, errOut := jev(t, c.args...)
		ok := errOut == c.want
		if strings.HasSuffix(c.want, ": ") {
			ok = strings.HasPrefix(errOut, c.want) && strings.Contains(errOut, "JEV_ENDPOINT")
		}
		if code != 2 || out != "" || !ok {
			t.Errorf("jev %v = %d, stdout %q, stderr %q; want 2, nothing, %q", c.args, code, out, errOut, c.want)
		}
	}
}

// A user who never ran install gets it done by the demo, each step shown on
// stderr before anything else; here the browser itself is broken, so the
// demo stops after the install with exit 1 and the fix.
func TestDemoInstallsAMissingDriverFirst(t *testing.T) {
	localEnv(t)
	p := readyPaths(t)
	dir := filepath.Join(t.TempDir(), "driver")
	t.Setenv("PLAYWRIGHT_DRIVER_PATH", dir)
	fake := fakeChromium(t)
	t.Setenv("JEV_CHROMIUM", fake)
	code, out, errOut := jev(t, "demo")
	want := fmt.Sprintf("jev demo: installing what is missing of the browser stack (once per machine; it can take a few minutes)\ninstalling playwright driver %s into %s (npm playwright-core, run by %s)\ninstalled playwright driver %[1]s\njev demo: stack ready\njev: browser could not start: launch %[4]s: ", stack.DriverVersion, dir, p.Node, fake)
	if code != 1 || out != "" || !strings.HasPrefix(errOut, want) {
		t.Errorf("jev demo = %d, stdout %q, stderr %q; want 1, nothing, stderr starting %q", code, out, errOut, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "package", "cli.js")); err != nil {
		t.Errorf("driver not installed: %v", err)
	}
}

func TestDemoWithABrokenBrowserExitsOneWithTheFix(t *testing.T) {
	localEnv(t)
	fake := fakeChromium(t)
	t.Setenv("JEV_CHROMIUM", fake)
	code, out, errOut := jev(t, "demo")
	if code != 1 || out != "" {
		t.Fatalf("jev demo = %d, stdout %q; want 1 and nothing on stdout", code, out)
	}
	for _, want := range []string{
		"jev: browser could not start: launch " + fake + ": ",
		"\n  fix: go run github.com/jevtest/jev/cmd/jev install (or set JEV_CHROMIUM to a working Chromium)\n",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr %q lacks %q", errOut, want)
		}
	}
}

func TestDemoWithoutChromiumExitsOneWithTheFix(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_CHROMIUM", "/nonexistent/chrome")
	code, out, errOut := jev(t, "demo")
	want := "jev: browser could not start: install: jev install: chromium: chromium not found: JEV_CHROMIUM=/nonexistent/chrome: stat /nonexistent/chrome: no such file or directory" +
		"\n  fix: point JEV_CHROMIUM at a Chromium or Chrome executable, or unset it\n"
	if code != 1 || out != "" || errOut != want {
		t.Errorf("jev demo = %d, stdout %q, stderr %q; want 1, nothing, %q", code, out, errOut, want)
	}
}
