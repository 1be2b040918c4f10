package report

// reportHTML is WriteHTML's template. Operations carry data-status; the
// filter shows the operations of the chosen status and the tests that have
// one (a failed test with no failed operation shows under "failed" too).
const reportHTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<style>
  :root { --ok:#16a34a; --bad:#dc2626; --warn:#b45309; --err:#475569; --ink:#0f172a; --muted:#64748b; --line:#e2e8f0; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.5 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: var(--ink); background: #f8fafc; }
  header, main { max-width: 1240px; margin: 0 auto; padding: 20px 24px; }
  h1 { margin: 0 0 4px; font-size: 24px; }
  .muted { color: var(--muted); }
  .totals { display: flex; flex-wrap: wrap; gap: 10px; margin: 14px 0 0; padding: 0; list-style: none; }
  .totals li { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 8px 14px; }
  .totals b { font-size: 18px; display: block; }
  .filter { display: flex; flex-wrap: wrap; gap: 8px; margin: 16px 0 0; }
  .filter label { background: #fff; border: 1px solid var(--line); border-radius: 999px; padding: 4px 12px; cursor: pointer; }
  .filter input { margin: 0 6px 0 0; }
  .badge { display: inline-block; border-radius: 999px; padding: 1px 9px; font-size: 12px; font-weight: 600; color: #fff; vertical-align: middle; }
  .st-passed { background: var(--ok); } .st-failed { background: var(--bad); } .st-inconclusive { background: var(--warn); }
  .st-error, .st-unknown { background: var(--err); } .st-skipped { background: #94a3b8; }
  section.test { background: #fff; border: 1px solid var(--line); border-radius: 12px; margin: 18px 0; padding: 14px 18px; }
  section.test > h2 { margin: 0; font-size: 17px; word-break: break-word; }
  section.op { border-top: 1px solid var(--line); margin-top: 12px; padding-top: 10px; }
  section.op h3 { margin: 0 0 6px; font-size: 15px; word-break: break-word; }
  dl { display: grid; grid-template-columns: 170px minmax(0, 1fr); gap: 3px 14px; margin: 8px 0; }
  dt { color: var(--muted); } dd { margin: 0; overflow-wrap: anywhere; }
  q { font-weight: 600; }
  code { font-size: 12.5px; background: #f1f5f9; padding: 1px 5px; border-radius: 4px; }
  table.dist { border-collapse: collapse; margin: 4px 0 8px; min-width: 420px; }
  table.dist td, table.dist th { border-bottom: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
  table.dist th { font-size: 12px; color: var(--muted); font-weight: 600; }
  td.p { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .bar { display: inline-block; height: 8px; background: #60a5fa; border-radius: 4px; vertical-align: middle; }
  tr.chosen td { font-weight: 700; }
  details.q { margin: 4px 0; } details.q summary { cursor: pointer; }
  img.shot { display: block; max-width: 100%; border: 1px solid var(--line); border-radius: 8px; margin-top: 8px; }
  .err { color: var(--bad); white-space: pre-wrap; }
  [hidden] { display: none !important; }
</style>
</head>
<body>
<header>
  <h1>{{.Title}}</h1>
  <p class="muted">Generated {{stamp .Generated}}</p>
  {{with .Counts}}<ul class="totals" id="totals">
    <li><b id="count-tests">{{.Tests}}</b>tests: {{.TestsPassed}} passed, {{.TestsFailed}} failed{{if .TestsSkipped}}, {{.TestsSkipped}} skipped{{end}}{{if .TestsUnknown}}, {{.TestsUnknown}} did not finish{{end}}</li>
    <li><b id="count-ops">{{.Operations}}</b>semantic operations</li>
    <li><b id="count-passed">{{.Passed}}</b>passed</li>
    <li><b id="count-failed">{{.Failed}}</b>failed</li>
    <li><b id="count-inconclusive">{{.Inconclusive}}</b>inconclusive</li>
    {{if .Errors}}<li><b id="count-errors">{{.Errors}}</b>errors</li>{{end}}
    <li><b>{{plural .Requests "request"}}</b>{{plural .Questions "question"}}, {{.InputTokens}} / {{.OutputTokens}} tokens in / out</li>
  </ul>
  <form class="filter" id="filter" aria-label="Show operations by status">
    <label><input type="radio" name="status" value="all" checked>All ({{.Operations}})</label>
    <label><input type="radio" name="status" value="failed">Failed ({{.Failed}})</label>
    <label><input type="radio" name="status" value="inconclusive">Inconclusive ({{.Inconclusive}})</label>
    <label><input type="radio" name="status" value="passed">Passed ({{.Passed}})</label>
    {{if .Errors}}<label><input type="radio" name="status" value="error">Errors ({{.Errors}})</label>{{end}}
  </form>{{end}}
</header>
<main>
{{range .Tests}}
<section class="test" data-status="{{.Status}}" data-statuses="{{.Statuses}}">
  <h2><span class="badge st-{{.Status}}">{{.Status}}</span> {{.Test.Test}}</h2>
  <p class="muted">{{.Package}}{{if .DurationMs}} · {{dur .DurationMs}}{{end}} · {{len .Ops}} semantic operation{{if ne (len .Ops) 1}}s{{end}} · <code>{{.Dir}}</code>{{range .Traces}} · <a href="{{.Href}}">trace {{.Name}}</a>{{end}}</p>
  {{range .Ops}}
  <section class="op" data-status="{{.Result.Status}}">
    <h3><span class="badge st-{{.Result.Status}}">{{.Result.Status}}</span> {{.Name}}</h3>
    <dl>
      {{with .Result}}{{if .Expected}}<dt>Expected meaning</dt><dd><q>{{.Expected}}</q></dd>{{end}}{{end}}
      <dt>Actual</dt><dd>{{.ActualText}}</dd>
      {{with .Result}}
      {{if .Error}}<dt>Error</dt><dd class="err">{{.Error}}</dd>{{end}}
      {{if or .Evidence.Text .Evidence.SourceID}}<dt>Evidence</dt><dd class="evidence"><q>{{.Evidence.Text}}</q>{{if .Evidence.Context}} <span class="muted">in context</span> <q>{{.Evidence.Context}}</q>{{end}}{{if .Evidence.Role}} · role {{.Evidence.Role}}{{end}}{{if .Evidence.SourceID}} · <code>{{.Evidence.SourceID}}</code>{{end}}</dd>{{end}}
      {{if .Choice}}<dt>Verdict</dt><dd>{{.Choice}}{{if .Provenance}} ({{.Provenance}}){{end}}, confidence {{f2 .Confidence}} (threshold {{f2 .Threshold}}){{if .Uncertainty}} · uncertain: {{.Uncertainty}}{{end}}</dd>
      {{else if .Uncertainty}}<dt>Verdict</dt><dd>comparison not asked · uncertain: {{.Uncertainty}}</dd>{{end}}
      {{if .Source}}<dt>Source</dt><dd>{{.Source}}{{if .SourceThreshold}}, confidence {{f2 .SourceConfidence}} (threshold {{f2 .SourceThreshold}}){{end}}</dd>{{end}}
      {{if .Freshness}}<dt>Freshness</dt><dd>{{.Freshness}}{{if .Change}} ({{.Change}}){{end}}{{with .CurrentEvidence}} · now <q>{{.Text}}</q>{{end}}</dd>{{end}}
      {{if .Model}}<dt>Model</dt><dd>{{.Model}}</dd>{{end}}
      {{with .Usage}}<dt>Usage</dt><dd>{{plural .Requests "request"}} · {{plural .Questions "question"}} · depth {{.SerialDecisionDepth}} · {{.InputTokens}} / {{.OutputTokens}} tokens · provider {{.ProviderMs}} ms · observation {{.ObservationMs}} ms · verification {{.VerificationMs}} ms</dd>{{end}}
      {{end}}
      <dt>Page</dt><dd>{{if .Title}}{{.Title}} · {{end}}<code>{{.URL}}</code></dd>
      {{if .EvidenceError}}<dt>Evidence files</dt><dd class="err">{{.EvidenceError}}</dd>{{end}}
    </dl>
    {{$bad := ne (print .Result.Status) "passed"}}{{range .Questions}}
    <details class="q"{{if $bad}} open{{end}}>
      <summary>{{if .Kind}}{{.Kind}}{{else}}question{{end}} <code>{{.ID}}</code>: {{.Instruction}}</summary>
      {{range .Data}}<div class="muted">{{.}}</div>{{end}}
      {{if .Answered}}<table class="dist"><thead><tr><th>criterion</th><th>meaning</th><th>probability</th><th></th></tr></thead><tbody>
      {{range .Distribution}}<tr{{if .Chosen}} class="chosen"{{end}}><td><code>{{.ID}}</code>{{if .Chosen}} ✓{{end}}</td><td>{{.Label}}</td><td class="p">{{f2 .P}}</td><td><span class="bar" style="width: {{pct .P}}px"></span></td></tr>
      {{end}}{{with .Zero}}<tr><td colspan="4"><details><summary>{{len .}} more criteria with probability 0.00</summary>{{range .}}<div><code>{{.ID}}</code> {{.Label}}</div>{{end}}</details></td></tr>
      {{end}}</tbody></table>{{if .Model}}<div class="muted">model {{.Model}}</div>{{end}}{{else}}<div class="muted">not answered</div>{{end}}
    </details>
    {{end}}
    {{if .ImgSrc}}<img class="shot" src="{{.ImgSrc}}" alt="Screenshot of {{.Name}}, evidence {{if .Outlined}}outlined{{else}}not outlined{{end}}">{{if not .Outlined}}<p class="muted">Evidence not outlined: {{.NotOutlined}}</p>{{end}}{{end}}
    {{if .ImgErr}}<p class="err">{{.ImgErr}}</p>{{end}}
  </section>
  {{else}}<p class="muted">No semantic operations.</p>
  {{end}}
</section>
{{end}}
</main>
<script>
(function () {
  var form = document.getElementById('filter');
  if (!form) return;
  function apply() {
    var want = form.querySelector('input[name=status]:checked').value;
    document.querySelectorAll('section.test').forEach(function (t) {
      var any = false;
      t.querySelectorAll('section.op').forEach(function (op) {
        var show = want === 'all' || op.dataset.status === want;
        op.hidden = !show;
        any = any || show;
      });
      t.hidden = !(want === 'all' || any || (want === 'failed' && t.dataset.status === 'failed'));
    });
  }
  form.addEventListener('change', apply);
  apply();
})();
</script>
</body>
</html>
`
