package lexical

import (
	"regexp"
	"strings"
)

// A title that is a path names the page's item by its last part. A
// code-hosting page titles a repository "harbor-labs / tidewatch": the
// owner, then the repository's name; a documentation page "Guides ›
// Install". Observation keeps such a heading as one unit and adds each of
// its links as a unit of its own (observe/js/headpath.js), so "the name of
// the repository" can be bound to the link "tidewatch" rather than to the
// whole title — and the name asked for is no proper name (no capital), so
// the rule for "name" (a title-case name) does not find it.
//
// The rule applies when the description's head is "name" (the last part)
// or an owner word (the first part), it states no value, and each of its
// other words names the page's subject: said by no source outside a
// landmark's name (the navigation labelled "Repository"), absent from the
// page, or said by the title itself. The part then scores pathPartScore;
// nothing else changes. A title with one part, or parts that are not
// units of their own (not links), is left to the other rules.

// pathSepRE splits a path title into its parts.
var pathSepRE = regexp.MustCompile(`\s*[/›»>|]\s*`)

// ownerWords ask for the first part of a path title.
var ownerWords = map[string]bool{"owner": true, "organization": true, "organisation": true, "namespace": true, "account": true}

// pathPartScore is the score of the part of a path title asked for.
const pathPartScore = 0.95

// raisePathTitle raises the part of the page's path title that the
// description asks for (see above).
func (q *sourceQuery) raisePathTitle(ids []string, st *state, scores []float64) {
	head := q.headUnit()
	if head < 0 || len(q.d.values) > 0 {
		return
	}
	hw := strings.ToLower(q.d.units[head].raw)
	if hw != "name" && !ownerWords[hw] {
		return
	}
	title := st.titleHeading(ids)
	if title == "" {
		return
	}
	text := st.sources[title].Text
	parts := pathSepRE.Split(strings.TrimSpace(text), -1)
	if len(parts) < 2 || !q.onlySubjectWords(head, ids, st, title) {
		return
	}
	want := parts[len(parts)-1]
	if hw != "name" {
		want = parts[0]
	}
	for i, id := range ids {
		s := st.sources[id]
		if s.Role == "link" && s.Heading == text && s.Text == want && s.Landmark == "" {
			scores[i] = max(scores[i], pathPartScore)
			return
		}
	}
}

// onlySubjectWords reports whether every content word of the description
// other than its head names the page's subject (see above).
func (q *sourceQuery) onlySubjectWords(head int, ids []string, st *state, title string) bool {
	t := st.source(title)
	for i, u := range q.d.units {
		if i == head || u.implied || u.descriptor && i != head {
			continue
		}
		if q.isSubject(i) || q.absent != nil && q.absent[i] || !saidOutsideLandmarks(u, ids, st) || bestOwnUnit(u, t.text.units) >= 0.99 {
			continue
		}
		return false
	}
	return true
}
