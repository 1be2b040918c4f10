package trace_test

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/jevtest/jev/trace"
)

// ReadFile of a folder is EISDIR naming the glob of the traces in it.
func TestReadFileOfAFolder(t *testing.T) {
	dir := t.TempDir()
	tr, err := trace.ReadFile(dir)
	if tr != nil || !errors.Is(err, syscall.EISDIR) || !strings.Contains(err.Error(), "give the traces in it: "+filepath.Join(dir, "*.jsonl")) {
		t.Fatalf("ReadFile(folder) = %v, %v; want EISDIR naming %s", tr, err, filepath.Join(dir, "*.jsonl"))
	}
}

// A dialog of a type or answer no browser gives is an invalid record at
// its line; a well-formed one reads back.
func TestDialogsAreValidated(t *testing.T) {
	head := `{"kind":"run","spec":2}` + "\n"
	ok := head + `{"kind":"end","status":"passed","dialogs":[{"type":"confirm","message":"Delete?","handled":"dismissed"}]}` + "\n"
	tr, err := trace.Read(strings.NewReader(ok), "ok.jsonl")
	if err != nil || len(tr.End().Dialogs) != 1 || tr.End().Dialogs[0] != (trace.Dialog{Type: "confirm", Message: "Delete?", Handled: "dismissed"}) {
		t.Fatalf("Read = %+v, %v", tr, err)
	}
	for name, rec := range map[string]string{
		"type":    `{"kind":"end","status":"passed","dialogs":[{"type":"toast","message":"x","handled":"dismissed"}]}`,
		"handled": `{"kind":"end","status":"passed","dialogs":[{"type":"alert","message":"x","handled":"ignored"}]}`,
	} {
		_, err := trace.Read(strings.NewReader(head+rec+"\n"), "bad.jsonl")
		var te *trace.TraceError
		if !errors.As(err, &te) || !errors.Is(err, trace.ErrInvalidRecord) || te.Line != 2 || !strings.Contains(err.Error(), "dialogs[0]: "+name) {
			t.Errorf("%s: err = %v; want ErrInvalidRecord at bad.jsonl:2 naming dialogs[0] %s", name, err, name)
		}
	}
}
