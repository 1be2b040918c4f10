package calibration

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"unicode/utf8"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/internal/yamlstrict"
)

// fixtureParser walks the YAML AST so that every problem, including semantic
// ones (unknown truth, duplicate id), is reported with its line.
type fixtureParser struct {
	file string
}

func (p *fixtureParser) fail(node ast.Node, field string, err error) *FixtureError {
	return &FixtureError{File: p.file, Line: lineOf(node), Field: field, Err: err}
}

func lineOf(node ast.Node) int {
	if node == nil {
		return 0
	}
	if tk := node.GetToken(); tk != nil && tk.Position != nil {
		return tk.Position.Line
	}
	return 0
}

// checkUTF8 refuses a fixture that is not UTF-8 (YAML is Unicode text, and
// the parser would turn bad bytes into U+FFFD), naming the line of the
// first bad byte.
func checkUTF8(file string, data []byte) *FixtureError {
	if utf8.Valid(data) {
		return nil
	}
	off := 0
	for off < len(data) {
		r, n := utf8.DecodeRune(data[off:])
		if r == utf8.RuneError && n <= 1 {
			break
		}
		off += n
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	return &FixtureError{File: file, Line: line, Err: fmt.Errorf("%w: invalid UTF-8", ErrSyntax)}
}

// parseFixture parses data as a fixture; pageLine is the line of page: when
// present, for the later existence check.
func parseFixture(file string, data []byte) (f *Fixture, pageLine int, ferr *FixtureError) {
	p := &fixtureParser{file: file}
	body, ferr := p.document(data)
	if ferr != nil {
		return nil, 0, ferr
	}
	top, ferr := p.mapping(body, "", []string{"page", "url", "cases"})
	if ferr != nil {
		return nil, 0, ferr
	}
	f = &Fixture{File: file, Root: filepath.Dir(file)}
	if pageLine, ferr = p.where(f, top, body); ferr != nil {
		return nil, 0, ferr
	}
	if f.Cases, ferr = p.cases(top, body); ferr != nil {
		return nil, 0, ferr
	}
	return f, pageLine, nil
}

// document checks that data is UTF-8 YAML holding exactly one document and
// returns that document's body.
func (p *fixtureParser) document(data []byte) (ast.Node, *FixtureError) {
	data, yerr := yamlstrict.Check(data)
	if yerr != nil {
		return nil, &FixtureError{File: p.file, Line: yerr.Line, Err: fmt.Errorf("%w: %s", ErrSyntax, yerr.Msg)}
	}
	if ferr := checkUTF8(p.file, data); ferr != nil {
		return nil, ferr
	}
	// Duplicate keys are allowed here and reported by mapping, with the
	// field path.
	astFile, err := parser.ParseBytes(data, 0, parser.AllowDuplicateMapKey())
	if err != nil {
		line := 0
		var yerr yaml.Error
		if errors.As(err, &yerr) && yerr.GetToken() != nil && yerr.GetToken().Position != nil {
			line = yerr.GetToken().Position.Line
		}
		msg := err.Error()
		if yerr != nil {
			msg = yerr.GetMessage()
		}
		return nil, &FixtureError{File: p.file, Line: line, Err: fmt.Errorf("%w: %s", ErrSyntax, msg)}
	}
	var bodies []ast.Node
	for _, doc := range astFile.Docs {
		if b := unwrap(doc.Body); b != nil {
			if _, isComment := b.(*ast.CommentGroupNode); !isComment {
				bodies = append(bodies, b)
			}
		}
	}
	if len(bodies) == 0 {
		return nil, &FixtureError{File: p.file, Line: 1, Field: "cases", Err: fmt.Errorf("%w: empty fixture", ErrMissingField)}
	}
	if len(bodies) > 1 {
		return nil, p.fail(bodies[1], "", fmt.Errorf("%w: a fixture is one YAML document", ErrInvalidValue))
	}
	return bodies[0], nil
}

// where reads the fixture's page: or url: (exactly one) into f and returns
// the line of page: (0 without it).
func (p *fixtureParser) where(f *Fixture, top map[string]entry, body ast.Node) (pageLine int, ferr *FixtureError) {
	if n, ok := top["page"]; ok {
		if f.Page, ferr = p.str(n.value, "page"); ferr != nil {
			return 0, ferr
		}
		if err := validatePage(f.Page); err != nil {
			return 0, p.fail(n.value, "page", err)
		}
		f.Page = path.Clean(filepath.ToSlash(f.Page))
		pageLine = n.line
	}
	if n, ok := top["url"]; ok {
		if _, hasPage := top["page"]; hasPage {
			return 0, p.fail(n.key, "url", fmt.Errorf("%w: page and url are exclusive", ErrInvalidValue))
		}
		if f.URL, ferr = p.str(n.value, "url"); ferr != nil {
			return 0, ferr
		}
		if err := validateURL(f.URL); err != nil {
			return 0, p.fail(n.value, "url", err)
		}
	}
	if f.Page == "" && f.URL == "" {
		return 0, p.fail(body, "page", fmt.Errorf("%w: page or url is required", ErrMissingField))
	}
	return pageLine, nil
}

// cases reads the non-empty cases: list, each id used once.
func (p *fixtureParser) cases(top map[string]entry, body ast.Node) ([]Case, *FixtureError) {
	cn, ok := top["cases"]
	if !ok {
		return nil, p.fail(body, "cases", fmt.Errorf("%w: cases is required", ErrMissingField))
	}
	seq, isSeq := unwrap(cn.value).(*ast.SequenceNode)
	if !isSeq {
		if isNull(cn.value) {
			return nil, &FixtureError{File: p.file, Line: cn.line, Field: "cases", Err: fmt.Errorf("%w: cases is empty", ErrMissingField)}
		}
		return nil, p.fail(cn.value, "cases", fmt.Errorf("%w: cases must be a list", ErrInvalidValue))
	}
	if len(seq.Values) == 0 {
		return nil, &FixtureError{File: p.file, Line: cn.line, Field: "cases", Err: fmt.Errorf("%w: cases is empty", ErrMissingField)}
	}
	var cases []Case
	ids := map[string]int{}
	for i, item := range seq.Values {
		c, ferr := p.parseCase(item, fmt.Sprintf("cases[%d]", i))
		if ferr != nil {
			return nil, ferr
		}
		if first, dup := ids[c.ID]; dup {
			return nil, &FixtureError{File: p.file, Line: c.idLine, Field: fmt.Sprintf("cases[%d].id", i),
				Err: fmt.Errorf("%w: %q already used on line %d", ErrDuplicateID, c.ID, first)}
		}
		ids[c.ID] = c.idLine
		cases = append(cases, c.Case)
	}
	return cases, nil
}

type parsedCase struct {
	Case
	idLine int
}

func (p *fixtureParser) parseCase(node ast.Node, field string) (parsedCase, *FixtureError) {
	var c parsedCase
	m, ferr := p.mapping(node, field, []string{"id", "actual", "expected", "truth", "source"})
	if ferr != nil {
		return c, ferr
	}
	c.Line = lineOf(unwrap(node))
	if mn, ok := unwrap(node).(*ast.MappingNode); ok && len(mn.Values) > 0 {
		c.Line = lineOf(mn.Values[0].Key)
	}
	req := func(key string) (entry, *FixtureError) {
		e, ok := m[key]
		if !ok || isNull(e.value) {
			line := c.Line
			if ok {
				line = e.line
			}
			return e, &FixtureError{File: p.file, Line: line, Field: field + "." + key, Err: fmt.Errorf("%w: %s is required", ErrMissingField, key)}
		}
		return e, nil
	}
	e, ferr := req("id")
	if ferr != nil {
		return c, ferr
	}
	if c.ID, ferr = p.nonEmpty(e, field+".id"); ferr != nil {
		return c, ferr
	}
	c.idLine = e.line
	if e, ferr = req("actual"); ferr != nil {
		return c, ferr
	}
	if c.Actual, ferr = p.parseActual(e, field+".actual"); ferr != nil {
		return c, ferr
	}
	if e, ferr = req("expected"); ferr != nil {
		return c, ferr
	}
	if c.Expected, ferr = p.nonEmpty(e, field+".expected"); ferr != nil {
		return c, ferr
	}
	if e, ferr = req("truth"); ferr != nil {
		return c, ferr
	}
	t, ferr := p.str(e.value, field+".truth")
	if ferr != nil {
		return c, ferr
	}
	c.Truth = Truth(t)
	if !c.Truth.Valid() {
		return c, p.fail(e.value, field+".truth", fmt.Errorf("%w: truth must be equivalent or different, got %q", ErrInvalidValue, t))
	}
	if e, ok := m["source"]; ok {
		if c.Source, ferr = p.nonEmpty(e, field+".source"); ferr != nil {
			return c, ferr
		}
		if c.Actual.Description == "" {
			return c, p.fail(e.key, field+".source", fmt.Errorf("%w: source applies to a description actual only", ErrInvalidValue))
		}
	}
	return c, nil
}

func (p *fixtureParser) parseActual(e entry, field string) (Actual, *FixtureError) {
	var a Actual
	m, ferr := p.mapping(e.value, field, []string{"description", "selector", "property", "attribute"})
	if ferr != nil {
		return a, ferr
	}
	d, hasD := m["description"]
	s, hasS := m["selector"]
	switch {
	case hasD && hasS:
		return a, p.fail(s.key, field, fmt.Errorf("%w: description and selector are exclusive", ErrInvalidValue))
	case !hasD && !hasS:
		return a, &FixtureError{File: p.file, Line: e.line, Field: field, Err: fmt.Errorf("%w: actual needs a description or a selector", ErrMissingField)}
	case hasD:
		if a.Description, ferr = p.nonEmpty(d, field+".description"); ferr != nil {
			return a, ferr
		}
		for _, k := range []string{"property", "attribute"} {
			if x, ok := m[k]; ok {
				return a, p.fail(x.key, field+"."+k, fmt.Errorf("%w: %s applies to a selector actual only", ErrInvalidValue, k))
			}
		}
		return a, nil
	}
	if a.Selector, ferr = p.nonEmpty(s, field+".selector"); ferr != nil {
		return a, ferr
	}
	a.Property = compare.PropertyText
	if x, ok := m["property"]; ok {
		v, ferr := p.str(x.value, field+".property")
		if ferr != nil {
			return a, ferr
		}
		a.Property = compare.Property(v)
		if !a.Property.Valid() {
			return a, p.fail(x.value, field+".property", fmt.Errorf("%w: property must be text, value, checked or attribute, got %q", ErrInvalidValue, v))
		}
	}
	x, hasAttr := m["attribute"]
	switch {
	case a.Property == compare.PropertyAttribute && !hasAttr:
		return a, &FixtureError{File: p.file, Line: m["property"].line, Field: field + ".attribute", Err: fmt.Errorf("%w: property attribute needs attribute: NAME", ErrMissingField)}
	case a.Property == compare.PropertyAttribute:
		if a.Attribute, ferr = p.nonEmpty(x, field+".attribute"); ferr != nil {
			return a, ferr
		}
	case hasAttr:
		return a, p.fail(x.key, field+".attribute", fmt.Errorf("%w: attribute needs property: attribute", ErrInvalidValue))
	}
	return a, nil
}

// entry is one key: value pair of a mapping.
type entry struct {
	key   ast.Node
	value ast.Node
	line  int // line of the key
}

// mapping checks that node is a mapping whose keys are all in allowed and
// unique, and returns its entries by key.
func (p *fixtureParser) mapping(node ast.Node, field string, allowed []string) (map[string]entry, *FixtureError) {
	node = unwrap(node)
	mn, ok := node.(ast.MapNode)
	if !ok || node == nil {
		if node == nil || isNull(node) {
			return nil, &FixtureError{File: p.file, Line: lineOf(node), Field: field, Err: fmt.Errorf("%w: a mapping is required", ErrMissingField)}
		}
		return nil, p.fail(node, field, fmt.Errorf("%w: expected a mapping, got %s", ErrInvalidValue, node.Type()))
	}
	out := map[string]entry{}
	it := mn.MapRange()
	for it.Next() {
		kv := it.KeyValue()
		keyNode := unwrap(kv.Key)
		name := ""
		switch k := keyNode.(type) {
		case *ast.StringNode:
			name = k.Value
		case *ast.MergeKeyNode:
			return nil, p.fail(keyNode, field, fmt.Errorf("%w: merge keys (<<) are not supported", ErrInvalidValue))
		default:
			if keyNode != nil && keyNode.GetToken() != nil {
				name = keyNode.GetToken().Value
			}
		}
		sub := name
		if field != "" {
			sub = field + "." + name
		}
		if !contains(allowed, name) {
			return nil, p.fail(keyNode, sub, fmt.Errorf("%w: %q (allowed: %v)", ErrUnknownKey, name, allowed))
		}
		if prev, dup := out[name]; dup {
			return nil, p.fail(keyNode, sub, fmt.Errorf("%w: %q already set on line %d", ErrDuplicateKey, name, prev.line))
		}
		out[name] = entry{key: keyNode, value: kv.Value, line: lineOf(keyNode)}
	}
	return out, nil
}

// str reads a scalar as a string. Strings keep their value; other scalars
// (numbers, booleans) keep their source text; null is an empty string.
func (p *fixtureParser) str(node ast.Node, field string) (string, *FixtureError) {
	node = unwrap(node)
	switch n := node.(type) {
	case nil, *ast.NullNode:
		return "", nil
	case *ast.StringNode:
		return n.Value, nil
	case *ast.LiteralNode:
		return n.Value.Value, nil
	case *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.InfinityNode, *ast.NanNode:
		return node.GetToken().Value, nil
	case *ast.AliasNode:
		return "", p.fail(node, field, fmt.Errorf("%w: aliases are not supported", ErrInvalidValue))
	}
	return "", p.fail(node, field, fmt.Errorf("%w: expected a string, got %s", ErrInvalidValue, node.Type()))
}

// nonEmpty is str for a required value.
func (p *fixtureParser) nonEmpty(e entry, field string) (string, *FixtureError) {
	s, ferr := p.str(e.value, field)
	if ferr != nil {
		return "", ferr
	}
	if s == "" {
		return "", &FixtureError{File: p.file, Line: e.line, Field: field, Err: fmt.Errorf("%w: %s is empty", ErrMissingField, field)}
	}
	return s, nil
}

// unwrap removes anchors and explicit tags around a value.
func unwrap(node ast.Node) ast.Node {
	for {
		switch n := node.(type) {
		case *ast.AnchorNode:
			node = n.Value
		case *ast.TagNode:
			node = n.Value
		default:
			return node
		}
	}
}

func isNull(node ast.Node) bool {
	node = unwrap(node)
	if node == nil {
		return true
	}
	_, ok := node.(*ast.NullNode)
	return ok
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
