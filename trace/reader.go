package trace

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// ReadFile reads and validates the trace at path. See Read.
func ReadFile(path string) (*Trace, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return nil, &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("%w; give the traces in it: %s", syscall.EISDIR, filepath.Join(path, "*.jsonl"))}
	}
	return Read(f, path)
}

// Read reads one JSONL trace from r; name is used in errors and as
// Trace.Name. A trace is complete or broken: on any problem Read returns a
// nil *Trace and a *TraceError naming the file and the line, wrapping one of
// ErrUnknownKind, ErrMissingHeader, ErrHeaderNotFirst, ErrMalformedLine,
// ErrUnsupportedSpec or ErrInvalidRecord. An I/O error is returned as is.
//
// Lines may be of any length. Trailing blank lines are allowed; a blank line
// followed by a record is malformed. So is a line that is not valid UTF-8,
// that escapes a lone surrogate, or that repeats a key inside one object
// (encoding/json would repair or pick silently). Unknown fields of a known kind are kept
// (Extra); unknown kinds are an error, and so is a semantic record in a
// spec 0 trace.
func Read(r io.Reader, name string) (*Trace, error) {
	lines, err := readLines(r)
	if err != nil {
		return nil, err
	}
	fail := func(line int, err error) (*Trace, error) {
		return nil, &TraceError{File: name, Line: line, Err: err}
	}
	// Drop trailing blank lines; a blank line before a record is malformed.
	for len(lines) > 0 && len(bytes.TrimSpace(lines[len(lines)-1])) == 0 {
		lines = lines[:len(lines)-1]
	}
	if len(lines) == 0 {
		return fail(0, fmt.Errorf("%w: empty trace", ErrMissingHeader))
	}
	t := &Trace{Name: name}
	for i, raw := range lines {
		n := i + 1
		if len(bytes.TrimSpace(raw)) == 0 {
			return fail(n, fmt.Errorf("%w: blank line inside the trace", ErrMalformedLine))
		}
		if err := checkStrict(raw); err != nil {
			return fail(n, err)
		}
		f, kind, err := splitLine(raw)
		if err != nil {
			return fail(n, err)
		}
		if n == 1 && kind != KindRun {
			if !knownKind(kind) {
				return fail(n, unknownKind(kind))
			}
			if later := findHeader(lines[1:]); later > 0 {
				return fail(later+1, fmt.Errorf("%w: the first record is a %s", ErrHeaderNotFirst, kind))
			}
			return fail(n, fmt.Errorf("%w: the first record is a %s, not a run header", ErrMissingHeader, kind))
		}
		if kind == KindRun && n != 1 {
			return fail(n, fmt.Errorf("%w: second run header (the first is line 1)", ErrHeaderNotFirst))
		}
		rec, err := decodeLine(raw, f, kind, t.Header.Spec)
		if err != nil {
			return fail(n, err)
		}
		if end := t.End(); end != nil && n > 1 {
			return fail(n, invalidf("%s record after the end record: the end record is the last one", kind))
		}
		switch v := rec.(type) {
		case *RunHeader:
			t.Header = *v
		case *Step:
			t.Records = append(t.Records, Record{Line: n, Kind: kind, Step: v})
		case *ActionRecord:
			t.Records = append(t.Records, Record{Line: n, Kind: kind, Action: v})
		case *SemanticRecord:
			t.Records = append(t.Records, Record{Line: n, Kind: kind, Semantic: v})
		case *EndRecord:
			t.Records = append(t.Records, Record{Line: n, Kind: kind, End: v})
		}
	}
	return t, nil
}

// readLines splits r into lines of any length (no bufio.Scanner limit).
func readLines(r io.Reader) ([][]byte, error) {
	br := bufio.NewReader(r)
	var lines [][]byte
	for {
		line, err := br.ReadBytes('\n')
		if len(line) > 0 || err == nil {
			line = bytes.TrimSuffix(line, []byte("\n"))
			line = bytes.TrimSuffix(line, []byte("\r"))
			if len(lines) == 0 {
				line = bytes.TrimPrefix(line, []byte("\ufeff")) // a UTF-8 BOM
			}
			lines = append(lines, line)
		}
		if errors.Is(err, io.EOF) {
			return lines, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// splitLine parses one line into its top-level fields and its kind.
func splitLine(raw []byte) (fields, Kind, error) {
	f, ok := scanFields(raw)
	if !ok {
		f = nil
		if err := json.Unmarshal(raw, &f); err != nil || f == nil {
			if err == nil {
				err = errors.New("null is not a record")
			}
			return nil, "", fmt.Errorf("%w: %v", ErrMalformedLine, err)
		}
	}
	k, ok := f["kind"]
	if !ok {
		if !json.Valid(raw) {
			return nil, "", malformed(raw)
		}
		return nil, "", invalidf("missing kind")
	}
	var kind string
	if err := json.Unmarshal(k, &kind); err != nil {
		if !json.Valid(raw) {
			return nil, "", malformed(raw)
		}
		return nil, "", invalidf("kind must be a string, got %s", k)
	}
	if !knownKind(Kind(kind)) && !json.Valid(raw) {
		return nil, "", malformed(raw)
	}
	return f, Kind(kind), nil
}

// malformed is the ErrMalformedLine of a line that is not valid JSON.
func malformed(raw []byte) error {
	var v any
	err := json.Unmarshal(raw, &v)
	return fmt.Errorf("%w: %v", ErrMalformedLine, err)
}

// scanFields splits a JSON object into its top-level fields without
// validating the values (the decode of a known kind validates the whole
// line, and a syntax error found then is still ErrMalformedLine). It
// reports false for anything it cannot split; the caller then takes
// encoding/json's path.
func scanFields(raw []byte) (fields, bool) {
	if !fastDecode {
		return nil, false
	}
	p := fastParser{b: raw}
	if !p.consume('{') {
		return nil, false
	}
	f := fields{}
	if p.consume('}') {
		p.ws()
		return f, p.i == len(raw)
	}
	for {
		key, ok := p.str()
		if !ok || !p.consume(':') {
			return nil, false
		}
		p.ws()
		start := p.i
		if !p.skip() {
			return nil, false
		}
		f[key] = json.RawMessage(raw[start:p.i])
		p.ws()
		if p.consume('}') {
			p.ws()
			return f, p.i == len(raw)
		}
		if !p.consume(',') {
			return nil, false
		}
	}
}

func knownKind(k Kind) bool {
	return k == KindRun || k == KindStep || k == KindAction || k == KindSemantic || k == KindEnd
}

func unknownKind(k Kind) error { return fmt.Errorf("%w: %q", ErrUnknownKind, k) }

// findHeader returns the 1-based index in lines of the first run record,
// or 0.
func findHeader(lines [][]byte) int {
	for i, raw := range lines {
		if _, kind, err := splitLine(raw); err == nil && kind == KindRun {
			return i + 1
		}
	}
	return 0
}

// decodeLine decodes and validates one record of the given kind in a trace
// of the given spec. It returns *RunHeader, *Step, *ActionRecord or
// *SemanticRecord.
func decodeLine(raw []byte, f fields, kind Kind, spec int) (any, error) {
	switch kind {
	case KindRun:
		var p runHeaderPlain
		extra, err := decodeSplit(raw, f, &p)
		if err != nil {
			return nil, decodeErr(raw, err)
		}
		h := (*RunHeader)(&p)
		h.Kind, h.Extra = kind, extra
		return h, validateHeader(f, h)
	case KindStep:
		var p stepPlain
		extra, err := decodeSplit(raw, f, &p)
		if err != nil {
			return nil, decodeErr(raw, err)
		}
		s := (*Step)(&p)
		s.Kind, s.Extra = kind, extra
		return s, validateStepFields(f, s)
	case KindAction:
		var p actionRecordPlain
		extra, err := decodeSplit(raw, f, &p)
		if err != nil {
			return nil, decodeErr(raw, err)
		}
		a := (*ActionRecord)(&p)
		a.Kind, a.Extra = kind, extra
		return a, validateAction(a)
	case KindSemantic:
		if spec < 1 {
			return nil, fmt.Errorf("%w: %q (semantic records need spec 1, the header says spec %d)", ErrUnknownKind, kind, spec)
		}
		var p semanticRecordPlain
		extra, err := decodeSplit(raw, f, &p)
		if err != nil {
			return nil, decodeErr(raw, err)
		}
		s := (*SemanticRecord)(&p)
		s.Kind, s.Extra = kind, extra
		return s, validateSemanticFields(f, s)
	case KindEnd:
		if spec < 2 {
			return nil, fmt.Errorf("%w: %q (end records need spec 2, the header says spec %d)", ErrUnknownKind, kind, spec)
		}
		var p endRecordPlain
		extra, err := decodeSplit(raw, f, &p)
		if err != nil {
			return nil, decodeErr(raw, err)
		}
		e := (*EndRecord)(&p)
		e.Kind, e.Extra = kind, extra
		return e, validateEnd(e)
	}
	return nil, unknownKind(kind)
}

// decodeErr classifies an error decoding a record of a known kind: a JSON
// syntax error (or a line that is not valid JSON) is a malformed line,
// anything else an invalid record.
func decodeErr(raw []byte, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Errorf("%w: %v", ErrMalformedLine, err)
	}
	// The one-pass split does not validate values: a field-level complaint
	// about a line that is not JSON at all is still a malformed line.
	if !json.Valid(raw) {
		return malformed(raw)
	}
	return invalidf("%v", err)
}
