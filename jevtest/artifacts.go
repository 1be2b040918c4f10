package jevtest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"
)

// ArtifactDir returns the directory this session writes screenshots and
// other evidence to. For *testing.T, *testing.B and *testing.F it is
// t.ArtifactDir() (kept under the -artifacts output directory when go test
// is run with -artifacts, a temporary directory otherwise). For any other
// testing.TB (Ginkgo's GinkgoTB) it is os.TempDir()/jev-artifacts/<test name>
// with the name reduced to a safe file name; that directory is kept after
// the test. The directory exists when ArtifactDir returns.
func (s *Session) ArtifactDir() string {
	s.t.Helper()
	dir, err := s.artifactDirErr()
	if err != nil {
		s.t.Fatalf("jevtest: artifact dir: %v", err)
	}
	return dir
}

// artifactDirErr is ArtifactDir returning the error instead of failing the
// test (testing.T's own ArtifactDir still fails it on error).
func (s *Session) artifactDirErr() (string, error) {
	s.artifactOnce.Do(func() {
		switch t := s.t.(type) {
		case *testing.T, *testing.B, *testing.F:
			s.artifactDir = t.ArtifactDir()
		default:
			dir := filepath.Join(os.TempDir(), "jev-artifacts", SanitizeName(s.t.Name()))
			if err := os.MkdirAll(dir, 0o755); err != nil {
				s.artifactErr = err
				return
			}
			s.artifactDir = dir
		}
	})
	return s.artifactDir, s.artifactErr
}

// Screenshot writes a full-page PNG of the session's page to
// ArtifactDir()/<name>.png (name reduced to a safe file name; ".png" is
// added unless present) and returns its path. An empty name or a page that
// cannot be captured fails the test.
func (s *Session) Screenshot(name string) string {
	s.t.Helper()
	base := strings.TrimSuffix(name, ".png")
	if strings.TrimSpace(base) == "" {
		s.t.Fatalf("jevtest: Screenshot: empty name %q; give the file a name such as \"after-login\"", name)
		return ""
	}
	path := filepath.Join(s.ArtifactDir(), SanitizeName(base)+".png")
	if _, err := s.page.Screenshot(playwright.PageScreenshotOptions{Path: &path, FullPage: playwright.Bool(true)}); err != nil {
		s.t.Fatalf("jevtest: Screenshot %s: %v", path, err)
		return ""
	}
	return path
}

// maxNameLen caps a sanitised name so that paths stay well under file-system
// limits.
const maxNameLen = 120

// SanitizeName turns a test or artifact name into a safe single path
// element: letters, digits, '.', '-' and '_' are kept, every other run of
// characters (including '/' of subtests) becomes one '_', leading dots and
// underscores are dropped and the result is capped at 120 bytes. A name with
// nothing left becomes "test".
func SanitizeName(name string) string {
	var b strings.Builder
	underscore := false
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '-':
			b.WriteRune(r)
			underscore = false
		default:
			if !underscore {
				b.WriteByte('_')
				underscore = true
			}
		}
	}
	s := strings.TrimLeft(b.String(), "._")
	if len(s) > maxNameLen {
		s = s[:maxNameLen]
	}
	s = strings.TrimRight(s, "_")
	if s == "" {
		return "test"
	}
	return s
}
