package semantic

import "testing"

func TestFingerprint(t *testing.T) {
	cases := map[[2]string]string{
		{"button", "Sign in"}:             "button|sign in",
		{" Button ", "  Sign\n\tIN  "}:    "button|sign in",
		{"  Button ", "  Sign \n\t IN  "}: "button|sign in",
		{"link", "STRASSE"}:               "link|strasse",
		{"link", "Straße"}:                "link|strasse",
		{"textbox", "E-Mail-Adresse"}:     "textbox|e-mail-adresse",
		{"button", "ΣΊΣΥΦΟΣ"}:             "button|σίσυφοσ",
		{"menuitem", "Xóa   tài khoản"}:   "menuitem|xóa tài khoản",
		{"button", "ログイン"}:                "button|ログイン",
		{"textbox", ""}:                   "textbox|",
		{"", ""}:                          "|",
	}
	for in, want := range cases {
		if got := Fingerprint(in[0], in[1]); got != want {
			t.Errorf("Fingerprint(%q, %q) = %q, want %q", in[0], in[1], got, want)
		}
	}
}
