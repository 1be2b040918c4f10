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
	p("**%s**\n\n", mdEscaper.Replace(t.Advice()))
	if !t.Certified {
		p("%s. ", mdEscaper.Replace(sentence(t.Reason)))
	}
	p("The guarantee assumes the fixtures are i.i.d. draws from the cases the threshold will be used on, the same decider and model, and the source threshold as run.\n")
	if pts := t.OperatingPoints(); len(pts) > 0 {
		p("\nTested thresholds, highest first, collapsed to the distinct operating points:\n\n")
		p("| thresholds | accepted | false accepts | upper bound | certified |\n| ---: | ---: | ---: | ---: | --- |\n")
		for _, pt := range pts {
			yes := "no"
			if pt.Certified {
				yes = "yes"
			}
			p("| %s | %d | %d | %.4f | %s |\n", pt.Range(), pt.Accepted, pt.Errors, pt.UpperBound, yes)
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
