package calibration

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// mdEscaper neutralises page text inside a Markdown table cell: HTML (which
// GitHub renders), table pipes, emphasis, links, code spans and line breaks.
var mdEscaper = strings.NewReplacer(
	"&", "&amp;", "<", "&lt;", ">", "&gt;",
	`\`, `\\`, "|", `\|`, "`", "\\`", "*", `\*`, "_", `\_`,
	"[", `\[`, "]", `\]`, "#", `\#`, "~", `\~`,
	"\r\n", " ", "\n", " ", "\r", " ", "\t", " ",
)

func md(s string) string { return mdEscaper.Replace(truncate(s)) }

// WriteMarkdown writes the report for a pull-request comment: the headline
// metric table, the outcome table by confidence range, the threshold
// recommendation and the failing cases with their evidence. Page text is
// escaped so that it cannot inject Markdown or HTML.
func (r *Report) WriteMarkdown(w io.Writer) error {
	b := bufio.NewWriter(w)
	p := func(format string, a ...any) { fmt.Fprintf(b, format, a...) }
	p("# %s\n\n", md(r.title))
	p("| metric | value |\n| --- | --- |\n")
	for _, row := range r.headline() {
		p("| %s | %s |\n", md(row[0]), md(row[1]))
	}
	p("\n> %s\n\n", confidenceNote)

	p("## Outcomes by confidence range\n\n")
	p("| confidence | cases | passed | failed | inconclusive | false pass | false fail |\n")
	p("| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, o := range r.Outcomes {
		p("| %s | %d | %d | %d | %d | %d | %d |\n", o.Range, o.Cases, o.Passed, o.Failed, o.Inconclusive, o.FalsePass, o.FalseFail)
	}

	t := r.Threshold
	p("\n## Threshold recommendation\n\n")
	if t.Certified {
		p("**%.2f**: false-accept rate ≤ %g with confidence %g (one-sided Clopper–Pearson upper bound %.4f; %d accepted, %d false accepts, coverage %.1f %%).\n\n",
			*t.Threshold, t.Alpha, 1-t.Delta, t.UpperBound, t.Accepted, t.Errors, t.Coverage*100)
	} else {
		p("**No threshold certified.**\n\n")
	}
	p("%s. Assumes the fixtures are i.i.d. draws from the cases the threshold will be used on, the same decider and model, and the source threshold as run.\n",
		md(sentence(t.Reason)))
	if len(t.Steps) > 0 {
		p("\n| threshold | accepted | false accepts | upper bound | certified |\n| ---: | ---: | ---: | ---: | --- |\n")
		for _, st := range t.Steps {
			p("| %.2f | %d | %d | %.4f | %v |\n", st.Threshold, st.Accepted, st.Errors, st.UpperBound, st.Certified)
		}
	}

	p("\n## Failing cases\n\n")
	groups := r.failing()
	if len(groups) == 0 {
		p("None.\n")
	}
	for _, g := range groups {
		p("### %s\n\n", g.Title)
		p("| id | file | truth | status | choice | confidence | source | evidence | context | error |\n")
		p("| --- | --- | --- | --- | --- | ---: | --- | --- | --- | --- |\n")
		for _, c := range g.Cases {
			p("| %s | %s | %s | %s | %s | %.3f | %s | %s | %s | %s |\n", md(c.ID), md(c.File), md(string(c.Truth)), md(string(c.Status)),
				md(c.Choice), c.Confidence, md(fmtSource(c)), md(c.Evidence.Text), md(c.Evidence.Context), md(c.Error))
		}
		if g.More > 0 {
			p("\n…and %d more (see the JSON report).\n", g.More)
		}
		p("\n")
	}
	if err := b.Flush(); err != nil {
		return fmt.Errorf("calibration: write markdown: %w", err)
	}
	return nil
}
