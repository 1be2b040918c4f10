package replay

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/playwright-community/playwright-go"

	"github.com/jevtest/jev/internal/dialogwatch"
	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/observe"
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
	page, dialogs, closePage, err := r.newPage(ctx)
	if err != nil {
		res := &TraceResult{Path: path, Flow: t.Header.Flow, Steps: []StepReplay{}}
		res.setError(err)
		return res
	}
	defer closePage()
	res, _ := r.Replay(ctx, page, t)
	res.Dialogs = dialogs.All()
	return res
}

// newPage opens a fresh browser context and page, its dialogs watched.
func (r *Replayer) newPage(ctx context.Context) (playwright.Page, *dialogwatch.Log, func(), error) {
	b := r.cfg.browser
	if b == nil {
		sb, err := stack.Shared(ctx)
		if err != nil {
			return nil, nil, nil, err
		}
		b = sb.Browser
	}
	bc, err := b.NewContext(playwright.BrowserNewContextOptions{
		Viewport: &playwright.Size{Width: 1280, Height: 800},
	})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("replay: new browser context: %w", err)
	}
	dialogs := dialogwatch.Watch(bc)
	page, err := bc.NewPage()
	if err != nil {
		bc.Close()
		return nil, nil, nil, fmt.Errorf("replay: new page: %w", err)
	}
	observe.TrackFrames(page) // followed from its start: race-free frame reads
	return page, dialogs, func() { bc.Close() }, nil
}

// noMatchResult is the error result a runner reports for a glob that
// matched no trace file (status error, exit code 2).
func noMatchResult(pattern string) *TraceResult {
	res := &TraceResult{Path: pattern, Steps: []StepReplay{}}
	res.setError(fmt.Errorf("%w %q", ErrNoMatch, pattern))
	return res
}
