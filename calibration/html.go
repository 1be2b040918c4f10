package calibration

import (
	"bufio"
	"fmt"
	"html/template"
	"io"
	"path/filepath"
)

var htmlTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"f3":       func(v float64) string { return fmt.Sprintf("%.3f", v) },
	"f4":       func(v float64) string { return fmt.Sprintf("%.4f", v) },
	"pct":      func(v float64) string { return fmt.Sprintf("%.1f %%", v*100) },
	"trunc":    truncate,
	"sentence": sentence,
	"source":   fmtSource,
	"base":     filepath.Base,
}).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{.Title}}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;margin:2em auto;max-width:84em;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:1em 0}
th,td{border:1px solid #ccc;padding:.3em .6em;text-align:left;vertical-align:top}
td.n{text-align:right}
.note{background:#fff8e1;border-left:4px solid #f0b400;padding:.6em 1em}
.charts{display:flex;flex-wrap:wrap;gap:1em}
.charts figure{margin:0}
.advice{font-size:1.05em;background:#f0f9ff;border-left:4px solid #0284c7;padding:.6em 1em}
table.points caption{caption-side:bottom;text-align:left;color:#555;font-size:.9em;padding-top:.3em}
table.cases{width:100%}
td.k{white-space:nowrap}
td.id{min-width:9em;max-width:18em;overflow-wrap:anywhere}
td.ev{min-width:10em;max-width:28em;overflow-wrap:anywhere}
</style>
</head>
<body>
<h1>{{.Title}}</h1>
<table>
<tr><th>metric</th><th>value</th></tr>
{{range .Headline}}<tr><td>{{index . 0}}</td><td>{{index . 1}}</td></tr>
{{end}}</table>
<p class="note">{{.Note}}</p>

<h2>Reliability</h2>
<div class="charts">
<figure>{{.ReliabilityWidth}}<figcaption>Equal-width bins: bars are accuracy per bin, dots the mean confidence, red the gap; below, cases per bin.</figcaption></figure>
<figure>{{.ReliabilityMass}}<figcaption>Equal-mass bins (ties kept together).</figcaption></figure>
</div>

<h2>Risk–coverage</h2>
<figure>{{.RiskCoverage}}<figcaption>Selective risk against coverage as the comparison threshold sweeps from the highest confidence down.</figcaption></figure>

<h2>Outcomes by confidence range</h2>
<table>
<tr><th>confidence</th><th>cases</th><th>passed</th><th>failed</th><th>inconclusive</th><th>false pass</th><th>false fail</th></tr>
{{range .Report.Outcomes}}<tr><td>{{.Range}}</td><td class="n">{{.Cases}}</td><td class="n">{{.Passed}}</td><td class="n">{{.Failed}}</td><td class="n">{{.Inconclusive}}</td><td class="n">{{.FalsePass}}</td><td class="n">{{.FalseFail}}</td></tr>
{{end}}</table>

<h2>Threshold recommendation</h2>
{{with .Report.Threshold}}
<p class="advice"><strong>{{.Advice}}</strong></p>
<p>{{if not .Certified}}{{sentence .Reason}}. {{end}}The guarantee assumes the fixtures are i.i.d. draws from the cases the threshold will be used on, the same decider and model, and the source threshold as run.</p>
{{with .OperatingPoints}}<table class="points">
<caption>Tested thresholds, highest first, collapsed to the distinct operating points (a range of thresholds that accept the same cases); the search stops at the first that is not certified.</caption>
<tr><th>thresholds</th><th>accepted</th><th>false accepts</th><th>upper bound</th><th>certified</th></tr>
{{range .}}<tr><td class="n k">{{.Range}}</td><td class="n">{{.Accepted}}</td><td class="n">{{.Errors}}</td><td class="n">{{f4 .UpperBound}}</td><td>{{if .Certified}}yes{{else}}no{{end}}</td></tr>
{{end}}</table>{{end}}
{{end}}

<h2>Failing cases</h2>
{{if not .Failing}}<p>None.</p>{{end}}
{{range .Failing}}<h3>{{.Title}}</h3>
<table class="cases">
<tr><th>case</th><th>truth</th><th>status</th><th>choice</th><th>confidence</th><th>source</th><th>evidence</th><th>context</th>{{if .HasError}}<th>error</th>{{end}}</tr>
{{$err := .HasError}}{{range .Cases}}<tr><td class="id" title="{{.File}}">{{base .File}}#{{.ID}}</td><td class="k">{{.Truth}}</td><td class="k">{{.Status}}</td><td class="k">{{.Choice}}</td><td class="n k">{{f3 .Confidence}}</td><td class="k">{{source .}}</td><td class="ev">{{trunc .Evidence.Text}}</td><td class="ev">{{trunc .Evidence.Context}}</td>{{if $err}}<td class="ev">{{.Error}}</td>{{end}}</tr>
{{end}}</table>
{{if .More}}<p>…and {{.More}} more (see the JSON report).</p>{{end}}
{{end}}
</body>
</html>
`))

// WriteHTML writes a self-contained HTML page: headline table, the
// reliability diagrams (equal-width and equal-mass, each with a count
// histogram) and the risk–coverage curve as inline SVG drawn with
// gonum/plot, the outcome table, the threshold recommendation and the
// failing cases with their evidence. Everything taken from pages or fixtures
// is HTML-escaped; the output has no external resources.
func (r *Report) WriteHTML(w io.Writer) error {
	width, err := ReliabilitySVG(r.Reliability.EqualWidth, "Reliability, equal-width bins")
	if err != nil {
		return err
	}
	mass, err := ReliabilitySVG(r.Reliability.EqualMass, "Reliability, equal-mass bins")
	if err != nil {
		return err
	}
	rc, err := RiskCoverageSVG(r.RiskCoverage, "Risk–coverage")
	if err != nil {
		return err
	}
	data := struct {
		Title, Note                                     string
		Headline                                        [][2]string
		ReliabilityWidth, ReliabilityMass, RiskCoverage template.HTML
		Report                                          *Report
		Failing                                         []caseGroup
	}{
		Title: r.title, Note: confidenceNote, Headline: r.headline(),
		// The SVG is generated here from numbers and fixed labels only;
		// no page content reaches it.
		ReliabilityWidth: template.HTML(width), ReliabilityMass: template.HTML(mass), RiskCoverage: template.HTML(rc),
		Report: r, Failing: r.failing(),
	}
	b := bufio.NewWriter(w)
	if err := htmlTemplate.Execute(b, data); err != nil {
		return fmt.Errorf("calibration: write html: %w", err)
	}
	if err := b.Flush(); err != nil {
		return fmt.Errorf("calibration: write html: %w", err)
	}
	return nil
}
