package yamlstrict

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"unicode/utf8"

	"github.com/goccy/go-yaml/lexer"
	"github.com/goccy/go-yaml/token"
)

// The bounds of a jev YAML file (a flow, gates.yaml, a calibration
// fixture). Each is far above what such a file holds and far below what
// makes the YAML parser slow: it is quadratic in the keys of one mapping
// (200,000 keys took minutes) and a document of 100,000 nested brackets
// took 15 GB. A file past a bound is refused before it is parsed.
const (
	// MaxBytes is the largest file read (1 MiB).
	MaxBytes = 1 << 20
	// MaxDepth is the deepest nesting of collections.
	MaxDepth = 100
	// MaxKeys is the most mapping keys in a document.
	MaxKeys = 10_000
)

// ErrTooLarge is a file larger than MaxBytes; ReadFile wraps it.
var ErrTooLarge = errors.New("file too large")

// ReadFile reads at most MaxBytes of a regular file; a larger file is an
// error wrapping ErrTooLarge (nothing past the bound is read), a directory
// an error saying so.
func ReadFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return nil, fmt.Errorf("%s is a directory; give the path of a YAML file in it", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("%w: more than %d bytes (1 MiB); a jev YAML file is small: split it or move data out of it", ErrTooLarge, MaxBytes)
	}
	return data, nil
}

// Check refuses a document jev does not parse: larger than MaxBytes, not
// UTF-8 (UTF-16 is named as such), holding a control character YAML does
// not allow (NUL, ESC, DEL, ...), nested deeper than MaxDepth or holding
// more than MaxKeys keys. It returns data without a leading UTF-8 byte
// order mark, which YAML allows.
func Check(data []byte) ([]byte, *Error) {
	if len(data) > MaxBytes {
		return nil, &Error{Line: 1, Msg: fmt.Sprintf("the document is larger than %d bytes (1 MiB); split it or move data out of it", MaxBytes)}
	}
	if bytes.HasPrefix(data, []byte{0xFE, 0xFF}) || bytes.HasPrefix(data, []byte{0xFF, 0xFE}) {
		return nil, &Error{Line: 1, Msg: "the file is UTF-16; save it as UTF-8"}
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	if err := checkText(data); err != nil {
		return nil, err
	}
	return data, checkShape(data)
}

// checkText finds the first byte that is not UTF-8 or a character YAML
// does not allow in a document (c-printable: tab, LF, CR, U+0085 and
// every other character but C0 and C1 controls, DEL, U+FFFE and U+FFFF).
func checkText(data []byte) *Error {
	line, col := 1, 1
	for off := 0; off < len(data); {
		r, n := utf8.DecodeRune(data[off:])
		switch {
		case r == utf8.RuneError && n <= 1:
			return &Error{Line: line, Msg: fmt.Sprintf("invalid UTF-8 (byte 0x%02X at column %d); save the file as UTF-8", data[off], col)}
		case r == '\n':
			line, col = line+1, 0
		case r == '\t' || r == '\r' || r == 0x85:
		case r < 0x20 || r == 0x7F || (r >= 0x80 && r <= 0x9F) || r == 0xFFFE || r == 0xFFFF:
			return &Error{Line: line, Msg: fmt.Sprintf("control character U+%04X at column %d; YAML text cannot hold it (write it as an escape in a double-quoted string, \"\\x%02X\")", r, col, r)}
		}
		off += n
		col++
	}
	return nil
}

// checkShape counts keys and nesting on the lexer's tokens, which is
// linear in the document. Block nesting is the stack of the columns of
// sequence entries and keys; flow nesting adds the open brackets.
func checkShape(data []byte) *Error {
	keys, flow := 0, 0
	var block []int
	for _, tk := range lexer.Tokenize(string(data)) {
		line, col := 0, 0
		if tk.Position != nil {
			line, col = tk.Position.Line, tk.Position.Column
		}
		switch tk.Type {
		case token.MappingStartType, token.SequenceStartType:
			flow++
		case token.MappingEndType, token.SequenceEndType:
			flow = max(flow-1, 0)
		case token.MappingValueType:
			keys++
			if tk.Prev != nil && tk.Prev.Position != nil {
				col = tk.Prev.Position.Column
			}
			fallthrough
		case token.SequenceEntryType:
			if flow == 0 {
				for len(block) > 0 && block[len(block)-1] > col {
					block = block[:len(block)-1]
				}
				if len(block) == 0 || block[len(block)-1] < col {
					block = append(block, col)
				}
			}
		default:
			continue
		}
		if keys > MaxKeys {
			return &Error{Line: line, Msg: fmt.Sprintf("more than %d keys; a jev YAML file is small: split it", MaxKeys)}
		}
		if flow+len(block) > MaxDepth {
			return &Error{Line: line, Msg: fmt.Sprintf("nested more than %d levels deep; write it flatter", MaxDepth)}
		}
	}
	return nil
}
