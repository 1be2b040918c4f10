package trace

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// maxStrictDepth bounds the nesting checkStrict walks (encoding/json refuses
// deeper documents anyway).
const maxStrictDepth = 10000

// checkStrict refuses what encoding/json would silently repair or choose:
// bytes that are not UTF-8 (encoding/json turns them into U+FFFD), an
// escaped lone surrogate (also U+FFFD), and a key repeated inside one
// object at any depth (encoding/json keeps the last). Each is
// ErrMalformedLine. A syntax error is left to the decoder, which reports it.
func checkStrict(raw []byte) error {
	if !utf8.Valid(raw) {
		return fmt.Errorf("%w: invalid UTF-8 at byte %d", ErrMalformedLine, invalidUTF8At(raw))
	}
	w := strictWalker{b: raw}
	w.value(0)
	return w.err
}

func invalidUTF8At(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(b)
}

// strictWalker walks one JSON value. It stops (stop true) at the first
// problem; err is set only for the problems checkStrict reports.
type strictWalker struct {
	b    []byte
	i    int
	keys [][]byte // the keys of the objects being walked, innermost last
	stop bool
	err  error
}

func (w *strictWalker) fail(format string, args ...any) {
	if !w.stop {
		w.stop, w.err = true, fmt.Errorf("%w: "+format, append([]any{ErrMalformedLine}, args...)...)
	}
}

func (w *strictWalker) ws() {
	for w.i < len(w.b) {
		switch w.b[w.i] {
		case ' ', '\t', '\n', '\r':
			w.i++
		default:
			return
		}
	}
}

func (w *strictWalker) value(depth int) {
	w.ws()
	if w.i >= len(w.b) || depth > maxStrictDepth {
		w.stop = true
		return
	}
	switch w.b[w.i] {
	case '{':
		w.object(depth)
	case '[':
		w.array(depth)
	case '"':
		w.str()
	default:
		for w.i < len(w.b) {
			switch w.b[w.i] {
			case ',', '}', ']', ' ', '\t', '\n', '\r':
				return
			}
			w.i++
		}
	}
}

func (w *strictWalker) object(depth int) {
	w.i++ // {
	base := len(w.keys)
	defer func() { w.keys = w.keys[:base] }()
	var set map[string]struct{}
	for !w.stop {
		w.ws()
		if w.i < len(w.b) && w.b[w.i] == '}' {
			w.i++
			return
		}
		key, ok := w.str()
		if !ok {
			w.stop = true
			return
		}
		if w.seen(base, key, &set) {
			w.fail("duplicate key %q", key)
			return
		}
		w.ws()
		if w.i >= len(w.b) || w.b[w.i] != ':' {
			w.stop = true
			return
		}
		w.i++
		w.value(depth + 1)
		w.ws()
		if w.i < len(w.b) && w.b[w.i] == ',' {
			w.i++
			continue
		}
		if w.i < len(w.b) && w.b[w.i] == '}' {
			w.i++
			return
		}
		w.stop = true
	}
}

// seen records key among the keys of the object whose keys start at base
// in w.keys, and reports whether it was there already. Small objects are
// searched linearly without allocating; large ones get a set.
func (w *strictWalker) seen(base int, key []byte, set *map[string]struct{}) bool {
	if *set == nil && len(w.keys)-base < 32 {
		for _, k := range w.keys[base:] {
			if bytes.Equal(k, key) {
				return true
			}
		}
		w.keys = append(w.keys, key)
		return false
	}
	if *set == nil {
		*set = make(map[string]struct{}, 64)
		for _, k := range w.keys[base:] {
			(*set)[string(k)] = struct{}{}
		}
	}
	if _, dup := (*set)[string(key)]; dup {
		return true
	}
	(*set)[string(key)] = struct{}{}
	return false
}

func (w *strictWalker) array(depth int) {
	w.i++ // [
	w.ws()
	if w.i < len(w.b) && w.b[w.i] == ']' {
		w.i++
		return
	}
	for !w.stop {
		w.value(depth + 1)
		w.ws()
		if w.i < len(w.b) && w.b[w.i] == ',' {
			w.i++
			continue
		}
		if w.i < len(w.b) && w.b[w.i] == ']' {
			w.i++
			return
		}
		w.stop = true
	}
}

// str reads a string at w.i and returns its decoded text: the raw bytes
// when it has no escape, else what encoding/json decodes. A \u escape of a
// lone surrogate is reported.
func (w *strictWalker) str() ([]byte, bool) {
	if w.i >= len(w.b) || w.b[w.i] != '"' {
		return nil, false
	}
	start := w.i
	w.i++
	escaped := false
	for w.i < len(w.b) {
		switch c := w.b[w.i]; c {
		case '"':
			w.i++
			if !escaped {
				return w.b[start+1 : w.i-1], true
			}
			var s string
			if json.Unmarshal(w.b[start:w.i], &s) != nil {
				w.stop = true
				return nil, false
			}
			return []byte(s), true
		case '\\':
			escaped = true
			if w.i+1 < len(w.b) && w.b[w.i+1] == 'u' {
				if !w.surrogateOK() {
					return nil, false
				}
				continue
			}
			w.i += 2
		default:
			w.i++
		}
	}
	w.stop = true
	return nil, false
}

// surrogateOK checks the \u escape at w.i and moves past it (and past its
// low half when it is a high surrogate).
func (w *strictWalker) surrogateOK() bool {
	r, ok := w.hex4(w.i)
	if !ok {
		w.stop = true
		return false
	}
	switch {
	case r >= 0xD800 && r <= 0xDBFF:
		lo, ok := w.hex4(w.i + 6)
		if !ok || lo < 0xDC00 || lo > 0xDFFF {
			w.fail("escaped lone surrogate \\u%04x", r)
			return false
		}
		w.i += 12
	case r >= 0xDC00 && r <= 0xDFFF:
		w.fail("escaped lone surrogate \\u%04x", r)
		return false
	default:
		w.i += 6
	}
	return true
}

// hex4 reads the code unit of a \uXXXX escape starting at i.
func (w *strictWalker) hex4(i int) (rune, bool) {
	if i+6 > len(w.b) || w.b[i] != '\\' || w.b[i+1] != 'u' {
		return 0, false
	}
	v, err := strconv.ParseUint(string(w.b[i+2:i+6]), 16, 32)
	return rune(v), err == nil
}
