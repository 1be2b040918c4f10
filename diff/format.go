package diff

import (
	"encoding/json"
	"fmt"
	"io"
)

func remarshal(v any, out any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, out)
}

// WriteText writes r for a person: a summary line, then one line per
// difference.
func (r *Result) WriteText(w io.Writer) error {
	if r.Identical {
		_, err := fmt.Fprintf(w, "identical: %s and %s (tolerance %gpx)\n", r.A, r.B, r.Tolerance)
		return err
	}
	fmt.Fprintf(w, "different: %s and %s: %d missing, %d new, %d moved (tolerance %gpx)", r.A, r.B, len(r.Missing), len(r.New), len(r.Moved), r.Tolerance)
	if r.StyleSelector != "" {
		fmt.Fprintf(w, ", %d style differences for %q", len(r.Styles), r.StyleSelector)
	}
	fmt.Fprintln(w)
	for _, n := range r.Missing {
		fmt.Fprintf(w, "  missing %s %q at %s\n", n.Tag, n.Label, box(n.Box))
	}
	for _, n := range r.New {
		fmt.Fprintf(w, "  new     %s %q at %s\n", n.Tag, n.Label, box(n.Box))
	}
	for _, m := range r.Moved {
		fmt.Fprintf(w, "  moved   %s %q %s -> %s (Δ %.0fpx)\n", m.Tag, m.Label, box(m.A), box(m.B), m.Delta)
	}
	if r.StyleCountA != r.StyleCountB {
		fmt.Fprintf(w, "  style   %q matches %d element(s) on A, %d on B\n", r.StyleSelector, r.StyleCountA, r.StyleCountB)
	}
	for _, s := range r.Styles {
		fmt.Fprintf(w, "  style   %s %q [%d] %s: %q -> %q\n", s.Tag, s.Label, s.Index, s.Property, s.A, s.B)
	}
	return nil
}

func box(b Box) string { return fmt.Sprintf("(%.0f,%.0f %.0fx%.0f)", b.X, b.Y, b.W, b.H) }
