package observe

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/jevtest/jev/internal/await"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

var snapshotSeq atomic.Uint64

// frameVerdict is a parent frame's view of one child iframe.
type frameVerdict struct {
	Visible bool `json:"visible"`
	VP      bool `json:"vp"`
}

// Observe reads every frame of page (main frame first, one Evaluate each)
// and returns its targets, text sources and refs.
//
// Each child frame is read within a per-frame bound (WithFrameTimeout): a
// frame that does not answer in time, or that detaches while it is read,
// is skipped and listed in Snapshot.Unread, and the rest of the page is
// observed. The main frame's failures fail the observation.
//
// Before reading, the main document must be readable (bounded by
// WithReadyTimeout; else ErrDocumentNotReady) and running CSS animations
// and transitions get at most the transition cap to end. Errors are
// *ObserveError values matching ErrNavigationContext, ErrDocumentNotReady,
// ErrTargetClosed, ErrTimeout or ErrUnexpected.
func Observe(ctx context.Context, page playwright.Page, opts ...Option) (*Snapshot, error) {
	cfg := defaults()
	for _, o := range opts {
		o(&cfg)
	}
	if page == nil {
		return nil, &ObserveError{Category: CategoryTargetClosed, Err: errors.New("nil page")}
	}
	start := time.Now()
	ctx, cancel := boundCtx(ctx, cfg.timeout)
	defer cancel()
	if page.IsClosed() {
		return nil, &ObserveError{Category: CategoryTargetClosed, Err: playwright.ErrTargetClosed}
	}
	linkOf(page) // starts attaching the page's re-read link, in the background (see link)
	o := newObservation(page, cfg)
	defer o.dispose()
	if err := o.frameElements(ctx); err != nil {
		return nil, err
	}
	for i := range o.snap.frames {
		if err := o.readFrame(ctx, i); err != nil {
			return nil, err
		}
	}
	return o.finish(start), nil
}

// observation is one Observe in progress: the snapshot being filled and
// what the frames read so far say about the frames still to read.
type observation struct {
	cfg  config
	snap *Snapshot
	// children lists each frame's child frames; handles holds the iframe
	// element of every child frame, handed to its parent's evaluate so the
	// parent can say whether the frame is rendered, in the viewport and
	// inside the modal.
	children [][]int
	handles  []playwright.ElementHandle
	// readable and inVP are the parents' verdicts on each frame.
	readable, inVP []bool
	cands          []candidate
	total          int
	transitionMs   int64
}

func newObservation(page playwright.Page, cfg config) *observation {
	frames := orderFrames(page)
	n := len(frames)
	o := &observation{
		cfg: cfg,
		snap: &Snapshot{
			ID:     fmt.Sprintf("s%d", snapshotSeq.Add(1)),
			Frames: make([]Frame, n),
			page:   page,
			frames: frames,
			docs:   make([]string, n),
			max:    cfg.maxTargets,
		},
		children: make([][]int, n),
		handles:  make([]playwright.ElementHandle, n),
		readable: make([]bool, n),
		inVP:     make([]bool, n),
	}
	o.readable[0], o.inVP[0] = true, true
	return o
}

// dispose releases the iframe element handles.
func (o *observation) dispose() {
	for _, h := range o.handles {
		if h != nil {
			go h.Dispose()
		}
	}
}

// frameElements records every frame, its parent and its iframe element.
// A child frame whose element does not come within the per-frame bound is
// unread (its parent does not answer either).
func (o *observation) frameElements(ctx context.Context) error {
	frames := o.snap.frames
	index := make(map[playwright.Frame]int, len(frames))
	for i, f := range frames {
		index[f] = i
	}
	for i, f := range frames {
		o.snap.Frames[i] = Frame{Index: i, Name: f.Name(), URL: f.URL(), Parent: -1}
		if i == 0 {
			continue
		}
		p, ok := index[f.ParentFrame()]
		if !ok || p >= i {
			p = 0
		}
		o.snap.Frames[i].Parent = p
		fctx, fcancel := context.WithTimeout(ctx, o.cfg.frameTimeout)
		h, err := await.Call(fctx, f.FrameElement, func(h playwright.ElementHandle) { h.Dispose() })
		fcancel()
		if why := o.unreadWhy(ctx, i, err); why != "" {
			unread(o.snap, i, why)
			continue
		}
		if err != nil {
			return fail(o.snap.page, err, i)
		}
		o.handles[i] = h
		o.children[p] = append(o.children[p], i)
	}
	return nil
}

// frameArg is the observe operation's argument for frame i.
func (o *observation) frameArg(i int) map[string]any {
	kids := make([]any, len(o.children[i]))
	for k, c := range o.children[i] {
		kids[k] = o.handles[c]
	}
	settle := o.cfg.transitionCap.Milliseconds() - o.transitionMs
	ready := 0
	if i == 0 {
		ready = int(o.cfg.readyTimeout.Milliseconds())
	}
	return map[string]any{
		"op": "observe", "snap": o.snap.ID, "cap": o.cfg.maxTargets, "text": o.cfg.text,
		"settleMs": int(max(settle, 0)), "readyMs": ready, "main": i == 0, "vp": o.inVP[i],
		"children": kids,
	}
}

// readFrame reads frame i (one Evaluate) when its parent found it
// rendered. A child frame that does not answer within the per-frame bound,
// or whose document has no body (bodylessWhy), is unread and the rest of
// the page is still read; a main document that does not become readable
// is ErrDocumentNotReady.
func (o *observation) readFrame(ctx context.Context, i int) error {
	snap := o.snap
	if !o.readable[i] {
		snap.Frames[i].Skipped = true
		return nil
	}
	var res jsObservation
	if err := evalFrame(ctx, snap.frames[i], i, o.cfg.frameTimeout, o.frameArg(i), &res); err != nil {
		if why := o.unreadWhy(ctx, i, err); why != "" {
			unread(snap, i, why)
			return nil
		}
		return fail(snap.page, err, i)
	}
	if res.NotReady {
		if i == 0 {
			return &ObserveError{Category: CategoryDocumentNotReady, Frame: 0,
				Err: fmt.Errorf("no readable document at %q within %s (readyState %q)", res.URL, o.cfg.readyTimeout, res.ReadyState)}
		}
		unread(snap, i, bodylessWhy(res.ReadyState))
		return nil
	}
	return o.addFrame(i, &res)
}

// addFrame takes frame i's answer into the snapshot: its verdicts on its
// child frames, its document, target candidates and text sources.
func (o *observation) addFrame(i int, res *jsObservation) error {
	snap := o.snap
	for k, c := range o.children[i] {
		if k < len(res.Frames) {
			o.readable[c] = res.Frames[k].Visible
			o.inVP[c] = res.Frames[k].VP
		}
	}
	snap.docs[i] = res.Doc
	snap.Frames[i].URL = res.URL
	if i == 0 {
		snap.URL, snap.Title = res.URL, res.Title
	}
	snap.Modal = snap.Modal || res.Modal
	o.transitionMs += res.TransitionMs
	o.total += res.Total
	for _, t := range res.Targets {
		o.cands = append(o.cands, candidate{t: t, frame: i})
	}
	units, err := decodeUnits(res.Units, len(res.Targets))
	if err != nil {
		return &ObserveError{Category: CategoryUnexpected, Frame: i, Err: err}
	}
	snap.Sources = slices.Grow(snap.Sources, len(units))
	ids := sourceIDs(i, len(units))
	rawRow, row := "", ""
	for k, u := range units {
		if u.Row != rawRow { // rows repeat unit after unit: collapse each once
			rawRow, row = u.Row, truncate(collapseWS(u.Row), 120)
		}
		snap.Sources = append(snap.Sources, TextSource{
			ID: ids[k], Frame: i, Role: u.Role, Text: u.Text,
			Context: u.Context, Heading: u.Heading, Region: u.Region, Row: row, Landmark: u.Landmark,
			Ref: Ref{Snapshot: snap.ID, Frame: i, Node: u.Node}, state: u.State, perceived: u.State || u.Assistive, Assistive: u.Assistive,
		})
	}
	return nil
}

// sourceIDs returns the ids t<frame>_1 … t<frame>_<n>, cut from one
// string (one allocation for a frame's thousands of ids).
func sourceIDs(frame, n int) []string {
	prefix := "t" + strconv.Itoa(frame) + "_"
	ends := make([]int, n)
	var b []byte
	for k := range n {
		b = append(b, prefix...)
		b = strconv.AppendInt(b, int64(k+1), 10)
		ends[k] = len(b)
	}
	all := string(b)
	ids := make([]string, n)
	start := 0
	for k, e := range ends {
		ids[k], start = all[start:e], e
	}
	return ids
}

// finish builds the shortlist and the snapshot's totals.
func (o *observation) finish(start time.Time) *Snapshot {
	snap := o.snap
	snap.Targets = shortlist(snap.ID, o.cands, o.cfg.maxTargets)
	snap.TotalOnPage = o.total
	snap.Dropped = o.total - len(snap.Targets)
	snap.DOMHash = domHash(snap.Targets)
	snap.TransitionMs = o.transitionMs
	snap.ObservationMs = time.Since(start).Milliseconds()
	return snap
}

// evalFrame runs the observation script in frame i: the main frame within
// ctx, a child frame within the per-frame bound too, so that one stuck
// frame (a document that never arrives, a cross-origin script that never
// yields) cannot use up the whole observation.
func evalFrame(ctx context.Context, f playwright.Frame, i int, bound time.Duration, arg map[string]any, out *jsObservation) error {
	if i > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, bound)
		defer cancel()
	}
	v, err := evaluate(ctx, f, arg)
	if err != nil {
		return err
	}
	return decodeObservation(v, out)
}

// unreadWhy says why child frame i, whose read failed with err, is left
// out of the snapshot instead of failing the observation: it did not
// answer within the per-frame bound, it detached (its iframe was
// removed) or it navigated while it was read. "" when err fails the observation: any
// error of the main frame, a cancelled or expired ctx, a closed page, and
// every other error.
func (o *observation) unreadWhy(ctx context.Context, i int, err error) string {
	switch {
	case i == 0 || err == nil || ctx.Err() != nil:
		return ""
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("no answer within the per-frame bound (%s)", o.cfg.frameTimeout)
	case detached(o.snap.page, o.snap.frames[i], err):
		return unreadDetached
	case navigated(o.snap.page, err):
		return unreadNavigated
	}
	return ""
}

// bodylessWhy is the Frame.Unread reason of a rendered child frame whose
// document has no body: one still loading (a frame caught between two
// documents while it navigates: the new one's head has come, its body not
// yet) or one that is not HTML (an SVG or XML document). Its controls and
// text, if any, were not read, so it is unread, never an empty frame.
func bodylessWhy(readyState string) string {
	if readyState == "complete" {
		return "the frame's document has no body (not an HTML document)"
	}
	return fmt.Sprintf("the frame's document was still loading (readyState %q, no body yet)", readyState)
}

// unreadDetached is the Frame.Unread reason of a child frame that
// detached (its iframe was removed) while it was read.
const unreadDetached = "the frame detached while it was read"

// detachMarkers are the driver's words for a read of a frame that detached.
var detachMarkers = []string{"frame was detached", "frame got detached", "frame has been detached"}

// detached reports that err is f's read failing because f detached while
// its page stays open (the driver's "Frame has been detached." is no
// navigation_context error, so the frame's own state decides too).
func detached(page playwright.Page, f playwright.Frame, err error) bool {
	if page.IsClosed() {
		return false
	}
	return frameGone(page, f) || containsAny(strings.ToLower(err.Error()), detachMarkers)
}

// unread records that frame i was not read, and why.
func unread(snap *Snapshot, i int, why string) {
	f := &snap.Frames[i]
	f.Skipped = true
	f.Unread = why
	snap.Unread = append(snap.Unread, *f)
}

// orderFrames lists page's frames, main frame first, without detached
// frames, from the page's frame tracker (see frameTracker).
func orderFrames(page playwright.Page) []playwright.Frame {
	return trackerOf(page).list()
}

// fail classifies err; a navigation-looking error on a page that is in fact
// closed is a closed target.
func fail(page playwright.Page, err error, frame int) error {
	e := classify(err, frame)
	var oe *ObserveError
	if errors.As(e, &oe) && oe.Category != CategoryTargetClosed && oe.Category != CategoryTimeout && page.IsClosed() {
		oe.Category = CategoryTargetClosed
	}
	return e
}

type candidate struct {
	t     jsTarget
	frame int
}

// shortlist orders candidates across frames (the trace format: in viewport, role
// class, frame index, DOM order), keeps the first max and numbers them per
// frame.
func shortlist(snapID string, cands []candidate, maxN int) []Target {
	sort.SliceStable(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		if a.t.VP != b.t.VP {
			return a.t.VP
		}
		if a.t.Cls != b.t.Cls {
			return a.t.Cls < b.t.Cls
		}
		if a.frame != b.frame {
			return a.frame < b.frame
		}
		return a.t.Order < b.t.Order
	})
	if len(cands) > maxN {
		cands = cands[:maxN]
	}
	rank := map[int]int{}
	out := make([]Target, len(cands))
	for i, c := range cands {
		rank[c.frame]++
		r := rank[c.frame]
		t := c.t
		out[i] = Target{
			CID:         fmt.Sprintf("f%d:c%d", c.frame, r),
			Role:        t.Role,
			Name:        collapseWS(t.Name),
			FP:          semantic.Fingerprint(t.Role, t.Name),
			Tag:         t.Tag,
			Type:        t.Type,
			Href:        truncate(t.Href, 120),
			Placeholder: truncate(collapseWS(t.Placeholder), 60),
			Scope:       truncate(collapseWS(t.Scope), 60),
			Row:         truncate(collapseWS(t.Row), 120),
			Section:     truncate(collapseWS(t.Section), 120),
			Value:       t.Value,
			Disabled:    t.Disabled,
			InViewport:  t.VP,
			Frame:       c.frame,
			Rank:        r,
			Ref:         Ref{Snapshot: snapID, Frame: c.frame, Node: t.Node},
		}
	}
	return out
}

// domHash hashes the shortlist's identity and values, in order.
func domHash(ts []Target) string {
	h := sha256.New()
	for _, t := range ts {
		fmt.Fprintf(h, "%d\x1f%s\x1f%s\x1f%t\x1e", t.Frame, t.FP, t.Value, t.Disabled)
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}
