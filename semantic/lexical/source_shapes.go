package lexical

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// shape is a set of the forms a text can take beyond the value types of
// valueFits: what the head word of a description asks for on technical
// and reference pages ("version" wants a version string, "method" an HTTP
// verb, "path" a URL path).
type shape uint16

// The shapes.
const (
	shVersion  shape = 1 << iota // 3.4.1, v2.0, (1.2.0)
	shMethod                     // GET, post
	shPath                       // /books/{isbn}
	shEmail                      // team@example.org
	shURL                        // https://example.org/x
	shMime                       // application/json
	shDataType                   // string, integer <int64>, boolean
	shAgo                        // "ago": 3 weeks ago, a relative past time
	shID                         // an identifier: #10482, FW-BN-201, WINTER10, 00340434161094042557
	shPercent                    // 81.2%, 48 %
)

// shapeWords are head words of a description that ask for a shape.
var shapeWords = map[string]shape{
	"version": shVersion, "release": shVersion,
	"method": shMethod, "verb": shMethod,
	"path": shPath, "endpoint": shPath, "route": shPath,
	"email": shEmail,
	"url":   shURL, "website": shURL, "homepage": shURL,
	"mime": shMime,
	"type": shDataType, "datatype": shDataType,
	"id": shID, "identifier": shID, "code": shID, "sku": shID, "reference": shID,
	"share": shPercent, "percentage": shPercent, "percent": shPercent, "proportion": shPercent,
}

var (
	versionRE  = regexp.MustCompile(`^[(\[]?v?\d+\.\d+(\.\d+)?([-+][0-9A-Za-z.]+)?[)\]]?[,;.]?$`)
	methodRE   = regexp.MustCompile(`^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|get|post|put|patch|delete|head|options|trace)$`)
	pathRE     = regexp.MustCompile(`^/[\w{}\-.~%/:]*$`)
	emailRE    = regexp.MustCompile(`^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$`)
	urlRE      = regexp.MustCompile(`^https?://\S+$`)
	mimeRE     = regexp.MustCompile(`^(application|text|image|audio|video|multipart|font)/[0-9a-z.+-]+;?$`)
	percentRE  = regexp.MustCompile(`^\(?[-+−]?(\d+([.,]\d+)?)?%\)?[,;.]?$`)
	idRE       = regexp.MustCompile(`^#?[0-9A-Z][0-9A-Z-]{2,}[,;.]?$`)
	dataTypeRE = regexp.MustCompile(`^<?(?i:string|integer|int|number|boolean|bool|array|object|null|float|double|int32|int64|date|date-time|uuid|binary|byte)>?(\[\])?,?$`)
)

// shapeOf is one token's shape, 0 for none.
func shapeOf(tok string) shape {
	switch {
	case versionRE.MatchString(tok):
		return shVersion
	case methodRE.MatchString(tok):
		return shMethod
	case urlRE.MatchString(tok):
		return shURL
	case emailRE.MatchString(tok):
		return shEmail
	case mimeRE.MatchString(tok):
		return shMime
	case pathRE.MatchString(tok):
		return shPath
	case dataTypeRE.MatchString(tok):
		return shDataType
	case strings.EqualFold(tok, "ago"):
		return shAgo
	case percentRE.MatchString(tok):
		return shPercent
	case idRE.MatchString(tok) && isIdentifier(tok):
		return shID
	}
	return 0
}

// shapeQualities is, per shape, the share of a text's word tokens that
// have it: 1 when the text is a version and nothing else, ¼ for a title
// that ends in its version. Tokens without a letter (numbers, brackets,
// "..") are ignored, except that they may have a shape themselves.
func shapeQualities(text string) map[shape]float64 {
	toks := strings.Fields(text)
	if len(toks) == 0 || len(toks) > 12 {
		return nil
	}
	counts := map[shape]int{}
	words := 0
	for _, t := range toks {
		sh := shapeOf(t)
		if sh == 0 && !strings.ContainsFunc(t, unicode.IsLetter) {
			continue
		}
		words++
		if sh != 0 {
			counts[sh]++
		}
	}
	if compact := strings.Join(toks, ""); len(toks) <= 3 && idRE.MatchString(compact) && isIdentifier(compact) {
		// A code spelled across tokens: "EI 154", "7391 0428 5516".
		return map[shape]float64{shID: 1}
	}
	if len(counts) == 0 || words == 0 {
		return nil
	}
	out := make(map[shape]float64, len(counts))
	for sh, n := range counts {
		out[sh] = float64(n) / float64(words)
	}
	return out
}

// wantShape is the shape the head of the description asks for: the last
// word before any preposition, as the head of a noun compound ("the API
// version", "the content type of …" for a media type; not "Email
// notification setting"), 0 for none. Words after a preposition say which
// item and ask for nothing.
func (q *sourceQuery) wantShape() shape {
	head, prev := "", ""
	for i, u := range q.d.units {
		if q.which[i] || u.implied {
			continue
		}
		head, prev = strings.ToLower(u.raw), head
	}
	if head == "type" && (prev == "content" || prev == "media") {
		return shMime
	}
	if head == "number" && prev != "" && prev != "phone" && prev != "telephone" {
		// "the order number", "the tracking number": a compound names
		// an identifier, not a count ("the number of" is stripped).
		return shID
	}
	return shapeWords[head]
}

// minShapeShare is the share of a text's words below which the text is
// not of a shape: a title that ends in its version ("Petstore API
// 1.2.0") names the API; the version is an element of its own.
const minShapeShare = 0.5

// shapeQuality is how well a source's text has the shape the description
// asks for: the best share over the shapes asked (0 below minShapeShare),
// -1 when none is asked.
func (q *sourceQuery) shapeQuality(s *sourceAnalysis) float64 {
	if q.shape == 0 {
		return -1
	}
	best := 0.0
	shapes := s.shapes
	if s.raw != "" && q.saysWordOf(s) {
		shapes = shapeQualitiesOmitting(s.raw, q.desc.words)
	}
	for sh, v := range shapes {
		if q.shape&sh != 0 && v > best && v >= minShapeShare {
			best = v
		}
	}
	if best == 0 && q.shape == shID && strings.ContainsAny(s.raw, "0123456789") {
		best = plainNumberID // "the room number": 204
	}
	return best
}

// plainNumberID is the shape quality of a text with a number but no
// identifier's shape for a description asking for an identifier: many
// numbers ("room 204") are plain.
const plainNumberID = 0.5

// saysWordOf reports whether s's text says a word of the description.
func (q *sourceQuery) saysWordOf(s *sourceAnalysis) bool {
	for _, u := range s.text.units {
		if !u.implied && slices.Contains(q.desc.words, fold(u.raw)) {
			return true
		}
	}
	return false
}

// shapeQualitiesOmitting is shapeQualities of text without the words of
// the description it says: those label the value ("Go 81.2%" for "the
// share of Go", "Discount WINTER10" for "the discount code").
func shapeQualitiesOmitting(text string, desc []string) map[shape]float64 {
	var kept []string
	for _, t := range strings.Fields(text) {
		if !slices.Contains(desc, fold(strings.Trim(t, ",;:.()"))) {
			kept = append(kept, t)
		}
	}
	return shapeQualities(strings.Join(kept, " "))
}

// anyShape reports whether some source has the shape asked for: then "no
// source shows it" is not a confident answer.
func (q *sourceQuery) anyShape(ids []string, st *state) bool {
	if q.shape == 0 {
		return false
	}
	for _, id := range ids {
		if q.shapeQuality(st.source(id)) > 0 {
			return true
		}
	}
	return false
}

// Kinds of text a head word of a description can ask for: a heading
// ("the title of …", "the heading of …") or prose ("the description of
// …", "the summary of …"). The word is then answered by a unit of that
// kind as well as by a label that says it.
const (
	kindHeading = "heading"
	kindProse   = "prose"
	// qKind is the quality of a kind word answered by the unit's kind.
	qKind = 0.9
)

var kindWords = map[string]string{
	"title": kindHeading, "heading": kindHeading, "headline": kindHeading,
	"description": kindProse, "summary": kindProse, "explanation": kindProse,
}

// kindQuality is the quality of head word u (which false) answered by
// source s's kind: a heading for a heading word, a text of three words or
// more for a prose word; 0 otherwise.
func kindQuality(u unit, which bool, s *sourceAnalysis) float64 {
	if which || u.implied {
		return 0
	}
	switch kindWords[strings.ToLower(u.raw)] {
	case kindHeading:
		if s.role == "heading" {
			return qKind
		}
	case kindProse:
		if s.prose {
			return qKind
		}
	}
	return 0
}

// asksKind reports whether the description's head words ask for kind.
func (q *sourceQuery) asksKind(kind string) bool {
	for i, u := range q.d.units {
		if !q.which[i] && !u.implied && kindWords[strings.ToLower(u.raw)] == kind {
			return true
		}
	}
	return false
}

// isProse reports whether a unit reads as prose: three words or more, not
// a label or a control, and not a title-case name ("Terms of Service", a
// link's words).
func isProse(role, text string, words int) bool {
	if words < 3 || labelRoles[role] || controlRoles[role] {
		return false
	}
	return !titleCase(text)
}

// smallWords stay lower case in a title-case name.
var smallWords = map[string]bool{"a": true, "an": true, "the": true, "of": true, "and": true, "or": true,
	"to": true, "in": true, "on": true, "for": true, "by": true, "with": true, "at": true}

// titleCase reports whether every word of text that holds a letter starts
// with a capital, small words aside.
func titleCase(text string) bool {
	for _, w := range strings.Fields(text) {
		i := strings.IndexFunc(w, unicode.IsLetter)
		if i < 0 || smallWords[strings.ToLower(w)] {
			continue
		}
		if !unicode.IsUpper([]rune(w[i:])[0]) {
			return false
		}
	}
	return true
}

// reportsState reports whether a heading states a state of its own, a
// state word the description does not say ("Update a member
// Deprecated" for "the status of the update member operation"): then it
// shows the value asked for rather than only naming it.
func reportsState(s *sourceAnalysis, d *analysis) bool {
	for _, u := range s.text.units {
		if u.implied || u.descriptor || bestUnit(u, d.units) > 0 {
			continue
		}
		if u.c != nil && (u.c.group != "" || u.c.state) || u.tense == tPast {
			return true
		}
	}
	return false
}

// nounPhrase reports whether a text is a noun phrase opened by an article
// ("The updated member", "A page of books"): it names a thing, so it is no
// state word even when it is short and every word is known, unless a word
// of it is a state or a verb in the past ("The loan was ended").
func nounPhrase(text string, a *analysis) bool {
	ws := strings.Fields(strings.ToLower(text))
	if len(ws) < 2 || (ws[0] != "the" && ws[0] != "a" && ws[0] != "an") || a.state {
		return false
	}
	for _, u := range a.units {
		if !u.implied && (u.c != nil && (u.c.group != "" || u.c.state) || u.tense == tPast) {
			return false
		}
	}
	return true
}

// wordCount counts the tokens of text that hold a letter.
func wordCount(text string) int {
	n := 0
	for _, t := range strings.Fields(text) {
		if strings.ContainsFunc(t, unicode.IsLetter) {
			n++
		}
	}
	return n
}

// isIdentifier reports whether a token matched by idRE is an identifier:
// an order or ticket number written with "#" ("#10482"), a code of capital
// letters and digits ("FW-BN-201", "WINTER10", "EI154"), or a long string
// of digits (ten or more: a tracking or account number). Plain numbers,
// years and capitalised words ("API", "USD") are none.
func isIdentifier(tok string) bool {
	tok = strings.TrimRight(tok, ",;.")
	digits, letters := 0, 0
	for _, r := range tok {
		switch {
		case unicode.IsDigit(r):
			digits++
		case unicode.IsLetter(r):
			letters++
		}
	}
	switch {
	case strings.HasPrefix(tok, "#"):
		return digits > 0 && letters == 0 || digits > 0 && letters > 0
	case letters > 0:
		return digits > 0
	}
	return digits >= 10 && !strings.Contains(tok, "-")
}

// qShaped is the quality of a shape word ("email", "version", "code")
// answered by a text of that shape: as good as the word found in the
// text.
const qShaped = qBody

// shapeAnswer is how well source s's text answers description unit i (u)
// as a shape word: a text of the shape the word asks for shows what the
// word names, as a value of a type answers its type word ("version" by
// "(3.4.1)", "the email of the customer" by an address although it never
// says "email"). The quality is qShaped in proportion to the share of the
// text that has the shape (minShapeShare at least), read two ways:
//   - any shape word by the text's own shapes, except on a control whose
//     value is its state (a textbox's text is what was typed);
//   - the head word that asks for the description's shape (q.shape, with
//     its compounds: "the order number" asks for an identifier) by
//     shapeQuality, which leaves out the description's words the text says
//     and reads a plain number as a weak identifier.
//
// 0 for a unit that is no shape word.
func (q *sourceQuery) shapeAnswer(u unit, i int, s *sourceAnalysis) float64 {
	if u.implied {
		return 0
	}
	best := 0.0
	if sh, ok := shapeWords[strings.ToLower(u.raw)]; ok && !stateRoles[s.role] && s.shapes[sh] >= minShapeShare {
		best = s.shapes[sh]
	}
	if q.shape != 0 && !q.which[i] && q.shapeHead(u) {
		best = max(best, q.shapeQuality(s))
	}
	return max(qShaped*best, q.rangeAnswer(u, s), settingAnswer(u, s)) // a bound by a range, a setting by a state (select_range.go)
}

// shapeHead reports whether u is the word that asks for the shape.
func (q *sourceQuery) shapeHead(u unit) bool {
	w := strings.ToLower(u.raw)
	return shapeWords[w] == q.shape || w == "number" && q.shape == shID || q.shape == shMime && mimeCompound[w]
}
