package jevtest_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/jevtest"
)

var pngMagic = []byte("\x89PNG\r\n\x1a\n")

func TestScreenshotWritesAPNGUnderTheTestsArtifactDir(t *testing.T) {
	srv := newSite()
	t.Cleanup(srv.Close)
	s := jevtest.New(t)
	s.Goto(srv.URL + "/page/shot")
	dir := s.ArtifactDir()
	if dir != t.ArtifactDir() {
		t.Fatalf("ArtifactDir = %q, want t.ArtifactDir() %q", dir, t.ArtifactDir())
	}
	for name, file := range map[string]string{
		"after login": "after_login.png",
		"cart.png":    "cart.png",
		"../escape":   "escape.png",
	} {
		path := s.Screenshot(name)
		if want := filepath.Join(dir, file); path != want {
			t.Errorf("Screenshot(%q) = %q, want %q", name, path, want)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("Screenshot(%q): %v", name, err)
		}
		if !bytes.HasPrefix(data, pngMagic) {
			t.Errorf("Screenshot(%q) wrote %d bytes that are not a PNG", name, len(data))
		}
	}
}

// A testing.TB that is not *testing.T (Ginkgo's GinkgoTB) gets a stable
// per-test directory under os.TempDir()/jev-artifacts.
func TestArtifactDirFallbackForOtherTB(t *testing.T) {
	name := "Checkout flow/shows the total"
	tb := &recordingTB{TB: t, name: name}
	var dir, shot string
	srv := newSite()
	t.Cleanup(srv.Close)
	tb.call(func() {
		s := jevtest.New(tb)
		s.Goto(srv.URL + "/page/fallback")
		dir = s.ArtifactDir()
		if again := s.ArtifactDir(); again != dir {
			tb.Errorf("second ArtifactDir = %q, want %q", again, dir)
		}
		shot = s.Screenshot("total")
	})
	tb.runCleanups()
	want := filepath.Join(os.TempDir(), "jev-artifacts", "Checkout_flow_shows_the_total")
	t.Cleanup(func() { os.RemoveAll(want) })
	if f := append(tb.fatalMessages(), tb.errorMessages()...); len(f) != 0 {
		t.Fatalf("session failed: %q", f)
	}
	if dir != want {
		t.Errorf("ArtifactDir = %q, want %q", dir, want)
	}
	if shot != filepath.Join(want, "total.png") {
		t.Errorf("Screenshot = %q", shot)
	}
	if _, err := os.Stat(shot); err != nil {
		t.Errorf("screenshot not kept after the session: %v", err)
	}
}

func TestSanitizeName(t *testing.T) {
	long := strings.Repeat("a", 200)
	for in, want := range map[string]string{
		"TestX/sub_test#01":             "TestX_sub_test_01",
		"Describe: it works (fast)":     "Describe_it_works_fast",
		"../../etc/passwd":              "etc_passwd",
		"..":                            "test",
		"":                              "test",
		"     ":                         "test",
		"état/über":                     "tat_ber",
		"v1.2-rc":                       "v1.2-rc",
		long:                            strings.Repeat("a", 120),
		"__init__":                      "init",
		strings.Repeat("a", 119) + "/b": strings.Repeat("a", 119),
	} {
		if got := jevtest.SanitizeName(in); got != want {
			t.Errorf("SanitizeName(%q) = %q, want %q", in, got, want)
		}
	}
}
