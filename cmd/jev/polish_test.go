package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

var doubledDefault = regexp.MustCompile(`\(default[: ][^)]*\) \(default`)

// Flags with no default of their own show none in help: no "(default NaN)"
// and no second default after "(default: --min-confidence)".
func TestHelpShowsOneHonestDefault(t *testing.T) {
	for _, c := range []struct {
		cmd, line string
	}{
		{"replay", "      --min-confidence float       lower or raise the gates' confidence bar (never below 0.3; default: the gates' own)\n"},
		{"calibrate", "      --min-source-confidence float   source-selection threshold, in [0, 1] (default: --min-confidence)\n"},
		{"calibrate", "      --min-confidence float          comparison threshold, in [0, 1] (default 0.8)\n"},
	} {
		code, out, errOut := jev(t, c.cmd, "--help")
		if code != 0 || errOut != "" || !strings.Contains(out, c.line) {
			t.Errorf("jev %s --help = %d, stderr %q; want the line %q in:\n%s", c.cmd, code, errOut, c.line, out)
		}
		if strings.Contains(out, "NaN") || doubledDefault.MatchString(out) {
			t.Errorf("jev %s --help shows a meaningless or doubled default:\n%s", c.cmd, out)
		}
	}
}

func TestUsageLinePluralises(t *testing.T) {
	for _, c := range []struct {
		u    semantic.Usage
		want string
	}{
		{semantic.Usage{Requests: 1, Questions: 1, SerialDecisionDepth: 1, InputTokens: 120, OutputTokens: 1, ProviderMs: 35}, "1 request, 1 question, depth 1, 120+1 tokens, provider 35 ms"},
		{semantic.Usage{Requests: 2, Questions: 3, SerialDecisionDepth: 2}, "2 requests, 3 questions, depth 2, 0+0 tokens, provider 0 ms"},
		{semantic.Usage{}, "0 requests, 0 questions, depth 0, 0+0 tokens, provider 0 ms"},
	} {
		if got := usageLine(c.u); got != c.want {
			t.Errorf("usageLine(%+v) = %q, want %q", c.u, got, c.want)
		}
	}
}

// One request and one question read as such in jev compare's output.
func TestCompareSaysOneRequest(t *testing.T) {
	deciderEnv(t)
	code, out, _ := runCLI(t, "compare", "--actual-text", "Free", "--context", "Current plan", "--expected", "Professional annual subscription")
	line := regexp.MustCompile(`(?m)^      usage:     1 request, 1 question, depth 1, \d+\+\d+ tokens, provider \d+ ms, decider \S+`)
	if code == 2 || !line.MatchString(out) {
		t.Fatalf("exit %d, output:\n%s\nwant a usage line matching %s", code, out, line)
	}
}

// A bad --decider or JEV_DECIDER is named once, without the provider
// error's classification prefix, for every command that opens an engine.
func TestDeciderErrorsSayWhatIsWrongOnce(t *testing.T) {
	localEnv(t)
	deciderEnv(t)
	unknown := `unknown decider "nope"; valid values: lexical, openai, jev, exec:<command line>` + "\n"
	for _, c := range []struct {
		env  string
		args []string
		want string
	}{
		{"", []string{"demo", "--decider", "nope"}, "jev: --decider: " + unknown},
		{"nope", []string{"demo"}, "jev: JEV_DECIDER: " + unknown},
		{"", []string{"calibrate", "--decider", "nope", "x.yaml"}, "jev: --decider: " + unknown},
		{"", []string{"demo", "--decider", "exec:"}, "jev: --decider: exec: needs a command line, e.g. exec:./my-adapter --flag\n"},
		{"", []string{"demo", "--decider", "openai"}, "jev: --decider openai: no endpoint: set JEV_ENDPOINT to the chat-completions base URL (e.g. http://127.0.0.1:11434/v1)\n"},
	} {
		t.Setenv("JEV_DECIDER", c.env)
		code, out, errOut := jev(t, c.args...)
		if code != 2 || out != "" || errOut != c.want {
			t.Errorf("JEV_DECIDER=%q jev %v = %d, stdout %q, stderr %q; want 2, nothing, %q", c.env, c.args, code, out, errOut, c.want)
		}
	}
}
