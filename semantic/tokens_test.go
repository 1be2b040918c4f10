package semantic

import (
	"strings"
	"testing"
)

func TestEstimateTokens(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want int
	}{
		{"", 0},
		{"a", 1},
		{"abcd", 1},
		{"abcde", 2},
		{"Professional annual subscription", 8}, // 32 bytes → 8; 3 words
		{`{"a":1}`, 7},                          // 7 bytes → 2; floor: { " a " : 1 } = 7
		{"a b c d e f", 6},                      // 11 bytes → 3; 6 words
		{"$1,240.00", 6},                        // 9 bytes → 3; floor: $ 1 , 240 . 00 = 6
		{"Straße", 2},                           // 7 bytes → 2; 1 word
		{"日本語のテキスト", 6},                         // 24 bytes → 6; one run of letters
		{strings.Repeat("word ", 100), 125},     // 500 bytes → 125; 100 words
	} {
		if got := EstimateTokens(tc.s); got != tc.want {
			t.Errorf("EstimateTokens(%q) = %d, want %d", tc.s, got, tc.want)
		}
	}
}
