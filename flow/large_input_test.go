package flow_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/flow"
	"github.com/jevtest/jev/internal/yamlstrict"
)

const okFlow = "flow: f\nstart: /\nsteps:\n  - intent: the save button\n    action: click\n"

// Each file a flow reader cannot use is refused, fast, as an invalid flow
// naming the file, the line and the fix. Without the bounds a 100,000
// bracket document took 29 s and 15 GB, 200,000 keys took minutes (the
// parser is quadratic in one mapping's keys), a BOM was "unknown field",
// and invalid UTF-8 or a NUL became part of the flow's id.
func TestUnusableFlowFilesAreNamed(t *testing.T) {
	var keys strings.Builder
	keys.WriteString(okFlow)
	for i := 0; i <= yamlstrict.MaxKeys; i++ {
		fmt.Fprintf(&keys, "k%d: v\n", i)
	}
	for _, c := range []struct {
		name, data string
		line       int
		want       string
	}{
		{"deep flow nesting", "flow: f\nstart: /\nsteps: " + strings.Repeat("[", 5000) + strings.Repeat("]", 5000) + "\n", 3, "nested more than 100 levels deep"},
		{"deep compact sequences", "flow: f\nstart: /\nsteps:\n" + strings.Repeat("- ", 5000) + "a\n", 4, "nested more than 100 levels deep"},
		{"many keys", keys.String(), 10001, "more than 10000 keys"}, // five keys above k0 on line 6: key 10001 is k9995
		{"invalid UTF-8", "flow: f\xff\nstart: /\nsteps:\n  - intent: a\n    action: click\n", 1, "invalid UTF-8 (byte 0xFF at column 8); save the file as UTF-8"},
		{"UTF-16", "\xff\xfef\x00l\x00o\x00w\x00", 1, "the file is UTF-16; save it as UTF-8"},
		{"NUL", "flow: f\x00\nstart: /\nsteps:\n  - intent: a\n    action: click\n", 1, "control character U+0000 at column 8"},
		{"ESC on line 5", "flow: f\nstart: /\nsteps:\n  - intent: a\n    action: cl\x1bick\n", 5, "control character U+001B at column 15"},
		{"larger than 1 MiB", okFlow + "# " + strings.Repeat("x", yamlstrict.MaxBytes) + "\n", 1, "larger than 1048576 bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := flow.Parse([]byte(c.data), "bad.yaml")
			var fe *flow.FormatError
			if !errors.As(err, &fe) || !errors.Is(err, flow.ErrInvalidFlow) || fe.File != "bad.yaml" || fe.Line != c.line || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err = %v; want an invalid flow at bad.yaml:%d saying %q", err, c.line, c.want)
			}
		})
	}
}

// A byte order mark and CRLF line ends are text editors' habits, not
// errors: the flow reads as without them (the BOM was "unknown field").
func TestBOMAndCRLFFlowsRead(t *testing.T) {
	crlf := strings.ReplaceAll(okFlow, "\n", "\r\n")
	for name, data := range map[string]string{"BOM": "\ufeff" + okFlow, "CRLF": crlf, "BOM+CRLF": "\ufeff" + crlf} {
		f, err := flow.Parse([]byte(data), "ok.yaml")
		if err != nil || f.ID != "f" || len(f.Steps) != 1 || f.Steps[0].Intent != "the save button" {
			t.Errorf("%s: Parse = %+v, %v; want flow f with its one step", name, f, err)
		}
	}
}

// Load reads no more than the bound of a huge file and names a folder as
// one.
func TestLoadRefusesHugeFilesAndFolders(t *testing.T) {
	dir := t.TempDir()
	huge := filepath.Join(dir, "huge.yaml")
	fh, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	if err := fh.Truncate(4 << 30); err != nil { // 4 GiB, sparse
		t.Fatal(err)
	}
	fh.Close()
	_, err = flow.Load(huge)
	if !errors.Is(err, flow.ErrInvalidFlow) || !errors.Is(err, yamlstrict.ErrTooLarge) || !strings.Contains(err.Error(), huge+": ") || !strings.Contains(err.Error(), "split it") {
		t.Errorf("Load(4 GiB) = %v; want ErrInvalidFlow and ErrTooLarge naming the file", err)
	}
	_, err = flow.Load(dir)
	if !errors.Is(err, flow.ErrInvalidFlow) || !strings.Contains(err.Error(), dir+" is a directory; give the path of a YAML file in it") {
		t.Errorf("Load(folder) = %v; want ErrInvalidFlow saying it is a folder", err)
	}
}
