package semantic

import (
	"os"
	"strings"
	"testing"
)

// jsonBlockAfter returns the first ```json block after heading in doc.
func jsonBlockAfter(t *testing.T, doc, heading string) string {
	t.Helper()
	i := strings.Index(doc, heading)
	if i < 0 {
		t.Fatalf("heading %q not in the protocol doc", heading)
	}
	rest := doc[i:]
	start := strings.Index(rest, "```json\n")
	if start < 0 {
		t.Fatalf("no json block after %q", heading)
	}
	rest = rest[start+len("```json\n"):]
	return rest[:strings.Index(rest, "```")]
}

// TestProtocolDocExamples keeps docs/decision-protocol.md honest: its request
// and answer examples decode strictly and the answer validates against the
// request.
func TestProtocolDocExamples(t *testing.T) {
	b, err := os.ReadFile("../docs/decision-protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	req, err := DecodeRequest([]byte(jsonBlockAfter(t, doc, "## 2. Request")))
	if err != nil {
		t.Fatalf("request example: %v", err)
	}
	a, err := DecodeAnswer([]byte(jsonBlockAfter(t, doc, "## 3. Answer")))
	if err != nil {
		t.Fatalf("answer example: %v", err)
	}
	ds, err := ValidateAnswer(req, a)
	if err != nil {
		t.Fatalf("answer example does not validate: %v", err)
	}
	if len(ds) != 2 || ds[0].Choice != "t0_4" || ds[1].Choice != ChoiceEquivalent || ds[0].Model != a.Model {
		t.Fatalf("decisions %+v", ds)
	}
	for _, want := range []string{"POST {base}/v1/decide", `{"error":{"class":"configuration","message":"..."}}`, "Retry-After", "stdin", "stdout", "stderr"} {
		if !strings.Contains(doc, want) {
			t.Errorf("protocol doc lost %q", want)
		}
	}
}
