package lexical

import "testing"

// TestExtraClauseUnknownStatus: a verb form the lexicon does not know in
// another clause ("Returned") is a status that may change the claim; it
// is not diluted away as extra information.
func TestExtraClauseUnknownStatus(t *testing.T) {
	for _, tc := range [][2]string{
		{"Order · Shipped · Returned", "the order has shipped"},
		{"Parcel · Delivered · Reclaimed", "the parcel was delivered"},
	} {
		if _, eq := subjectOutcome(tc[0], "", tc[1]); eq >= 0.5 {
			t.Errorf("%q vs %q: P(equivalent) %.2f, want below 0.5", tc[0], tc[1], eq)
		}
	}
}
