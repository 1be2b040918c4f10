// Package replayginkgo turns recorded jev traces into Ginkgo table
// entries. It is the Ginkgo runner of package replay, kept apart so that
// programs that replay traces (the jev command) do not link Ginkgo.
package replayginkgo

import (
	"context"
	"fmt"
	"path/filepath"

	"github.com/onsi/ginkgo/v2"

	"github.com/jevtest/jev/replay"
)

// Case is one trace of a Ginkgo table built by Entries.
type Case struct {
	Path string
	opts []replay.Option
	err  error // the glob failed
}

// Run replays the case's trace on a fresh browser context with the
// entries' options followed by extra (extra may carry values known only
// once the suite runs, such as WithBaseURL of a server started in
// BeforeSuite).
func (c Case) Run(ctx context.Context, extra ...replay.Option) (*replay.TraceResult, error) {
	if c.err != nil {
		return nil, c.err
	}
	r, err := replay.New(append(append([]replay.Option(nil), c.opts...), extra...)...)
	if err != nil {
		return nil, err
	}
	return r.RunFile(ctx, c.Path), nil
}

// Entries returns one Ginkgo table entry per trace matching glob, to pass
// to DescribeTable with RunEntry as the body:
//
//	var _ = DescribeTable("recorded runs", replayginkgo.RunEntry,
//		replayginkgo.Entries("testdata/traces/**/*.jsonl", replay.WithBaseURL(appURL)))
//
// A glob that is malformed or matches nothing yields one entry that fails.
func Entries(glob string, opts ...replay.Option) []ginkgo.TableEntry {
	paths, unmatched, err := replay.Expand([]string{glob})
	if err == nil && len(unmatched) > 0 {
		err = fmt.Errorf("%w %q", replay.ErrNoMatch, glob)
	}
	if err != nil {
		return []ginkgo.TableEntry{ginkgo.Entry(glob, Case{Path: glob, err: err})}
	}
	out := make([]ginkgo.TableEntry, 0, len(paths))
	for _, p := range paths {
		out = append(out, ginkgo.Entry(filepath.ToSlash(p), Case{Path: p, opts: opts}))
	}
	return out
}

// RunEntry is the DescribeTable body for Entries: it replays the case,
// writes every step line to GinkgoWriter and fails the spec (ginkgo.Fail)
// with the readable failure of every failed step, or the trace's error.
func RunEntry(c Case, extra ...replay.Option) {
	ginkgo.GinkgoHelper()
	res, err := c.Run(context.Background(), extra...)
	if err != nil {
		ginkgo.Fail(err.Error())
		return
	}
	if msg := replay.Explain(res); msg != "" {
		ginkgo.Fail(msg)
		return
	}
	for _, s := range res.Steps {
		fmt.Fprintln(ginkgo.GinkgoWriter, replay.StepLine(s))
	}
}
