package observe

import (
	"strings"
)

// Describe returns the option text of each target, in order, as a decider
// is shown the shortlist: `Name — role → href`, then the scope and the row
// only when another target in ts has the same name (casefolded), then
// "[disabled]". Scope and row are added only for repeated names: on pages
// with unique names they cost accuracy (a legend "Sign in" reads like the
// action "Sign in"), while for repeated names (a checkbox and a delete
// button per todo) they are what tells the targets apart.
func Describe(ts []Target) []string {
	count := make(map[string]int, len(ts))
	for _, t := range ts {
		count[strings.ToLower(t.Name)]++
	}
	out := make([]string, len(ts))
	for i, t := range ts {
		var b strings.Builder
		b.WriteString(t.Name)
		b.WriteString(" — ")
		b.WriteString(t.Role)
		if t.Href != "" {
			b.WriteString(" → ")
			b.WriteString(t.Href)
		}
		if count[strings.ToLower(t.Name)] > 1 {
			if t.Scope != "" {
				b.WriteString(" (in " + t.Scope + ")")
			}
			if t.Row != "" && t.Row != t.Name {
				b.WriteString(" (row " + quoteRow(t.Row) + ")")
			}
		}
		if t.Disabled {
			b.WriteString(" [disabled]")
		}
		out[i] = b.String()
	}
	return out
}

func quoteRow(s string) string { return "“" + s + "”" }
