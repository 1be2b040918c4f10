package flow

import (
	"fmt"
	"math"
	"regexp"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/jevtest/jev/internal/yamlstrict"
)

// Action types a step may perform.
const (
	ActionClick   = "click"
	ActionFill    = "fill"
	ActionPress   = "press"
	ActionSelect  = "select"
	ActionCheck   = "check"
	ActionUncheck = "uncheck"
	ActionHover   = "hover"
)

// ExpectNone as a step's expect says that no element should match the
// intent: the step passes when none does and acts on nothing.
const ExpectNone = "none"

// Flow is a parsed flow file (docs/flows.md).
type Flow struct {
	// ID names the flow; it is the trace header's flow.
	ID string `yaml:"flow"`
	// Start is the first page: an absolute URL or a path resolved against
	// the base URL.
	Start string `yaml:"start"`
	// Gates is a gates.yaml path relative to the flow file (default: the
	// gates.yaml next to the flow file, else the default gates).
	Gates string `yaml:"gates"`
	Steps []Step `yaml:"steps"`

	// File is the path the flow was read from.
	File string `yaml:"-"`
}

// Step is one numbered step: an intent acted on, an assertion by meaning,
// or both (the assertions are checked after the action).
type Step struct {
	// Intent is what the step wants, verbatim; it is located as an
	// interactive element. Required with an action.
	Intent string `yaml:"intent"`
	// Action is click, fill, press, select, check, uncheck or hover.
	Action string `yaml:"action"`
	// Value is the literal typed (fill) or chosen (select); ValueFromEnv
	// names the environment variable to read it from instead (never
	// written to a trace). Key is the key pressed (press), e.g. "Enter".
	Value        string `yaml:"value"`
	ValueFromEnv string `yaml:"value_from_env"`
	Key          string `yaml:"key"`
	// Secret masks a literal value in the trace (replay cannot retype it;
	// prefer value_from_env).
	Secret bool `yaml:"secret"`
	// Expect is the fingerprint (role|name, case-insensitive) the intent
	// should resolve to, or "none" when no element should match.
	Expect string `yaml:"expect"`
	// ExpectSemantic are assertions by meaning, one mapping or a list.
	ExpectSemantic Expectations `yaml:"expect_semantic"`

	// Line is the step's line in the flow file.
	Line int `yaml:"-"`
}

// Expectation is one assertion by meaning: the actual value is a
// description grounded on the page's text, or the text of the one visible
// element a CSS selector matches (waited for first); expected is the
// meaning it must have.
type Expectation struct {
	Description   string   `yaml:"description"`
	Selector      string   `yaml:"selector"`
	Expected      string   `yaml:"expected"`
	MinConfidence *float64 `yaml:"min_confidence"`
}

// Expectations accepts one mapping or a list of them.
type Expectations []Expectation

// UnmarshalYAML implements yaml.InterfaceUnmarshaler.
func (e *Expectations) UnmarshalYAML(unmarshal func(any) error) error {
	var list []Expectation
	if err := unmarshal(&list); err == nil {
		*e = list
		return nil
	}
	var one Expectation
	if err := unmarshal(&one); err != nil {
		return err
	}
	*e = Expectations{one}
	return nil
}

// Load reads and validates a flow file.
func Load(path string) (*Flow, error) {
	data, err := yamlstrict.ReadFile(path)
	if err != nil {
		return nil, &FormatError{File: path, Err: fmt.Errorf("%w: %w", ErrInvalidFlow, err)}
	}
	return Parse(data, path)
}

var envName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// Parse parses and validates a flow; name is used in errors. Every problem
// is a *FormatError naming name:line: an unknown key, a wrong type, a
// missing flow id, start or steps, a step without an intent for its
// action, an unknown action, a fill or select without exactly one of value
// and value_from_env, a press without key, an assertion without exactly one
// of description and selector or without expected, a min_confidence
// outside [0, 1].
func Parse(data []byte, name string) (*Flow, error) {
	fail := func(line int, format string, args ...any) (*Flow, error) {
		return nil, &FormatError{File: name, Line: line, Err: fmt.Errorf("%w: "+format, append([]any{ErrInvalidFlow}, args...)...)}
	}
	var f Flow
	file, yerr := yamlstrict.Decode(data, &f)
	if yerr != nil {
		return fail(yerr.Line, "%s", yerr.Msg)
	}
	line := func(path string) int { return pathLine(file, path) }
	f.File = name
	switch {
	case strings.TrimSpace(f.ID) == "":
		return fail(1, "flow: the flow id is required")
	case strings.TrimSpace(f.Start) == "":
		return fail(line("$.flow"), "start: the first page (a URL or a path) is required")
	case len(f.Steps) == 0:
		return fail(line("$.start"), "steps: at least one step is required")
	}
	for i := range f.Steps {
		s := &f.Steps[i]
		at := fmt.Sprintf("$.steps[%d]", i)
		s.Line = line(at)
		has := func(key string) bool { return line(at+"."+key) != 0 }
		if err := s.validate(has); err != nil {
			l := line(at + "." + err.key)
			if l == 0 {
				l = s.Line
			}
			return fail(l, "steps[%d] (step %d): %s", i, i+1, err.msg)
		}
	}
	return &f, nil
}

type stepErr struct{ key, msg string }

// validate checks the step; has reports whether a key (relative to the
// step, e.g. "expect_semantic.description") is present in the file.
func (s *Step) validate(has func(key string) bool) *stepErr {
	s.Action = strings.ToLower(strings.TrimSpace(s.Action))
	if s.Action == "" && len(s.ExpectSemantic) == 0 {
		return &stepErr{"intent", "a step needs an action, expect_semantic or both"}
	}
	if s.Action != "" {
		if err := s.validateAction(); err != nil {
			return err
		}
	} else if s.Value != "" || s.ValueFromEnv != "" || s.Key != "" || s.Expect != "" {
		return &stepErr{"intent", "value, value_from_env, key and expect need an action"}
	}
	for j, e := range s.ExpectSemantic {
		key := fmt.Sprintf("expect_semantic[%d]", j)
		if len(s.ExpectSemantic) == 1 {
			key = "expect_semantic"
		}
		if err := e.validateSource(key, j, has); err != nil {
			return err
		}
		if strings.TrimSpace(e.Expected) == "" {
			return &stepErr{key, key + ": expected is required"}
		}
		if m := e.MinConfidence; m != nil && (math.IsNaN(*m) || *m < 0 || *m > 1) {
			return &stepErr{key, fmt.Sprintf("%s: min_confidence %v is outside [0, 1]", key, *m)}
		}
	}
	return nil
}

// validateSource checks that the assertion has exactly one of description
// and selector, and names one given empty.
func (e Expectation) validateSource(key string, j int, has func(key string) bool) *stepErr {
	desc, sel := strings.TrimSpace(e.Description) != "", strings.TrimSpace(e.Selector) != ""
	if desc != sel {
		return nil
	}
	if desc {
		return &stepErr{key, key + ": set exactly one of description and selector, not both"}
	}
	given := func(field string) bool {
		return has(key+"."+field) || has(fmt.Sprintf("expect_semantic[%d].%s", j, field))
	}
	switch {
	case given("description"):
		return &stepErr{key, key + ": description is empty; describe the value to check in words (description: Current plan) or give a selector"}
	case given("selector"):
		return &stepErr{key, key + ": selector is empty; give a CSS selector (selector: '#plan') or a description"}
	}
	return &stepErr{key, key + ": set exactly one of description and selector"}
}

func (s *Step) validateAction() *stepErr {
	if strings.TrimSpace(s.Intent) == "" {
		return &stepErr{"action", "intent is required with an action: what to act on, in words"}
	}
	valued := s.Value != "" || s.ValueFromEnv != ""
	switch s.Action {
	case ActionFill, ActionSelect:
		if (s.Value != "") == (s.ValueFromEnv != "") {
			return &stepErr{"action", s.Action + " needs exactly one of value and value_from_env"}
		}
		if s.ValueFromEnv != "" && !envName.MatchString(s.ValueFromEnv) {
			return &stepErr{"value_from_env", fmt.Sprintf("value_from_env %q is not a variable name", s.ValueFromEnv)}
		}
	case ActionPress:
		if strings.TrimSpace(s.Key) == "" {
			return &stepErr{"action", "press needs key, e.g. key: Enter"}
		}
		if valued {
			return &stepErr{"value", "press takes key, not value"}
		}
	case ActionClick, ActionCheck, ActionUncheck, ActionHover:
		if valued || s.Key != "" {
			return &stepErr{"action", s.Action + " takes no value or key"}
		}
	default:
		return &stepErr{"action", fmt.Sprintf("unknown action %q; valid: click, fill, press, select, check, uncheck, hover", s.Action)}
	}
	if s.Secret && s.Value == "" {
		return &stepErr{"secret", "secret masks a literal value; this step has none"}
	}
	return nil
}

// pathLine is the line of the node at a YAML path, 0 when absent.
func pathLine(f *ast.File, path string) int {
	p, err := yaml.PathString(path)
	if err != nil {
		return 0
	}
	n, err := p.FilterFile(f)
	if err != nil || n == nil {
		return 0
	}
	if tk := n.GetToken(); tk != nil && tk.Position != nil {
		return tk.Position.Line
	}
	return 0
}

// EnvNames lists the value_from_env variables the flow reads, in step
// order, each once.
func (f *Flow) EnvNames() []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range f.Steps {
		if n := s.ValueFromEnv; n != "" && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}
