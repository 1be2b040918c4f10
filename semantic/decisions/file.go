package decisions

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"sort"
	"sync"

	"github.com/jevtest/jev/semantic"
)

// Entry is one line of a decision file: one validated decision, keyed on
// the canonical question (semantic.CanonicalKey: engine id, kind,
// instruction, criteria, data and the content of every referenced piece of
// evidence). Kind and Data repeat the question's own fields so that a
// reviewer can read what was decided; they are not part of the lookup.
type Entry struct {
	Key           string             `json:"key"`
	Engine        string             `json:"engine"`
	Kind          semantic.Kind      `json:"kind,omitempty"`
	Data          map[string]string  `json:"data,omitempty"`
	Choice        string             `json:"choice"`
	Probabilities map[string]float64 `json:"probabilities"`
	Model         string             `json:"model,omitempty"`
}

// FileError is a decision file that cannot be read or written: the path,
// the 1-based line when a line is at fault, and the cause. errors.Is
// matches ErrBadFile.
type FileError struct {
	Path string
	Line int
	Err  error
}

func (e *FileError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("decisions: %s:%d: %v", e.Path, e.Line, e.Err)
	}
	return fmt.Sprintf("decisions: %s: %v", e.Path, e.Err)
}

// Unwrap returns the cause.
func (e *FileError) Unwrap() error { return e.Err }

// Is matches ErrBadFile.
func (e *FileError) Is(target error) bool { return target == ErrBadFile }

// file is the in-process view of one decision file, shared by every Store
// opened on the same path so that goroutines of one process see each
// other's writes without re-reading.
type file struct {
	path string

	mu      sync.Mutex
	entries map[string]Entry
	loaded  bool
	stamp   stamp // of the file when last read or written
}

type stamp struct {
	size    int64
	modTime int64
	exists  bool
}

var (
	filesMu sync.Mutex
	files   = map[string]*file{}
)

// openFile returns the shared view of path (made absolute).
func openFile(path string) (*file, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, &FileError{Path: path, Err: err}
	}
	filesMu.Lock()
	defer filesMu.Unlock()
	f := files[abs]
	if f == nil {
		f = &file{path: abs, entries: map[string]Entry{}}
		files[abs] = f
	}
	return f, nil
}

func statOf(path string) (stamp, error) {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return stamp{}, nil
	}
	if err != nil {
		return stamp{}, err
	}
	return stamp{size: fi.Size(), modTime: fi.ModTime().UnixNano(), exists: true}, nil
}

// readEntries parses a decision file; a missing file is empty.
func readEntries(path string) (map[string]Entry, error) {
	out := map[string]Entry{}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return out, nil
	}
	if err != nil {
		return nil, &FileError{Path: path, Err: err}
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	line := 0
	at := map[string]int{} // the line of each key
	for sc.Scan() {
		line++
		raw := bytes.TrimSpace(sc.Bytes())
		if len(raw) == 0 {
			continue
		}
		var e Entry
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			return nil, &FileError{Path: path, Line: line, Err: err}
		}
		if e.Key == "" || e.Choice == "" || len(e.Probabilities) == 0 {
			return nil, &FileError{Path: path, Line: line, Err: errors.New("an entry needs key, choice and probabilities")}
		}
		if prev, ok := out[e.Key]; ok && !sameEntry(prev, e) {
			return nil, &FileError{Path: path, Line: line, Err: fmt.Errorf("%w: key %.12s… is at line %d too, with another decision (a merge kept both?); keep the one line that is right, or delete both and record again", ErrConflict, e.Key, at[e.Key])}
		}
		out[e.Key], at[e.Key] = e, line
	}
	if err := sc.Err(); err != nil {
		return nil, &FileError{Path: path, Err: err}
	}
	return out, nil
}

// sameEntry reports two lines holding the same decision (a union merge
// of two branches that recorded it alike).
func sameEntry(a, b Entry) bool {
	return a.Engine == b.Engine && a.Kind == b.Kind && a.Choice == b.Choice && a.Model == b.Model &&
		maps.Equal(a.Data, b.Data) && maps.Equal(a.Probabilities, b.Probabilities)
}

// encode writes entries one JSON object per line, sorted by key (maps
// inside an entry are sorted by encoding/json), so that the file is
// byte-for-byte the same for the same decisions and a new decision is a
// one-line diff.
func encode(entries map[string]Entry) []byte {
	keys := make([]string, 0, len(entries))
	for k := range entries {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var buf bytes.Buffer
	for _, k := range keys {
		b, _ := json.Marshal(entries[k]) // strings, string maps and floats
		buf.Write(b)
		buf.WriteByte('\n')
	}
	return buf.Bytes()
}

// refresh re-reads the file when it changed on disk since it was last seen
// (another process wrote to it). f.mu must be held.
func (f *file) refresh() error {
	st, err := statOf(f.path)
	if err != nil {
		return &FileError{Path: f.path, Err: err}
	}
	if f.loaded && st == f.stamp {
		return nil
	}
	es, err := readEntries(f.path)
	if err != nil {
		return err
	}
	for k, e := range es {
		f.entries[k] = e
	}
	f.loaded, f.stamp = true, st
	return nil
}

// lookup returns the stored entries of keys (absent keys are left out),
// re-reading the file first when it changed on disk.
func (f *file) lookup(keys []string) (map[string]Entry, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.refresh(); err != nil {
		return nil, err
	}
	out := map[string]Entry{}
	for _, k := range keys {
		if e, ok := f.entries[k]; ok {
			out[k] = e
		}
	}
	return out, nil
}

// put merges es into the file under an exclusive lock: it re-reads what
// other processes wrote, adds es (replacing entries of the same key when
// overwrite is set, else keeping the stored one), and replaces the file
// atomically. It returns the entries now stored for es's keys.
func (f *file) put(es []Entry, overwrite bool) (map[string]Entry, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := os.MkdirAll(filepath.Dir(f.path), 0o755); err != nil {
		return nil, &FileError{Path: f.path, Err: err}
	}
	unlock, err := lockFile(f.path + ".lock")
	if err != nil {
		return nil, &FileError{Path: f.path + ".lock", Err: err}
	}
	defer unlock()
	disk, err := readEntries(f.path)
	if err != nil {
		return nil, err
	}
	for k, e := range disk {
		f.entries[k] = e
	}
	out := map[string]Entry{}
	for _, e := range es {
		if old, ok := f.entries[e.Key]; ok && !overwrite {
			out[e.Key] = old
			continue
		}
		f.entries[e.Key] = e
		out[e.Key] = e
	}
	if err := writeAtomic(f.path, encode(f.entries)); err != nil {
		return nil, &FileError{Path: f.path, Err: err}
	}
	st, err := statOf(f.path)
	if err != nil {
		return nil, &FileError{Path: f.path, Err: err}
	}
	f.loaded, f.stamp = true, st
	return out, nil
}

// writeAtomic writes b to a temporary file next to path and renames it over
// path, so a reader never sees half a file.
func writeAtomic(path string, b []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(name)
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(name)
		return err
	}
	if err := os.Chmod(name, 0o644); err != nil {
		os.Remove(name)
		return err
	}
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return err
	}
	return nil
}
