package trace

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Candidates are most of a trace's bytes (a step carries up to 254 of
// them), and decoding each through encoding/json twice (once to find the
// unknown fields, once into the struct) made reading a 7.6 MB trace take
// seconds. decodeCandidateFast decodes the common shape of a candidate in
// one pass over bytes that encoding/json has already validated (it is only
// called from UnmarshalJSON). It gives up (ok false) on anything it does
// not handle exactly like encoding/json would — a value of an unexpected
// type, a number that is not a plain integer, a key that differs from a
// known field only by case — and the caller then takes the general path,
// so errors and edge cases are unchanged.
func decodeCandidateFast(b []byte) (c Candidate, ok bool) {
	if !fastDecode {
		return c, false
	}
	p := fastParser{b: b}
	if !p.consume('{') {
		return c, false
	}
	if p.consume('}') {
		return c, true
	}
	for {
		key, ok := p.str()
		if !ok || !p.consume(':') {
			return c, false
		}
		p.ws()
		if p.peek() == 'n' { // null leaves the field as it is
			if !p.lit("null") {
				return c, false
			}
			if sp := candStringField(&c, key); sp == nil && candOther(key) == "" && !p.extra(&c, key, []byte("null")) {
				return c, false
			}
		} else if sp := candStringField(&c, key); sp != nil {
			if *sp, ok = p.str(); !ok {
				return c, false
			}
		} else {
			switch candOther(key) {
			case "bool":
				v, ok := p.boolean()
				if !ok {
					return c, false
				}
				if key == "disabled" {
					c.Disabled = v
				} else {
					c.InViewport = v
				}
			case "int":
				v, ok := p.integer()
				if !ok {
					return c, false
				}
				if key == "frame" {
					c.Frame = v
				} else {
					c.Rank = v
				}
			default:
				start := p.i
				if !p.skip() || !p.extra(&c, key, b[start:p.i]) {
					return c, false
				}
			}
		}
		p.ws()
		if p.consume('}') {
			p.ws()
			return c, p.i == len(p.b)
		}
		if !p.consume(',') {
			return c, false
		}
	}
}

func candStringField(c *Candidate, key string) *string {
	switch key {
	case "cid":
		return &c.CID
	case "role":
		return &c.Role
	case "name":
		return &c.Name
	case "fp":
		return &c.FP
	case "tag":
		return &c.Tag
	case "type":
		return &c.Type
	case "href":
		return &c.Href
	case "placeholder":
		return &c.Placeholder
	case "scope":
		return &c.Scope
	case "value":
		return &c.Value
	case "row":
		return &c.Row
	}
	return nil
}

func candOther(key string) string {
	switch key {
	case "disabled", "in_viewport":
		return "bool"
	case "frame", "rank":
		return "int"
	}
	return ""
}

var candidateKeys = []string{"cid", "role", "name", "fp", "tag", "type", "href", "placeholder", "scope", "value", "disabled", "in_viewport", "frame", "rank"}

// extra stores an unknown field (compacted), refusing a key that differs
// from a known one only by case.
func (p *fastParser) extra(c *Candidate, key string, raw []byte) bool {
	for _, k := range candidateKeys {
		if strings.EqualFold(k, key) {
			return false
		}
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		return false
	}
	if c.Extra == nil {
		c.Extra = Extra{}
	}
	c.Extra[key] = json.RawMessage(buf.Bytes())
	return true
}

// fastDecode enables the one-pass decoders (a benchmark compares both
// paths).
var fastDecode = true

// fastParser reads valid JSON.
type fastParser struct {
	b []byte
	i int
}

func (p *fastParser) ws() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *fastParser) peek() byte {
	if p.i < len(p.b) {
		return p.b[p.i]
	}
	return 0
}

func (p *fastParser) consume(c byte) bool {
	p.ws()
	if p.peek() == c {
		p.i++
		return true
	}
	return false
}

func (p *fastParser) lit(s string) bool {
	if bytes.HasPrefix(p.b[p.i:], []byte(s)) {
		p.i += len(s)
		return true
	}
	return false
}

// str reads a string; escapes and non-ASCII bytes are decoded by
// encoding/json so that invalid UTF-8 and surrogates behave identically.
func (p *fastParser) str() (string, bool) {
	p.ws()
	if p.peek() != '"' {
		return "", false
	}
	start := p.i
	p.i++
	simple := true
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			p.i++
			if simple {
				return string(p.b[start+1 : p.i-1]), true
			}
			var s string
			if err := json.Unmarshal(p.b[start:p.i], &s); err != nil {
				return "", false
			}
			return s, true
		case c == '\\':
			simple = false
			p.i += 2
			continue
		case c >= utf8.RuneSelf:
			simple = false
		case c < 0x20:
			return "", false
		}
		p.i++
	}
	return "", false
}

func (p *fastParser) boolean() (bool, bool) {
	switch {
	case p.lit("true"):
		return true, true
	case p.lit("false"):
		return false, true
	}
	return false, false
}

// integer reads a plain integer (no fraction or exponent).
func (p *fastParser) integer() (int, bool) {
	start := p.i
	if p.peek() == '-' {
		p.i++
	}
	for p.i < len(p.b) && p.b[p.i] >= '0' && p.b[p.i] <= '9' {
		p.i++
	}
	if p.i < len(p.b) {
		switch p.b[p.i] {
		case '.', 'e', 'E':
			return 0, false
		}
	}
	n, err := strconv.Atoi(string(p.b[start:p.i]))
	return n, err == nil
}

// skip moves past one value of any type.
func (p *fastParser) skip() bool {
	p.ws()
	switch c := p.peek(); {
	case c == '"':
		_, ok := p.str()
		return ok
	case c == '{' || c == '[':
		depth := 0
		for p.i < len(p.b) {
			switch p.b[p.i] {
			case '"':
				if _, ok := p.str(); !ok {
					return false
				}
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					p.i++
					return true
				}
			}
			p.i++
		}
		return false
	default:
		start := p.i
		for p.i < len(p.b) && !strings.ContainsRune(",}] \t\r\n", rune(p.b[p.i])) {
			p.i++
		}
		return p.i > start
	}
}
