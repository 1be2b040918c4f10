package jevtest

import (
	"fmt"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/report"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// reportResult is r in the results folder's form, with the evidence role
// given as an accessibility role.
func reportResult(r compare.Result) report.Result {
	out := report.Result{
		Status: r.Status, Choice: r.Choice, Confidence: r.Confidence, SourceConfidence: r.SourceConfidence,
		Threshold: r.Threshold, SourceThreshold: r.SourceThreshold, Source: string(r.Source),
		Provenance: r.Provenance, Uncertainty: string(r.Uncertainty), Description: r.Description,
		Evidence: reportEvidence(r.Source, r.Evidence), Freshness: r.Freshness, Change: r.Change,
		Expected: r.Expected, Usage: r.Usage, Models: r.Models, Model: r.Model,
		Questions: r.Questions, Decisions: r.Decisions,
	}
	if ce := r.CurrentEvidence; ce != nil {
		e := reportEvidence(r.Source, *ce)
		out.CurrentEvidence = &e
	}
	return out
}

func reportEvidence(src compare.SourceKind, e compare.Evidence) report.Evidence {
	if src == compare.SourceLocator {
		e.Role = AccessibleRole(e.Role)
	}
	return report.EvidenceOf(e)
}

// reportActual says how the request named its actual.
func reportActual(a compare.Actual) report.Actual {
	out := report.Actual{Description: a.Description(), Property: string(a.Property()), Attribute: a.Attribute()}
	if a.Locator() != nil {
		out.Locator = compare.LocatorName(a.Locator())
	}
	if t := a.Target(); t != nil {
		out.Target = t.Description
	}
	return out
}

// implicitRoles maps HTML tag names to their implicit ARIA roles (HTML-AAM),
// for the elements evidence is commonly read from.
var implicitRoles = map[string]string{
	"a": "link", "article": "article", "aside": "complementary", "blockquote": "blockquote",
	"button": "button", "caption": "caption", "code": "code", "dd": "definition", "del": "deletion",
	"details": "group", "dfn": "term", "dialog": "dialog", "dt": "term", "em": "emphasis",
	"fieldset": "group", "figure": "figure", "footer": "contentinfo", "form": "form",
	"h1": "heading", "h2": "heading", "h3": "heading", "h4": "heading", "h5": "heading", "h6": "heading",
	"header": "banner", "hr": "separator", "img": "img", "input": "textbox", "ins": "insertion",
	"li": "listitem", "main": "main", "mark": "mark", "menu": "list", "meter": "meter", "nav": "navigation",
	"ol": "list", "optgroup": "group", "option": "option", "output": "status", "p": "paragraph",
	"progress": "progressbar", "section": "region", "select": "combobox", "strong": "strong",
	"sub": "subscript", "summary": "button", "sup": "superscript", "table": "table", "tbody": "rowgroup",
	"td": "cell", "textarea": "textbox", "tfoot": "rowgroup", "th": "columnheader", "thead": "rowgroup",
	"time": "time", "tr": "row", "ul": "list",
}

// ariaRoles are the role names that pass through AccessibleRole unchanged
// although they are also tag names.
var ariaRoles = map[string]bool{"article": true, "blockquote": true, "button": true, "caption": true,
	"code": true, "dialog": true, "figure": true, "form": true, "img": true, "main": true, "mark": true,
	"meter": true, "option": true, "strong": true, "table": true, "time": true}

// AccessibleRole turns what a locator read reports as an element's role (its
// explicit role attribute, else its tag name) into an accessibility role:
// "dd" becomes "definition", "span" and "div" "generic". A value that is
// not a known tag is taken as an explicit role and kept.
func AccessibleRole(tagOrRole string) string {
	if ariaRoles[tagOrRole] {
		return tagOrRole
	}
	if r, ok := implicitRoles[tagOrRole]; ok {
		return r
	}
	switch tagOrRole {
	case "div", "span", "b", "i", "u", "small", "s", "bdi", "bdo", "data", "label", "legend", "abbr", "cite", "kbd", "q", "samp", "var", "pre", "address", "hgroup", "figcaption", "picture", "font", "center":
		return "generic"
	}
	return tagOrRole
}

// keepLocate writes one result file per description of a locate batch:
// the grounded target, or the error for a description that could not be
// grounded.
func (s *Session) keepLocate(descs []string, ts []locate.Target, lerr error) {
	f := s.results
	if f == nil {
		return
	}
	seq, err := f.nextSeq()
	if err != nil {
		return
	}
	url, title := s.pageInfo()
	pkg, _ := testPackage()
	for i, d := range descs {
		rec := report.Operation{Schema: report.Schema, Package: pkg, Test: s.t.Name(), Seq: seq, Index: i,
			BatchSize: len(descs), Op: string(trace.OpLocate), Time: time.Now(), URL: safeURL(url), Title: title,
			Actual: report.Actual{Description: d}}
		if i < len(ts) && ts[i].Snapshot != nil {
			t := ts[i]
			rec.Result = report.Result{Status: semantic.StatusPassed, Choice: t.Decision.Choice,
				Confidence: t.Confidence, Threshold: t.Threshold, Description: d, Source: "target",
				Provenance: semantic.ProvenanceSemantic,
				Evidence:   report.Evidence{SourceID: t.CID, Frame: t.Frame, Role: t.Role, Text: t.Name, Context: t.Evidence.Scope},
				Usage:      t.Usage, Questions: []semantic.Question{t.Question}, Decisions: []semantic.Decision{t.Decision}}
		} else {
			rec.Result = report.Result{Status: "error", Description: d, Error: "not located"}
			if lerr != nil {
				rec.Result.Error = lerr.Error()
			}
		}
		_ = f.writeJSON(fmt.Sprintf("%s%03d-%d.json", report.OpPrefix, seq, i), rec)
	}
}

// candidates is the text of each page source offered by the
// source-selection questions qs, by id.
func candidates(qs []semantic.Question, sources map[string]semantic.Source) map[string]string {
	var out map[string]string
	for _, q := range qs {
		if q.Kind != semantic.KindSourceSelection {
			continue
		}
		for _, c := range q.Criteria {
			src, ok := sources[c.ID]
			if !ok {
				continue
			}
			if out == nil {
				out = map[string]string{}
			}
			text := src.Text
			if src.Context != "" {
				text += " (" + src.Context + ")"
			}
			out[c.ID] = text
		}
	}
	return out
}
