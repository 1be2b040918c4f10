package trace

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Mask replaces a value by its length: "<N chars>", N counted in Unicode
// code points. It is how typed values, secrets and JS expressions appear in
// a trace.
func Mask(s string) string { return fmt.Sprintf("<%d chars>", utf8.RuneCountInString(s)) }

// maskedRE recognises a value that is already masked.
var maskedRE = regexp.MustCompile(`^<\d+ chars>$`)

// IsMasked reports whether s is a masked value ("<N chars>"), which replay
// can never type back.
func IsMasked(s string) bool { return maskedRE.MatchString(s) }

// envRefRE matches a value that is exactly a ${NAME} reference.
var envRefRE = regexp.MustCompile(`^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$`)

// EnvRef returns NAME when s is exactly "${NAME}".
func EnvRef(s string) (string, bool) {
	m := envRefRE.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// typedKeys are action-request arguments that carry typed values; jsKeys
// carry JavaScript. Every string under such a key is masked (except a bare
// ${NAME} reference, which names a variable and holds no value).
var (
	typedKeys = map[string]bool{
		"value": true, "values": true, "text": true, "password": true, "secret": true,
		"token": true, "files": true, "content": true, "body": true,
		"cookie": true, "cookies": true, "headers": true, "authorization": true,
	}
	jsKeys = map[string]bool{
		"expression": true, "script": true, "function": true, "js": true, "code": true,
		"handler": true, "init_script": true, "probe": true,
	}
)

// maskAction reports whether a string at path inside an action record must
// be masked: anything under request.<typed or js key>.
func maskActionPath(path []string) bool {
	if len(path) < 2 || path[0] != "request" {
		return false
	}
	for _, k := range path[1:] {
		lk := strings.ToLower(k)
		if typedKeys[lk] || jsKeys[lk] {
			return true
		}
	}
	return false
}

// rewriteStrings re-encodes the JSON document raw, replacing every string
// value (never an object key) by f(path, s), where path is the chain of
// object keys leading to it (array indices are not part of the path). Key
// order and numbers are preserved.
func rewriteStrings(raw []byte, f func(path []string, s string) string) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	type frame struct {
		object, expectKey bool
		count             int
	}
	var (
		out   bytes.Buffer
		stack []frame
		path  []string
	)
	// beforeValue writes a separator when needed.
	sep := func() {
		if n := len(stack); n > 0 && stack[n-1].count > 0 {
			out.WriteByte(',')
		}
	}
	// afterValue marks a value in the current container as complete.
	done := func() {
		if n := len(stack); n > 0 {
			top := &stack[n-1]
			top.count++
			if top.object {
				top.expectKey = true
				path = path[:len(path)-1]
			}
		}
	}
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		var top *frame
		if n := len(stack); n > 0 {
			top = &stack[n-1]
		}
		if top != nil && top.object && top.expectKey {
			if d, ok := tok.(json.Delim); ok && d == '}' {
				out.WriteByte('}')
				stack = stack[:len(stack)-1]
				done()
				continue
			}
			key, _ := tok.(string)
			sep()
			kb, err := marshalNoEscape(key)
			if err != nil {
				return nil, err
			}
			out.Write(kb)
			out.WriteByte(':')
			top.expectKey = false
			path = append(path, key)
			continue
		}
		switch v := tok.(type) {
		case json.Delim:
			switch v {
			case '{', '[':
				if top != nil && !top.object {
					sep()
				}
				out.WriteByte(byte(v))
				stack = append(stack, frame{object: v == '{', expectKey: v == '{'})
				continue
			default: // ']' (an object's '}' is handled above)
				out.WriteByte(byte(v))
				stack = stack[:len(stack)-1]
			}
		default:
			if top != nil && !top.object {
				sep()
			}
			if s, ok := v.(string); ok {
				v = f(path, s)
			}
			b, err := marshalNoEscape(v)
			if err != nil {
				return nil, err
			}
			out.Write(b)
		}
		done()
	}
	return out.Bytes(), nil
}
