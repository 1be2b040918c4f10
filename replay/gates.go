package replay

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/goccy/go-yaml/ast"

	"github.com/jevtest/jev/internal/yamlstrict"
	"github.com/jevtest/jev/trace"
)

// Gate defaults and limits (the trace format, "Gates").
const (
	// DefaultMinConfidence is min_confidence when gates.yaml sets none.
	DefaultMinConfidence = 0.9
	// MinConfidenceFloor is the lowest bar anyone may set: a caller asking
	// for less is clamped to it, a gates.yaml value below it is an error.
	MinConfidenceFloor = 0.3
	// GatesFile is the name FindGates looks for next to a trace.
	GatesFile = "gates.yaml"
)

// Truncation policies: what a step with dropped candidates does.
const (
	TruncatedWarn   = "warn"   // record it, act anyway
	TruncatedReview = "review" // gate on it
)

// IntentGate overrides the gate for intents matching a pattern.
type IntentGate struct {
	MinConfidence float64 `yaml:"min_confidence"`
}

// Gates decide whether a decision may be acted on unattended. The zero
// value is the default policy (min_confidence 0.9, the built-in risk list,
// no intent overrides, truncation warns).
type Gates struct {
	// MinConfidence is the bar below which a decision goes to review; zero
	// means DefaultMinConfidence.
	MinConfidence float64 `yaml:"min_confidence"`
	// Risky are extra regular expressions (matched case-insensitively
	// against intent, chosen name and role); the built-in list always
	// applies.
	Risky []string `yaml:"risky"`
	// Intents maps fnmatch patterns to overrides; the longest matching
	// pattern wins (ties: the lexically smaller pattern).
	Intents map[string]IntentGate `yaml:"intents"`
	// Truncated is "warn" (default) or "review".
	Truncated string `yaml:"truncated"`
}

// DefaultGates is the policy used when no gates.yaml exists.
func DefaultGates() Gates {
	return Gates{MinConfidence: DefaultMinConfidence, Truncated: TruncatedWarn}
}

// LoadGates reads a gates.yaml strictly: an unknown key, a wrong type, a
// threshold outside [MinConfidenceFloor, 1], a risky pattern that does not
// compile, a bad intent pattern or a truncated value other than warn/review
// is a *GatesError naming the file and line. Absent keys take defaults.
func LoadGates(path string) (Gates, error) {
	data, err := yamlstrict.ReadFile(path)
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return Gates{}, err // open or read: the error names the path
	}
	if err != nil { // a folder, a file past the size bound
		return Gates{}, &GatesError{File: path, Err: fmt.Errorf("%w: %w", ErrInvalidGates, err)}
	}
	return parseGates(data, path)
}

// parseGates is LoadGates on bytes; name is used in errors.
func parseGates(data []byte, name string) (Gates, error) {
	fail := func(line int, format string, args ...any) (Gates, error) {
		return Gates{}, &GatesError{File: name, Line: line, Err: fmt.Errorf("%w: "+format, append([]any{ErrInvalidGates}, args...)...)}
	}
	var g Gates
	file, yerr := yamlstrict.Decode(data, &g)
	if yerr != nil {
		return fail(yerr.Line, "%s", yerr.Msg)
	}
	line := func(path ...string) int { return nodeLine(file, path...) }
	if g.MinConfidence == 0 && line("min_confidence") == 0 {
		g.MinConfidence = DefaultMinConfidence
	}
	if err := checkBar(g.MinConfidence); err != nil {
		return fail(line("min_confidence"), "min_confidence: %v", err)
	}
	for i, p := range g.Risky {
		if _, err := compileRisky(p); err != nil {
			return fail(seqLine(file, "risky", i), "risky[%d] %q: %v", i, p, err)
		}
	}
	for p, o := range g.Intents {
		if _, err := fnmatchRegexp(p); err != nil {
			return fail(keyLine(file, "intents", p), "intents %q: %v", p, err)
		}
		if err := checkBar(o.MinConfidence); err != nil {
			l := line("intents", p, "min_confidence")
			if l == 0 {
				l = keyLine(file, "intents", p)
			}
			return fail(l, "intents %q: min_confidence: %v", p, err)
		}
	}
	switch g.Truncated {
	case "":
		g.Truncated = TruncatedWarn
	case TruncatedWarn, TruncatedReview:
	default:
		return fail(line("truncated"), "truncated %q is not warn or review", g.Truncated)
	}
	return g, nil
}

func checkBar(v float64) error {
	if math.IsNaN(v) || v < MinConfidenceFloor || v > 1 {
		return fmt.Errorf("%v is outside [%v, 1]", v, MinConfidenceFloor)
	}
	return nil
}

// FindGates loads the gates.yaml next to a trace. When there is none it
// returns DefaultGates and an empty path.
func FindGates(tracePath string) (Gates, string, error) {
	p := filepath.Join(filepath.Dir(tracePath), GatesFile)
	if _, err := os.Stat(p); errors.Is(err, os.ErrNotExist) {
		return DefaultGates(), "", nil
	}
	g, err := LoadGates(p)
	if err != nil {
		return Gates{}, p, err
	}
	return g, p, nil
}

// mappingValue returns the value of key in the mapping n, or nil.
func mappingValue(n ast.Node, key string) ast.Node {
	if p := mappingPair(n, key); p != nil {
		return p.Value
	}
	return nil
}

// keyLine is the line of the key path[len-1] in the mapping at path[:len-1].
func keyLine(f *ast.File, path ...string) int {
	if len(f.Docs) == 0 || len(path) == 0 {
		return 0
	}
	var n ast.Node = f.Docs[0]
	for _, k := range path[:len(path)-1] {
		if n = mappingValue(n, k); n == nil {
			return 0
		}
	}
	if p := mappingPair(n, path[len(path)-1]); p != nil {
		if tk := p.Key.GetToken(); tk != nil && tk.Position != nil {
			return tk.Position.Line
		}
	}
	return 0
}

// mappingPair returns the key/value pair of key in the mapping n, or nil.
func mappingPair(n ast.Node, key string) *ast.MappingValueNode {
	var pairs []*ast.MappingValueNode
	switch m := n.(type) {
	case *ast.DocumentNode:
		return mappingPair(m.Body, key)
	case *ast.MappingNode:
		pairs = m.Values
	case *ast.MappingValueNode:
		pairs = []*ast.MappingValueNode{m}
	}
	for _, p := range pairs {
		if tk := p.Key.GetToken(); tk != nil && tk.Value == key {
			return p
		}
	}
	return nil
}

func nodeLine(f *ast.File, path ...string) int {
	if len(f.Docs) == 0 {
		return 0
	}
	var n ast.Node = f.Docs[0]
	for _, k := range path {
		if n = mappingValue(n, k); n == nil {
			return 0
		}
	}
	if tk := n.GetToken(); tk != nil && tk.Position != nil {
		return tk.Position.Line
	}
	return 0
}

func seqLine(f *ast.File, key string, i int) int {
	if len(f.Docs) == 0 {
		return 0
	}
	if s, ok := mappingValue(f.Docs[0], key).(*ast.SequenceNode); ok && i < len(s.Values) {
		if tk := s.Values[i].GetToken(); tk != nil && tk.Position != nil {
			return tk.Position.Line
		}
	}
	return 0
}

// Verdict is the gate's answer for one decision.
type Verdict struct {
	Verdict trace.GateVerdict `json:"verdict"`
	Reason  string            `json:"reason"`
	// Threshold is the confidence bar that applied (0 when blocked).
	Threshold float64 `json:"threshold,omitempty"`
}

// MayExecute reports whether the action may run: only auto does; review
// and blocked never execute.
func (v Verdict) MayExecute() bool { return v.Verdict == trace.VerdictAuto }

// Evaluate gates one decision. choice is the decision's choice: "" (the
// decision failed or was null) or "none" is blocked, and so is a confidence
// that is not a number in [0, 1]. Otherwise the bar is the longest matching
// intents pattern's min_confidence, else g.MinConfidence; callerMin, when
// given, replaces it but is clamped to MinConfidenceFloor (the clamp is
// reported in the reason). The verdict is review when the confidence is
// below the bar, when a risky pattern matches intent + chosen name + role,
// or when truncated is review and dropped > 0; auto otherwise.
func Evaluate(g Gates, intent, chosenName, role string, confidence float64, dropped int, choice string, callerMin *float64) Verdict {
	if choice == "" || choice == "none" {
		what := "the decision failed or chose nothing (null)"
		if choice == "none" {
			what = "the decision chose none"
		}
		return Verdict{Verdict: trace.VerdictBlocked, Reason: "no decision was possible: " + what}
	}
	if math.IsNaN(confidence) || confidence < 0 || confidence > 1 {
		return Verdict{Verdict: trace.VerdictBlocked, Reason: fmt.Sprintf("no decision was possible: confidence %v is not in [0, 1]", confidence)}
	}
	var notes []string
	bar, from := g.MinConfidence, "min_confidence"
	if bar == 0 {
		bar = DefaultMinConfidence
	}
	if p, o, ok := longestIntent(g.Intents, intent); ok {
		bar, from = o.MinConfidence, fmt.Sprintf("intents %q", p)
	}
	if callerMin != nil {
		switch v := *callerMin; {
		case math.IsNaN(v):
			notes = append(notes, "caller's min_confidence NaN ignored")
		case v < MinConfidenceFloor:
			bar, from = MinConfidenceFloor, "caller"
			notes = append(notes, fmt.Sprintf("caller's min_confidence %v clamped to the floor %v", v, MinConfidenceFloor))
		case v > 1:
			bar, from = 1, "caller"
			notes = append(notes, fmt.Sprintf("caller's min_confidence %v clamped to 1", v))
		default:
			bar, from = v, "caller"
		}
	}
	if bar < MinConfidenceFloor || math.IsNaN(bar) { // a hand-built Gates
		notes = append(notes, fmt.Sprintf("%s %v clamped to the floor %v", from, bar, MinConfidenceFloor))
		bar = MinConfidenceFloor
	}
	var review []string
	if confidence < bar {
		review = append(review, fmt.Sprintf("confidence %.2f below %.2f (%s)", confidence, bar, from))
	}
	text := riskText(intent, chosenName, role)
	for _, rp := range riskyPatterns(g) {
		if m := rp.re.FindString(text); m != "" {
			review = append(review, fmt.Sprintf("risky: %q matches %s", strings.TrimSpace(m), rp.name))
			break
		}
	}
	if dropped > 0 {
		if g.Truncated == TruncatedReview {
			review = append(review, fmt.Sprintf("%d candidates dropped (truncated: review)", dropped))
		} else {
			notes = append(notes, fmt.Sprintf("warning: %d candidates dropped", dropped))
		}
	}
	v := Verdict{Verdict: trace.VerdictAuto, Threshold: bar}
	if len(review) > 0 {
		v.Verdict = trace.VerdictReview
		v.Reason = strings.Join(review, "; ")
	} else {
		v.Reason = fmt.Sprintf("confidence %.2f ≥ %.2f (%s), no risky pattern", confidence, bar, from)
	}
	if len(notes) > 0 {
		v.Reason += "; " + strings.Join(notes, "; ")
	}
	return v
}

// riskyPatterns is the built-in list followed by g's own patterns (a
// pattern that does not compile — possible only in a hand-built Gates — is
// matched literally).
func riskyPatterns(g Gates) []riskyPattern {
	out := append([]riskyPattern(nil), builtinRiskyCompiled...)
	for _, p := range g.Risky {
		re, err := compileRisky(p)
		if err != nil {
			re, _ = compileRisky(regexpQuote(p))
		}
		out = append(out, riskyPattern{name: fmt.Sprintf("risky %q", p), re: re})
	}
	return out
}

// longestIntent returns the longest pattern (in characters) matching intent.
func longestIntent(m map[string]IntentGate, intent string) (string, IntentGate, bool) {
	pats := make([]string, 0, len(m))
	for p := range m {
		pats = append(pats, p)
	}
	sort.Slice(pats, func(i, j int) bool {
		li, lj := utf8.RuneCountInString(pats[i]), utf8.RuneCountInString(pats[j])
		if li != lj {
			return li > lj
		}
		return pats[i] < pats[j]
	})
	for _, p := range pats {
		re, err := fnmatchRegexp(p)
		if err == nil && re.MatchString(intent) {
			return p, m[p], true
		}
	}
	return "", IntentGate{}, false
}
