// Package apisize counts a package's exported names the way go doc shows
// them, so tests can pin the size of a package's public surface.
package apisize

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"sort"
	"strings"
)

// Exported lists the exported names of the Go package in dir (test files
// excluded): top-level funcs, types, consts and vars, and the exported
// methods of exported types ("Type.Method"); struct fields are not counted.
// The names come back sorted.
func Exported(dir string) ([]string, error) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		return nil, err
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
	return names, nil
}

func declNames(d ast.Decl) []string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return funcName(d)
	case *ast.GenDecl:
		return genNames(d)
	}
	return nil
}

func funcName(d *ast.FuncDecl) []string {
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
		return []string{id.Name + "." + d.Name.Name}
	}
	return nil
}

func genNames(d *ast.GenDecl) []string {
	var out []string
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
	return out
}
