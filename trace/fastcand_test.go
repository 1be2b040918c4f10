package trace

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// TestFastPathsMatchEncodingJSON: the one-pass decoders give the same
// records and the same error classes as the general path.
func TestFastPathsMatchEncodingJSON(t *testing.T) {
	hdr := `{"kind":"run","spec":1}` + "\n"
	for _, c := range []struct {
		name, line string
		want       error
	}{
		{"syntax error inside a value", `{"kind":"step","step":1,"decision":{"choice":tru}}`, ErrMalformedLine},
		{"syntax error inside a candidate", `{"kind":"step","step":1,"decision":{},"candidates":[{"cid":"f0:c1","fp":"a|b","rank":1x}]}`, ErrMalformedLine},
		{"trailing garbage", `{"kind":"step","step":1,"decision":{}} x`, ErrMalformedLine},
		{"unknown kind, broken JSON", `{"kind":"shot","x":[}`, ErrMalformedLine},
		{"unknown kind", `{"kind":"shot","x":[]}`, ErrUnknownKind},
		{"fractional rank", `{"kind":"step","step":1,"decision":{},"candidates":[{"cid":"f0:c1","fp":"a|b","rank":1.5}]}`, ErrInvalidRecord},
		{"string frame", `{"kind":"step","step":1,"decision":{},"candidates":[{"cid":"f0:c1","fp":"a|b","frame":"1"}]}`, ErrInvalidRecord},
		{"key differing by case", `{"kind":"step","step":1,"decision":{},"candidates":[{"CID":"f0:c1","fp":"a|b"}]}`, ErrInvalidRecord},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Read(strings.NewReader(hdr+c.line+"\n"), "t.jsonl")
			if !errors.Is(err, c.want) || !strings.HasPrefix(err.Error(), "t.jsonl:2: ") {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
		})
	}
	line := `{"cid":"f0:c1","role":"button","name":"Caf\u00e9 \"x\"","fp":"button|café \"x\"","tag":null,"href":"/a?b=1&c=2","value":"ü","disabled":true,"in_viewport":false,"frame":2,"rank":-0,"future":{"a":[1, 2]},"note":null}`
	fast, ok := decodeCandidateFast([]byte(line))
	if !ok {
		t.Fatal("fast path refused a valid candidate")
	}
	var slow candidatePlain
	extra, err := decodeWithExtra([]byte(line), &slow)
	if err != nil {
		t.Fatal(err)
	}
	slow.Extra = extra
	if !reflect.DeepEqual(fast, Candidate(slow)) {
		t.Fatalf("fast %+v\nslow %+v", fast, Candidate(slow))
	}
}
