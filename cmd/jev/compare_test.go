package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/jevhttp"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
)

// runCLI runs jev in-process with args.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(testDeps(), args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// deciderEnv clears every variable that selects or configures an engine.
func deciderEnv(t *testing.T) {
	for _, k := range []string{"JEV_DECIDER", "JEV_ENDPOINT", "JEV_MODEL", "JEV_API_KEY", "OPENAI_API_KEY"} {
		t.Setenv(k, "")
	}
}

// fixedDecider answers every comparison with one distribution.
func fixedDecider(probs map[string]float64) *semantictest.Scripted {
	return semantictest.New(semantictest.WithName("fixed"), semantictest.WithModel("fixed/1"),
		semantictest.WithUsage(semantic.TokenUsage{InputTokens: 120, OutputTokens: 1})).Always(semantictest.Fixed(probs))
}

// jevService serves d over the jev protocol and points JEV_ENDPOINT at it.
func jevService(t *testing.T, d semantic.Decider) {
	srv := httptest.NewServer(jevhttp.NewHandler(d))
	t.Cleanup(srv.Close)
	t.Setenv("JEV_ENDPOINT", srv.URL)
}

func decodeResult(t *testing.T, out string) map[string]any {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(strings.NewReader(out))
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("output is not one JSON object: %v\n%s", err, out)
	}
	if dec.More() {
		t.Fatalf("more than one JSON value:\n%s", out)
	}
	return m
}

func TestCompareDeterministicShortCircuit(t *testing.T) {
	deciderEnv(t)
	// openai without JEV_ENDPOINT/JEV_MODEL cannot be constructed: exit 0
	// proves the engine was never opened.
	code, out, errOut := runCLI(t, "compare", "--actual-text", "  Pro\u00a0 (yearly) ", "--context", "Plan",
		"--expected", "Pro (yearly)", "--decider", "openai", "--json")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	got := decodeResult(t, out)
	want := map[string]any{
		"status": "passed", "choice": "equivalent", "confidence": 1.0, "threshold": 0.8, "provenance": "deterministic",
		"evidence": map[string]any{"text": "  Pro\u00a0 (yearly) ", "context": "Plan"},
		"expected": "Pro (yearly)",
		"usage": map[string]any{"requests": 0.0, "questions": 0.0, "serialDecisionDepth": 0.0, "inputTokens": 0.0,
			"outputTokens": 0.0, "providerMs": 0.0, "observationMs": 0.0, "verificationMs": got["usage"].(map[string]any)["verificationMs"]},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got  %v\nwant %v", got, want)
	}
}

func TestCompareTextDoesNotOpenTheEngineWhenEqual(t *testing.T) {
	opened := false
	res, err := compareText(context.Background(), textCompare{Actual: "Paid", Expected: " Paid", MinConfidence: 0.9, Decider: "lexical"},
		func(string) (semantic.Decider, error) { opened = true; return lexical.New(), nil })
	if err != nil || opened {
		t.Fatalf("err %v, opened %v", err, opened)
	}
	if res.Status != semantic.StatusPassed || res.Provenance != semantic.ProvenanceDeterministic || res.Usage.Requests != 0 || res.Threshold != 0.9 {
		t.Fatalf("result %+v", res)
	}
}

func TestCompareSemanticVerdicts(t *testing.T) {
	cases := []struct {
		name      string
		choice    string
		probs     map[string]float64
		threshold string
		status    string
	}{
		{"passed", "equivalent", map[string]float64{"equivalent": 0.9, "different": 0.1}, "0.85", "passed"},
		{"failed", "different", map[string]float64{"different": 0.95, "insufficient_evidence": 0.05}, "0.8", "failed"},
		{"below threshold", "equivalent", map[string]float64{"equivalent": 0.7, "different": 0.3}, "0.8", "inconclusive"},
		{"insufficient evidence", "insufficient_evidence", map[string]float64{"insufficient_evidence": 1}, "0", "inconclusive"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			deciderEnv(t)
			d := fixedDecider(c.probs)
			jevService(t, d)
			code, out, errOut := runCLI(t, "compare", "--actual-text", "Pro (yearly)", "--context", "Plan",
				"--expected", "Professional annual", "--min-confidence", c.threshold, "--decider", "jev", "--json")
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			got := decodeResult(t, out)
			probs := map[string]any{}
			for k, v := range c.probs {
				probs[k] = v
			}
			usage := got["usage"].(map[string]any)
			want := map[string]any{
				"status": c.status, "choice": c.choice, "confidence": c.probs[c.choice], "threshold": mustFloat(t, c.threshold),
				"provenance": "semantic", "probabilities": probs, "decider": "jev", "model": "fixed/1",
				"evidence": map[string]any{"text": "Pro (yearly)", "context": "Plan"}, "expected": "Professional annual",
				"usage": map[string]any{"requests": 1.0, "questions": 1.0, "serialDecisionDepth": 1.0, "inputTokens": 120.0,
					"outputTokens": 1.0, "providerMs": usage["providerMs"], "observationMs": 0.0, "verificationMs": usage["verificationMs"],
					"models": []any{"fixed/1"}, "model": "fixed/1"},
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("got  %v\nwant %v", got, want)
			}
			if d.Calls() != 1 {
				t.Fatalf("decider called %d times", d.Calls())
			}
		})
	}
}

func mustFloat(t *testing.T, s string) float64 {
	v, err := parseMinConfidence(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestCompareLexicalDefault(t *testing.T) {
	deciderEnv(t)
	code, out, errOut := runCLI(t, "compare", "--actual-text", "Free", "--context", "Current plan", "--expected", "Professional annual subscription", "--json")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d stderr %q", code, errOut)
	}
	got := decodeResult(t, out)
	q := semantic.NewComparisonQuestion("compare", "Free", "Current plan", "Professional annual subscription")
	a, err := lexical.New().Decide(context.Background(), semantic.Request{Questions: []semantic.Question{q}})
	if err != nil {
		t.Fatal(err)
	}
	d := a.Decisions[0]
	if got["decider"] != "lexical" || got["choice"] != d.Choice || got["confidence"] != d.Confidence() ||
		got["status"] != string(semantic.Verdict(d, 0.8)) || got["model"] != lexical.ModelID || got["provenance"] != "semantic" {
		t.Fatalf("got %v, lexical decided %+v", got, d)
	}
	if got["status"] == "passed" {
		t.Fatalf("Free reported as meaning Professional annual: %v", got)
	}
}

func TestCompareHumanOutput(t *testing.T) {
	deciderEnv(t)
	code, out, _ := runCLI(t, "compare", "--actual-text", "Paid", "--context", "Billing status", "--expected", "Paid")
	want := "passed — COMPARISON: equivalent with confidence 1.00 ≥ threshold 0.80\n" +
		"      expected:  \"Paid\"\n" +
		"      evidence:  \"Paid\" (context \"Billing status\")\n" +
		"      verdict:   equivalent (deterministic), confidence 1.00 / threshold 0.80\n" +
		"      usage:     0 requests, 0 questions, depth 0, 0+0 tokens, provider 0 ms\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d, output:\n%s\nwant:\n%s", code, out, want)
	}
}

func TestCompareBadInput(t *testing.T) {
	cases := []struct {
		name string
		env  string // JEV_DECIDER
		args []string
		msg  string
	}{
		{"missing expected", "", []string{"--actual-text", "a"}, "--expected is required"},
		{"empty expected", "", []string{"--actual-text", "a", "--expected", "  "}, "--expected is required"},
		{"missing actual", "", []string{"--expected", "a"}, "--actual-text is required"},
		{"threshold above 1", "", []string{"--actual-text", "a", "--expected", "b", "--min-confidence", "1.5"}, `--min-confidence 1.5 is out of range`},
		{"threshold below 0", "", []string{"--actual-text", "a", "--expected", "b", "--min-confidence", "-0.1"}, `--min-confidence -0.1 is out of range`},
		{"threshold NaN", "", []string{"--actual-text", "a", "--expected", "b", "--min-confidence", "NaN"}, `--min-confidence NaN is out of range`},
		{"threshold Inf", "", []string{"--actual-text", "a", "--expected", "b", "--min-confidence", "+Inf"}, `--min-confidence +Inf is out of range`},
		{"threshold not a number", "", []string{"--actual-text", "a", "--expected", "b", "--min-confidence", "abc"}, `--min-confidence "abc" is not a number`},
		{"threshold checked first", "", []string{"--min-confidence", "abc"}, `--min-confidence "abc" is not a number`},
		{"unknown decider", "", []string{"--actual-text", "a", "--expected", "b", "--decider", "gpt"}, `--decider: unknown decider "gpt"; valid values: lexical, openai, jev, exec:<command line>`},
		{"unknown decider even when equal", "", []string{"--actual-text", "a", "--expected", "a", "--decider", "gpt"}, `--decider: unknown decider "gpt"`},
		{"unknown JEV_DECIDER", "bogus", []string{"--actual-text", "a", "--expected", "b"}, `JEV_DECIDER: unknown decider "bogus"`},
		{"openai unconfigured", "", []string{"--actual-text", "a", "--expected", "b", "--decider", "openai"}, "JEV_ENDPOINT"},
		{"unknown flag", "", []string{"--actual-text", "a", "--expected", "b", "--bogus"}, "unknown flag: --bogus"},
		{"positional argument", "", []string{"--actual-text", "a", "--expected", "b", "extra"}, `unknown command "extra"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			deciderEnv(t)
			t.Setenv("JEV_DECIDER", c.env)
			code, out, errOut := runCLI(t, append([]string{"compare"}, c.args...)...)
			if code != 2 || out != "" || !strings.Contains(errOut, c.msg) {
				t.Fatalf("exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errOut, c.msg)
			}
		})
	}
}

func TestCompareProviderFailure(t *testing.T) {
	deciderEnv(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("JEV_ENDPOINT", "http://"+l.Addr().String())
	l.Close()
	code, out, errOut := runCLI(t, "compare", "--actual-text", "SECRET-7 balance", "--expected", "1240 USD", "--decider", "jev", "--json")
	if code != 1 || out != "" || !strings.HasPrefix(errOut, "jev: decider jev: jev decider: server: connection refused: dial "+l.Addr().String()+": connection refused\n") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
