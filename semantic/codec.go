package semantic

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Codec sentinels.
var (
	// ErrInvalidJSON: the document is not exactly one JSON object of the
	// expected shape (syntax error, truncation, wrong field type, unknown
	// field, duplicate key, trailing data).
	ErrInvalidJSON = errors.New("semantic: invalid protocol JSON")
	// ErrUnsupportedVersion: the document's version is not ProtocolVersion.
	ErrUnsupportedVersion = errors.New("semantic: unsupported protocol version")
)

// DecodeError reports why a request or answer document was rejected. It
// never quotes the document: Reason is a category such as "syntax error" or
// "trailing data", plus at most a truncated field name.
type DecodeError struct {
	Doc    string // "request" or "answer"
	Offset int64  // byte offset of the problem when known, else -1
	Reason string
}

func (e *DecodeError) Error() string {
	if e.Offset >= 0 {
		return fmt.Sprintf("semantic: invalid %s JSON at byte %d: %s", e.Doc, e.Offset, e.Reason)
	}
	return fmt.Sprintf("semantic: invalid %s JSON: %s", e.Doc, e.Reason)
}

// Unwrap returns ErrInvalidJSON.
func (e *DecodeError) Unwrap() error { return ErrInvalidJSON }

// VersionError reports a document whose version is not ProtocolVersion.
type VersionError struct {
	Doc string // "request" or "answer"
	Got string
}

func (e *VersionError) Error() string {
	if e.Got == "" {
		return fmt.Sprintf("semantic: %s has no version; expected %q", e.Doc, ProtocolVersion)
	}
	return fmt.Sprintf("semantic: unsupported %s version %s; expected %q", e.Doc, quoteID(e.Got), ProtocolVersion)
}

// Unwrap returns ErrUnsupportedVersion.
func (e *VersionError) Unwrap() error { return ErrUnsupportedVersion }

// EncodeRequest returns the jev.decision/v1 JSON form of req. An empty
// Version is filled with ProtocolVersion; any other version is an error, and
// so is a nil question list (encoded as [] otherwise).
func EncodeRequest(req Request) ([]byte, error) {
	if req.Version == "" {
		req.Version = ProtocolVersion
	}
	if req.Version != ProtocolVersion {
		return nil, &VersionError{Doc: "request", Got: req.Version}
	}
	if req.Questions == nil {
		req.Questions = []Question{}
	}
	return json.Marshal(req)
}

// EncodeAnswer returns the JSON form of a, with Version set to
// ProtocolVersion when empty and decisions encoded as [] when nil.
func EncodeAnswer(a Answer) ([]byte, error) {
	if a.Version == "" {
		a.Version = ProtocolVersion
	}
	if a.Version != ProtocolVersion {
		return nil, &VersionError{Doc: "answer", Got: a.Version}
	}
	if a.Decisions == nil {
		a.Decisions = []Decision{}
	}
	return json.Marshal(a)
}

// DecodeRequest strictly decodes one request document: exactly one JSON
// object, no unknown fields, no duplicate keys, nothing but white space
// after it, and version ProtocolVersion. Errors are a *DecodeError
// (ErrInvalidJSON) or a *VersionError (ErrUnsupportedVersion). Questions
// themselves are checked with ValidateQuestion.
func DecodeRequest(data []byte) (Request, error) {
	var req Request
	if err := decodeStrict("request", data, &req); err != nil {
		return Request{}, err
	}
	if req.Version != ProtocolVersion {
		return Request{}, &VersionError{Doc: "request", Got: req.Version}
	}
	seen := make(map[string]bool, len(req.Questions))
	for _, q := range req.Questions {
		if err := ValidateQuestion(q); err != nil {
			return Request{}, err
		}
		if seen[q.ID] {
			return Request{}, invalid(q.ID, "", fmt.Errorf("%w: duplicate question id", ErrInvalidQuestion))
		}
		seen[q.ID] = true
	}
	return req, nil
}

// DecodeAnswer strictly decodes one answer document with the rules of
// DecodeRequest. It does not validate decisions against questions: pass the
// result to ValidateAnswer with the request it answers.
func DecodeAnswer(data []byte) (Answer, error) {
	var a Answer
	if err := decodeStrict("answer", data, &a); err != nil {
		return Answer{}, err
	}
	if a.Version != ProtocolVersion {
		return Answer{}, &VersionError{Doc: "answer", Got: a.Version}
	}
	return a, nil
}

func decodeStrict(doc string, data []byte, v any) error {
	if err := checkDuplicateKeys(doc, data); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return decodeError(doc, dec, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return &DecodeError{Doc: doc, Offset: dec.InputOffset(), Reason: "trailing data after the document"}
	}
	return nil
}

func decodeError(doc string, dec *json.Decoder, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return &DecodeError{Doc: doc, Offset: 0, Reason: "empty document"}
	case errors.Is(err, io.ErrUnexpectedEOF):
		return &DecodeError{Doc: doc, Offset: dec.InputOffset(), Reason: "truncated document"}
	case errors.As(err, &syn):
		return &DecodeError{Doc: doc, Offset: syn.Offset, Reason: "syntax error"}
	case errors.As(err, &typ):
		field := typ.Field
		if field == "" {
			field = "document"
		}
		return &DecodeError{Doc: doc, Offset: typ.Offset, Reason: fmt.Sprintf("wrong JSON type for %s", quoteID(field))}
	}
	// encoding/json reports unknown fields only by message.
	const unknown = "json: unknown field "
	if msg := err.Error(); len(msg) > len(unknown) && msg[:len(unknown)] == unknown {
		return &DecodeError{Doc: doc, Offset: dec.InputOffset(), Reason: "unknown field " + quoteID(trimQuotes(msg[len(unknown):]))}
	}
	return &DecodeError{Doc: doc, Offset: dec.InputOffset(), Reason: "not a valid document"}
}

func trimQuotes(s string) string {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}

// checkDuplicateKeys walks the token stream and rejects an object with the
// same key twice (encoding/json would silently keep the last one, letting a
// provider answer {"a":0.9,"a":0.1}). Syntax errors are left to Decode.
func checkDuplicateKeys(doc string, data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	type frame struct {
		object bool
		keys   map[string]bool
		expect bool // next string token in an object is a key
	}
	var stack []*frame
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil // EOF or syntax: Decode reports it
		}
		var top *frame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{', '[':
				if top != nil && top.object {
					top.expect = true
				}
				f := &frame{object: t == '{', expect: t == '{'}
				if f.object {
					f.keys = map[string]bool{}
				}
				stack = append(stack, f)
			case '}', ']':
				stack = stack[:len(stack)-1]
				if len(stack) == 0 {
					return nil // first document done; trailing data is Decode's concern
				}
			}
		case string:
			if top != nil && top.object && top.expect {
				if top.keys[t] {
					return &DecodeError{Doc: doc, Offset: dec.InputOffset(), Reason: "duplicate key " + quoteID(t)}
				}
				top.keys[t] = true
				top.expect = false
				continue
			}
			if top != nil && top.object {
				top.expect = true
			}
		default:
			if top != nil && top.object {
				top.expect = true
			}
		}
	}
}
