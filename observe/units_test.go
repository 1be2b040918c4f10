package observe

import (
	"errors"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// b36 is flags as observe.js sends them.
func b36(flags int) string { return strconv.FormatInt(int64(flags), 36) }

func TestDecodeUnits(t *testing.T) {
	s := strings.Join([]string{
		// A heading: context "" (heading equals it), a region sent.
		"2", "Prices", b36(unitHeadingCtx | unitRegion), "Shop",
		// Context sent (the heading equals it), region the previous
		// unit's, a row and a landmark sent.
		"1", "Cheap things.", b36(unitCtx | unitHeadingCtx | unitRegionPrev | unitRow | unitLandmark), "Prices", "Cheap things. Buy", "c",
		// A literal role, a state, context the previous unit's text,
		// heading, region and row the previous unit's.
		"=x-widget", "on", b36(unitState | unitCtxPrevText | unitHeadingPrev | unitRegionPrev | unitRowPrev),
		// Context the previous unit's, heading sent, no region or row, an
		// assistive text; role "link" (code 30, "u").
		"u", "Included", b36(unitAssistive | unitCtxPrev | unitHeading), "Plans",
		// Nothing but role and text: every other field empty.
		"0", "loose", "",
	}, unitUS)
	got, err := decodeUnits(s, 3)
	if err != nil {
		t.Fatal(err)
	}
	want := []jsUnit{
		{Role: "heading", Text: "Prices", Region: "Shop", Node: 3},
		{Role: "paragraph", Text: "Cheap things.", Context: "Prices", Heading: "Prices", Region: "Shop",
			Row: "Cheap things. Buy", Landmark: "contentinfo", Node: 4},
		{Role: "x-widget", Text: "on", Context: "Cheap things.", Heading: "Prices", Region: "Shop", Row: "Cheap things. Buy",
			State: true, Node: 5},
		{Role: "link", Text: "Included", Context: "Cheap things.", Heading: "Plans", Assistive: true, Node: 6},
		{Role: "text", Text: "loose", Node: 7},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	if got, err := decodeUnits("", 0); got != nil || err != nil {
		t.Fatalf("empty: %v %v", got, err)
	}
}

func TestDecodeUnitsMalformed(t *testing.T) {
	j := func(f ...string) string { return strings.Join(f, unitUS) }
	for name, s := range map[string]string{
		"no flags":             j("1", "a"),
		"context missing":      j("1", "a", b36(unitCtx)),
		"landmark missing":     j("1", "a", b36(unitLandmark)),
		"extra field":          j("1", "a", "", "b"),
		"role code":            j("v", "a", ""),
		"role upper case":      j("A", "a", ""),
		"role empty":           j("", "a", ""),
		"role not code":        j("x!", "a", ""),
		"landmark":             j("1", "a", b36(unitLandmark), "q"),
		"flags not base 36":    j("1", "a", "-"),
		"flags undefined":      j("1", "a", b36(8192)),
		"two contexts":         j("1", "a", b36(unitCtx|unitCtxPrev), "b"),
		"two headings":         j("1", "a", b36(unitHeadingCtx|unitHeadingPrev)),
		"region sent and prev": j("1", "a", b36(unitRegion|unitRegionPrev), "r"),
		"row sent and prev":    j("1", "a", b36(unitRow|unitRowPrev), "r"),
	} {
		if _, err := decodeUnits(s, 0); !errors.Is(err, ErrUnexpected) {
			t.Errorf("%s: err %v, want ErrUnexpected", name, err)
		}
	}
}

// The role table is shared with js/vocab.js and must match it exactly.
func TestUnitRoleCodesMatchScript(t *testing.T) {
	m := regexp.MustCompile(`const UNIT_ROLE_CODES = \[([^\]]*)\]`).FindStringSubmatch(runtime)
	if m == nil {
		t.Fatal("UNIT_ROLE_CODES not found in observe.js")
	}
	var js []string
	for _, f := range strings.Split(m[1], ",") {
		js = append(js, strings.Trim(strings.TrimSpace(f), "'"))
	}
	if !reflect.DeepEqual(js, unitRoleCodes) || len(js) > 36 {
		t.Fatalf("observe.js %v\nGo %v", js, unitRoleCodes)
	}
}

// The unit flags are shared with js/units.js and must match it exactly.
func TestUnitFlagsMatchScript(t *testing.T) {
	m := regexp.MustCompile(`const (UNIT_STATE = 1[^;]*);`).FindStringSubmatch(runtime)
	if m == nil {
		t.Fatal("unit flags not found in units.js")
	}
	js := map[string]int{}
	for _, f := range strings.Split(m[1], ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(f), " = ")
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("flag %q", f)
		}
		js[k] = n
	}
	want := map[string]int{"UNIT_STATE": unitState, "UNIT_HEADING_CTX": unitHeadingCtx, "UNIT_HEADING_PREV": unitHeadingPrev,
		"UNIT_REGION_PREV": unitRegionPrev, "UNIT_ROW_PREV": unitRowPrev, "UNIT_ASSISTIVE": unitAssistive, "UNIT_CTX": unitCtx,
		"UNIT_CTX_PREV": unitCtxPrev, "UNIT_CTX_PREV_TEXT": unitCtxPrevText, "UNIT_HEADING": unitHeading, "UNIT_REGION": unitRegion,
		"UNIT_ROW": unitRow, "UNIT_LANDMARK": unitLandmark}
	if !reflect.DeepEqual(js, want) {
		t.Fatalf("units.js %v\nGo %v", js, want)
	}
}

func TestDecodeObservation(t *testing.T) {
	units := strings.Join([]string{"0", "a\nb", ""}, unitUS)
	head := `{"doc":"d","total":2,"targets":[` +
		`["button","x\ny","button","submit","","","Form","Row 1","Sec","",3,7,1],` +
		`["link","Docs","a","","/docs","","","","","",0,2,2]]}`
	var o jsObservation
	if err := decodeObservation(head+"\n"+units, &o); err != nil {
		t.Fatal(err)
	}
	want := []jsTarget{
		{Role: "button", Name: "x\ny", Tag: "button", Type: "submit", Scope: "Form", Row: "Row 1", Section: "Sec",
			Disabled: true, VP: true, Order: 7, Cls: 1, Node: 0},
		{Role: "link", Name: "Docs", Tag: "a", Href: "/docs", Order: 2, Cls: 2, Node: 1},
	}
	if o.Doc != "d" || o.Total != 2 || !reflect.DeepEqual(o.Targets, want) || o.Units != units {
		t.Fatalf("decoded %+v", o)
	}
	// A head alone (a document that is not ready) has no units.
	o = jsObservation{}
	if err := decodeObservation(`{"notReady":true,"readyState":"loading"}`, &o); err != nil || !o.NotReady || o.Units != "" {
		t.Fatalf("head alone: %+v, %v", o, err)
	}
	for name, v := range map[string]any{
		"not a string":   3.0,
		"bad head":       "{\"doc\":\n",
		"empty":          "",
		"target object":  `{"targets":[{"role":"button"}]}`,
		"target short":   `{"targets":[["button","x","button","","","","","","","",0,0]]}`,
		"target long":    `{"targets":[["button","x","button","","","","","","","",0,0,0,0]]}`,
		"target no name": `{"targets":[["button",1,"button","","","","","","","",0,0,0]]}`,
		"target flags":   `{"targets":[["button","x","button","","","","","","","",4,0,0]]}`,
		"target order":   `{"targets":[["button","x","button","","","","","","","",0,1.5,0]]}`,
	} {
		if err := decodeObservation(v, &jsObservation{}); !errors.Is(err, ErrUnexpected) {
			t.Errorf("%s: err %v, want ErrUnexpected", name, err)
		}
	}
}

func TestSourceIDs(t *testing.T) {
	if got := sourceIDs(2, 11); !reflect.DeepEqual(got, []string{"t2_1", "t2_2", "t2_3", "t2_4", "t2_5", "t2_6", "t2_7", "t2_8", "t2_9", "t2_10", "t2_11"}) {
		t.Fatalf("ids %q", got)
	}
	if got := sourceIDs(0, 0); len(got) != 0 {
		t.Fatalf("no units: %q", got)
	}
}
