package replay

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/onsi/ginkgo/v2"
)

// Case is one trace of a Ginkgo table built by Entries.
type Case struct {
	Path string
	opts []Option
	err  error // the glob failed
}

// Run replays the case's trace on a fresh browser context with the
// entries' options followed by extra (extra may carry values known only
// once the suite runs, such as WithBaseURL of a server started in
// BeforeSuite).
func (c Case) Run(ctx context.Context, extra ...Option) (*TraceResult, error) {
	if c.err != nil {
		return nil, c.err
	}
	r, err := New(append(append([]Option(nil), c.opts...), extra...)...)
	if err != nil {
		return nil, err
	}
	return r.runFile(ctx, c.Path), nil
}

// Entries returns one Ginkgo table entry per trace matching glob, to pass
// to DescribeTable with RunEntry as the body:
//
//	var _ = DescribeTable("recorded runs", replay.RunEntry,
//		replay.Entries("testdata/traces/**/*.jsonl", replay.WithBaseURL(appURL)))
//
// A glob that is malformed or matches nothing yields one entry that fails.
func Entries(glob string, opts ...Option) []ginkgo.TableEntry {
	paths, unmatched, err := Expand([]string{glob})
	if err == nil && len(unmatched) > 0 {
		err = fmt.Errorf("%w %q", ErrNoMatch, glob)
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
func RunEntry(c Case, extra ...Option) {
	ginkgo.GinkgoHelper()
	res, err := c.Run(context.Background(), extra...)
	if err != nil {
		ginkgo.Fail(err.Error())
		return
	}
	if msg := Explain(res); msg != "" {
		ginkgo.Fail(msg)
		return
	}
	for _, s := range res.Steps {
		fmt.Fprintln(ginkgo.GinkgoWriter, StepLine(s))
	}
}

// Explain returns "" for a passed trace, else why it did not pass: the
// trace error, every failed step (FailureMessage) and a failed
// verification.
func Explain(res *TraceResult) string {
	switch res.Status {
	case TracePassed:
		return ""
	case TraceErrored:
		return fmt.Sprintf("%s: %s", res.Path, res.Error)
	}
	var parts []string
	parts = append(parts, fmt.Sprintf("%s: %s", res.Path, res.Error))
	for _, s := range res.Failures() {
		parts = append(parts, FailureMessage(s))
	}
	return strings.Join(parts, "\n")
}
