package trace

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

// Item 11: invalid UTF-8 (raw byte, truncated sequence, encoded surrogate,
// overlong form) and escaped lone surrogates are malformed lines; so are
// duplicate keys at any depth.
func TestInvalidUTF8AndDuplicateKeys(t *testing.T) {
	lines := planLines(t)
	cases := []struct {
		name string
		edit func(string) string
		text string
	}{
		{"invalid byte", func(s string) string { return strings.Replace(s, "Pro (yearly)", "Pro \xff(yearly)", 1) }, "UTF-8"},
		{"truncated sequence", func(s string) string { return strings.Replace(s, "Pro (yearly)", "Pro \xc3(yearly)", 1) }, "UTF-8"},
		{"encoded surrogate", func(s string) string { return strings.Replace(s, "Pro (yearly)", "Pro \xed\xa0\x80(yearly)", 1) }, "UTF-8"},
		{"overlong", func(s string) string { return strings.Replace(s, "Pro (yearly)", "Pro \xc0\xaf(yearly)", 1) }, "UTF-8"},
		{"escaped lone surrogate", func(s string) string { return strings.Replace(s, "Pro (yearly)", `Pro \ud800(yearly)`, 1) }, "surrogate"},
		{"duplicate top-level key", func(s string) string {
			return strings.Replace(s, `"op":"assert"`, `"op":"assert","op":"compare"`, 1)
		}, `duplicate key "op"`},
		{"duplicate nested key", func(s string) string {
			return strings.Replace(s, `"result":{"status":"passed"`, `"result":{"status":"failed","status":"passed"`, 1)
		}, `duplicate key "status"`},
		{"duplicate key spelled with an escape", func(s string) string {
			return strings.Replace(s, `"result":{"status":"passed"`, `"result":{"st\u0061tus":"failed","status":"passed"`, 1)
		}, `duplicate key "status"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkTraceError(t, readEdited(t, lines, 3, c.edit), 3, ErrMalformedLine, c.text)
		})
	}
	// A paired surrogate escape is valid text.
	ok := strings.Replace(strings.Join(lines, "\n"), "Pro (yearly)", `Pro \ud83d\ude00(yearly)`, 1)
	if _, err := Read(strings.NewReader(ok), "plan.jsonl"); err != nil && !errors.Is(err, ErrInvalidRecord) {
		t.Fatalf("paired surrogates: %v", err)
	}
}

// FuzzFastVsGeneral: the one-pass decoders and the general encoding/json
// path accept the same traces, with equal results, and reject the same
// ones at the same line with the same sentinel.
func FuzzFastVsGeneral(f *testing.F) {
	for _, p := range []string{"testdata/login.jsonl", "../replay/testdata/traces/login.jsonl", "../replay/testdata/traces/plan.jsonl"} {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(hdr1 + "\n" + okStep + "\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fastDecode = true
		fast, ferr := Read(bytes.NewReader(data), "f.jsonl")
		fastDecode = false
		gen, gerr := Read(bytes.NewReader(data), "f.jsonl")
		fastDecode = true
		if (ferr == nil) != (gerr == nil) {
			t.Fatalf("fast err %v, general err %v", ferr, gerr)
		}
		if ferr != nil {
			var fe, ge *TraceError
			if !errors.As(ferr, &fe) || !errors.As(gerr, &ge) || fe.Line != ge.Line || sentinel(ferr) != sentinel(gerr) {
				t.Fatalf("fast err %v, general err %v", ferr, gerr)
			}
			return
		}
		if !reflect.DeepEqual(fast, gen) {
			t.Fatalf("fast and general decoders differ:\n%+v\n%+v", fast, gen)
		}
	})
}

func sentinel(err error) error {
	for _, s := range []error{ErrUnknownKind, ErrMissingHeader, ErrHeaderNotFirst, ErrMalformedLine, ErrUnsupportedSpec, ErrInvalidRecord} {
		if errors.Is(err, s) {
			return s
		}
	}
	return nil
}

// BenchmarkCheckStrict200Steps is the strictness check alone over the
// trace of BenchmarkRead200Steps.
func BenchmarkCheckStrict200Steps(b *testing.B) {
	data := benchTrace(b, 200)
	lines := bytes.Split(data, []byte("\n"))
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, l := range lines {
			if err := checkStrict(l); err != nil {
				b.Fatal(err)
			}
		}
	}
}
