package jevtest_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A Chromium that cannot start fails the test through t.Fatalf with the
// underlying error and the fix; the shared browser remembers the failure, so
// the next test fails with the same error.
func TestNewFailsWhenTheBrowserCannotStart(t *testing.T) {
	fake := filepath.Join(t.TempDir(), "chrome")
	if err := os.WriteFile(fake, []byte("#!/bin/sh\necho 'chrome: cannot open display' >&2\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	res := runHelperProcess(t, "launch-failure", "JEV_CHROMIUM="+fake, "JEV_BROWSER_WS=", "JEV_CDP_URL=")
	if len(res.Fatals) != 2 {
		t.Fatalf("fatals = %q, want one per New call (2)", res.Fatals)
	}
	msg := res.Fatals[0]
	for _, want := range []string{
		"jevtest: jev: browser could not start: launch " + fake,
		"fix: go run github.com/jevtest/jev/cmd/jev install",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("fatal message %q does not contain %q", msg, want)
		}
	}
	if res.Fatals[1] != msg {
		t.Errorf("second New failed with %q, want the remembered %q", res.Fatals[1], msg)
	}
}
