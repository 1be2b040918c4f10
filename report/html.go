package report

import (
	"encoding/base64"
	"html/template"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// HTMLOption configures WriteHTML.
type HTMLOption func(*htmlConfig)

type htmlConfig struct {
	title     string
	outDir    string
	generated time.Time
}

// WithTitle sets the page's heading (default "jev test report").
func WithTitle(title string) HTMLOption { return func(c *htmlConfig) { c.title = title } }

// WithOutDir names the directory the HTML file is written to: trace links
// are made relative to it (absolute file: URLs without it).
func WithOutDir(dir string) HTMLOption { return func(c *htmlConfig) { c.outDir = dir } }

// WithGenerated sets the time shown as the report's (default now).
func WithGenerated(t time.Time) HTMLOption { return func(c *htmlConfig) { c.generated = t } }

// htmlOp is an operation prepared for the template.
type htmlOp struct {
	Operation
	ImgSrc    template.URL
	ImgErr    string
	Questions []QuestionView
}

type htmlTest struct {
	TestResult
	Ops      []htmlOp
	Statuses string // space-separated statuses of its operations
	Traces   []htmlLink
}

type htmlLink struct{ Name, Href string }

type htmlData struct {
	Title     string
	Generated time.Time
	Counts    Counts
	Tests     []htmlTest
}

// WriteHTML writes run as one self-contained HTML page: the totals, a
// status filter (all, failed, inconclusive, passed, errors; plain
// JavaScript, no server), and for every test its status, duration, trace
// links and every semantic operation with its verdict, expected meaning,
// actual, evidence text and context, accessibility role, confidence
// against threshold, source confidence, freshness, provenance, usage,
// each question with its full probability distribution, and the evidence
// screenshot inline as a data: URI. Nothing is loaded from elsewhere.
func WriteHTML(w io.Writer, run *Run, opts ...HTMLOption) error {
	var o htmlConfig
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	d := htmlData{Title: o.title, Generated: o.generated, Counts: run.Count()}
	if d.Title == "" {
		d.Title = "jev test report"
	}
	if d.Generated.IsZero() {
		d.Generated = time.Now()
	}
	for _, t := range run.Tests {
		ht := htmlTest{TestResult: t}
		seen := map[string]bool{}
		var sts []string
		for _, op := range t.Operations {
			h := htmlOp{Operation: op, Questions: op.QuestionViews()}
			if op.Screenshot != "" {
				b, err := os.ReadFile(filepath.Join(t.Dir, op.Screenshot))
				if err != nil {
					h.ImgErr = "screenshot not readable: " + err.Error()
				} else {
					// base64 has no character that needs escaping in a URL.
					h.ImgSrc = template.URL("data:image/png;base64," + base64.StdEncoding.EncodeToString(b))
				}
			}
			if st := string(op.Result.Status); !seen[st] {
				seen[st] = true
				sts = append(sts, st)
			}
			ht.Ops = append(ht.Ops, h)
		}
		ht.Statuses = strings.Join(sts, " ")
		for _, tr := range t.Traces {
			ht.Traces = append(ht.Traces, htmlLink{Name: tr, Href: fileHref(filepath.Join(t.Dir, tr), o.outDir)})
		}
		d.Tests = append(d.Tests, ht)
	}
	return htmlTemplate.Execute(w, d)
}

// fileHref links to path from a page in outDir: relative when it can be,
// else an absolute file: URL.
func fileHref(path, outDir string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	if outDir != "" {
		if od, err := filepath.Abs(outDir); err == nil {
			if rel, err := filepath.Rel(od, abs); err == nil {
				u := url.URL{Path: filepath.ToSlash(rel)}
				return u.String()
			}
		}
	}
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}
	return u.String()
}

var htmlTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"f2":    func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) },
	"pct":   func(v float64) string { return strconv.FormatFloat(v*100, 'f', 1, 64) },
	"stamp": func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05 UTC") },
	"dur": func(ms int64) string {
		return (time.Duration(ms) * time.Millisecond).Round(time.Millisecond).String()
	},
	"plural": plural,
}).Parse(reportHTML))

// plural is "1 request", "2 requests".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
