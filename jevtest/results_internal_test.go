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

// Same-named tests of two packages get two trace files (and results
// folders): the name starts with the package, relative to its module. A
// trace file named by the test alone was overwritten by the other
// package's test when both recorded into one JEV_TRACE_DIR.
func TestTraceNamesDifferByPackage(t *testing.T) {
	const mod = "github.com/jevtest/jev"
	for _, c := range []struct{ pkg, want string }{
		{mod + "/cmd/jev", "cmd_jev-TestLogin_ok"},
		{mod + "/flow", "flow-TestLogin_ok"},
		{mod, "jev-TestLogin_ok"},
		{"github.com/jevtest/jevextra/flow", "github.com_jevtest_jevextra_flow-TestLogin_ok"}, // another module: its whole path
	} {
		if got := packageTestName(c.pkg, mod, "TestLogin/ok"); got != c.want {
			t.Errorf("packageTestName(%q) = %q, want %q", c.pkg, got, c.want)
		}
	}
}
