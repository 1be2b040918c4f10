package observe

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// The observe operation's answer for one frame (see js/observe.js): a JSON
// head, then, after the first newline (the head has none: JSON.stringify
// escapes them), the units string as is.

// What observe.js returns for one frame.
type jsObservation struct {
	NotReady     bool           `json:"notReady"`
	ReadyState   string         `json:"readyState"`
	Doc          string         `json:"doc"`
	URL          string         `json:"url"`
	Title        string         `json:"title"`
	Modal        bool           `json:"modal"`
	TransitionMs int64          `json:"transitionMs"`
	Total        int            `json:"total"`
	Targets      []jsTarget     `json:"targets"`
	Frames       []frameVerdict `json:"frames"`
	// Units is the text after the JSON head (see decodeObservation).
	Units string `json:"-"`
}

// decodeObservation decodes observe.js's answer: a JSON head, then, after
// the first newline, the units string as is. An answer with no newline is
// a head alone (a document that is not ready). The k-th target's node is
// k.
func decodeObservation(v any, out *jsObservation) error {
	s, ok := v.(string)
	if !ok {
		return fmt.Errorf("%w: script returned %T, not a string", ErrUnexpected, v)
	}
	head, units, _ := strings.Cut(s, "\n")
	if err := json.Unmarshal([]byte(head), out); err != nil {
		return fmt.Errorf("%w: decoding script result: %v", ErrUnexpected, err)
	}
	for k := range out.Targets {
		out.Targets[k].Node = k
	}
	out.Units = units
	return nil
}

// jsTarget is one shortlisted target of a frame.
type jsTarget struct {
	Role, Name, Tag, Type, Href, Placeholder, Scope, Row, Section, Value string
	Disabled, VP                                                         bool
	Order, Cls, Node                                                     int
}

// Target flags in observe.js's target arrays.
const (
	targetDisabled = 1
	targetInVP     = 2
)

// UnmarshalJSON decodes a target as observe.js sends it: an array of role,
// name, tag, type, href, placeholder, scope, row, section, value, flags,
// walk order and role class (the node is the target's position, see
// decodeObservation).
func (t *jsTarget) UnmarshalJSON(b []byte) error {
	var a []any
	if err := json.Unmarshal(b, &a); err != nil {
		return err
	}
	if len(a) != 13 {
		return fmt.Errorf("target has %d fields, not 13", len(a))
	}
	strs := [...]*string{&t.Role, &t.Name, &t.Tag, &t.Type, &t.Href, &t.Placeholder, &t.Scope, &t.Row, &t.Section, &t.Value}
	for k, p := range strs {
		s, ok := a[k].(string)
		if !ok {
			return fmt.Errorf("target field %d is %T, not a string", k, a[k])
		}
		*p = s
	}
	var ints [3]int
	for k := range ints {
		f, ok := a[10+k].(float64)
		if !ok || f != float64(int(f)) || f < 0 {
			return fmt.Errorf("target field %d is %v, not a count", 10+k, a[10+k])
		}
		ints[k] = int(f)
	}
	if ints[0]&^(targetDisabled|targetInVP) != 0 {
		return fmt.Errorf("target flags %d", ints[0])
	}
	t.Disabled, t.VP = ints[0]&targetDisabled != 0, ints[0]&targetInVP != 0
	t.Order, t.Cls = ints[1], ints[2]
	return nil
}

// jsUnit is one text unit decoded from observe.js's units string.
type jsUnit struct {
	Role, Text, Context, Heading, Region, Row, Landmark string
	State, Assistive                                    bool
	Node                                                int
}

// unitUS separates the fields of observe.js's units string.
const unitUS = "\x7f"

// unitRoleCodes are the unit roles observe.js sends as their index in base
// 36 (kept in step with UNIT_ROLE_CODES there).
var unitRoleCodes = []string{"text", "paragraph", "heading", "label", "listitem", "cell", "columnheader",
	"rowheader", "term", "definition", "caption", "legend", "blockquote", "status", "alert", "note", "tooltip",
	"textbox", "checkbox", "radio", "switch", "combobox", "listbox", "searchbox", "slider", "spinbutton",
	"progressbar", "meter", "menuitemcheckbox", "menuitemradio", "link"}

// Unit flags in observe.js's units string (js/units.js).
const (
	unitState        = 1    // a control's state
	unitHeadingCtx   = 2    // heading equals context
	unitHeadingPrev  = 4    // heading equals the previous unit's
	unitRegionPrev   = 8    // region equals the previous unit's
	unitRowPrev      = 16   // row equals the previous unit's
	unitAssistive    = 32   // the text is told only to assistive technology
	unitCtx          = 64   // context follows
	unitCtxPrev      = 128  // context equals the previous unit's context
	unitCtxPrevText  = 256  // context equals the previous unit's text
	unitHeading      = 512  // heading follows
	unitRegion       = 1024 // region follows
	unitRow          = 2048 // row follows
	unitLandmark     = 4096 // landmark follows
	unitFlagsDefined = 8191
)

// landmarkCodes are the landmark letters observe.js sends (LANDMARK_CODE).
var landmarkCodes = map[string]string{"n": "navigation", "c": "contentinfo", "x": "complementary", "b": "banner"}

// fieldReader reads a units string field by field.
type fieldReader struct {
	s    string
	done bool
}

// next returns the next field; ok is false when there is none.
func (r *fieldReader) next() (f string, ok bool) {
	if r.done {
		return "", false
	}
	j := strings.IndexByte(r.s, unitUS[0])
	if j < 0 {
		f, r.s, r.done = r.s, "", true
		return f, true
	}
	f, r.s = r.s[:j], r.s[j+1:]
	return f, true
}

// decodeUnits decodes observe.js's units string (js/units.js): per unit
// role, text and flags, then the context, heading, region, row and
// landmark its flags say follow, every field joined by unitUS; a field
// not sent is the previous unit's where the flags say so, else empty.
// Unit k's node is firstNode+k.
func decodeUnits(s string, firstNode int) ([]jsUnit, error) {
	if s == "" {
		return nil, nil
	}
	out := make([]jsUnit, 0, strings.Count(s, unitUS)/3+1)
	r := fieldReader{s: s}
	var prev jsUnit
	for !r.done {
		u, err := decodeUnit(&r, &prev)
		if err != nil {
			return nil, fmt.Errorf("%w: text unit %d is malformed: %v", ErrUnexpected, len(out), err)
		}
		u.Node = firstNode + len(out)
		out = append(out, u)
		prev = u
	}
	return out, nil
}

// decodeUnit reads one unit; prev is the unit before it.
func decodeUnit(r *fieldReader, prev *jsUnit) (jsUnit, error) {
	var u jsUnit
	role, _ := r.next()
	text, ok1 := r.next()
	fl, ok2 := r.next()
	if !ok1 || !ok2 {
		return u, fmt.Errorf("it ends early")
	}
	var ok bool
	if u.Role, ok = unitRole(role); !ok {
		return u, fmt.Errorf("role %q", role)
	}
	u.Text = text
	flags := 0
	if fl != "" {
		f, err := strconv.ParseUint(fl, 36, 16)
		if err != nil || f&^unitFlagsDefined != 0 {
			return u, fmt.Errorf("flags %q", fl)
		}
		flags = int(f)
	}
	if !oneOf(flags, unitCtx, unitCtxPrev, unitCtxPrevText) || !oneOf(flags, unitHeading, unitHeadingCtx, unitHeadingPrev) ||
		!oneOf(flags, unitRegion, unitRegionPrev) || !oneOf(flags, unitRow, unitRowPrev) {
		return u, fmt.Errorf("flags %q say two things of one field", fl)
	}
	u.State, u.Assistive = flags&unitState != 0, flags&unitAssistive != 0
	// The fields that follow, in order.
	opt := func(bit int) (string, bool) {
		if flags&bit == 0 {
			return "", true
		}
		return r.next()
	}
	var okc, okh, okr, okw, okl bool
	u.Context, okc = opt(unitCtx)
	u.Heading, okh = opt(unitHeading)
	u.Region, okr = opt(unitRegion)
	u.Row, okw = opt(unitRow)
	lm, okl := opt(unitLandmark)
	if !okc || !okh || !okr || !okw || !okl {
		return u, fmt.Errorf("it ends early")
	}
	if lm != "" || flags&unitLandmark != 0 {
		if u.Landmark, ok = landmarkCodes[lm]; !ok {
			return u, fmt.Errorf("landmark %q", lm)
		}
	}
	switch {
	case flags&unitCtxPrev != 0:
		u.Context = prev.Context
	case flags&unitCtxPrevText != 0:
		u.Context = prev.Text
	}
	switch {
	case flags&unitHeadingCtx != 0:
		u.Heading = u.Context
	case flags&unitHeadingPrev != 0:
		u.Heading = prev.Heading
	}
	if flags&unitRegionPrev != 0 {
		u.Region = prev.Region
	}
	if flags&unitRowPrev != 0 {
		u.Row = prev.Row
	}
	return u, nil
}

// oneOf reports that at most one of bits is set in flags.
func oneOf(flags int, bits ...int) bool {
	n := 0
	for _, b := range bits {
		if flags&b != 0 {
			n++
		}
	}
	return n <= 1
}

// unitRole decodes a unit's role field.
func unitRole(f string) (string, bool) {
	if lit, ok := strings.CutPrefix(f, "="); ok {
		return lit, true
	}
	c, err := strconv.ParseUint(f, 36, 8)
	if err != nil || f == "" || f != strings.ToLower(f) || c >= uint64(len(unitRoleCodes)) {
		return "", false
	}
	return unitRoleCodes[c], true
}
