package replay_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"
)

// exportedAPI lists the package's exported names as go doc shows them:
// top-level funcs, types, consts and vars, and the exported methods of
// exported types ("Type.Method"); struct fields are not counted.
func exportedAPI(t *testing.T, dir string) []string {
	t.Helper()
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, d := range f.Decls {
				names = append(names, declNames(d)...)
			}
		}
	}
	sort.Strings(names)
	return names
}

func declNames(d ast.Decl) []string {
	var out []string
	switch d := d.(type) {
	case *ast.FuncDecl:
		if !d.Name.IsExported() {
			return nil
		}
		if d.Recv == nil {
			return []string{d.Name.Name}
		}
		typ := d.Recv.List[0].Type
		if s, ok := typ.(*ast.StarExpr); ok {
			typ = s.X
		}
		if id, ok := typ.(*ast.Ident); ok && id.IsExported() {
			out = append(out, id.Name+"."+d.Name.Name)
		}
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				if s.Name.IsExported() {
					out = append(out, s.Name.Name)
				}
			case *ast.ValueSpec:
				for _, n := range s.Names {
					if n.IsExported() {
						out = append(out, n.Name)
					}
				}
			}
		}
	}
	return out
}

// replayAPISize pins the engine's exported surface (issue: fewer than 100
// names, each used by a caller or documented as an extension point). A
// change to it is deliberate: update the figure and docs/trace-format.md.
const replayAPISize = 86

func TestReplayAPISize(t *testing.T) {
	names := exportedAPI(t, ".")
	if len(names) != replayAPISize || len(names) >= 100 {
		t.Fatalf("package replay exports %d names, pinned at %d (must stay < 100):\n%s", len(names), replayAPISize, strings.Join(names, "\n"))
	}
}

// TestNoTestFrameworkInTheBinary: the jev command replays traces through
// this package without linking Ginkgo, Gomega or package testing (the
// runners that need them live in replay/replaytest and replay/replayginkgo).
func TestNoTestFrameworkInTheBinary(t *testing.T) {
	for _, pkg := range []string{"github.com/jevtest/jev/replay", "github.com/jevtest/jev/cmd/jev"} {
		out, err := exec.Command("go", "list", "-deps", pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		if !strings.Contains(string(out), "github.com/playwright-community/playwright-go\n") {
			t.Fatalf("go list -deps %s does not list playwright-go: the listing is not what this test expects:\n%s", pkg, out)
		}
		for _, d := range strings.Fields(string(out)) {
			if strings.Contains(d, "ginkgo") || strings.Contains(d, "gomega") || d == "testing" {
				t.Errorf("%s depends on %s", pkg, d)
			}
		}
	}
}
