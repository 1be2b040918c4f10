package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
)

// shop serves replay/testdata/shop (the app the replay testdata traces
// were recorded on); edit changes a page.
type shop struct {
	*pwtest.Site
	srv *httptest.Server
}

func newShop(t *testing.T) *shop {
	t.Helper()
	pages := pwtest.Pages{}
	for _, p := range []string{"login", "account"} {
		b, err := os.ReadFile("../../replay/testdata/shop/" + p + ".html")
		if err != nil {
			t.Fatal(err)
		}
		pages["/"+p] = string(b)
	}
	site := pwtest.Serve(t, pages)
	return &shop{Site: site, srv: site.Server()}
}

func (s *shop) edit(path, old, new string) { s.Edit(path, old, new) }

// traceDir copies the replay testdata traces (and a broken one when asked)
// into a temporary directory.
func traceDir(t *testing.T, broken bool) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"login.jsonl": "../../replay/testdata/traces/login.jsonl",
		"plan.jsonl":  "../../replay/testdata/traces/plan.jsonl",
	}
	if broken {
		files["broken.jsonl"] = "../../trace/testdata/broken/unknown_kind.jsonl"
	}
	for name, src := range files {
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestReplayCLIExitCodes(t *testing.T) {
	localEnv(t)
	s := newShop(t)
	dir := traceDir(t, true)
	glob := filepath.Join(dir, "*.jsonl")
	good := []string{filepath.Join(dir, "login.jsonl"), filepath.Join(dir, "plan.jsonl")}

	code, out, errOut := jev(t, append([]string{"replay", "--base-url", s.srv.URL}, good...)...)
	if code != 0 || !strings.HasSuffix(out, "2 traces: 2 passed, 0 failed, 0 errors\n") ||
		!strings.Contains(out, "PASS  "+good[0]+" (4 records, 0 moved, 0 with drift)\n") {
		t.Fatalf("all good: %d\n%s\nstderr: %s", code, out, errOut)
	}
	// Each trace's line is printed to stderr as it is decided (not a
	// terminal here: no bar).
	if lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n"); len(lines) != 2 ||
		lines[0] != "replay [1/2] PASS  "+good[0]+" (4 records, 0 moved, 0 with drift)" ||
		!strings.HasPrefix(lines[1], "replay [2/2] PASS  "+good[1]+" (") {
		t.Fatalf("progress on stderr = %q", errOut)
	}

	code, out, _ = jev(t, "replay", "--base-url", s.srv.URL, glob)
	if code != 2 || !strings.HasSuffix(out, "3 traces: 2 passed, 0 failed, 1 error\n") ||
		!strings.Contains(out, "ERROR "+filepath.Join(dir, "broken.jsonl")+": "+filepath.Join(dir, "broken.jsonl")+`:3: trace: unknown record kind: "screenshot"`) {
		t.Fatalf("broken among good: %d\n%s", code, out)
	}

	// An unmatched glob is bad input (exit 2), said once on stderr, and is
	// not counted as a trace.
	missing := filepath.Join(dir, "missing", "*.jsonl")
	code, out, errOut = jev(t, "replay", "--base-url", s.srv.URL, good[0], missing)
	if code != 2 || !strings.HasSuffix(out, "\n1 trace: 1 passed, 0 failed, 0 errors\n") || strings.Contains(out, "ERROR") ||
		!strings.HasSuffix(errOut, "\njev: no trace matches "+missing+"\n") {
		t.Fatalf("unmatched glob: %d\n%s\nstderr: %s", code, out, errOut)
	}

	s.edit("/account", ">Change plan<", ">Switch plan<")
	code, out, _ = jev(t, append([]string{"replay", "--base-url", s.srv.URL}, good...)...)
	if code != 1 || !strings.HasSuffix(out, "2 traces: 1 passed, 1 failed, 0 errors\n") ||
		!strings.Contains(out, "FAIL  "+good[1]+": step 1 changed\n") ||
		!strings.Contains(out, `      step 1: changed "button|change plan": fingerprint "button|change plan" is not on the page`) {
		t.Fatalf("changed: %d\n%s", code, out)
	}
}

func TestReplayCLIBadFlags(t *testing.T) {
	localEnv(t)
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"replay"}, "jev: replay needs at least one TRACE_OR_GLOB"},
		{[]string{"replay", "--shard", "0/2", "x.jsonl"}, `jev: --shard: shard "0/2" is not i/n with 1 ≤ i ≤ n`},
		{[]string{"replay", "--shard", "two", "x.jsonl"}, `jev: --shard: shard "two" is not i/n with 1 ≤ i ≤ n`},
		{[]string{"replay", "--normalize", "(", "x.jsonl"}, `jev: --normalize "(": error parsing regexp`},
		{[]string{"replay", "--base-url", "/app", "x.jsonl"}, `jev: --base-url: replay: invalid option: base URL: "/app" is not an absolute http(s) URL`},
		{[]string{"replay", "--decider", "oracle", "x.jsonl"}, `jev: --decider: unknown decider "oracle"; valid values: lexical, openai, jev, exec:<command line>`},
		{[]string{"replay", "--min-confidence", "2", "x.jsonl"}, "jev: --min-confidence: replay: invalid option: min confidence 2 is not a number in [0, 1]"},
		{[]string{"replay", "--gates", "nope.yaml", "x.jsonl"}, "jev: --gates: replay: invalid option: gates: open nope.yaml"},
		{[]string{"replay", "--min-confidence", "high", "x.jsonl"}, `jev: invalid argument "high" for "--min-confidence"`},
		{[]string{"replay", "[.jsonl"}, "jev: syntax error in pattern"},
	} {
		code, out, errOut := jev(t, c.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, c.msg) {
			t.Errorf("jev %v = %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errOut, c.msg)
		}
	}
}

// jsonReport is the --json shape.
type jsonReport struct {
	Summary map[string]int `json:"summary"`
	Traces  []struct {
		Path   string `json:"path"`
		Flow   string `json:"flow"`
		Status string `json:"status"`
		Error  string `json:"error"`
		Steps  []struct {
			Step   int             `json:"step"`
			Status string          `json:"status"`
			Reason string          `json:"reason"`
			FP     string          `json:"fp"`
			Drift  json.RawMessage `json:"drift"`
		} `json:"steps"`
	} `json:"traces"`
}

func TestReplayCLIShardJSONJUnit(t *testing.T) {
	localEnv(t)
	s := newShop(t)
	dir := traceDir(t, true)
	glob := filepath.Join(dir, "*.jsonl")
	var seen []string
	for i, shard := range []string{"1/2", "2/2"} {
		js, juPath := filepath.Join(dir, "r.json"), filepath.Join(dir, "r.xml")
		code, out, _ := jev(t, "replay", "--base-url", s.srv.URL, "--shard", shard, "--json", js, "--junit", juPath, glob)
		var rep jsonReport
		b, err := os.ReadFile(js)
		if err != nil {
			t.Fatal(err)
		}
		// Exact key set of the top level and of a step.
		var raw map[string]json.RawMessage
		json.Unmarshal(b, &raw)
		if len(raw) != 2 || raw["summary"] == nil || raw["traces"] == nil {
			t.Fatalf("json keys: %s", b)
		}
		if err := json.Unmarshal(b, &rep); err != nil {
			t.Fatal(err)
		}
		for _, tr := range rep.Traces {
			seen = append(seen, filepath.Base(tr.Path))
		}
		switch i {
		case 0: // broken.jsonl
			if code != 2 || !strings.HasSuffix(out, "1 trace (shard 1/2): 0 passed, 0 failed, 1 error\n") ||
				rep.Summary["traces"] != 1 || rep.Summary["passed"] != 0 || rep.Summary["errors"] != 1 || rep.Summary["failed"] != 0 {
				t.Fatalf("shard 1: %d %s\n%s", code, out, b)
			}
			if rep.Traces[0].Status != "error" || !strings.Contains(rep.Traces[0].Error, "unknown record kind") || len(rep.Traces[0].Steps) != 0 {
				t.Errorf("broken trace: %+v", rep.Traces[0])
			}
		case 1: // login.jsonl, plan.jsonl (an action, a semantic record and a step)
			if code != 0 || len(rep.Traces) != 2 || rep.Summary["passed"] != 2 {
				t.Fatalf("shard 2: %d %s", code, out)
			}
			lt := rep.Traces[0]
			if lt.Flow != "login" || lt.Status != "passed" || len(lt.Steps) != 4 || lt.Steps[3].Status != "ok" || lt.Steps[3].FP != "button|sign in" ||
				compact(lt.Steps[3].Drift) != `{"new":0,"missing":0,"page_identical":true}` {
				t.Errorf("login trace: %+v", lt)
			}
			st := rep.Traces[1].Steps
			if len(st) != 3 || st[0].Status != "skipped" || compact(st[0].Drift) != "null" || st[1].Status != "ok" || st[2].Status != "ok" {
				t.Errorf("plan steps: %s", b)
			}
		}
		checkReplayJUnit(t, i, juPath, len(rep.Traces))
	}
	sort.Strings(seen)
	if strings.Join(seen, ",") != "broken.jsonl,login.jsonl,plan.jsonl" {
		t.Fatalf("shards covered %v", seen)
	}
}

// checkReplayJUnit checks the JUnit file of shard i+1 of
// TestReplayCLIShardJSONJUnit: one testsuite per trace, one testcase per
// record.
func checkReplayJUnit(t *testing.T, i int, juPath string, traces int) {
	t.Helper()
	var ju struct {
		XMLName xml.Name `xml:"testsuites"`
		Tests   int      `xml:"tests,attr"`
		Errors  int      `xml:"errors,attr"`
		Suites  []struct {
			Name  string `xml:"name,attr"`
			Tests int    `xml:"tests,attr"`
			Cases []struct {
				Name    string    `xml:"name,attr"`
				Error   *struct{} `xml:"error"`
				Skipped *struct{} `xml:"skipped"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	xb, _ := os.ReadFile(juPath)
	if err := xml.Unmarshal(xb, &ju); err != nil {
		t.Fatalf("junit: %v\n%s", err, xb)
	}
	if len(ju.Suites) != traces {
		t.Fatalf("junit suites %d for %d traces", len(ju.Suites), traces)
	}
	if i == 0 && (ju.Errors != 1 || ju.Tests != 1 || ju.Suites[0].Cases[0].Name != "trace" || ju.Suites[0].Cases[0].Error == nil) {
		t.Errorf("junit shard 1:\n%s", xb)
	}
	if i == 1 && (ju.Suites[0].Tests != 4 || ju.Suites[0].Cases[3].Name != "step 4: Click the Sign in button" ||
		ju.Suites[1].Tests != 3 || ju.Suites[1].Cases[0].Skipped == nil || ju.Errors != 0) {
		t.Errorf("junit shard 2:\n%s", xb)
	}
}

func TestReplayCLIJUnitFailure(t *testing.T) {
	localEnv(t)
	s := newShop(t)
	dir := traceDir(t, false)
	s.edit("/login", ">Sign in</button>", ">Log in</button>")
	ju := filepath.Join(dir, "r.xml")
	code, _, _ := jev(t, "replay", "--base-url", s.srv.URL, "--junit", ju, filepath.Join(dir, "login.jsonl"))
	xb, _ := os.ReadFile(ju)
	if code != 1 || !strings.Contains(string(xb), `<failure message="fingerprint &#34;button|sign in&#34; is not on the page" type="changed">step 4: changed`) ||
		!strings.Contains(string(xb), `failures="1"`) {
		t.Fatalf("exit %d junit:\n%s", code, xb)
	}
}

func compact(b []byte) string {
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		return "invalid: " + string(b)
	}
	return buf.String()
}
