package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/stack"
)

// testDeps run the page commands on the process-wide shared browser, so
// that each command does not launch its own.
func testDeps() deps {
	return deps{browser: func(ctx context.Context, _ io.Writer) (*stack.Browser, func(), error) {
		b, err := stack.Shared(ctx)
		return b, func() {}, err
	}}
}

const accountPage = `<!doctype html><title>Account</title>
<h1>Account</h1>
<dl><dt>Current plan</dt><dd id="plan">Pro (yearly)</dd>
<dt>Billing status</dt><dd id="billing">Payment failed</dd></dl>
<p class="dup">one</p><p class="dup">two</p>
<a href="/manage">Manage plan</a>`

func accountSite(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, accountPage)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

func decodeJSON(t *testing.T, s string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatalf("stdout is not one JSON object: %v\n%s", err, s)
	}
	return m
}

// field reads a dotted path of a decoded JSON object.
func field(m map[string]any, path string) any {
	var v any = m
	for _, k := range strings.Split(path, ".") {
		o, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = o[k]
	}
	return v
}

func wantFields(t *testing.T, m map[string]any, want map[string]any) {
	t.Helper()
	for k, w := range want {
		if got := field(m, k); got != w {
			t.Errorf("%s = %#v, want %#v", k, got, w)
		}
	}
}

func TestPageCompareAndAssertJSON(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_DECIDER", "")
	url := accountSite(t)
	for _, tc := range []struct {
		name string
		args []string
		code int
		want map[string]any
	}{
		{"compare description", []string{"compare", "--url", url, "--description", "Current plan", "--expected", "Pro (yearly)", "--json"}, 0, map[string]any{
			"status": "passed", "choice": "equivalent", "confidence": 1.0, "source": "semantic", "provenance": "deterministic",
			"evidence.sourceId": "t0_3", "evidence.text": "Pro (yearly)", "evidence.context": "Current plan", "evidence.role": "definition",
			"freshness": "snapshot", "threshold": 0.8, "sourceThreshold": 0.8, "expected": "Pro (yearly)", "description": "Current plan",
			"usage.requests": 1.0, "usage.questions": 1.0, "usage.serialDecisionDepth": 1.0,
		}},
		{"compare selector failed exits 0", []string{"compare", "--url", url, "--selector", "#billing", "--expected", "Paid", "--json"}, 0, map[string]any{
			"status": "failed", "choice": "different", "source": "locator", "sourceConfidence": 1.0, "provenance": "semantic",
			"evidence.text": "Payment failed", "freshness": "snapshot",
		}},
		{"compare attribute", []string{"compare", "--url", url, "--selector", "#plan", "--property", "attribute", "--attribute", "id", "--expected", "plan", "--json"}, 0, map[string]any{
			"status": "passed", "provenance": "deterministic", "evidence.text": "plan", "usage.requests": 0.0,
		}},
		{"assert passed", []string{"assert", "--url", url, "--selector", "#plan", "--expected", "Pro (yearly)", "--json"}, 0, map[string]any{
			"status": "passed", "freshness": "verified", "evidence.text": "Pro (yearly)",
		}},
		{"assert failed", []string{"assert", "--url", url, "--description", "Billing status", "--expected", "Paid", "--json"}, 1, map[string]any{
			"status": "failed", "choice": "different", "freshness": "verified", "evidence.text": "Payment failed", "evidence.context": "Billing status",
		}},
		{"assert inconclusive", []string{"assert", "--url", url, "--description", "Billing status", "--expected", "Paid", "--min-confidence", "1", "--min-source-confidence", "0.5", "--json"}, 3, map[string]any{
			"status": "inconclusive", "uncertainty": "comparison", "threshold": 1.0, "sourceThreshold": 0.5, "freshness": "verified",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := jev(t, tc.args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stderr %q", code, tc.code, errOut)
			}
			wantFields(t, decodeJSON(t, out), tc.want)
			wantErr := map[int]string{0: "", 1: "jev: SEMANTIC_ASSERTION_FAILED\n", 3: "jev: SEMANTIC_ASSERTION_INCONCLUSIVE\n"}[tc.code]
			if errOut != wantErr {
				t.Errorf("stderr %q, want %q", errOut, wantErr)
			}
		})
	}
}

func TestPageCompareText(t *testing.T) {
	localEnv(t)
	url := accountSite(t)
	code, out, errOut := jev(t, "assert", "--url", url, "--selector", "#plan", "--expected", "Pro (yearly)")
	want := `passed — COMPARISON: equivalent with confidence 1.00 ≥ threshold 0.80
      expected:  "Pro (yearly)"
      evidence:  "Pro (yearly)" [locator, source confidence 1.00 / 0.80]
      verdict:   equivalent (deterministic), confidence 1.00 / threshold 0.80
      freshness: verified
      usage:     0 requests, 0 questions, depth 0, 0+0 tokens, provider 0 ms
`
	if code != 0 || out != want || errOut != "" {
		t.Errorf("exit %d stderr %q stdout:\n%s\nwant:\n%s", code, errOut, out, want)
	}
}

func TestLocateCommand(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_DECIDER", "")
	url := accountSite(t)
	code, out, errOut := jev(t, "locate", "--url", url, "--description", "Manage plan", "--json")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d stderr %q", code, errOut)
	}
	wantFields(t, decodeJSON(t, out), map[string]any{
		"description": "Manage plan", "cid": "f0:c1", "role": "link", "name": "Manage plan", "fp": "link|manage plan",
		"frame": 0.0, "threshold": 0.8, "evidence.tag": "a", "decision.choice": "f0:c1", "usage.serialDecisionDepth": 1.0,
	})
	code, out, errOut = jev(t, "locate", "--url", url, "--description", "Manage plan")
	if code != 0 || !strings.HasPrefix(out, `located link "Manage plan" (f0:c1, ref `) || errOut != "" {
		t.Errorf("text form: exit %d stdout %q stderr %q", code, out, errOut)
	}
}

// Bad input is exit 2 with a message naming the flag; nothing is opened.
func TestPageFormsBadInput(t *testing.T) {
	url := "http://127.0.0.1:9/"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"compare", "--url", url, "--description", "Plan"}, "--expected is required: the meaning the actual value should have"},
		{[]string{"compare", "--url", url, "--description", "Plan", "--selector", "#p", "--expected", "x"}, "--description and --selector are exclusive: give one of them"},
		{[]string{"compare", "--url", url, "--expected", "x"}, "give --description (what the actual value is) or --selector (where it is)"},
		{[]string{"compare", "--url", url, "--selector", "#p", "--attribute", "id", "--expected", "x"}, "--attribute needs --property attribute"},
		{[]string{"compare", "--url", url, "--selector", "#p", "--property", "attribute", "--expected", "x"}, "--property attribute needs --attribute NAME"},
		{[]string{"compare", "--url", url, "--selector", "#p", "--property", "colour", "--expected", "x"}, `--property "colour" is unknown; want text, value, checked or attribute`},
		{[]string{"compare", "--url", url, "--description", "Plan", "--property", "text", "--expected", "x"}, "--property and --attribute apply to --selector, not --description"},
		{[]string{"compare", "--url", url, "--description", "Plan", "--expected", "x", "--min-confidence", "1.5"}, "--min-confidence 1.5 is out of range; want a finite number in [0, 1]"},
		{[]string{"compare", "--url", url, "--description", "Plan", "--expected", "x", "--min-source-confidence", "high"}, `--min-source-confidence "high" is not a number; want a finite number in [0, 1]`},
		{[]string{"compare", "--url", url, "--description", "Plan", "--expected", "x", "--min-source-confidence", "NaN"}, "--min-source-confidence NaN is out of range; want a finite number in [0, 1]"},
		{[]string{"compare", "--url", url, "--description", "Plan", "--expected", "x", "--decider", "bogus"}, `--decider: unknown decider "bogus"; valid values: lexical, openai, jev, exec:<command line>`},
		{[]string{"compare", "--url", url, "--actual-text", "Pro", "--expected", "x"}, "--actual-text and --context are the text form; with --url give --description or --selector"},
		{[]string{"compare", "--url", "account", "--description", "Plan", "--expected", "x"}, `--url "account" is not an absolute URL; want e.g. http://localhost:8080/account`},
		{[]string{"assert", "--description", "Plan", "--expected", "x"}, "--url is required: the page to open"},
		{[]string{"assert", "--url", url, "--description", "", "--expected", "x"}, `--description is empty: describe the actual value, e.g. --description "Current plan"`},
		{[]string{"locate", "--url", url}, "--description is required: what to find on the page"},
		{[]string{"locate", "--description", "Plan"}, "--url is required: the page to open"},
		{[]string{"locate", "--url", url, "--description", "Plan", "--min-confidence", "-1"}, "--min-confidence -1 is out of range; want a finite number in [0, 1]"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errOut := jev(t, tc.args...)
			if code != 2 || out != "" || errOut != "jev: "+tc.want+"\n" {
				t.Errorf("exit %d stdout %q stderr %q; want 2 and %q", code, out, errOut, "jev: "+tc.want)
			}
		})
	}
}

// Failures that are not bad input exit 1 with the error.
func TestPageFormsOperationErrors(t *testing.T) {
	localEnv(t)
	url := accountSite(t)
	dead := httptest.NewServer(http.NotFoundHandler())
	deadURL := dead.URL + "/"
	dead.Close()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"compare", "--url", deadURL, "--description", "Plan", "--expected", "x"}, "jev: open --url " + deadURL + ": "},
		{[]string{"assert", "--url", deadURL, "--selector", "#plan", "--expected", "x"}, "jev: open --url " + deadURL + ": "},
		{[]string{"locate", "--url", deadURL, "--description", "Plan"}, "jev: open --url " + deadURL + ": "},
		{[]string{"compare", "--url", url, "--selector", ".dup", "--expected", "one"}, "jev: compare: request 0: compare: locator matches more than one element"},
		{[]string{"locate", "--url", url, "--description", "Manage plan", "--min-confidence", "1"}, `jev: locate "Manage plan": target f0:c1 (link "Manage plan") chosen with confidence`},
	} {
		t.Run(strings.Join(tc.args[:2], " "), func(t *testing.T) {
			code, out, errOut := jev(t, tc.args...)
			if code != 1 || out != "" || !strings.HasPrefix(errOut, tc.want) {
				t.Errorf("exit %d stdout %q stderr %q; want 1 and stderr starting %q", code, out, errOut, tc.want)
			}
		})
	}
}
