// Package tally records what happened to each check of the real-app suite
// and turns the records into the per-app table: descriptions bound
// correctly, decided, false passes; locates right, wrong, missed.
//
// It holds no page logic: the suite judges each check against the element
// it knows is right (a selector it holds) and records the judgement here.
package tally

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// Kind is what a check exercised.
type Kind string

// The kinds of check.
const (
	// KindLocate: a description grounded to an interactive element.
	KindLocate Kind = "locate"
	// KindDescribe: an assertion whose actual is a description grounded to
	// a text source of the page.
	KindDescribe Kind = "describe"
)

// Locate outcomes.
const (
	LocateRight  = "right"  // located at confidence ≥ threshold, the right element
	LocateWrong  = "wrong"  // located at confidence ≥ threshold, another element: a confident wrong answer
	LocateMissed = "missed" // no match, ambiguous, below the threshold or an error: recorded, not acted on
)

// Binding outcomes of a description.
const (
	BoundRight = "right"   // the bound source lies within the right element
	BoundWrong = "wrong"   // a source elsewhere was bound
	Unbound    = "unbound" // no source was bound (error or uncertain source)
)

// SplitProbe is the split of apps nobody tuned the engine on, measured
// once before any fix for them (their first run) and after.
const SplitProbe = "probe"

// Record is one judged check.
type Record struct {
	App   string `json:"app"`
	Split string `json:"split"` // "dev", "heldout" or "probe" (apps never tuned on, first run recorded)
	Check string `json:"check"`
	Kind  Kind   `json:"kind"`

	Description string `json:"description"`
	// Expected and Claim (the expected statement is true of the page) for a
	// describe check.
	Expected string `json:"expected,omitempty"`
	Claim    bool   `json:"claim,omitempty"`

	// Outcome is a Locate* value for a locate check.
	Outcome string `json:"outcome,omitempty"`
	// Bound is a Bound*/Unbound value and Verdict the status (passed,
	// failed, inconclusive) or "error" for a describe check.
	Bound   string `json:"bound,omitempty"`
	Verdict string `json:"verdict,omitempty"`

	Confidence       float64 `json:"confidence"`
	Threshold        float64 `json:"threshold"`
	SourceConfidence float64 `json:"sourceConfidence,omitempty"`
	// Chosen is what the engine chose: role and name of a target, or the
	// text of the bound source.
	Chosen string `json:"chosen,omitempty"`
	// Detail is the error or the reason of a miss.
	Detail string `json:"detail,omitempty"`
}

// Decided reports a describe check that ended passed or failed.
func (r Record) Decided() bool { return r.Verdict == "passed" || r.Verdict == "failed" }

// FalsePass reports a pass the evidence does not support: a false claim
// passed, or a claim passed on a source that is not the right one.
func (r Record) FalsePass() bool {
	return r.Kind == KindDescribe && r.Verdict == "passed" && (!r.Claim || r.Bound != BoundRight)
}

// FalseFail reports a true claim failed on the right source.
func (r Record) FalseFail() bool {
	return r.Kind == KindDescribe && r.Verdict == "failed" && r.Claim && r.Bound == BoundRight
}

// DecidedRight reports a describe check decided as the page warrants: on
// the right source, passed for a true claim and failed for a false one.
func (r Record) DecidedRight() bool {
	return r.Kind == KindDescribe && r.Bound == BoundRight &&
		((r.Verdict == "passed" && r.Claim) || (r.Verdict == "failed" && !r.Claim))
}

// Row is one app's figures.
type Row struct {
	App          string `json:"app"`
	Split        string `json:"split"`
	Descriptions int    `json:"descriptions"`
	BoundRight   int    `json:"boundRight"`
	BoundWrong   int    `json:"boundWrong"`
	Unbound      int    `json:"unbound"`
	Errors       int    `json:"errors"`
	Decided      int    `json:"decided"`
	DecidedRight int    `json:"decidedRight"`
	FalsePasses  int    `json:"falsePasses"`
	FalseFails   int    `json:"falseFails"`
	Locates      int    `json:"locates"`
	LocateRight  int    `json:"locateRight"`
	LocateWrong  int    `json:"locateWrong"`
	LocateMissed int    `json:"locateMissed"`
}

func (r *Row) add(rec Record) {
	switch rec.Kind {
	case KindLocate:
		r.Locates++
		switch rec.Outcome {
		case LocateRight:
			r.LocateRight++
		case LocateWrong:
			r.LocateWrong++
		default:
			r.LocateMissed++
		}
	case KindDescribe:
		r.Descriptions++
		switch rec.Bound {
		case BoundRight:
			r.BoundRight++
		case BoundWrong:
			r.BoundWrong++
		default:
			r.Unbound++
		}
		if rec.Verdict == "error" {
			r.Errors++
		}
		if rec.Decided() {
			r.Decided++
		}
		if rec.DecidedRight() {
			r.DecidedRight++
		}
		if rec.FalsePass() {
			r.FalsePasses++
		}
		if rec.FalseFail() {
			r.FalseFails++
		}
	}
}

// Tally collects records from parallel tests.
type Tally struct {
	mu      sync.Mutex
	recs    []Record
	replays []Replay
}

// Add records one judged check.
func (t *Tally) Add(r Record) {
	t.mu.Lock()
	t.recs = append(t.recs, r)
	t.mu.Unlock()
}

// Records returns the records sorted by split, app, check and description.
func (t *Tally) Records() []Record {
	t.mu.Lock()
	out := append([]Record(nil), t.recs...)
	t.mu.Unlock()
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Split != b.Split {
			return a.Split < b.Split
		}
		if a.App != b.App {
			return a.App < b.App
		}
		return a.Check < b.Check
	})
	return out
}

// Rows returns one row per app (dev apps first) and the totals of each
// split, named "all dev", "all heldout" and "all probe".
func (t *Tally) Rows() []Row {
	byApp := map[string]*Row{}
	totals := map[string]*Row{}
	var order []string
	for _, rec := range t.Records() {
		r, ok := byApp[rec.App]
		if !ok {
			r = &Row{App: rec.App, Split: rec.Split}
			byApp[rec.App] = r
			order = append(order, rec.App)
		}
		r.add(rec)
		tot, ok := totals[rec.Split]
		if !ok {
			tot = &Row{App: "all " + rec.Split, Split: rec.Split}
			totals[rec.Split] = tot
		}
		tot.add(rec)
	}
	var out []Row
	for _, app := range order {
		out = append(out, *byApp[app])
	}
	for _, split := range []string{"dev", "heldout", SplitProbe} {
		if tot, ok := totals[split]; ok {
			out = append(out, *tot)
		}
	}
	return out
}

// Report is the JSON form written by Write.
type Report struct {
	Engine  string   `json:"engine"`
	Rows    []Row    `json:"rows"`
	Records []Record `json:"records"`
	Replays []Replay `json:"replays,omitempty"`
}

// Write writes realapps.json (rows and every record) and realapps.md (the
// table and every confident wrong answer and miss) into dir.
func (t *Tally) Write(dir, engine string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	rep := Report{Engine: engine, Rows: t.Rows(), Records: t.Records(), Replays: t.Replays()}
	b, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "realapps.json"), append(b, '\n'), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "realapps.md"), []byte(Markdown(rep)), 0o644)
}

// Markdown renders the report as a table followed by the records that were
// not right.
func Markdown(rep Report) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Real-app suite: measured figures\n\nEngine: `%s`. Written by `JEV_REALAPPS_REPORT=1 go test ./examples/realapps/`.\n\n", rep.Engine)
	b.WriteString("| app | split | descriptions | bound right | bound wrong | unbound | errors | decided | decided right | false passes | false fails | locates | right | wrong | missed |\n")
	b.WriteString("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, r := range rep.Rows {
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d |\n",
			r.App, r.Split, r.Descriptions, r.BoundRight, r.BoundWrong, r.Unbound, r.Errors, r.Decided, r.DecidedRight,
			r.FalsePasses, r.FalseFails, r.Locates, r.LocateRight, r.LocateWrong, r.LocateMissed)
	}
	b.WriteString(ReplayMarkdown(rep.Replays))
	b.WriteString("\n## Checks that were not right\n\n| app | check | kind | description | expected | outcome | confidence | chosen | detail |\n| --- | --- | --- | --- | --- | --- | ---: | --- | --- |\n")
	for _, r := range rep.Records {
		if r.Outcome == LocateRight || r.DecidedRight() {
			continue
		}
		out := r.Outcome
		if r.Kind == KindDescribe {
			out = fmt.Sprintf("%s, bound %s", r.Verdict, r.Bound)
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %.2f | %s | %s |\n", r.App, r.Check, r.Kind,
			cell(r.Description), cell(r.Expected), out, r.Confidence, cell(r.Chosen), cell(r.Detail))
	}
	return b.String()
}

// cell makes s safe for one Markdown table cell.
func cell(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 160 {
		s = s[:157] + "..."
	}
	return strings.ReplaceAll(s, "|", `\|`)
}

// Summary is one line per row, for t.Log.
func (t *Tally) Summary() string {
	var b strings.Builder
	for _, r := range t.Rows() {
		fmt.Fprintf(&b, "%-14s %-7s descriptions %2d: bound right %2d wrong %d unbound %2d, decided %2d (right %2d), false passes %d, false fails %d | locates %2d: right %2d wrong %d missed %2d\n",
			r.App, r.Split, r.Descriptions, r.BoundRight, r.BoundWrong, r.Unbound, r.Decided, r.DecidedRight, r.FalsePasses, r.FalseFails,
			r.Locates, r.LocateRight, r.LocateWrong, r.LocateMissed)
	}
	return b.String()
}
