package yamlstrict

import (
	"fmt"

	"github.com/goccy/go-yaml/ast"
)

// MaxExpandedNodes bounds the nodes a document may hold once its aliases
// are expanded. A document of nested aliases (the "billion laughs") is
// small on disk and endless to decode; it is refused before decoding.
const MaxExpandedNodes = 100_000

// expansion counts the nodes of a document with its aliases expanded,
// stopping as soon as the count passes the limit; each anchor's size is
// counted once.
type expansion struct {
	anchors map[string]int
	total   int
	limit   int
}

func (e *expansion) Visit(n ast.Node) ast.Visitor {
	if e.total > e.limit {
		return nil
	}
	switch x := n.(type) {
	case *ast.AliasNode:
		name := ""
		if x.Value != nil {
			name = x.Value.String()
		}
		e.total += max(e.anchors[name], 1)
		return nil
	case *ast.AnchorNode:
		if x.Value == nil {
			return nil
		}
		sub := &expansion{anchors: e.anchors, limit: e.limit - e.total}
		ast.Walk(sub, x.Value)
		if x.Name != nil {
			e.anchors[x.Name.String()] = sub.total
		}
		e.total += sub.total
		return nil
	}
	e.total++
	return e
}

// checkAliases refuses a document whose aliases expand past
// MaxExpandedNodes, with the line of the first document.
func checkAliases(f *ast.File) *Error {
	e := &expansion{anchors: map[string]int{}, limit: MaxExpandedNodes}
	for _, d := range f.Docs {
		if d != nil && d.Body != nil {
			ast.Walk(e, d.Body)
		}
		if e.total > MaxExpandedNodes {
			return &Error{Line: 1, Msg: fmt.Sprintf("the document's aliases expand to more than %d nodes; write the values out instead of nesting aliases", MaxExpandedNodes)}
		}
	}
	return nil
}
