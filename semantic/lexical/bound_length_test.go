package lexical

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// A text over the length bound is inconclusive, never a pass, even when it
// states the expected value word for word; the reason names the length.
func TestOverLengthIsInconclusive(t *testing.T) {
	expected := "Order #1003 was shipped on Apr 4"
	actual := expected + " · " + longText(maxCompareBytes)
	n := len(actual) + len("Orders") + len(expected)
	r := compareTextsAt(actual, "Orders", expected, corpus4Clock())
	eq, diff, insuf := r.distribution()
	if !(insuf > eq && insuf > diff) {
		t.Fatalf("distribution eq=%v diff=%v insuf=%v, want insufficient evidence", eq, diff, insuf)
	}
	if len(r.reasons) != 1 || !strings.Contains(r.reasons[0], strconv.Itoa(n)+" bytes") {
		t.Fatalf("reasons %q, want one naming the length %d", r.reasons, n)
	}
	req := semantic.Request{Version: semantic.ProtocolVersion,
		Questions: []semantic.Question{semantic.NewComparisonQuestion("q", actual, "Orders", expected)}}
	ans, err := New(WithClock(corpus4Clock)).Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := semantic.ValidateAnswer(req, ans)
	if err != nil {
		t.Fatal(err)
	}
	if ds[0].Choice != semantic.ChoiceInsufficientEvidence {
		t.Fatalf("choice %s %v, want %s", ds[0].Choice, ds[0].Probabilities, semantic.ChoiceInsufficientEvidence)
	}
	if st := semantic.Verdict(ds[0], corpusThreshold); st != semantic.StatusInconclusive {
		t.Fatalf("verdict %s, want inconclusive", st)
	}
	// At the bound the text is read; one byte more is not.
	at := strings.Repeat("a", maxCompareBytes-len(expected))
	if _, over := overLength(at, "", expected); over {
		t.Error("a text at the bound is not read")
	}
	if _, over := overLength(at+"a", "", expected); !over {
		t.Error("a text one byte over the bound is read")
	}
}

// A text of more tokens than value positions hold is inconclusive with the
// reason naming its token count, well under the byte bound.
func TestOverTokensIsInconclusive(t *testing.T) {
	expected := "Order #1003 was shipped on Apr 4"
	actual := expected + " " + strings.Repeat("1 ", 40000)
	if len(actual) > maxCompareBytes {
		t.Fatal("the text is over the byte bound")
	}
	r := compareTextsAt(actual, "Orders", expected, corpus4Clock())
	eq, diff, insuf := r.distribution()
	if !(insuf > eq && insuf > diff) {
		t.Fatalf("distribution eq=%v diff=%v insuf=%v, want insufficient evidence", eq, diff, insuf)
	}
	k := len(tokenize(fold(actual)))
	if len(r.reasons) != 1 || !strings.Contains(r.reasons[0], strconv.Itoa(k)+" tokens") {
		t.Fatalf("reasons %q, want one naming the %d tokens", r.reasons, k)
	}
}
