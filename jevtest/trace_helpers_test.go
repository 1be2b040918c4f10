package jevtest_test

import (
	"context"
	"testing"

	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/trace"
)

// recordTrace runs body in a subtest "record" on a session that writes its
// trace into a temporary folder, with the embedded engine, and returns the
// folder and the trace's path. A failed recording stops the test.
func recordTrace(t *testing.T, body func(t *testing.T, s *jevtest.Session)) (dir, path string) {
	t.Helper()
	dir = t.TempDir()
	ok := t.Run("record", func(t *testing.T) {
		s := jevtest.New(t, jevtest.WithTraceDir(dir), jevtest.WithDecider(lexical.New()))
		path = s.TracePath()
		body(t, s)
	})
	if !ok {
		t.FailNow()
	}
	return dir, path
}

// replayTrace replays tr with execution on a fresh page, asking d when a
// record is not answered from its decisions, and returns the result and
// the exit code a report of it gives.
func replayTrace(t *testing.T, tr *trace.Trace, d semantic.Decider, opts ...replay.Option) (*replay.TraceResult, int) {
	t.Helper()
	r, err := replay.New(append([]replay.Option{replay.WithExecute(true), replay.WithDecider(d)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Replay(context.Background(), jevtest.New(t).Page(), tr)
	if err != nil {
		t.Fatal(err)
	}
	var rep replay.Report
	rep.Add(res)
	return res, rep.ExitCode()
}
