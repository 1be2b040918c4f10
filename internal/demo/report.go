package demo

import (
	"encoding/base64"
	"html/template"
	"io"
	"strconv"
	"time"
)

// Report is what WriteHTML renders.
type Report struct {
	// Title heads the page (default "jev demo").
	Title string
	// Decider names the decision engine used ("lexical").
	Decider string
	// AppURL is the demo app's origin, shown for reference.
	AppURL string
	// Generated is when the run finished.
	Generated time.Time
	Outcomes  []Outcome
	// Totals is Summarize(Outcomes) with the run's wall time.
	Totals Totals
}

// WriteHTML writes r as one self-contained HTML page: the totals, the
// verdict table, and one section per example with its expectation, the
// evidence (text and context, HTML-escaped), verdict, confidence, source
// confidence, thresholds, provenance, freshness, usage, why it is declared
// as it is, and its evidence screenshot inline as a data: URI. Nothing is
// loaded from elsewhere.
func WriteHTML(w io.Writer, r Report) error {
	if r.Title == "" {
		r.Title = "jev demo"
	}
	return reportTemplate.Execute(w, r)
}

var reportTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"pngSrc": func(b []byte) template.HTMLAttr {
		// A src attribute built here from PNG bytes: base64 has no
		// character that needs escaping, so it is safe by construction.
		return template.HTMLAttr(`src="data:image/png;base64,` + base64.StdEncoding.EncodeToString(b) + `"`)
	},
	"f2":      func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) },
	"seconds": seconds,
	"group":   group,
	"ms":      func(v int64) string { return group(int(v)) + " ms" },
	"stamp":   func(t time.Time) string { return t.Format("2006-01-02 15:04:05 MST") },
	"inc":     func(i int) int { return i + 1 },
	"statusClass": func(o Outcome) string {
		return "st-" + o.Status()
	},
}).Parse(reportHTML))

const reportHTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<style>
  :root { --ok:#16a34a; --bad:#dc2626; --warn:#d97706; --ink:#0f172a; --muted:#64748b; --line:#e2e8f0; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.5 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: var(--ink); background: #f8fafc; }
  header, main { max-width: 1180px; margin: 0 auto; padding: 24px; }
  header h1 { margin: 0 0 4px; font-size: 24px; }
  .muted { color: var(--muted); }
  .totals { display: flex; flex-wrap: wrap; gap: 10px; margin: 16px 0 0; padding: 0; list-style: none; }
  .totals li { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 8px 14px; }
  .totals b { font-size: 18px; display: block; }
  table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--line); border-radius: 10px; overflow: hidden; }
  th, td { text-align: left; padding: 7px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
  th { background: #f1f5f9; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  .mark-ok { color: var(--ok); font-weight: 700; } .mark-bad { color: var(--bad); font-weight: 700; }
  .badge { display: inline-block; border-radius: 999px; padding: 1px 9px; font-size: 12px; font-weight: 600; color: #fff; }
  .st-passed { background: var(--ok); } .st-failed { background: var(--bad); } .st-inconclusive { background: var(--warn); } .st-error { background: #475569; }
  section.example { background: #fff; border: 1px solid var(--line); border-radius: 12px; margin: 22px 0; padding: 18px 20px; }
  section.example h2 { margin: 0 0 4px; font-size: 18px; }
  dl { display: grid; grid-template-columns: 190px 1fr; gap: 4px 14px; margin: 12px 0; }
  dt { color: var(--muted); } dd { margin: 0; }
  q { font-weight: 600; }
  img { max-width: 100%; border: 1px solid var(--line); border-radius: 8px; }
  code { font-size: 12.5px; background: #f1f5f9; padding: 1px 5px; border-radius: 4px; }
  .err { color: var(--bad); white-space: pre-wrap; }
</style>
</head>
<body>
<header>
  <h1>{{.Title}}</h1>
  <p class="muted">Decision engine <code>{{.Decider}}</code>{{if .AppURL}} · demo app {{.AppURL}}{{end}}{{if not .Generated.IsZero}} · {{stamp .Generated}}{{end}}</p>
  <ul class="totals">
    <li><b>{{.Totals.Assertions}}</b>assertions</li>
    <li><b>{{.Totals.AsDeclared}}</b>as declared</li>
    <li><b>{{.Totals.Passed}}</b>passed</li>
    <li><b>{{.Totals.Failed}}</b>failed</li>
    <li><b>{{.Totals.Inconclusive}}</b>inconclusive</li>
    <li><b>{{.Totals.Errors}}</b>errors</li>
    <li><b>{{.Totals.Requests}}</b>requests</li>
    <li><b>{{.Totals.Questions}}</b>questions</li>
    <li><b>{{group .Totals.InputTokens}} / {{group .Totals.OutputTokens}}</b>tokens in / out</li>
    {{if .Totals.Elapsed}}<li><b>{{seconds .Totals.Elapsed}}</b>elapsed</li>{{end}}
  </ul>
</header>
<main>
<table>
  <thead><tr><th></th><th>Example</th><th>Expectation</th><th>Evidence</th><th>Verdict</th><th>Declared</th><th>Confidence</th><th>Source</th><th>Provenance</th><th>Usage</th></tr></thead>
  <tbody>
  {{range .Outcomes}}<tr>
    <td class="{{if .AsDeclared}}mark-ok{{else}}mark-bad{{end}}">{{.Mark}}</td>
    <td><a href="#ex-{{.Example.Name}}">{{.Example.Name}}</a></td>
    <td>{{.Example.Expected}}</td>
    <td>{{.Evidence}}</td>
    <td><span class="badge {{statusClass .}}">{{.Status}}</span></td>
    <td>{{.Example.Want}}</td>
    <td class="num">{{.Confidence}}</td>
    <td class="num">{{.SourceConfidence}}</td>
    <td>{{.Provenance}}</td>
    <td>{{.UsageLine}}</td>
  </tr>
  {{end}}</tbody>
</table>
{{range $i, $o := .Outcomes}}
<section class="example" id="ex-{{.Example.Name}}">
  <h2>{{inc $i}}. {{.Example.Name}} <span class="badge {{statusClass .}}">{{.Status}}</span> <span class="{{if .AsDeclared}}mark-ok{{else}}mark-bad{{end}}">{{.Mark}} declared {{.Example.Want}}</span></h2>
  <p class="muted">{{.Example.Why}}</p>
  <dl>
    <dt>Page</dt><dd><code>{{.Example.Path}}{{.Example.Scenario.Query}}</code></dd>
    {{range .Example.Steps}}<dt>Step</dt><dd>{{if .Click}}locate and click <q>{{.Click}}</q>{{else if .Press}}click <code>{{.Press}}</code>{{else}}wait for <code>{{.WaitFor}}</code>{{end}}</dd>
    {{end}}<dt>Actual</dt><dd>{{.Example.Actual}}</dd>
    <dt>Expected meaning</dt><dd><q>{{.Example.Expected}}</q></dd>
    {{if .Err}}<dt>Error</dt><dd class="err">{{.Err}}</dd>{{else}}{{with .Result}}
    <dt>Evidence</dt><dd><q>{{.Evidence.Text}}</q>{{if .Evidence.Context}} <span class="muted">in context</span> <q>{{.Evidence.Context}}</q>{{end}}</dd>
    <dt>Source</dt><dd>{{.Source}}{{if .Evidence.SourceID}} <code>{{.Evidence.SourceID}}</code>{{end}}{{if .Evidence.Role}} · {{.Evidence.Role}}{{end}} · frame {{.Evidence.Frame}} · confidence {{f2 .SourceConfidence}} (threshold {{f2 .SourceThreshold}})</dd>
    <dt>Verdict</dt><dd>{{.Status}}{{if .Choice}} — {{.Choice}}, confidence {{f2 .Confidence}} (threshold {{f2 .Threshold}}){{else}} — comparison not asked{{end}}{{if .Uncertainty}} · uncertain: {{.Uncertainty}}{{end}}</dd>
    <dt>Provenance</dt><dd>{{if .Provenance}}{{.Provenance}}{{else}}-{{end}}{{if .Model}} · model {{.Model}}{{end}}</dd>
    <dt>Freshness</dt><dd>{{.Freshness}}{{if .Change}} ({{.Change}}){{end}}{{with .CurrentEvidence}} · current evidence <q>{{.Text}}</q>{{end}}</dd>
    {{end}}{{end}}
    <dt>Usage</dt><dd>{{.Usage.Requests}} requests · {{.Usage.Questions}} questions · depth {{.Usage.SerialDecisionDepth}} · {{group .Usage.InputTokens}} / {{group .Usage.OutputTokens}} tokens · provider {{ms .Usage.ProviderMs}} · observation {{ms .Usage.ObservationMs}} · verification {{ms .Usage.VerificationMs}} · elapsed {{seconds .Elapsed}}</dd>
  </dl>
  {{if .Screenshot}}<img {{pngSrc .Screenshot}} alt="Evidence of {{.Example.Name}}, outlined">{{end}}
</section>
{{end}}
</main>
</body>
</html>
`
