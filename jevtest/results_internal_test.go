package jevtest

import "testing"

func TestSafeURLDropsCredentials(t *testing.T) {
	for in, want := range map[string]string{
		"http://ada:s3cret@127.0.0.1:8080/plan":       "http://127.0.0.1:8080/plan",
		"http://127.0.0.1/reset?token=abc123&step=2":  "http://127.0.0.1/reset?token=***&step=2",
		"http://127.0.0.1/login?password=pw&user=ada": "http://127.0.0.1/login?password=***&user=ada",
		"http://127.0.0.1/plan?tab=billing#invoices":  "http://127.0.0.1/plan?tab=billing#invoices",
		"about:blank": "about:blank",
	} {
		if got := safeURL(in); got != want {
			t.Errorf("safeURL(%q) = %q, want %q", in, got, want)
		}
	}
}
