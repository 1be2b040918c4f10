package observe

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/playwright-community/playwright-go"
)

// RefStatus is what became of an observed node.
type RefStatus string

// The outcomes of re-reading a ref.
const (
	// RefUnchanged: the same node, visible, with the same name/value or text.
	RefUnchanged RefStatus = "unchanged"
	// RefChanged: the same node, visible, but its name, value or text
	// differs; RefState.Text holds the current text.
	RefChanged RefStatus = "changed"
	// RefHidden: the node is still in the document but not visible (or lies
	// outside a modal opened since).
	RefHidden RefStatus = "hidden"
	// RefDetached: the node is gone and nothing with its identity stands in
	// its place; also every ref of a document that was navigated away, of a
	// removed frame, or of a snapshot the page no longer retains.
	RefDetached RefStatus = "detached"
	// RefReplaced: the node is gone, but a node with the same identity (a
	// target with the same role and name, a text unit at the same position
	// with the same role) now stands in its place. It is a different node:
	// nothing acts on it through this ref.
	RefReplaced RefStatus = "replaced"
)

// RefState is one re-read ref.
type RefState struct {
	Ref    Ref       `json:"ref"`
	Status RefStatus `json:"status"`
	// Text is the current text when readable: a target's accessible name, a
	// text unit's text; for replaced, the replacement's.
	Text string `json:"text,omitempty"`
	// Value is a target's current value (never a password's).
	Value string `json:"value,omitempty"`
}

// refItem is what a ref observed, for the page to compare against: a
// target (kind "t": role, name, value) or a text unit (kind "u": role,
// text, its position among its frame's units from 1, whether it is a
// control's state). Every field travels: the page reads those of its kind.
type refItem struct {
	Kind  string `json:"kind"`
	Node  int    `json:"node"`
	Role  string `json:"role"`
	Name  string `json:"name"`
	Value string `json:"value"`
	Text  string `json:"text"`
	Pos   int    `json:"pos"`
	State bool   `json:"state"`
}

// item describes what a ref observed.
func (s *Snapshot) item(ref Ref) (*refItem, error) {
	its, err := s.items([]Ref{ref})
	if err != nil {
		return nil, err
	}
	return its[0], nil
}

// items describes what each ref observed, in one pass over the snapshot
// (no copies of its targets and sources, one slice index per entry for the
// common miss: a snapshot holds thousands). A ref that is not this
// snapshot's fails with ErrForeignRef, the first such in refs order.
func (s *Snapshot) items(refs []Ref) ([]*refItem, error) {
	own := func(r Ref) bool {
		return r.Snapshot == s.ID && r.Frame >= 0 && r.Frame < len(s.frames) && s.docs[r.Frame] != "" && r.Node >= 0
	}
	type key struct{ frame, node int }
	want := make(map[key][]int, len(refs))
	// hit[node]: some wanted ref has that node index (nil when one is too
	// large for a slice: then every entry is looked up).
	var hit []bool
	big := false
	for i, r := range refs {
		if !own(r) {
			continue
		}
		want[key{r.Frame, r.Node}] = append(want[key{r.Frame, r.Node}], i)
		big = big || r.Node >= 1<<20
		if !big {
			for len(hit) <= r.Node {
				hit = append(hit, false)
			}
			hit[r.Node] = true
		}
	}
	wanted := func(r Ref) []int {
		if r.Snapshot != s.ID || (!big && (r.Node < 0 || r.Node >= len(hit) || !hit[r.Node])) {
			return nil
		}
		return want[key{r.Frame, r.Node}]
	}
	out := make([]*refItem, len(refs))
	for i := range s.Targets {
		t := &s.Targets[i]
		for _, k := range wanted(t.Ref) {
			out[k] = &refItem{Kind: "t", Node: t.Ref.Node, Role: t.Role, Name: t.Name, Value: t.Value}
		}
	}
	for i := range s.Sources {
		u := &s.Sources[i]
		for _, k := range wanted(u.Ref) {
			if out[k] == nil { // a target first, as ever
				out[k] = &refItem{Kind: "u", Node: u.Ref.Node, Role: u.Role, Text: u.Text, Pos: unitPos(u.ID), State: u.state}
			}
		}
	}
	for i, it := range out {
		if it == nil {
			return nil, fmt.Errorf("%w: %s (snapshot %s)", ErrForeignRef, refs[i], s.ID)
		}
	}
	return out, nil
}

// unitPos is a unit's position among its frame's units (from 1), the n
// of its id t<frame>_<n>: Perceive leaves gaps in s.Sources where it
// removed units, the page's own count has none. 0 when id is not a unit's.
func unitPos(id string) int {
	_, n, ok := strings.Cut(id, "_")
	if !ok {
		return 0
	}
	p, err := strconv.Atoi(n)
	if err != nil {
		return 0
	}
	return p
}

func (s *Snapshot) checkPage(page playwright.Page) error {
	if page == nil || page != s.page {
		return fmt.Errorf("%w: not the page snapshot %s was taken on", ErrForeignRef, s.ID)
	}
	if page.IsClosed() {
		return &ObserveError{Category: CategoryTargetClosed, Err: playwright.ErrTargetClosed}
	}
	return nil
}

// Reread reports, for each ref, whether its node is unchanged, changed (with
// the current text), hidden, detached or replaced. It costs one round trip
// per frame involved (the main frame's through the page's CDP link once
// attached, see link) and never retargets. Refs not from this snapshot
// fail with ErrForeignRef before the page is touched.
func (s *Snapshot) Reread(ctx context.Context, page playwright.Page, refs ...Ref) ([]RefState, error) {
	if err := s.checkPage(page); err != nil {
		return nil, err
	}
	items, err := s.items(refs)
	if err != nil {
		return nil, err
	}
	byFrame := map[int][]int{}
	var order []int
	for i, r := range refs {
		if _, ok := byFrame[r.Frame]; !ok {
			order = append(order, r.Frame)
		}
		byFrame[r.Frame] = append(byFrame[r.Frame], i)
	}
	ctx, cancel := boundCtx(ctx, DefaultTimeout)
	defer cancel()
	out := make([]RefState, len(refs))
	for _, fi := range order {
		idx := byFrame[fi]
		list := make([]*refItem, len(idx))
		for k, i := range idx {
			list[k] = items[i]
		}
		arg := map[string]any{"op": "reread", "snap": s.ID, "doc": s.docs[fi], "items": list}
		var res []struct {
			Status string `json:"status"`
			Text   string `json:"text"`
			Value  string `json:"value"`
		}
		err := s.evalReread(ctx, page, fi, arg, &res)
		if err != nil && fi > 0 && frameGone(page, s.frames[fi]) {
			err, res = nil, nil // the frame is gone, and its nodes with it
		}
		if err != nil {
			return nil, fail(page, err, fi)
		}
		for k, i := range idx {
			st := RefState{Ref: refs[i], Status: RefDetached}
			if k < len(res) {
				st.Status, st.Text, st.Value = RefStatus(res[k].Status), res[k].Text, res[k].Value
			}
			out[i] = st
		}
	}
	return out, nil
}

// evalReread runs a re-read in frame fi: the main frame through the
// page's link when it has one (see link), else through Evaluate.
func (s *Snapshot) evalReread(ctx context.Context, page playwright.Page, fi int, arg map[string]any, out any) error {
	if fi == 0 {
		if l := linkOf(page); l != nil {
			switch o, err := l.callJSON(ctx, arg, out); {
			case err != nil || o == linkAnswered:
				return err
			case o == linkNotInstalled:
				return installJSON(ctx, s.frames[0], arg, out)
			}
		}
	}
	return evalJSON(ctx, s.frames[fi], arg, out)
}

// Element returns a handle on the exact node ref observed, revalidated for
// acting: it must still be in the same document, visible and not outside a
// modal. A detached, hidden or replaced node is a *StaleRefError (errors.Is
// ErrStaleRef) and is never retargeted. The caller disposes the handle.
func (s *Snapshot) Element(ctx context.Context, page playwright.Page, ref Ref) (playwright.ElementHandle, error) {
	if err := s.checkPage(page); err != nil {
		return nil, err
	}
	it, err := s.item(ref)
	if err != nil {
		return nil, err
	}
	ctx, cancel := boundCtx(ctx, DefaultTimeout)
	defer cancel()
	f := s.frames[ref.Frame]
	arg := map[string]any{"op": "element", "snap": s.ID, "doc": s.docs[ref.Frame], "item": it}
	h, err := evalHandle(ctx, f, arg)
	if err != nil {
		if ref.Frame > 0 && frameGone(page, f) {
			return nil, &StaleRefError{Ref: ref, Status: RefDetached}
		}
		return nil, fail(page, err, ref.Frame)
	}
	if el := h.AsElement(); el != nil {
		return el, nil
	}
	v, err := driverCall(ctx, h.JSONValue, nil)
	go h.Dispose()
	if err != nil {
		return nil, fail(page, err, ref.Frame)
	}
	st := RefDetached
	if m, ok := v.(map[string]any); ok {
		if s, ok := m["status"].(string); ok {
			st = RefStatus(s)
		}
	}
	return nil, &StaleRefError{Ref: ref, Status: st}
}
