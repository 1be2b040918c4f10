package flow_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/flow"
)

func TestParseValidFlow(t *testing.T) {
	src := `flow: demo
start: /profile
steps:
  - intent: the full name field
    action: fill
    value: Grace Hopper
  - intent: the password
    action: FILL
    value_from_env: DEMO_PASSWORD
  - intent: the search box
    action: press
    key: Enter
  - expect_semantic: {description: the plan, expected: pro, min_confidence: 0.7}
  - intent: save
    action: click
    expect: button|Save
    expect_semantic:
      - {selector: "#toast", expected: saved}
      - {description: the name, expected: Grace Hopper}
`
	f, err := flow.Parse([]byte(src), "demo.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if f.ID != "demo" || f.Start != "/profile" || len(f.Steps) != 5 {
		t.Fatalf("parsed %+v", f)
	}
	if s := f.Steps[1]; s.Action != flow.ActionFill || s.ValueFromEnv != "DEMO_PASSWORD" || s.Line != 7 {
		t.Errorf("step 2 = %+v (want fill from DEMO_PASSWORD at line 7)", s)
	}
	if e := f.Steps[3].ExpectSemantic; len(e) != 1 || *e[0].MinConfidence != 0.7 {
		t.Errorf("a single expect_semantic mapping: %+v", e)
	}
	if e := f.Steps[4].ExpectSemantic; len(e) != 2 || e[0].Selector != "#toast" {
		t.Errorf("a list of expect_semantic: %+v", e)
	}
	if got := f.EnvNames(); len(got) != 1 || got[0] != "DEMO_PASSWORD" {
		t.Errorf("EnvNames = %v", got)
	}
}

// Every bad-input class is a *FormatError at the line at fault.
func TestParseErrorsNameFileAndLine(t *testing.T) {
	head := "flow: f\nstart: /\nsteps:\n"
	cases := []struct {
		name, src string
		line      int
		want      string
	}{
		{"unknown key", head + "  - intent: x\n    action: click\n    valu: 1\n", 6, `unknown field "valu"`},
		{"wrong type", head + "  - intent: x\n    action: [click]\n", 5, "of type string"},
		{"no flow id", "start: /\nsteps:\n  - intent: x\n    action: click\n", 1, "flow id is required"},
		{"no start", "flow: f\nsteps:\n  - intent: x\n    action: click\n", 1, "start"},
		{"no steps", "flow: f\nstart: /\n", 2, "at least one step"},
		{"unknown action", head + "  - intent: x\n    action: tap\n", 5, `unknown action "tap"`},
		{"no intent", head + "  - action: click\n", 4, "intent is required"},
		{"fill without value", head + "  - intent: x\n    action: fill\n", 5, "exactly one of value and value_from_env"},
		{"fill with both", head + "  - intent: x\n    action: fill\n    value: a\n    value_from_env: B\n", 5, "exactly one of value and value_from_env"},
		{"bad env name", head + "  - intent: x\n    action: fill\n    value_from_env: MY-VAR\n", 6, "not a variable name"},
		{"press without key", head + "  - intent: x\n    action: press\n", 5, "press needs key"},
		{"click with value", head + "  - intent: x\n    action: click\n    value: a\n", 5, "takes no value"},
		{"empty step", head + "  - expect: none\n", 4, "needs an action"},
		{"assertion both", head + "  - expect_semantic: {description: a, selector: b, expected: c}\n", 4, "exactly one of description and selector"},
		{"assertion empty description", head + "  - expect_semantic: {description: \"\", expected: c}\n", 4, "expect_semantic: description is empty; describe the value"},
		{"assertion blank selector", head + "  - expect_semantic:\n      - {selector: \" \", expected: c}\n", 5, "expect_semantic: selector is empty; give a CSS selector"},
		{"assertion neither", head + "  - expect_semantic: {expected: c}\n", 4, "expect_semantic: set exactly one of description and selector"},
		{"assertion no expected", head + "  - intent: x\n    action: click\n  - expect_semantic:\n      description: a\n", 7, "expected is required"},
		{"assertion bad threshold", head + "  - expect_semantic: {description: a, expected: b, min_confidence: 1.5}\n", 4, "outside [0, 1]"},
		{"second assertion", head + "  - expect_semantic:\n      - {description: a, expected: b}\n      - {selector: c}\n", 6, "expect_semantic[1]: expected is required"},
		{"not yaml", "flow: [\n", 1, ""},
	}
	for _, c := range cases {
		_, err := flow.Parse([]byte(c.src), "bad.yaml")
		var fe *flow.FormatError
		if !errors.As(err, &fe) || !errors.Is(err, flow.ErrInvalidFlow) {
			t.Errorf("%s: err = %v, want a FormatError", c.name, err)
			continue
		}
		if fe.File != "bad.yaml" || fe.Line != c.line || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v (line %d), want bad.yaml:%d containing %q", c.name, err, fe.Line, c.line, c.want)
		}
		if !strings.HasPrefix(err.Error(), "bad.yaml:") {
			t.Errorf("%s: %q does not start with the file name", c.name, err)
		}
	}
}

func TestLoadMissingFile(t *testing.T) {
	_, err := flow.Load(filepath.Join(t.TempDir(), "nope.yaml"))
	if !errors.Is(err, flow.ErrInvalidFlow) || !errors.Is(err, os.ErrNotExist) && !strings.Contains(err.Error(), "no such file") {
		t.Fatalf("err = %v", err)
	}
}
