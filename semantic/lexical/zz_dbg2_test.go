package lexical

import "testing"

func TestZZModal(t *testing.T) {
	for _, s := range []string{"Guests can join", "guests cannot join", "guests can't join", "guests can not join"} {
		a := analyzeAt(s, corpus4Clock())
		t.Logf("%q neg=%d n=%d modal=%v cneg=%v its=%v", s, a.neg, a.nClauses, a.clauseModal[:2], a.clauseNeg[:2], a.its)
	}
}
