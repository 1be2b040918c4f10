package jevtest_test

import (
	"testing"

	"github.com/jevtest/jev/jevtest"
)

// BenchmarkNewSession is the per-test cost of the harness on a warm shared
// browser: a fresh context and page, opened and closed.
func BenchmarkNewSession(b *testing.B) {
	srv := newSite()
	b.Cleanup(srv.Close)
	jevtest.New(b) // warm the shared browser outside the loop
	for b.Loop() {
		tb := &recordingTB{TB: b, name: b.Name()}
		tb.call(func() { jevtest.New(tb).Goto(srv.URL + "/page/bench") })
		tb.runCleanups()
		if f := append(tb.fatalMessages(), tb.errorMessages()...); len(f) != 0 {
			b.Fatalf("session: %q", f)
		}
	}
}
