package semantic

import (
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

const validAnswer = `{"version":"jev.decision/v1","decisions":[{"question_id":"q1","choice":"equivalent","probabilities":{"equivalent":0.9,"different":0.1},"model":"m"}],"model":"m","usage":{"input_tokens":12,"output_tokens":1}}`

func TestDecodeAnswer(t *testing.T) {
	a, err := DecodeAnswer([]byte(validAnswer + "\n \t"))
	if err != nil {
		t.Fatal(err)
	}
	want := Answer{Version: ProtocolVersion, Model: "m", Usage: TokenUsage{InputTokens: 12, OutputTokens: 1},
		Decisions: []Decision{{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.9, "different": 0.1}, Model: "m"}}}
	if !reflect.DeepEqual(a, want) {
		t.Fatalf("a = %+v", a)
	}
}

func TestDecodeAnswerRejects(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     error
		msg      string
	}{
		{"empty", ``, ErrInvalidJSON, "semantic: invalid answer JSON at byte 0: empty document"},
		{"truncated", validAnswer[:60], ErrInvalidJSON, "truncated document"},
		{"syntax", `{"version":"jev.decision/v1",}`, ErrInvalidJSON, "syntax error"},
		{"trailing object", validAnswer + `{}`, ErrInvalidJSON, "trailing data after the document"},
		{"trailing garbage", validAnswer + ` x`, ErrInvalidJSON, "trailing data after the document"},
		{"unknown field", `{"version":"jev.decision/v1","decisions":[],"reasoning":"secret page text"}`, ErrInvalidJSON, `unknown field "reasoning"`},
		{"wrong type", `{"version":"jev.decision/v1","decisions":[{"question_id":"q1","choice":"x","probabilities":{"x":"1"}}]}`, ErrInvalidJSON, "wrong JSON type"},
		{"duplicate probability key", `{"version":"jev.decision/v1","decisions":[{"question_id":"q1","choice":"a","probabilities":{"a":0.9,"a":0.1}}]}`, ErrInvalidJSON, `duplicate key "a"`},
		{"duplicate top key", `{"version":"jev.decision/v1","version":"jev.decision/v1","decisions":[]}`, ErrInvalidJSON, `duplicate key "version"`},
		{"array", `[]`, ErrInvalidJSON, "wrong JSON type"},
		{"missing version", `{"decisions":[]}`, ErrUnsupportedVersion, `semantic: answer has no version; expected "jev.decision/v1"`},
		{"wrong version", `{"version":"jev.decision/v2","decisions":[]}`, ErrUnsupportedVersion, `semantic: unsupported answer version "jev.decision/v2"; expected "jev.decision/v1"`},
	} {
		a, err := DecodeAnswer([]byte(tc.in))
		if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: err = %v, want %v containing %q", tc.name, err, tc.want, tc.msg)
		}
		if !reflect.DeepEqual(a, Answer{}) {
			t.Errorf("%s: non-zero answer on error", tc.name)
		}
		if err != nil && strings.Contains(err.Error(), "secret page text") {
			t.Errorf("%s: error quotes the body", tc.name)
		}
	}
}

func TestRequestRoundTrip(t *testing.T) {
	req := Request{
		Questions: []Question{NewSourceQuestion("s1", "billing status", []string{"t0_1"}), NewComparisonQuestion("c1", "a", "", "b")},
		State:     State{Sources: []Source{{ID: "t0_1", Frame: 0, Role: "cell", Text: "Payment received", Context: "Billing status"}}},
	}
	b, err := EncodeRequest(req)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeRequest(b)
	if err != nil {
		t.Fatal(err)
	}
	req.Version = ProtocolVersion
	if !reflect.DeepEqual(got, req) {
		t.Fatalf("round trip:\n got %+v\nwant %+v", got, req)
	}
	if _, err := EncodeRequest(Request{Version: "x"}); !errors.Is(err, ErrUnsupportedVersion) {
		t.Fatalf("EncodeRequest wrong version: %v", err)
	}
	b, _ = EncodeRequest(Request{})
	if string(b) != `{"version":"jev.decision/v1","questions":[],"state":{}}` {
		t.Fatalf("empty request = %s", b)
	}
}

func TestDecodeRequestRejects(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     error
	}{
		{"version", `{"version":"v0","questions":[]}`, ErrUnsupportedVersion},
		{"trailing", `{"version":"jev.decision/v1","questions":[]}]`, ErrInvalidJSON},
		{"no criteria", `{"version":"jev.decision/v1","questions":[{"id":"a","instruction":"i","criteria":[]}]}`, ErrInvalidQuestion},
		{"duplicate question", `{"version":"jev.decision/v1","questions":[{"id":"a","instruction":"i","criteria":[{"id":"x"}]},{"id":"a","instruction":"i","criteria":[{"id":"x"}]}]}`, ErrInvalidQuestion},
	} {
		if _, err := DecodeRequest([]byte(tc.in)); !errors.Is(err, tc.want) {
			t.Errorf("%s: err = %v, want %v", tc.name, err, tc.want)
		}
	}
}

func TestEncodeAnswer(t *testing.T) {
	b, err := EncodeAnswer(Answer{})
	if err != nil || string(b) != `{"version":"jev.decision/v1","decisions":[],"usage":{}}` {
		t.Fatalf("%s %v", b, err)
	}
	a, err := DecodeAnswer(b)
	if err != nil || a.Decisions == nil || len(a.Decisions) != 0 {
		t.Fatalf("%+v %v", a, err)
	}
}

// fuzzRequest is the request fuzzed answers are validated against.
var fuzzRequest = Request{Version: ProtocolVersion, Questions: []Question{
	NewComparisonQuestion("q1", "a", "", "b"),
	NewSourceQuestion("q2", "d", []string{"t0_1", "t0_2"}),
}}

func FuzzDecodeAnswer(f *testing.F) {
	f.Add([]byte(validAnswer))
	f.Add([]byte(`{"version":"jev.decision/v1","decisions":[{"question_id":"q1","choice":"equivalent","probabilities":{"equivalent":1}},{"question_id":"q2","choice":"t0_1","probabilities":{"t0_1":0.6,"none":0.4}}]}`))
	f.Add([]byte(`{"version":"jev.decision/v1","decisions":[{"question_id":"q1","choice":"different","probabilities":{"equivalent":0.4,"different":0.6}},{"question_id":"q2","choice":"ambiguous","probabilities":{"ambiguous":1e0}}]}`))
	f.Add([]byte(`{"version":"jev.decision/v1","decisions":[{"question_id":"q1","choice":"a","probabilities":{"a":0.9,"a":0.1}}]}`))
	f.Add([]byte(`{"version":"jev.decision/v1","decisions":[{"question_id":"q1","choice":"equivalent","probabilities":{"equivalent":-1e308,"different":2}}]}`))
	f.Add([]byte(`{"version":"jev.decision/v1"`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := DecodeAnswer(data)
		if err != nil {
			if !errors.Is(err, ErrInvalidJSON) && !errors.Is(err, ErrUnsupportedVersion) {
				t.Fatalf("unclassified decode error %T: %v", err, err)
			}
			return
		}
		ds, err := ValidateAnswer(fuzzRequest, a)
		if err != nil {
			var ve *ValidationError
			if !errors.As(err, &ve) {
				t.Fatalf("unclassified validation error %T: %v", err, err)
			}
			if pe := AsMalformed("fuzz", err); !errors.Is(pe, ErrMalformedResponse) {
				t.Fatal("AsMalformed lost its class")
			}
			return
		}
		if len(ds) != len(fuzzRequest.Questions) {
			t.Fatalf("%d decisions for %d questions", len(ds), len(fuzzRequest.Questions))
		}
		for i, d := range ds {
			q := fuzzRequest.Questions[i]
			if d.QuestionID != q.ID {
				t.Fatalf("decision %d is for %q", i, d.QuestionID)
			}
			known := map[string]bool{}
			for _, c := range q.Criteria {
				known[c.ID] = true
			}
			sum, max := 0.0, 0.0
			for k, p := range d.Probabilities {
				if !known[k] || math.IsNaN(p) || p < 0 || p > 1 {
					t.Fatalf("accepted bad entry %q=%v", k, p)
				}
				sum += p
				max = math.Max(max, p)
			}
			if math.Abs(sum-1) > SumTolerance || !known[d.Choice] || d.Confidence() < max-1e-9 {
				t.Fatalf("accepted invalid decision %+v", d)
			}
		}
	})
}

func FuzzNormalize(f *testing.F) {
	for _, s := range []string{"", " ", "  a  b  ", "Pro\u00a0(yearly)", "\u3000x\u2003y\n", "ﬁ", "\u00a8", "e\u0301", "\xff\xfe", "a\u0085b", "\t\u0301x", "①②", "\xf5\u00a8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n := Normalize(s)
		if !utf8.ValidString(n) {
			t.Fatalf("Normalize(%q) = %q is not valid UTF-8", s, n)
		}
		if Normalize(n) != n {
			t.Fatalf("not idempotent: %q → %q → %q", s, n, Normalize(n))
		}
		if strings.HasPrefix(n, " ") || strings.HasSuffix(n, " ") || strings.Contains(n, "  ") {
			t.Fatalf("Normalize(%q) = %q has stray spaces", s, n)
		}
		for _, r := range n {
			if unicode.IsSpace(r) && r != ' ' {
				t.Fatalf("Normalize(%q) = %q keeps white space %U", s, n, r)
			}
		}
		if !EqualNormalized(s, n) {
			t.Fatalf("EqualNormalized(%q, Normalize) is false", s)
		}
		if f := Fold(s); Fold(f) != f {
			t.Fatalf("Fold not idempotent: %q → %q → %q", s, f, Fold(f))
		}
	})
}
