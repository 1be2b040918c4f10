package semantic

import "testing"

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{
		"":                       "",
		" \t\n ":                 "",
		"  Pro\u00a0(yearly)\n ": "Pro (yearly)",
		"ﬁnal":                   "final",
		"①":                      "1",
		"Ｐｒｏ":                    "Pro",
		"e\u0301":                "\u00e9",
		"a\u3000\u2003b":         "a b",
		"\xf5\u00a8":             "\ufffd \u0308",
		"x\xffy":                 "x\ufffdy",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
	if EqualNormalized("Pro", "pro") {
		t.Error("Normalize must not fold case")
	}
}

func TestFold(t *testing.T) {
	for _, tc := range [][2]string{
		{"STRASSE", "straße"},
		{"PRO  Plan", "pro plan"},
		{"ꭳ", "Ꭳ"}, // Cherokee: x/text swaps case; Fold must not
		{"ᏸ", "Ᏸ"},
	} {
		if Fold(tc[0]) != Fold(tc[1]) {
			t.Errorf("Fold(%q) = %q, Fold(%q) = %q", tc[0], Fold(tc[0]), tc[1], Fold(tc[1]))
		}
		if f := Fold(tc[0]); Fold(f) != f {
			t.Errorf("Fold not idempotent on %q", tc[0])
		}
	}
	if Fold("Pro") == Fold("Free") {
		t.Error("different words fold equal")
	}
}
