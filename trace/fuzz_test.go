package trace

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzRead: Read never panics, fails only with a *TraceError and never
// returns a partial trace; an accepted trace re-encodes (WriteTo) and
// re-reads equal.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.jsonl")
	broken, _ := filepath.Glob("testdata/broken/*.jsonl")
	for _, p := range append(files, broken...) {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(hdr1 + "\n" + okStep + "\n" + `{"kind":"action","tool":"goto","request":{"url":"x","value":"<3 chars>"},"x":[1, {"y":null}]}` + "\n"))
	f.Add([]byte(hdr1 + "\n" + `{"kind":"semantic","op":"compare","questions":[{"id":"q1","instruction":"i","criteria":[{"id":"a"},{"id":"b"}]}],"decisions":[{"question_id":"q1","choice":"a","probabilities":{"a":0.75,"b":0.25}}],"thresholds":{"minConfidence":0.8},"result":{"status":"passed","confidence":0.75},"z":"<b>"}` + "\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tr, err := Read(bytes.NewReader(data), "fuzz.jsonl")
		if err != nil {
			var te *TraceError
			if tr != nil || !errors.As(err, &te) {
				t.Fatalf("Read = %v, %T %v", tr, err, err)
			}
			return
		}
		var buf bytes.Buffer
		if _, err := tr.WriteTo(&buf); err != nil {
			t.Fatalf("WriteTo: %v", err)
		}
		back, err := Read(bytes.NewReader(buf.Bytes()), "fuzz.jsonl")
		if err != nil {
			t.Fatalf("re-read: %v\n%s", err, buf.Bytes())
		}
		if !reflect.DeepEqual(back, tr) {
			t.Fatalf("re-read differs:\n%s", buf.Bytes())
		}
	})
}
