package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// --min-confidence -0 is the valid threshold 0: it is printed "0.00",
// never "-0.00", by compare and assert.
func TestNegativeZeroThresholdPrintsZero(t *testing.T) {
	localEnv(t)
	dir := t.TempDir()
	page := filepath.Join(dir, "plan.html")
	if err := os.WriteFile(page, []byte(`<!doctype html><title>Plan</title><p id=plan>Pro (yearly)</p>`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"compare", "--actual-text", "Pro", "--expected", "Free", "--min-confidence", "-0"},
		{"assert", "--url", "file://" + page, "--selector", "#plan", "--expected", "Pro (yearly)", "--min-confidence", "-0", "--min-source-confidence", "-0"},
	} {
		code, out, errOut := jev(t, args...)
		if code != 0 || strings.Contains(out, "-0.00") || !strings.Contains(out, "threshold 0.00") {
			t.Errorf("%s: exit %d stdout %q stderr %q; want threshold 0.00 and no -0.00", args[0], code, out, errOut)
		}
	}
}

// A file: address is a page like any other (it is read); one that does
// not exist is exit 1 naming the address and the driver's reason.
func TestFileURLIsReadOrNamed(t *testing.T) {
	localEnv(t)
	missing := "file://" + filepath.Join(t.TempDir(), "missing.html")
	code, out, errOut := jev(t, "assert", "--url", missing, "--selector", "#plan", "--expected", "Pro")
	if code != 1 || out != "" || !strings.Contains(errOut, missing) || !strings.Contains(errOut, "ERR_FILE_NOT_FOUND") {
		t.Errorf("exit %d stdout %q stderr %q; want exit 1 naming %s and ERR_FILE_NOT_FOUND", code, out, errOut, missing)
	}
}

// A calibrate glob that matches no file says so and exits 2.
func TestCalibrateGlobMatchingNothing(t *testing.T) {
	localEnv(t)
	glob := filepath.Join(t.TempDir(), "*.yaml")
	code, out, errOut := jev(t, "calibrate", glob)
	if code != 2 || out != "" || !strings.Contains(errOut, glob+": unreadable fixture: file does not exist: no file matches") ||
		!strings.Contains(errOut, "no fixture could be loaded") {
		t.Errorf("exit %d stdout %q stderr %q; want exit 2 saying no file matches %s", code, out, errOut, glob)
	}
}
