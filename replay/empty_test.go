package replay_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/replay"
)

// A trace that holds only its run header (a recording cut short, spec 0,
// 1 or 2) replays nothing, so it is an error naming the file and the fix,
// never a pass: it was "PASS (0 records)", exit 0. A header with its end
// record (a test that recorded nothing and said how it ended) still
// replays.
func TestHeaderOnlyTraceIsAnError(t *testing.T) {
	dir := t.TempDir()
	r, err := replay.New(replay.WithBrowser(pwtest.Browser(t).Browser))
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []string{"0", "1", "2"} {
		p := filepath.Join(dir, "cut"+spec+".jsonl")
		if err := os.WriteFile(p, []byte(`{"kind":"run","spec":`+spec+`,"start":"http://127.0.0.1:9/"}`+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		res := r.RunFile(context.Background(), p)
		if res.Status != replay.TraceErrored || !errors.Is(res.Err(), replay.ErrEmptyTrace) ||
			!strings.Contains(res.Error, p+" has only its run header") || !strings.Contains(res.Error, "record it again") {
			t.Errorf("spec %s: replay = %s (%s); want an error wrapping ErrEmptyTrace naming %s", spec, res.Status, res.Error, p)
		}
	}
	p := filepath.Join(dir, "ended.jsonl")
	if err := os.WriteFile(p, []byte(`{"kind":"run","spec":2}`+"\n"+`{"kind":"end","status":"passed"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if res := r.RunFile(context.Background(), p); res.Status != replay.TracePassed {
		t.Errorf("header and end record: replay = %s (%s); want passed", res.Status, res.Error)
	}
}

// A spec 2 trace with records but no end record is a recording cut short
// (the test process was killed, or go test -timeout ended it, before the
// trace closed): its test never passed, so its replay never passes. It
// replayed as "PASS (1 record)", exit 0. The same records with the end
// record pass; a spec 1 trace (which has no end record) replays as before.
func TestUnfinishedTraceIsAnError(t *testing.T) {
	dir := t.TempDir()
	r, err := replay.New(replay.WithBrowser(pwtest.Browser(t).Browser))
	if err != nil {
		t.Fatal(err)
	}
	const gotoRec = `{"kind":"action","at":"2026-12-02T04:24:03.576Z","tool":"goto","request":{"url":"about:blank"},"result":{"ok":true}}` + "\n"
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cut := write("cut.jsonl", `{"kind":"run","spec":2,"flow":"plan"}`+"\n"+gotoRec)
	res := r.RunFile(context.Background(), cut)
	want := cut + " stops after line 2 without saying how its test ended"
	if res.Status != replay.TraceErrored || !errors.Is(res.Err(), replay.ErrUnfinishedTrace) ||
		!strings.Contains(res.Error, want) || !strings.Contains(res.Error, "record it again") {
		t.Errorf("cut spec 2 trace: replay = %s (%s); want an error wrapping ErrUnfinishedTrace, %q", res.Status, res.Error, want)
	}
	for name, data := range map[string]string{
		"ended.jsonl": `{"kind":"run","spec":2,"flow":"plan"}` + "\n" + gotoRec + `{"kind":"end","status":"passed"}` + "\n",
		"spec1.jsonl": `{"kind":"run","spec":1,"flow":"plan"}` + "\n" + gotoRec,
	} {
		if res := r.RunFile(context.Background(), write(name, data)); res.Status != replay.TracePassed {
			t.Errorf("%s: replay = %s (%s); want passed", name, res.Status, res.Error)
		}
	}
}
