package trace

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"
)

// Extra holds the fields of a record that this version of jev does not know.
// They are kept verbatim (compacted) so that a trace written by a newer tool
// of the same spec survives a read/rewrite. Keys are case-sensitive: a key
// that differs from a known field only by case is an error, never an extra.
type Extra map[string]json.RawMessage

var knownFieldsCache sync.Map // reflect.Type -> map[string]bool

// knownFields lists the JSON names of t's fields.
func knownFields(t reflect.Type) map[string]bool {
	if v, ok := knownFieldsCache.Load(t); ok {
		return v.(map[string]bool)
	}
	m := map[string]bool{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" || !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if name == "" {
			name = f.Name
		}
		m[name] = true
	}
	knownFieldsCache.Store(t, m)
	return m
}

// decodeWithExtra decodes the JSON object b into dst (a pointer to a struct
// type without custom methods) and returns the unknown fields.
func decodeWithExtra(b []byte, dst any) (Extra, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, err
	}
	if raw == nil { // JSON null
		return nil, nil
	}
	return decodeSplit(b, raw, dst)
}

// decodeSplit is decodeWithExtra on an object already split into raw.
func decodeSplit(b []byte, raw map[string]json.RawMessage, dst any) (Extra, error) {
	known := knownFields(reflect.TypeOf(dst).Elem())
	var extra Extra
	for k, v := range raw {
		if known[k] {
			continue
		}
		for name := range known {
			if strings.EqualFold(name, k) {
				return nil, fmt.Errorf("field %q: field names are case-sensitive (did you mean %q?)", k, name)
			}
		}
		var buf bytes.Buffer
		if err := json.Compact(&buf, v); err != nil {
			return nil, err
		}
		if extra == nil {
			extra = Extra{}
		}
		extra[k] = json.RawMessage(buf.Bytes())
	}
	if err := json.Unmarshal(b, dst); err != nil {
		return nil, err
	}
	return extra, nil
}

// marshalNoEscape encodes v without HTML escaping ("<12 chars>" stays
// readable) and without a trailing newline.
func marshalNoEscape(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// encodeWithExtra encodes v (a struct value without custom methods) and
// appends the extra fields, in sorted key order, after the known ones.
func encodeWithExtra(v any, extra Extra) ([]byte, error) {
	b, err := marshalNoEscape(v)
	if err != nil {
		return nil, err
	}
	if len(extra) == 0 {
		return b, nil
	}
	keys := make([]string, 0, len(extra))
	for k := range extra {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := bytes.NewBuffer(make([]byte, 0, len(b)+64*len(keys)))
	out.Write(b[:len(b)-1]) // without the closing brace
	first := len(b) == 2    // "{}"
	for _, k := range keys {
		if !first {
			out.WriteByte(',')
		}
		first = false
		kb, err := marshalNoEscape(k)
		if err != nil {
			return nil, err
		}
		out.Write(kb)
		out.WriteByte(':')
		val := extra[k]
		if len(val) == 0 {
			val = json.RawMessage("null")
		}
		if !json.Valid(val) {
			return nil, fmt.Errorf("extra field %q: invalid JSON", k)
		}
		out.Write(val)
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}
