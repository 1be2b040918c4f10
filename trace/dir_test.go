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
