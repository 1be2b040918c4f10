// Package yamlstrict is the one strict YAML decoding step of jev's YAML
// files (flows, gates.yaml): unknown and repeated keys are errors, and a
// decoding error keeps the line it is at, so that callers can report
// file:line.
package yamlstrict

import (
	"errors"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
)

// Error is a document that does not decode: the line it is at (0 when
// unknown) and the decoder's message. Callers wrap it in their own typed
// error naming the file.
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string { return e.Msg }

// Decode decodes data into v strictly and returns the parsed document, for
// looking up the lines of fields that decode but are invalid.
// A document whose aliases expand past MaxExpandedNodes is refused before
// it is decoded, and so is one Check refuses.
func Decode(data []byte, v any) (*ast.File, *Error) {
	data, cerr := Check(data)
	if cerr != nil {
		return nil, cerr
	}
	if pre, err := parser.ParseBytes(data, 0); err == nil {
		if aerr := checkAliases(pre); aerr != nil {
			return nil, aerr
		}
	}
	if err := yaml.UnmarshalWithOptions(data, v, yaml.Strict()); err != nil {
		var ye yaml.Error
		if errors.As(err, &ye) {
			line := 0
			if tk := ye.GetToken(); tk != nil && tk.Position != nil {
				line = tk.Position.Line
			}
			return nil, &Error{Line: line, Msg: ye.GetMessage()}
		}
		return nil, &Error{Msg: err.Error()}
	}
	file, err := parser.ParseBytes(data, 0)
	if err != nil {
		return nil, &Error{Msg: err.Error()}
	}
	return file, nil
}
