package openai

import (
	"errors"
	"math"
	"testing"
)

func TestDistribution(t *testing.T) {
	keys := []string{"A", "B", "C"}
	ids := []string{"equivalent", "different", "insufficient_evidence"}
	lp := math.Log
	cases := []struct {
		name   string
		top    []topToken
		want   map[string]float64
		choice string
		err    error
	}{
		{"renormalised over criteria", []topToken{{"A", lp(0.6)}, {"x", lp(0.2)}, {"C", lp(0.2)}},
			map[string]float64{"equivalent": 0.75, "insufficient_evidence": 0.25}, "equivalent", nil},
		{"spaced and lower-case tokens add up", []topToken{{" B", lp(0.3)}, {"b", lp(0.3)}, {"A", lp(0.4)}},
			map[string]float64{"equivalent": 0.4, "different": 0.6}, "different", nil},
		{"tie goes to the first criterion", []topToken{{"C", lp(0.5)}, {"B", lp(0.5)}},
			map[string]float64{"different": 0.5, "insufficient_evidence": 0.5}, "different", nil},
		{"-9999 is zero", []topToken{{"A", -9999}, {"B", lp(0.9)}},
			map[string]float64{"different": 1}, "different", nil},
		{"no option key", []topToken{{"Yes", lp(0.9)}, {"D", lp(0.1)}}, nil, "", errNoOptionKey},
		{"crumb on the options", []topToken{{"Sure", lp(0.99)}, {"A", lp(0.01)}}, nil, "", errLowOptionMass},
		{"NaN logprob", []topToken{{"A", math.NaN()}}, nil, "", errBadLogprob},
		{"empty", nil, nil, "", errNoOptionKey},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, choice, err := distribution(c.top, keys, ids)
			if !errors.Is(err, c.err) {
				t.Fatalf("err = %v, want %v", err, c.err)
			}
			if choice != c.choice || len(got) != len(c.want) {
				t.Fatalf("got %v %q, want %v %q", got, choice, c.want, c.choice)
			}
			for k, v := range c.want {
				if math.Abs(got[k]-v) > 1e-12 {
					t.Fatalf("p[%s] = %v, want %v", k, got[k], v)
				}
			}
		})
	}
}

func TestOptionKeys(t *testing.T) {
	if k := optionKeys(3); k[0] != "A" || k[2] != "C" {
		t.Fatalf("keys %v", k)
	}
	if k := optionKeys(26); k[25] != "Z" {
		t.Fatalf("keys %v", k[25])
	}
	if k := optionKeys(27); k[0] != "1" || k[26] != "27" {
		t.Fatalf("keys %v", k)
	}
}

func TestIDText(t *testing.T) {
	for in, want := range map[string]string{
		"equivalent":  "equivalent",
		"f0:c12":      "f0:c12",
		"a b":         `"a b"`,
		"x\nOptions:": `"x\nOptions:"`,
		"<<<DATA":     `"\u003c\u003c\u003cDATA"`,
	} {
		if got := idText(in); got != want {
			t.Fatalf("idText(%q) = %s, want %s", in, got, want)
		}
	}
}
