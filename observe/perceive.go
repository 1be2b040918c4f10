package observe

import (
	"context"
	"fmt"
	"slices"

	"github.com/playwright-community/playwright-go"
)

// Perceive makes the checks of what a person sees that Observe leaves out
// of its walk for the sources with the given ids (every source when none
// is given), and removes from s.Sources each one a person does not see:
// its box lies off-screen, it is clipped or indented away, its text is
// transparent or the colour of its background, an opaque element covers
// it, or a unit that holds it is hidden in one of those ways (see
// docs/observation.md). A source no longer in the document is removed
// too. It returns the ids it removed, in s.Sources order.
//
// Observe already leaves out everything a cheap style read settles
// (display, visibility, opacity, aria-hidden, collapsed clipping blocks,
// visually hidden inline text): Perceive costs one round trip per frame
// involved and a box and style read per asked unit, and a source is asked
// once per snapshot. Ids that are not this snapshot's sources are ignored.
// Perceive changes s: it is not safe for concurrent use with other reads
// of s.Sources.
func (s *Snapshot) Perceive(ctx context.Context, page playwright.Page, ids ...string) ([]string, error) {
	if err := s.checkPage(page); err != nil {
		return nil, err
	}
	ask := s.unperceived(ids)
	if len(ask) == 0 {
		return nil, nil
	}
	ctx, cancel := boundCtx(ctx, DefaultTimeout)
	defer cancel()
	unseen := map[int]bool{}
	for fi, idx := range ask {
		seen, err := s.perceiveFrame(ctx, page, fi, idx)
		if err != nil {
			return nil, err
		}
		for k, i := range idx {
			if k < len(seen) && seen[k] == '1' {
				s.Sources[i].perceived = true
			} else {
				unseen[i] = true
			}
		}
	}
	var dropped []string
	kept := s.Sources[:0:0]
	for i, src := range s.Sources {
		if unseen[i] {
			dropped = append(dropped, src.ID)
			continue
		}
		kept = append(kept, src)
	}
	if len(dropped) > 0 {
		s.Sources = slices.Clip(kept)
	}
	return dropped, nil
}

// unperceived lists, by frame, the indexes in s.Sources of the sources
// with the given ids (all when ids is empty) not perceived yet.
func (s *Snapshot) unperceived(ids []string) map[int][]int {
	want := make(map[string]bool, len(ids))
	for _, id := range ids {
		want[id] = true
	}
	out := map[int][]int{}
	for i := range s.Sources {
		src := &s.Sources[i]
		if src.perceived || (len(ids) > 0 && !want[src.ID]) {
			continue
		}
		out[src.Frame] = append(out[src.Frame], i)
	}
	return out
}

// perceiveFrame asks frame fi about the sources at idx: one '1' (seen)
// or '0' per source. A detached child frame sees nothing.
func (s *Snapshot) perceiveFrame(ctx context.Context, page playwright.Page, fi int, idx []int) (string, error) {
	if fi < 0 || fi >= len(s.frames) || s.docs[fi] == "" {
		return "", nil
	}
	nodes := make([]int, len(idx))
	for k, i := range idx {
		nodes[k] = s.Sources[i].Ref.Node
	}
	arg := map[string]any{"op": "perceive", "snap": s.ID, "doc": s.docs[fi], "nodes": nodes}
	var res string
	err := s.evalReread(ctx, page, fi, arg, &res)
	if err != nil && fi > 0 && s.frames[fi].IsDetached() {
		return "", nil
	}
	if err != nil {
		return "", fail(page, err, fi)
	}
	if len(res) != len(idx) {
		return "", fmt.Errorf("%w: perceive answered %d verdicts for %d sources", ErrUnexpected, len(res), len(idx))
	}
	return res, nil
}
