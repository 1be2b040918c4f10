package lexical

import (
	"regexp"
	"strings"

	"github.com/jevtest/jev/semantic"
)

// An API reference shows an operation's method and path only inside a
// control (Redoc's and Swagger UI's endpoint button "get /books/{isbn}"),
// never as text: "the summary of the GET /books/{isbn} operation" shares
// no word with the operation's heading "Find a book by its ISBN". The
// control's section (semantic.Target.Section: the heading that opens the
// operation) says which sources describe that endpoint. When the
// description names an endpoint that some target of the page names, the
// sources of that target's section are scored on the description without
// the endpoint, and the sources of another endpoint's section show nothing
// of it. The tokens of a path ("books", "isbn") and a method that is a stop
// word ("get") do not tell GET /pets/{petId} from DELETE /pets/{petId}; the
// endpoint is matched whole, method and path.

// endpointRe finds an HTTP method followed by a path.
var endpointRe = regexp.MustCompile(`(?i)(?:^|[^\pL\pN])(get|put|post|patch|delete|head|options|trace)\s*(/[^\s]*)`)

// zeroWidth are the invisible characters viewers put inside paths so that
// they may wrap ("get ​/pets​/{petId}").
var zeroWidth = strings.NewReplacer("\u200b", "", "\u200c", "", "\u200d", "", "\u2060", "", "\ufeff", "")

// endpointOf returns the one endpoint ("get /books/{isbn}") a text names
// and the span it occupies, or false when it names none or several.
func endpointOf(s string) (ep string, start, end int, ok bool) {
	s = zeroWidth.Replace(s)
	ms := endpointRe.FindAllStringSubmatchIndex(s, 2)
	if len(ms) != 1 {
		return "", 0, 0, false
	}
	m := ms[0]
	path := strings.TrimRight(s[m[4]:m[5]], ".,;:!?)")
	return strings.ToLower(s[m[2]:m[3]]) + " " + strings.ToLower(path), m[2], m[4] + len(path), true
}

// endpointSection is the section of one endpoint: the folded section
// label its target carries and the heading source that opens it.
type endpointSection struct {
	key      string // folded Target.Section
	heading  string // folded text of the heading that opens the section
	title    string // that heading's text as shown
	endpoint string
}

// endpointSections lists the sections of the page's endpoint targets whose
// opening heading is shown once. A section that two endpoints claim, or
// whose heading is repeated, is left out: it does not say which.
func endpointSections(st *state) []endpointSection {
	byKey := map[string]string{}
	for _, t := range st.targets {
		ep, _, _, ok := endpointOf(t.Name)
		if !ok || strings.TrimSpace(t.Section) == "" {
			continue
		}
		k := fold(t.Section)
		if prev, seen := byKey[k]; seen && prev != ep {
			byKey[k] = "" // two endpoints in one section
			continue
		}
		byKey[k] = ep
	}
	headings := map[string]int{}
	titles := map[string]string{}
	for _, s := range st.sources {
		if s.Role == "heading" {
			headings[fold(s.Text)]++
			titles[fold(s.Text)] = s.Text
		}
	}
	var out []endpointSection
	for k, ep := range byKey {
		if ep == "" {
			continue
		}
		for h, n := range headings {
			if n == 1 && opensSection(k, h) {
				out = append(out, endpointSection{key: k, heading: h, title: titles[h], endpoint: ep})
			}
		}
	}
	return out
}

// opensSection reports whether heading text h is section label k, or k
// is h followed by a badge of one or two words ("… Deprecated").
func opensSection(k, h string) bool {
	if h == "" {
		return false
	}
	if k == h {
		return true
	}
	rest, ok := strings.CutPrefix(k, h+" ")
	return ok && len(strings.Fields(rest)) <= 2
}

// inSection reports whether source s lies in section x: it is the
// section's heading, or that heading (or the section label) is its
// heading or region, or its row opens with the heading.
func (x endpointSection) inSection(s *semantic.Source) bool {
	if s.Role == "heading" && fold(s.Text) == x.heading {
		return true
	}
	for _, v := range []string{fold(s.Heading), fold(s.Region)} {
		if v != "" && (v == x.heading || v == x.key) {
			return true
		}
	}
	return strings.HasPrefix(fold(s.Row), x.heading+" ")
}

// sectionOtherWeight is what a source outside every endpoint section keeps
// of its score when the description names an endpoint the page's targets
// show: it is not known to describe that endpoint.
const sectionOtherWeight = 0.5

// applyEndpoint rescores sources for a description that names an endpoint
// ("… of the GET /books/{isbn} operation"). Reports whether a target shows
// the endpoint (then "no source shows it" is not a confident answer).
func applyEndpoint(desc string, ids []string, st *state, scores []float64) bool {
	ep, start, end, ok := endpointOf(desc)
	if !ok {
		return false
	}
	secs := endpointSections(st)
	if len(secs) == 0 {
		return false
	}
	title := ""
	for _, x := range secs {
		if x.endpoint == ep {
			title = x.title
		}
	}
	if title == "" {
		// The page's targets show endpoints, not this one: no source
		// describes it, unless its own text names the endpoint.
		for i, id := range ids {
			src := st.sources[id]
			if e1, _, _, ok := endpointOf(src.Text); !ok || e1 != ep {
				scores[i] = 0
			}
		}
		return false
	}
	// The section's sources are scored on the description with the
	// endpoint replaced by the heading that opens its section: they are
	// under that heading, as a row's cells are in their row.
	d := zeroWidth.Replace(desc)
	reduced := strings.Join(strings.Fields(d[:start]+" "+title+" "+d[end:]), " ")
	rq := newSourceQuery(reduced)
	rs := scoreSources(rq, ids, st)
	found := false
	for i, id := range ids {
		src := st.sources[id]
		own, other := false, false
		for _, x := range secs {
			if x.inSection(src) {
				if x.endpoint == ep {
					own = true
				} else {
					other = true
				}
			}
		}
		switch {
		case own && !other:
			scores[i] = rs[i]
			if sub := subsection(src, secs, ep); sub != "" && !namesWords(rq, sub) {
				// Under a deeper heading the description does not name
				// ("path Parameters"): a part of the operation, not the
				// operation's own summary or description.
				scores[i] *= subsectionWeight
			}
			found = true
		case other:
			scores[i] = 0 // another endpoint's section
		default:
			scores[i] *= sectionOtherWeight
		}
	}
	if found {
		raiseSectionHeading(rq, ep, secs, ids, st, scores, rs)
	}
	return found
}

// subsectionWeight demotes a source of an endpoint's section that lies
// under a deeper heading the description does not name.
const subsectionWeight = 0.7

// subsection is the deeper heading a source of endpoint ep's section lies
// under, or "" when it lies directly under the section's heading (or is it).
func subsection(src *semantic.Source, secs []endpointSection, ep string) string {
	h := fold(src.Heading)
	if src.Role == "heading" || h == "" {
		return ""
	}
	for _, x := range secs {
		if x.endpoint == ep && (h == x.heading || h == x.key) {
			return ""
		}
	}
	return src.Heading
}

// namesWords reports whether some description word of q is a word of text.
func namesWords(q *sourceQuery, text string) bool {
	a := analyze(text)
	for _, u := range q.d.units {
		if !u.implied && bestUnit(u, a.units) >= 0.99 {
			return true
		}
	}
	return false
}

// raiseSectionHeading: "the summary (title, name) of the … operation"
// asks for the heading that opens the endpoint's section, above the
// section's prose: it takes the best score of the reduced description (rs)
// and every other source keeps at most half of it.
func raiseSectionHeading(rq *sourceQuery, ep string, secs []endpointSection, ids []string, st *state, scores, rs []float64) {
	if !rq.asksKind(kindHeading) && !rq.asksWord("summary", "name") {
		return
	}
	best, at := 0.0, -1
	for i, id := range ids {
		src := st.sources[id]
		for _, x := range secs {
			if x.endpoint == ep && src.Role == "heading" && fold(src.Text) == x.heading {
				at = i
			}
		}
		best = max(best, scores[i], rs[i])
	}
	if at < 0 {
		return
	}
	for i := range scores {
		if i != at && scores[i] > 0 {
			scores[i] = min(scores[i], best) * sectionOtherWeight
		}
	}
	scores[at] = max(best, scores[at])
}

// asksWord reports whether a head word (not after a preposition) of the
// description is one of ws.
func (q *sourceQuery) asksWord(ws ...string) bool {
	for i, u := range q.d.units {
		if q.which[i] || u.implied {
			continue
		}
		for _, w := range ws {
			if strings.EqualFold(u.raw, w) {
				return true
			}
		}
	}
	return false
}
