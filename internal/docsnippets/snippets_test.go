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

// copyable are the example folders a user copies into a module of their
// own: they must build there, against the public API only.
// (examples/realapps keeps its app installer in internal packages of its
// own and is not meant to be copied whole.)
var copyable = []string{"examples/ginkgo", "examples/gotest", "examples/flows"}

// TestDocSnippetsCompileOutsideTheModule writes each snippet into a package
// of a temporary module that replaces github.com/jevtest/jev with this
// repository, copies the copyable example folders beside them, then runs
// go vet (which type-checks, test files included) offline.
func TestDocSnippetsCompileOutsideTheModule(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	mod := t.TempDir()
	writeSnippets(t, root, mod)
	for _, dir := range copyable {
		copyGoFiles(t, filepath.Join(root, dir), filepath.Join(mod, dir))
	}
	gomod := "module example.com/docsnippets\n\ngo 1.26\n\n" + requires(t, root) +
		"require github.com/jevtest/jev v0.0.0\n\nreplace github.com/jevtest/jev => " + root + "\n"
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

// requires are the require blocks of the repository's go.mod. The
// temporary module starts from them so that its build list selects the
// versions this repository's does, the ones `go mod download all` in the
// repository puts in the module cache (with only the jev requirement,
// tidy would select older versions of the dependencies' test
// dependencies, such as testify, that no build here ever fetched).
func requires(t *testing.T, root string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	in := false
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "require ("):
			in = true
		case in && strings.TrimSpace(line) == ")":
			in = false
			b.WriteString(")\n\n")
			continue
		case !in && strings.HasPrefix(line, "require "):
			b.WriteString(line + "\n\n")
		}
		if in {
			b.WriteString(line + "\n")
		}
	}
	if b.Len() == 0 {
		t.Fatal("go.mod has no require block")
	}
	return b.String()
}

// writeSnippets writes every ```go block of README.md and docs/*.md into a
// package of its own under mod.
func writeSnippets(t *testing.T, root, mod string) {
	t.Helper()
	docs, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	files := []string{"README.md"}
	for _, d := range docs {
		files = append(files, filepath.Join("docs", filepath.Base(d)))
	}
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
}

// copyGoFiles copies the .go files of folder src (not its subfolders) to
// dst, failing when there are none.
func copyGoFiles(t *testing.T, src, dst string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(src, "*.go"))
	if len(files) == 0 {
		t.Fatalf("%s has no Go file: the test would check nothing there", src)
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, filepath.Base(f)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// run runs the go command in dir offline (GOPROXY=off: every dependency
// comes from the module cache that building this repository filled).
func run(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s in %s: %v\n%s\n(offline: a dependency missing from the module cache is fetched by `go mod download all` in the repository, which `make test` runs)", strings.Join(args, " "), dir, err, out)
	}
}
