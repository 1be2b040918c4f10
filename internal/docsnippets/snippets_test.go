package docsnippets

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// snippet is one ```go block of a Markdown file.
type snippet struct {
	file string // relative to the repository root
	line int    // of the opening fence
	code string
}

// goBlocks returns the blocks fenced exactly "```go" in the file at path.
func goBlocks(t *testing.T, root, rel string) []snippet {
	t.Helper()
	f, err := os.Open(filepath.Join(root, rel))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []snippet
	var cur *snippet
	var b strings.Builder
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case cur == nil && strings.TrimSpace(line) == "```go":
			cur = &snippet{file: rel, line: n}
			b.Reset()
		case cur != nil && strings.TrimSpace(line) == "```":
			cur.code = b.String()
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			b.WriteString(line + "\n")
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

var packageClause = regexp.MustCompile(`(?m)^package (\w+)`)

// TestDocSnippetsCompileOutsideTheModule writes each snippet into a package
// of a temporary module that replaces github.com/jevtest/jev with this
// repository, then runs go vet (which type-checks, test files included).
func TestDocSnippetsCompileOutsideTheModule(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	docs, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	files := []string{"README.md"}
	for _, d := range docs {
		files = append(files, filepath.Join("docs", filepath.Base(d)))
	}
	mod := t.TempDir()
	var snippets []snippet
	for _, f := range files {
		snippets = append(snippets, goBlocks(t, root, f)...)
	}
	if len(snippets) == 0 {
		t.Fatal("no ```go block found: the test would check nothing")
	}
	for i, s := range snippets {
		m := packageClause.FindStringSubmatch(s.code)
		if m == nil {
			t.Errorf("%s:%d: a ```go block has no package clause; make it a complete file or fence it ```go fragment", s.file, s.line)
			continue
		}
		name := "snippet.go"
		if strings.HasSuffix(m[1], "_test") || strings.Contains(s.code, "*testing.T") {
			name = "snippet_test.go"
		}
		dir := filepath.Join(mod, fmt.Sprintf("s%02d", i))
		header := fmt.Sprintf("// From %s:%d.\n\n", s.file, s.line)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(header+s.code), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gomod := "module example.com/docsnippets\n\ngo 1.26\n\nrequire github.com/jevtest/jev v0.0.0\n\nreplace github.com/jevtest/jev => " + root + "\n"
	if err := os.WriteFile(filepath.Join(mod, "go.mod"), []byte(gomod), 0o644); err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(mod, "go.sum"), sum, 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, mod, "mod", "tidy")
	run(t, mod, "vet", "./...")
}

func run(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
}
