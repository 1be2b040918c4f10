package trace

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
)

var fixedClock = WithClock(func() time.Time { return time.Date(2026, 9, 21, 9, 14, 3, 512e6, time.UTC) })

func semanticRecord() SemanticRecord {
	q := semantic.NewSourceQuestion("q1", "Current plan", []string{"t0_3", "t0_4"})
	c := semantic.NewComparisonQuestion("q2", "Pro (yearly)", "Plan", "Professional annual subscription")
	return SemanticRecord{
		Op: OpAssert, Step: 3, URL: "http://127.0.0.1:8080/account", Title: "Account",
		Description: "Current plan", Expected: "Professional annual subscription",
		Questions: []semantic.Question{q, c},
		Decisions: []semantic.Decision{
			{QuestionID: "q1", Choice: "t0_3", Probabilities: map[string]float64{"t0_3": 0.94, "t0_4": 0.05, "none": 0.01}, Model: "jev-embedded"},
			{QuestionID: "q2", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.93, "different": 0.05, "insufficient_evidence": 0.02}, Model: "jev-embedded"},
		},
		Sources: []semantic.Source{
			{ID: "t0_3", Frame: 0, Role: "definition", Text: "Pro (yearly)", Context: "Plan"},
			{ID: "t0_4", Frame: 0, Role: "definition", Text: "Payment received", Context: "Billing status"},
		},
		Evidence:   &Evidence{SourceID: "t0_3", Frame: 0, Role: "definition", Text: "Pro (yearly)", Context: "Plan"},
		Thresholds: Thresholds{MinConfidence: 0.8, MinSourceConfidence: 0.8},
		Result: SemanticResult{Status: semantic.StatusPassed, Choice: "equivalent", Confidence: 0.93, SourceConfidence: 0.94,
			Freshness: semantic.FreshnessVerified, Provenance: semantic.ProvenanceSemantic},
		Usage: &semantic.Usage{Requests: 2, Questions: 2, SerialDecisionDepth: 2, InputTokens: 1057, OutputTokens: 100,
			ProviderMs: 520, ObservationMs: 8, VerificationMs: 3, Models: []string{"jev-embedded"}, Model: "jev-embedded"},
	}
}

func TestWriterRoundTrip(t *testing.T) {
	login, err := ReadFile("testdata/login.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w, err := NewWriter(&buf, RunHeader{Flow: "login", Model: "jev-embedded", Start: "http://127.0.0.1:8080/login"}, fixedClock)
	if err != nil {
		t.Fatal(err)
	}
	var want []Record
	line := 2
	for _, r := range login.Records {
		switch {
		case r.Action != nil:
			if err := w.WriteAction(*r.Action); err != nil {
				t.Fatal(err)
			}
			a := *r.Action
			want = append(want, Record{Line: line, Kind: KindAction, Action: &a})
		case r.Step != nil:
			n, err := w.WriteStep(*r.Step)
			if err != nil || n != r.Step.Step {
				t.Fatalf("WriteStep = %d, %v", n, err)
			}
			s := *r.Step
			want = append(want, Record{Line: line, Kind: KindStep, Step: &s})
		}
		line++
	}
	sr := semanticRecord()
	if err := w.WriteSemantic(sr); err != nil {
		t.Fatal(err)
	}
	sr.Kind, sr.At = KindSemantic, "2026-09-21T09:14:03.512Z"
	want = append(want, Record{Line: line, Kind: KindSemantic, Semantic: &sr})

	got, err := Read(bytes.NewReader(buf.Bytes()), "written.jsonl")
	if err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	wantHeader := RunHeader{Kind: KindRun, Spec: SpecVersion, Started: "2026-09-21T09:14:03.512Z", Tool: DefaultTool, OrderSpec: Int(OrderSpec),
		Flow: "login", Model: "jev-embedded", Start: "http://127.0.0.1:8080/login"}
	if !reflect.DeepEqual(got.Header, wantHeader) || !reflect.DeepEqual(w.Header(), wantHeader) {
		t.Fatalf("header = %+v, want %+v", got.Header, wantHeader)
	}
	if len(got.Records) != len(want) {
		t.Fatalf("%d records, want %d", len(got.Records), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(got.Records[i], want[i]) {
			t.Errorf("record %d:\n got %+v\nwant %+v", i, got.Records[i], want[i])
		}
	}
	for i, l := range strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n") {
		if !strings.HasPrefix(l, `{"kind":"`) {
			t.Errorf("line %d does not start with kind: %.60s", i+1, l)
		}
	}
}

func TestWriterMasking(t *testing.T) {
	var buf bytes.Buffer
	w, err := NewWriter(&buf, RunHeader{Flow: "masking"}, fixedClock, WithSecrets("hunter2-secret"))
	if err != nil {
		t.Fatal(err)
	}
	pw := Candidate{CID: "f0:c2", Role: "textbox", Name: "Password", FP: "textbox|password", Type: "password", Value: "typed-pass", Frame: 0, Rank: 1}
	email := Candidate{CID: "f0:c1", Role: "textbox", Name: "Email", FP: "textbox|email", Type: "email", Value: "ada@example.com", Rank: 0}
	note := Candidate{CID: "f0:c3", Role: "textbox", Name: "Note", FP: "textbox|note", Value: "my key is hunter2-secret ok", Rank: 2}
	cands := []Candidate{email, pw, note}
	steps := []Step{
		{Intent: "type the password", Action: &StepAction{Type: "fill", Value: "correct horse"}, Candidates: cands, Decision: StepDecision{Choice: "f0:c2", Confidence: 0.95}},
		{Intent: "type the env password", Action: &StepAction{Type: "fill", Value: "s3cr3t!", ValueFromEnv: "JEV_PASSWORD"}, Candidates: cands, Decision: StepDecision{Choice: "f0:c2", Confidence: 0.95}},
		{Intent: "type a reference", Action: &StepAction{Type: "fill", Value: "${JEV_USER}"}, Candidates: cands, Decision: StepDecision{Choice: "f0:c1", Confidence: 0.95}},
		{Intent: "type the email", Action: &StepAction{Type: "fill", Value: "ada@example.com"}, Candidates: cands, Decision: StepDecision{Choice: "f0:c1", Confidence: 0.95}},
	}
	for i, s := range steps {
		if n, err := w.WriteStep(s); err != nil || n != i+1 {
			t.Fatalf("WriteStep %d = %d, %v", i, n, err)
		}
	}
	if err := w.WriteAction(ActionRecord{Tool: "fill_form", Request: map[string]any{
		"selector": "#card", "value": "4111 1111 1111 1111",
		"fields": []any{map[string]any{"selector": "#cvc", "value": "123"}, map[string]any{"selector": "#user", "value": "${JEV_USER}"}},
	}, Result: map[string]any{"ok": true}}); err != nil {
		t.Fatal(err)
	}
	if err := w.WriteAction(ActionRecord{Tool: "read_js", Request: map[string]any{"expression": "document.cookie"}, Result: map[string]any{"error": "Error: hunter2-secret leaked"}}); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, never := range []string{"correct horse", "typed-pass", "s3cr3t!", "hunter2-secret", "4111 1111", `"123"`, "document.cookie"} {
		if strings.Contains(out, never) {
			t.Errorf("trace contains %q:\n%s", never, out)
		}
	}
	tr, err := Read(strings.NewReader(out), "masked.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	st := tr.Steps()
	if a := st[0].Action; a.Value != "<13 chars>" || !a.Masked || a.ValueFromEnv != "" {
		t.Errorf("password action = %+v", a)
	}
	if a := st[1].Action; a.Value != "" || a.ValueFromEnv != "JEV_PASSWORD" || a.Masked {
		t.Errorf("env action = %+v", a)
	}
	if a := st[2].Action; a.Value != "" || a.ValueFromEnv != "JEV_USER" {
		t.Errorf("${} action = %+v", a)
	}
	if a := st[3].Action; a.Value != "ada@example.com" || a.Masked {
		t.Errorf("literal action = %+v", a)
	}
	for _, s := range st {
		if v := s.Candidates[1].Value; v != "" {
			t.Errorf("step %d password candidate value = %q", s.Step, v)
		}
		if v := s.Candidates[2].Value; v != "my key is <14 chars> ok" {
			t.Errorf("step %d secret not masked: %q", s.Step, v)
		}
	}
	acts := tr.Actions()
	req := acts[0].Request
	f := req["fields"].([]any)
	if req["value"] != "<19 chars>" || req["selector"] != "#card" || f[0].(map[string]any)["value"] != "<3 chars>" ||
		f[0].(map[string]any)["selector"] != "#cvc" || f[1].(map[string]any)["value"] != "${JEV_USER}" {
		t.Errorf("fill_form request = %v", req)
	}
	if acts[1].Request["expression"] != "<15 chars>" || acts[1].Result["error"] != "Error: <14 chars> leaked" {
		t.Errorf("read_js = %+v", acts[1])
	}
	if acts[0].At != "2026-09-21T09:14:03.512Z" {
		t.Errorf("at = %q", acts[0].At)
	}
}

func TestMask(t *testing.T) {
	for in, want := range map[string]string{"": "<0 chars>", "abc": "<3 chars>", "héllo": "<5 chars>", "パスワード": "<5 chars>"} {
		if got := Mask(in); got != want {
			t.Errorf("Mask(%q) = %q, want %q", in, got, want)
		}
		if !IsMasked(Mask(in)) {
			t.Errorf("IsMasked(Mask(%q)) = false", in)
		}
	}
	if IsMasked("<3 chars") || IsMasked("abc") {
		t.Error("IsMasked accepts unmasked values")
	}
	if n, ok := envRef("${JEV_PASSWORD}"); !ok || n != "JEV_PASSWORD" {
		t.Errorf("envRef = %q, %v", n, ok)
	}
	if _, ok := envRef("x${A}"); ok {
		t.Error("envRef accepts an embedded reference")
	}
}

func TestWriterRejectsInvalid(t *testing.T) {
	var buf bytes.Buffer
	w, err := NewWriter(&buf, RunHeader{}, fixedClock)
	if err != nil {
		t.Fatal(err)
	}
	before := buf.Len()
	_, err = w.WriteStep(Step{Candidates: []Candidate{{CID: "f0:c1", FP: "button|go"}}, Decision: StepDecision{Choice: "f0:c9", Confidence: 0.9}})
	if !errors.Is(err, ErrInvalidRecord) {
		t.Fatalf("bad choice: %v", err)
	}
	if err := w.WriteSemantic(SemanticRecord{Op: "guess", Result: SemanticResult{Status: semantic.StatusPassed}}); !errors.Is(err, ErrInvalidRecord) {
		t.Fatalf("bad op: %v", err)
	}
	if err := w.WriteAction(ActionRecord{}); !errors.Is(err, ErrInvalidRecord) {
		t.Fatalf("no tool: %v", err)
	}
	if buf.Len() != before {
		t.Fatalf("invalid records were written: %q", buf.String()[before:])
	}
	if _, err := NewWriter(&buf, RunHeader{}, WithSecrets("ab")); !errors.Is(err, ErrShortSecret) {
		t.Fatalf("short secret: %v", err)
	}
}

type failingWriter struct{ n int }

func (f *failingWriter) Write(p []byte) (int, error) {
	if f.n == 0 {
		return 0, errors.New("disk full")
	}
	f.n--
	return len(p), nil
}

func TestWriterStickyError(t *testing.T) {
	w, err := NewWriter(&failingWriter{n: 1}, RunHeader{})
	if err != nil {
		t.Fatal(err)
	}
	e1 := w.WriteAction(ActionRecord{Tool: "goto"})
	e2 := w.WriteAction(ActionRecord{Tool: "goto"})
	if e1 == nil || e1 != e2 || !strings.Contains(e1.Error(), "disk full") {
		t.Fatalf("errors = %v, %v", e1, e2)
	}
}

func TestWriterConcurrent(t *testing.T) {
	var buf bytes.Buffer
	w, err := NewWriter(&buf, RunHeader{Flow: "parallel"}, fixedClock)
	if err != nil {
		t.Fatal(err)
	}
	const n = 50
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(2)
		go func() {
			defer wg.Done()
			if _, err := w.WriteStep(Step{Intent: "click", Decision: StepDecision{Choice: "none"}}); err != nil {
				t.Error(err)
			}
		}()
		go func() {
			defer wg.Done()
			if err := w.WriteAction(ActionRecord{Tool: "press_key", Request: map[string]any{"key": "Enter"}}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	tr, err := Read(&buf, "parallel.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for _, s := range tr.Steps() {
		seen[s.Step] = true
	}
	if len(tr.Steps()) != n || len(tr.Actions()) != n || len(seen) != n || !seen[1] || !seen[n] {
		t.Fatalf("steps %d (distinct %d), actions %d", len(tr.Steps()), len(seen), len(tr.Actions()))
	}
}
