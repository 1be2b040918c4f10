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

// envRef returns NAME when s is exactly "${NAME}".
func envRef(s string) (string, bool) {
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
	rw := &stringRewriter{f: f}
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return rw.out.Bytes(), nil
		}
		if err != nil {
			return nil, err
		}
		if err := rw.token(tok); err != nil {
			return nil, err
		}
	}
}

// stringRewriter re-encodes a token stream: the containers open, the key
// path to the current value, and the output so far.
type stringRewriter struct {
	out   bytes.Buffer
	stack []jsonFrame
	path  []string
	f     func(path []string, s string) string
}

// jsonFrame is one open object or array.
type jsonFrame struct {
	object, expectKey bool
	count             int // values written so far
}

func (rw *stringRewriter) top() *jsonFrame {
	if n := len(rw.stack); n > 0 {
		return &rw.stack[n-1]
	}
	return nil
}

// sep writes a separator before a value or key that is not the first of
// its container.
func (rw *stringRewriter) sep() {
	if top := rw.top(); top != nil && top.count > 0 {
		rw.out.WriteByte(',')
	}
}

// done marks a value in the current container as complete.
func (rw *stringRewriter) done() {
	if top := rw.top(); top != nil {
		top.count++
		if top.object {
			top.expectKey = true
			rw.path = rw.path[:len(rw.path)-1]
		}
	}
}

// token writes one token: an object key (or the object's end), a
// container's start or end, or a scalar (a string rewritten by f).
func (rw *stringRewriter) token(tok json.Token) error {
	if top := rw.top(); top != nil && top.object && top.expectKey {
		return rw.key(tok)
	}
	switch v := tok.(type) {
	case json.Delim:
		if v == '{' || v == '[' {
			if top := rw.top(); top != nil && !top.object {
				rw.sep()
			}
			rw.out.WriteByte(byte(v))
			rw.stack = append(rw.stack, jsonFrame{object: v == '{', expectKey: v == '{'})
			return nil
		}
		rw.out.WriteByte(byte(v)) // ']' (an object's '}' is a key position)
		rw.stack = rw.stack[:len(rw.stack)-1]
	default:
		if top := rw.top(); top != nil && !top.object {
			rw.sep()
		}
		if s, ok := v.(string); ok {
			v = rw.f(rw.path, s)
		}
		b, err := marshalNoEscape(v)
		if err != nil {
			return err
		}
		rw.out.Write(b)
	}
	rw.done()
	return nil
}

// key writes an object key and pushes it on the path, or ends the object.
func (rw *stringRewriter) key(tok json.Token) error {
	if d, ok := tok.(json.Delim); ok && d == '}' {
		rw.out.WriteByte('}')
		rw.stack = rw.stack[:len(rw.stack)-1]
		rw.done()
		return nil
	}
	key, _ := tok.(string)
	rw.sep()
	kb, err := marshalNoEscape(key)
	if err != nil {
		return err
	}
	rw.out.Write(kb)
	rw.out.WriteByte(':')
	rw.top().expectKey = false
	rw.path = append(rw.path, key)
	return nil
}
