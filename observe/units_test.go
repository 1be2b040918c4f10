package observe

import (
	"errors"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

func TestDecodeUnits(t *testing.T) {
	s := strings.Join([]string{
		"2", "Prices", "", "", "Shop", "", "", "", "",
		"1", "Cheap things.", "Prices", "", "", "Cheap things. Buy", "c", "10", "",
		"=x-widget", "on", "Mode", "", "", "", "", "29", "",
	}, unitUS)
	got, err := decodeUnits(s, 3)
	if err != nil {
		t.Fatal(err)
	}
	want := []jsUnit{
		{Role: "heading", Text: "Prices", Region: "Shop", Node: 3},
		{Role: "paragraph", Text: "Cheap things.", Context: "Prices", Heading: "Prices", Region: "Shop",
			Row: "Cheap things. Buy", Landmark: "contentinfo", Node: 4},
		{Role: "x-widget", Text: "on", Context: "Mode", Heading: "Prices", Region: "Shop", Row: "Cheap things. Buy",
			State: true, Node: 5},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	if got, err := decodeUnits("", 0); got != nil || err != nil {
		t.Fatalf("empty: %v %v", got, err)
	}
}

func TestDecodeUnitsMalformed(t *testing.T) {
	for name, s := range map[string]string{
		"field count":   strings.Join([]string{"1", "a", "", "", "", "", "", ""}, unitUS),
		"role code":     strings.Join([]string{"99", "a", "", "", "", "", "", "", ""}, unitUS),
		"role not code": strings.Join([]string{"x", "a", "", "", "", "", "", "", ""}, unitUS),
		"landmark":      strings.Join([]string{"1", "a", "", "", "", "", "q", "", ""}, unitUS),
		"flags":         strings.Join([]string{"1", "a", "", "", "", "", "", "z", ""}, unitUS),
		"terminator":    strings.Join([]string{"1", "a", "", "", "", "", "", "", "y"}, unitUS),
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
	if !reflect.DeepEqual(js, unitRoleCodes) {
		t.Fatalf("observe.js %v\nGo %v", js, unitRoleCodes)
	}
}

func TestDecodeObservation(t *testing.T) {
	units := strings.Join([]string{"0", "a\nb", "", "", "", "", "", "", ""}, unitUS)
	var o jsObservation
	if err := decodeObservation(`{"doc":"d","total":2,"targets":[{"role":"button","name":"x\ny"}]}`+"\n"+units, &o); err != nil {
		t.Fatal(err)
	}
	if o.Doc != "d" || o.Total != 2 || len(o.Targets) != 1 || o.Targets[0].Name != "x\ny" || o.Units != units {
		t.Fatalf("decoded %+v", o)
	}
	// A head alone (a document that is not ready) has no units.
	o = jsObservation{}
	if err := decodeObservation(`{"notReady":true,"readyState":"loading"}`, &o); err != nil || !o.NotReady || o.Units != "" {
		t.Fatalf("head alone: %+v, %v", o, err)
	}
	for name, v := range map[string]any{"not a string": 3.0, "bad head": "{\"doc\":\n", "empty": ""} {
		if err := decodeObservation(v, &jsObservation{}); !errors.Is(err, ErrUnexpected) {
			t.Errorf("%s: err %v, want ErrUnexpected", name, err)
		}
	}
}
