package trace

import (
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// A URL's user:password and the values of its credential parameters never
// reach a trace: not in the header's start, a step's url, an action's
// request or error, a semantic record's url or error, nor the end record.
// The rest of the address is kept, so the trace still says where it was.
func TestWriterRedactsURLCredentials(t *testing.T) {
	const secretURL = "http://bob:S3cretPass@127.0.0.1:8080/login?api_key=KEY123SECRET&tab=2"
	const safe = "http://127.0.0.1:8080/login?api_key=***&tab=2"
	var buf strings.Builder
	w, err := NewWriter(&buf, RunHeader{Tool: "jev/test", Start: secretURL})
	if err != nil {
		t.Fatal(err)
	}
	failed := "Error: Frame.Goto " + secretURL + ": net::ERR_CONNECTION_REFUSED at " + secretURL
	if err := w.WriteAction(ActionRecord{Tool: "goto", Request: map[string]any{"url": secretURL}, Result: map[string]any{"error": failed}}); err != nil {
		t.Fatal(err)
	}
	if err := w.WriteSemantic(SemanticRecord{Op: OpCompare, URL: secretURL, Expected: "x", Error: "Timeout: opening " + secretURL,
		Questions: []semantic.Question{}, Decisions: []semantic.Decision{}, Thresholds: Thresholds{MinConfidence: 0.8},
		Result: SemanticResult{Status: semantic.StatusInconclusive}}); err != nil {
		t.Fatal(err)
	}
	if err := w.WriteEnd(EndRecord{Status: "failed", Error: "Goto " + secretURL}); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, leak := range []string{"S3cretPass", "KEY123SECRET", "bob"} {
		if strings.Contains(out, leak) {
			t.Errorf("trace contains %q:\n%s", leak, out)
		}
	}
	tr, err := Read(strings.NewReader(out), "t.jsonl")
	if err != nil {
		t.Fatalf("read back: %v", err)
	}
	if tr.Header.Start != safe {
		t.Errorf("header start = %q, want %q", tr.Header.Start, safe)
	}
	if n := strings.Count(out, safe); n != 7 {
		t.Errorf("the redacted address appears %d times, want 7 (start, request, error ×2, semantic url and error, end):\n%s", n, out)
	}
}
