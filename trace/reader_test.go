package trace

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

func TestReadFileLogin(t *testing.T) {
	tr, err := ReadFile("testdata/login.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	h := tr.Header
	if h.Spec != 0 || h.Tool != "jevnav/0.4.2" || h.OrderSpec == nil || *h.OrderSpec != 1 || h.Flow != "login" ||
		h.Model != "jev-latest" || h.Start != "http://127.0.0.1:8080/login" {
		t.Fatalf("header = %+v", h)
	}
	if ts, err := h.StartedTime(); err != nil || ts.UTC().Format("15:04:05.000") != "09:14:03.512" {
		t.Fatalf("StartedTime = %v, %v", ts, err)
	}
	if len(tr.Records) != 4 || tr.Records[0].Kind != KindAction || tr.Records[0].Line != 2 || tr.Records[3].Line != 5 {
		t.Fatalf("records = %+v", tr.Records)
	}
	if a := tr.Actions(); len(a) != 1 || a[0].Tool != "goto" || a[0].Result["ok"] != true {
		t.Fatalf("actions = %+v", a)
	}
	steps := tr.Steps()
	if len(steps) != 3 {
		t.Fatalf("steps = %d", len(steps))
	}
	s2 := steps[1]
	if s2.Step != 2 || s2.Action.Type != "fill" || s2.Action.ValueFromEnv != "JEV_PASSWORD" || s2.Action.Value != "" {
		t.Fatalf("step 2 action = %+v", s2.Action)
	}
	c := s2.Chosen()
	if c == nil || c.CID != "f1:c2" || c.FP != "textbox|password" || !c.IsPassword() || c.Frame != 1 || c.Rank != 1 || c.Value != "" {
		t.Fatalf("step 2 chosen = %+v", c)
	}
	s3 := steps[2]
	if s3.Decision.Choice != "f1:c4" || s3.Decision.Confidence != 0.93 || s3.Decision.LatencyMS != 401 ||
		s3.Decision.CostUSD == nil || *s3.Decision.CostUSD != 0.00031 || s3.Decision.Usage["input_tokens"] != 611.0 ||
		s3.Gate.Verdict != "auto" || s3.Locator == nil || !s3.Locator.Unique || s3.Result.Correct == nil || !*s3.Result.Correct ||
		!s3.Result.Executed || s3.ExpectedCID != "f1:c4" {
		t.Fatalf("step 3 = %+v", s3)
	}
	if len(tr.Semantics()) != 0 {
		t.Fatal("spec 0 trace has semantic records")
	}
	for _, s := range steps {
		for _, c := range s.Candidates {
			if c.FP != semantic.Fingerprint(c.Role, c.Name) {
				t.Errorf("candidate %s fp %q != Fingerprint %q", c.CID, c.FP, semantic.Fingerprint(c.Role, c.Name))
			}
		}
	}
}

func TestReadTrailingBlankLines(t *testing.T) {
	tr, err := ReadFile("testdata/trailing_blank.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Records) != 1 || tr.Records[0].Step.Step != 1 {
		t.Fatalf("records = %+v", tr.Records)
	}
}

func TestReadErrors(t *testing.T) {
	cases := []struct {
		file string
		want error
		line int
	}{
		{"unknown_kind", ErrUnknownKind, 3},
		{"missing_header", ErrMissingHeader, 1},
		{"header_not_first", ErrHeaderNotFirst, 2},
		{"second_header", ErrHeaderNotFirst, 3},
		{"malformed", ErrMalformedLine, 3},
		{"future_spec", ErrUnsupportedSpec, 1},
		{"step_missing_decision", ErrInvalidRecord, 2},
		{"step_bad_choice", ErrInvalidRecord, 2},
		{"semantic_in_spec0", ErrUnknownKind, 2},
		{"blank_line_inside", ErrMalformedLine, 2},
		{"empty", ErrMissingHeader, 0},
	}
	sentinels := []error{ErrUnknownKind, ErrMissingHeader, ErrHeaderNotFirst, ErrMalformedLine, ErrUnsupportedSpec, ErrInvalidRecord}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			path := "testdata/broken/" + c.file + ".jsonl"
			tr, err := ReadFile(path)
			if tr != nil {
				t.Fatalf("got a trace with error %v", err)
			}
			var te *TraceError
			if !errors.As(err, &te) {
				t.Fatalf("err = %T %v, want *TraceError", err, err)
			}
			if te.File != path || te.Line != c.line {
				t.Fatalf("at %s:%d, want %s:%d (%v)", te.File, te.Line, path, c.line, err)
			}
			for _, s := range sentinels {
				if errors.Is(err, s) != (s == c.want) {
					t.Fatalf("errors.Is(%v, %v) = %v", err, s, errors.Is(err, s))
				}
			}
		})
	}
}

// line builders for inline cases.
const (
	hdr0   = `{"kind":"run","spec":0,"tool":"jevnav/0.4.2"}`
	hdr1   = `{"kind":"run","spec":1,"tool":"jev/0.1.0","order_spec":1}`
	okStep = `{"kind":"step","step":1,"intent":"x","candidates":[{"cid":"f0:c1","role":"button","name":"Go","fp":"button|go","frame":0,"rank":0}],"decision":{"choice":"f0:c1","confidence":0.9}}`
)

func TestReadInlineErrors(t *testing.T) {
	cases := []struct {
		name, trace string
		want        error
		line        int
		msg         string
	}{
		{"not an object", hdr0 + "\n[1,2]\n", ErrMalformedLine, 2, ""},
		{"null line", hdr0 + "\nnull\n", ErrMalformedLine, 2, "null is not a record"},
		{"missing kind", hdr0 + "\n{\"step\":1}\n", ErrInvalidRecord, 2, "missing kind"},
		{"kind not string", hdr0 + "\n{\"kind\":3}\n", ErrInvalidRecord, 2, "kind must be a string"},
		{"unknown first kind", `{"kind":"tick"}` + "\n", ErrUnknownKind, 1, `"tick"`},
		{"header missing spec", `{"kind":"run","tool":"x"}` + "\n", ErrInvalidRecord, 1, "missing spec"},
		{"header negative spec", `{"kind":"run","spec":-1}` + "\n", ErrInvalidRecord, 1, "negative"},
		{"header bad started", `{"kind":"run","spec":0,"started":"yesterday"}` + "\n", ErrInvalidRecord, 1, "started"},
		{"header spec string", `{"kind":"run","spec":"0"}` + "\n", ErrInvalidRecord, 1, ""},
		{"case variant field", `{"kind":"run","spec":0,"Tool":"x"}` + "\n", ErrInvalidRecord, 1, "case-sensitive"},
		{"step missing step", hdr0 + "\n" + `{"kind":"step","decision":{}}` + "\n", ErrInvalidRecord, 2, "missing step"},
		{"step zero", hdr0 + "\n" + `{"kind":"step","step":0,"decision":{}}` + "\n", ErrInvalidRecord, 2, "step must be >= 1"},
		{"step wrong type", hdr0 + "\n" + `{"kind":"step","step":"one","decision":{}}` + "\n", ErrInvalidRecord, 2, ""},
		{"step null decision", hdr0 + "\n" + `{"kind":"step","step":1,"decision":null}` + "\n", ErrInvalidRecord, 2, "missing decision"},
		{"confidence above 1", hdr0 + "\n" + `{"kind":"step","step":1,"decision":{"confidence":1.5}}` + "\n", ErrInvalidRecord, 2, "confidence"},
		{"duplicate cid", hdr0 + "\n" + strings.Replace(okStep, `"candidates":[`, `"candidates":[{"cid":"f0:c1","fp":"a|b"},`, 1) + "\n", ErrInvalidRecord, 2, "duplicate cid"},
		{"candidate without fp", hdr0 + "\n" + strings.Replace(okStep, `"fp":"button|go",`, ``, 1) + "\n", ErrInvalidRecord, 2, "missing fp"},
		{"chosen_fp mismatch", hdr0 + "\n" + strings.Replace(okStep, `"choice":"f0:c1"`, `"choice":"f0:c1","chosen_fp":"link|go"`, 1) + "\n", ErrInvalidRecord, 2, "chosen_fp"},
		{"bad gate verdict", hdr0 + "\n" + strings.Replace(okStep, `"decision"`, `"gate":{"verdict":"maybe"},"decision"`, 1) + "\n", ErrInvalidRecord, 2, "gate.verdict"},
		{"negative frame", hdr0 + "\n" + strings.Replace(okStep, `"frame":0`, `"frame":-1`, 1) + "\n", ErrInvalidRecord, 2, "frame"},
		{"action without tool", hdr0 + "\n" + `{"kind":"action","at":"2026-09-21T09:14:04Z"}` + "\n", ErrInvalidRecord, 2, "missing tool"},
		{"semantic bad op", hdr1 + "\n" + `{"kind":"semantic","op":"guess","result":{"status":"passed"}}` + "\n", ErrInvalidRecord, 2, "op"},
		{"semantic bad status", hdr1 + "\n" + `{"kind":"semantic","op":"compare","result":{"status":"ok"}}` + "\n", ErrInvalidRecord, 2, "result.status"},
		{"semantic missing result", hdr1 + "\n" + `{"kind":"semantic","op":"compare"}` + "\n", ErrInvalidRecord, 2, "missing result"},
		{"semantic decision for unknown question", hdr1 + "\n" + `{"kind":"semantic","op":"compare","decisions":[{"question_id":"q9","choice":"a","probabilities":{"a":1}}],"result":{"status":"passed"}}` + "\n", ErrInvalidRecord, 2, "not asked"},
		{"semantic decision not argmax", hdr1 + "\n" + `{"kind":"semantic","op":"compare","questions":[{"id":"q1","instruction":"i","criteria":[{"id":"a"},{"id":"b"}]}],"decisions":[{"question_id":"q1","choice":"a","probabilities":{"a":0.2,"b":0.8}}],"result":{"status":"passed"}}` + "\n", ErrInvalidRecord, 2, "argmax"},
		{"kind after blank", hdr0 + "\n\n" + okStep + "\n", ErrMalformedLine, 2, "blank line"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr, err := Read(strings.NewReader(c.trace), "inline.jsonl")
			var te *TraceError
			if tr != nil || !errors.As(err, &te) || te.Line != c.line || te.File != "inline.jsonl" || !errors.Is(err, c.want) {
				t.Fatalf("Read = %v, %v; want %v at line %d", tr, err, c.want, c.line)
			}
			if c.msg != "" && !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("error %q does not mention %q", err, c.msg)
			}
		})
	}
}

func TestReadLongLine(t *testing.T) {
	long := strings.Repeat("é", 200_000) // 400 KB: far beyond bufio.Scanner's 64 KiB
	trace := hdr0 + "\n" + strings.Replace(okStep, `"intent":"x"`, `"intent":"`+long+`"`, 1) + "\n"
	tr, err := Read(strings.NewReader(trace), "long.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if got := tr.Steps()[0].Intent; got != long {
		t.Fatalf("intent has %d bytes, want %d", len(got), len(long))
	}
}

func TestReadCRLFAndBOM(t *testing.T) {
	trace := "\ufeff" + hdr0 + "\r\n" + okStep + "\r\n"
	tr, err := Read(strings.NewReader(trace), "crlf.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Steps()) != 1 {
		t.Fatalf("steps = %d", len(tr.Steps()))
	}
}

func TestUnknownFieldsKept(t *testing.T) {
	step := strings.Replace(okStep, `"intent":"x"`, `"intent":"x","viewport":{"w":1280, "h":720}`, 1)
	step = strings.Replace(step, `"rank":0}`, `"rank":0,"bbox":[1,2,3,4]}`, 1)
	step = strings.Replace(step, `"confidence":0.9}`, `"confidence":0.9,"reasoning_tokens":12}`, 1)
	trace := strings.Replace(hdr0, `}`, `,"host":"ci-7"}`, 1) + "\n" + step + "\n"
	tr, err := Read(strings.NewReader(trace), "fwd.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	s := tr.Steps()[0]
	if string(tr.Header.Extra["host"]) != `"ci-7"` || string(s.Extra["viewport"]) != `{"w":1280,"h":720}` ||
		string(s.Candidates[0].Extra["bbox"]) != `[1,2,3,4]` || string(s.Decision.Extra["reasoning_tokens"]) != `12` {
		t.Fatalf("extras lost: header %v step %v cand %v decision %v", tr.Header.Extra, s.Extra, s.Candidates[0].Extra, s.Decision.Extra)
	}
	var buf bytes.Buffer
	if _, err := tr.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"viewport":{"w":1280,"h":720}`) || !strings.Contains(buf.String(), `"host":"ci-7"`) {
		t.Fatalf("rewritten trace lost extras:\n%s", buf.String())
	}
	back, err := Read(&buf, "fwd.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, tr) {
		t.Fatalf("rewrite changed the trace:\n%+v\n%+v", back, tr)
	}
}

func TestWriteToRoundTripLogin(t *testing.T) {
	tr, err := ReadFile("testdata/login.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := tr.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := Read(&buf, "testdata/login.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, tr) {
		t.Fatalf("round trip differs")
	}
}
