// Package diff compares the structure and computed styles of two pages:
// "the app must still match the design". No decider is involved.
//
// Structure is a list of the visible elements that carry a label, in
// document order. An element's label is its own text (its direct text
// nodes), or for a form control, image or similar its aria-label, alt,
// placeholder, title, name or type; only an element with no reported
// descendant falls back to its aggregated text, so a container is not
// "changed" when one of its children goes away. Elements are matched by
// tag|label, the k-th occurrence of a key on one page with the k-th on the
// other. A key only on the first page is missing, only on the second new; a
// matched element whose box (x, y, width, height, in document pixels)
// differs by more than the tolerance is moved.
//
// Styles are compared for the elements matching a CSS selector, k-th with
// k-th, property by property on their computed style, every px number
// rounded to an integer first, so fractional layout noise does not read as
// a change.
package diff

import (
	"context"
	_ "embed"
	"fmt"
	"math"
	"sort"

	"github.com/playwright-community/playwright-go"
)

//go:embed snapshot.js
var snapshotJS string

// DefaultTolerance is the box delta, in px, below which an element has not
// moved.
const DefaultTolerance = 4.0

// Box is an element's border box in document coordinates (CSS px).
type Box struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// Node is one reported element.
type Node struct {
	Tag   string `json:"tag"`
	Label string `json:"label"`
	Box   Box    `json:"box"`
}

// Key is the element's identity across pages: tag|label.
func (n Node) Key() string { return n.Tag + "|" + n.Label }

// Styled is one element matched by the style selector.
type Styled struct {
	Tag   string            `json:"tag"`
	Label string            `json:"label"`
	Props map[string]string `json:"props"`
}

// Snapshot is what one page contributes to a diff.
type Snapshot struct {
	URL    string   `json:"url"`
	Nodes  []Node   `json:"nodes"`
	Styles []Styled `json:"styles,omitempty"`
}

type config struct {
	tolerance     float64
	styleSelector string
}

// Option configures Take and Pages.
type Option func(*config)

// WithTolerance sets the box delta in px a matched element may move
// without being reported (default DefaultTolerance).
func WithTolerance(px float64) Option { return func(c *config) { c.tolerance = px } }

// WithStyleSelector compares the computed styles of the elements matching
// the CSS selector (default: no style comparison).
func WithStyleSelector(sel string) Option { return func(c *config) { c.styleSelector = sel } }

func newConfig(opts []Option) (config, error) {
	c := config{tolerance: DefaultTolerance}
	for _, o := range opts {
		o(&c)
	}
	if math.IsNaN(c.tolerance) || math.IsInf(c.tolerance, 0) || c.tolerance < 0 {
		return c, fmt.Errorf("%w: tolerance %v: want a finite number of px ≥ 0", ErrInvalidOption, c.tolerance)
	}
	return c, nil
}

type rawSnapshot struct {
	Nodes      []Node   `json:"nodes"`
	Styles     []Styled `json:"styles"`
	StyleError string   `json:"styleError"`
}

// Take snapshots the main frame of page.
func Take(ctx context.Context, page playwright.Page, opts ...Option) (*Snapshot, error) {
	c, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	v, err := page.Evaluate(snapshotJS, map[string]any{"styleSelector": c.styleSelector})
	if err != nil {
		return nil, fmt.Errorf("diff: snapshot %s: %w", page.URL(), err)
	}
	var raw rawSnapshot
	if err := remarshal(v, &raw); err != nil {
		return nil, fmt.Errorf("diff: snapshot %s: %w", page.URL(), err)
	}
	if raw.StyleError != "" {
		return nil, fmt.Errorf("%w %q: %s", ErrBadSelector, c.styleSelector, raw.StyleError)
	}
	return &Snapshot{URL: page.URL(), Nodes: raw.Nodes, Styles: raw.Styles}, nil
}

// Pages snapshots a and b and compares them.
func Pages(ctx context.Context, a, b playwright.Page, opts ...Option) (*Result, error) {
	sa, err := Take(ctx, a, opts...)
	if err != nil {
		return nil, err
	}
	sb, err := Take(ctx, b, opts...)
	if err != nil {
		return nil, err
	}
	return Compare(sa, sb, opts...)
}

// Move is a matched element whose box changed beyond the tolerance.
type Move struct {
	Tag   string `json:"tag"`
	Label string `json:"label"`
	A     Box    `json:"a"`
	B     Box    `json:"b"`
	// Delta is the largest absolute change of x, y, width and height.
	Delta float64 `json:"delta"`
}

// StyleDiff is one computed-style property that differs.
type StyleDiff struct {
	// Index is the element's position among the selector's matches.
	Index    int    `json:"index"`
	Tag      string `json:"tag"`
	Label    string `json:"label"`
	Property string `json:"property"`
	A        string `json:"a"`
	B        string `json:"b"`
}

// Result is a page diff.
type Result struct {
	A         string  `json:"a"`
	B         string  `json:"b"`
	Identical bool    `json:"identical"`
	Tolerance float64 `json:"tolerance"`
	Missing   []Node  `json:"missing"`
	New       []Node  `json:"new"`
	Moved     []Move  `json:"moved"`
	// StyleSelector, StyleCountA/B and Styles are set when styles were
	// compared: a different number of matches is a difference too.
	StyleSelector string      `json:"styleSelector,omitempty"`
	StyleCountA   int         `json:"styleCountA,omitempty"`
	StyleCountB   int         `json:"styleCountB,omitempty"`
	Styles        []StyleDiff `json:"styles,omitempty"`
}

// Compare diffs two snapshots (pure; no browser).
func Compare(a, b *Snapshot, opts ...Option) (*Result, error) {
	c, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	r := &Result{A: a.URL, B: b.URL, Tolerance: c.tolerance, Missing: []Node{}, New: []Node{}, Moved: []Move{}}
	seen := map[string]int{}
	byKey := map[string][]Node{}
	for _, n := range b.Nodes {
		byKey[n.Key()] = append(byKey[n.Key()], n)
	}
	for _, n := range a.Nodes {
		k := n.Key()
		i := seen[k]
		seen[k]++
		if i >= len(byKey[k]) {
			r.Missing = append(r.Missing, n)
			continue
		}
		m := byKey[k][i]
		if d := boxDelta(n.Box, m.Box); d > c.tolerance {
			r.Moved = append(r.Moved, Move{Tag: n.Tag, Label: n.Label, A: n.Box, B: m.Box, Delta: d})
		}
	}
	count := map[string]int{}
	for _, n := range b.Nodes {
		k := n.Key()
		count[k]++
		if count[k] > seen[k] {
			r.New = append(r.New, n)
		}
	}
	if c.styleSelector != "" {
		r.StyleSelector, r.StyleCountA, r.StyleCountB = c.styleSelector, len(a.Styles), len(b.Styles)
		r.Styles = compareStyles(a.Styles, b.Styles)
	}
	r.Identical = len(r.Missing) == 0 && len(r.New) == 0 && len(r.Moved) == 0 &&
		len(r.Styles) == 0 && r.StyleCountA == r.StyleCountB
	return r, nil
}

func boxDelta(a, b Box) float64 {
	return max(math.Abs(a.X-b.X), math.Abs(a.Y-b.Y), math.Abs(a.W-b.W), math.Abs(a.H-b.H))
}

// compareStyles compares the k-th match with the k-th, every property of
// either, sorted by property name.
func compareStyles(a, b []Styled) []StyleDiff {
	var out []StyleDiff
	for i := range min(len(a), len(b)) {
		props := map[string]bool{}
		for p := range a[i].Props {
			props[p] = true
		}
		for p := range b[i].Props {
			props[p] = true
		}
		names := make([]string, 0, len(props))
		for p := range props {
			names = append(names, p)
		}
		sort.Strings(names)
		for _, p := range names {
			if va, vb := a[i].Props[p], b[i].Props[p]; va != vb {
				out = append(out, StyleDiff{Index: i, Tag: a[i].Tag, Label: a[i].Label, Property: p, A: va, B: vb})
			}
		}
	}
	return out
}
