package replay

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/playwright-community/playwright-go"

	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/trace"
)

// Expand turns paths and globs (doublestar syntax: "traces/**/*.jsonl")
// into a sorted list of distinct trace paths. A literal path is kept even
// when it does not exist (reading it reports the error); a glob that
// matches nothing is listed in unmatched; a malformed glob is an error.
func Expand(patterns []string) (paths, unmatched []string, err error) {
	seen := map[string]bool{}
	for _, p := range patterns {
		if !hasMeta(p) {
			if !seen[p] {
				seen[p] = true
				paths = append(paths, p)
			}
			continue
		}
		if !doublestar.ValidatePathPattern(p) {
			return nil, nil, fmt.Errorf("%w: %q", doublestar.ErrBadPattern, p)
		}
		ms, err := doublestar.FilepathGlob(p, doublestar.WithFilesOnly())
		if err != nil {
			return nil, nil, fmt.Errorf("glob %q: %w", p, err)
		}
		if len(ms) == 0 {
			unmatched = append(unmatched, p)
		}
		for _, m := range ms {
			if !seen[m] {
				seen[m] = true
				paths = append(paths, m)
			}
		}
	}
	sort.Strings(paths)
	return paths, unmatched, nil
}

func hasMeta(p string) bool { return strings.ContainsAny(p, "*?[{") }

// ParseShard parses "i/n" (1 ≤ i ≤ n): this job's share of a run split
// across n CI jobs. Anything else wraps ErrBadShard.
func ParseShard(s string) (i, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return 0, 0, fmt.Errorf("%w: %q is not i/n with 1 ≤ i ≤ n", ErrBadShard, s)
	}
	return i, n, nil
}

// Shard returns shard i of n (1-based) of paths: the list is sorted and
// cut into n contiguous runs whose sizes differ by at most one, so that
// every path lands in exactly one shard whatever order it was given in.
func Shard(paths []string, i, n int) []string {
	sorted := append([]string(nil), paths...)
	sort.Strings(sorted)
	lo, hi := (i-1)*len(sorted)/n, i*len(sorted)/n
	return sorted[lo:hi]
}

// RunFiles replays each trace file in order, each on a fresh browser
// context and page (WithBrowser, else the process-wide browser), and
// collects the results. progress, when not nil, is called after each
// trace. A trace that cannot be read is an error result and the others
// still run; a browser that cannot start makes every trace an error. The
// returned error is only the context's.
func RunFiles(ctx context.Context, paths []string, progress func(done int, r *TraceResult), opts ...Option) (*Report, error) {
	rep := &Report{Traces: []*TraceResult{}}
	r, err := New(opts...)
	if err != nil {
		return nil, err
	}
	for k, p := range paths {
		if err := ctx.Err(); err != nil {
			return rep, err
		}
		res := r.RunFile(ctx, p)
		rep.Add(res)
		if progress != nil {
			progress(k+1, res)
		}
	}
	return rep, ctx.Err()
}

// RunFile replays the trace file at path on its own browser context (the
// Replayer's browser, else the process-wide one) and reports every
// problem, including an unreadable file, in the result.
func (r *Replayer) RunFile(ctx context.Context, path string) *TraceResult {
	t, err := trace.ReadFile(path)
	if err != nil {
		res := &TraceResult{Path: path, Steps: []StepReplay{}}
		res.setError(err)
		return res
	}
	page, closePage, err := r.newPage(ctx)
	if err != nil {
		res := &TraceResult{Path: path, Flow: t.Header.Flow, Steps: []StepReplay{}}
		res.setError(err)
		return res
	}
	defer closePage()
	res, _ := r.Replay(ctx, page, t)
	return res
}

// newPage opens a fresh browser context and page.
func (r *Replayer) newPage(ctx context.Context) (playwright.Page, func(), error) {
	b := r.cfg.browser
	if b == nil {
		sb, err := stack.Shared(ctx)
		if err != nil {
			return nil, nil, err
		}
		b = sb.Browser
	}
	bc, err := b.NewContext(playwright.BrowserNewContextOptions{
		Viewport: &playwright.Size{Width: 1280, Height: 800},
	})
	if err != nil {
		return nil, nil, fmt.Errorf("replay: new browser context: %w", err)
	}
	page, err := bc.NewPage()
	if err != nil {
		bc.Close()
		return nil, nil, fmt.Errorf("replay: new page: %w", err)
	}
	return page, func() { bc.Close() }, nil
}

// NoMatchResult is the error result a runner reports for a glob that
// matched no trace file (status error, exit code 2).
func NoMatchResult(pattern string) *TraceResult {
	res := &TraceResult{Path: pattern, Steps: []StepReplay{}}
	res.setError(fmt.Errorf("%w %q", ErrNoMatch, pattern))
	return res
}
