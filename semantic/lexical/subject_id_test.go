package lexical

import "testing"

// TestSubjectIDCovered: an identifier of a subject both sides name is not
// extra content of the page.
func TestSubjectIDCovered(t *testing.T) {
	for _, tc := range [][2]string{
		{"Build #482 passed", "The build succeeds"},
		{"Invoice INV-2041 · Paid", "the invoice is paid"},
	} {
		if _, eq := subjectOutcome(tc[0], "", tc[1]); eq < 0.8 {
			t.Errorf("%q vs %q: P(equivalent) %.2f, want at least 0.8", tc[0], tc[1], eq)
		}
	}
}

// TestSubjectIDNearMisses: a number that is a count, an identifier after
// a word the expectation does not name, or an expectation that states its
// own identifier or count is never covered by the rule.
func TestSubjectIDNearMisses(t *testing.T) {
	for _, tc := range [][2]string{
		{"Build #482 passed", "482 tests passed"},
		{"Build 482 passed", "The build succeeds"},
		{"Build #482 passed", "build 481 passed"},
		{"Build #482 passed", "the deploy succeeds"},
		{"Build #482 failed", "The build succeeds"},
	} {
		a, e := analyzeAt(tc[0], corpus4Clock()), analyzeAt(tc[1], corpus4Clock())
		if _, eq := subjectOutcome(tc[0], "", tc[1]); eq >= 0.5 {
			t.Errorf("%q vs %q: P(equivalent) %.2f, want below 0.5", tc[0], tc[1], eq)
		}
		for _, v := range a.values {
			if tc[1] != "The build succeeds" && subjectID(v, &a, &e) {
				t.Errorf("%q vs %q: %v read as an identifier of the subject", tc[0], tc[1], v)
			}
		}
	}
}

// TestSubjectIDWeighsNothing: covering the identifier must not outweigh
// a status the page adds ("Returned").
func TestSubjectIDWeighsNothing(t *testing.T) {
	if _, eq := subjectOutcome("Order #1042 · Shipped · Returned", "", "the order has shipped"); eq >= 0.5 {
		t.Errorf("P(equivalent) %.2f, want below 0.5", eq)
	}
}
