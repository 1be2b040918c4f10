package lexical

import (
	"math"
	"strings"
)

// Target-selection weights.
const (
	// quotedWeight is the weight of a quoted phrase ('Walk dog') against
	// one description word: the phrase names the row or the control.
	quotedWeight = 2
	// unsureCap bounds the score of a destructive control whose verb and
	// row are not both confirmed by the description: below the default
	// threshold, so such a control is never acted on with confidence.
	unsureCap = 0.6
	// extraVerb demotes a control whose name says what it does when the
	// description names no action ("the Completed filter" is not "Clear
	// completed").
	extraVerb = 0.8
	// wrongRole demotes a control whose role the description does not name.
	wrongRole = 0.55
	// bulkRow demotes a row's control for a description that acts on all
	// items ("mark all as complete").
	bulkRow = 0.5
)

// editRoles are the roles of fields whose value a person edits.
var editRoles = map[string]bool{"textbox": true, "searchbox": true, "combobox": true}

// targetQuery is a description prepared for target selection.
type targetQuery struct {
	desc  description
	roles map[string]bool
	// roleSaid are the role words the description says ("search",
	// "filter", "input"): a control's name that says them ("Search
	// invoices", "Customer Filter Input") says nothing the description
	// did not.
	roleSaid map[string]bool
	// full is the description's analysis without role words; name the
	// same without the verb, the quoted phrases and their nouns.
	full, name analysis
	nameW      float64 // weight of name's units and values
}

func newTargetQuery(s string) *targetQuery {
	q := &targetQuery{desc: describe(s), roleSaid: map[string]bool{}}
	quotedWords := map[string]bool{}
	for _, p := range q.desc.quoted {
		for _, w := range strings.Fields(p) {
			quotedWords[w] = true
		}
	}
	a := analyze(q.desc.rest)
	q.full, q.name = a, a
	q.full.units, q.name.units = nil, nil
	for _, u := range a.units {
		rs, isRole := roleWords[u.raw]
		if !isRole {
			rs, isRole = extraRoleWords[u.raw]
		}
		if isRole {
			if q.roles == nil {
				q.roles = map[string]bool{}
			}
			for _, r := range rs {
				q.roles[r] = true
			}
			q.roleSaid[u.raw] = true
			continue
		}
		if roleFillers[u.raw] || extraFillers[u.raw] {
			continue
		}
		q.full.units = append(q.full.units, u)
		if quotedWords[u.raw] || q.desc.before[u.raw] || (q.desc.verb != "" && isVerbUnit(u)) {
			continue
		}
		q.name.units = append(q.name.units, u)
	}
	q.rolesOfDroppedWords(quotedWords)
	if len(q.desc.quoted) > 0 {
		q.name.values = nil // values inside quotes are part of the phrase
	}
	q.nameW = weightOf(&q.name)
	return q
}

// rolesOfDroppedWords adds the roles of the role words the analysis keeps
// no unit of ("select" in "the type select of Whiskers"), unless a word
// is quoted or follows "to", "that" or "which" (a verb there: "the button
// to select all").
func (q *targetQuery) rolesOfDroppedWords(quoted map[string]bool) {
	for i, w := range q.desc.words {
		rs, ok := roleWords[w]
		if !ok || quoted[w] || q.roleSaid[w] {
			continue
		}
		if i > 0 && verbLead[q.desc.words[i-1]] {
			continue
		}
		if q.roles == nil {
			q.roles = map[string]bool{}
		}
		for _, r := range rs {
			q.roles[r] = true
		}
		q.roleSaid[w] = true
	}
}

// verbLead are the words after which a role word is a verb.
var verbLead = map[string]bool{"to": true, "that": true, "which": true, "who": true}

// isVerbUnit reports whether u is an action verb of a control.
func isVerbUnit(u unit) bool {
	return verbWords[u.raw] != "" || actionKeys[u.key]
}

// weightOf is the selection weight of an analysis's own units and values
// (descriptors 0.3, modifiers half), as selectionCoverage weighs them.
func weightOf(a *analysis) float64 {
	w := 0.0
	for _, u := range a.units {
		if !u.implied {
			w += selectionWeight(u)
		}
	}
	for _, v := range a.values {
		if !v.implied {
			w++
		}
	}
	return w
}

// targetScore is one target's match with a query.
type targetScore struct {
	score float64
	agree bool // the target's verb is the description's
	sure  bool // a destructive target's verb and row are confirmed
}

// containsPhrase reports whether the words ws contain phrase p (space
// separated words) at word boundaries.
func containsPhrase(ws []string, p string) bool {
	return strings.Contains(" "+strings.Join(ws, " ")+" ", " "+p+" ")
}

// quotedMatch is how the description's quoted phrases match t: their
// weight w and matched weight m, whether every phrase was found, whether
// one is t's row (or the item a field holds) and whether one is t's name.
// out is true when a phrase is missing from a row's control: another
// row's control is never the one meant.
type quotedMatch struct {
	w, m                    float64
	ok, rowNamed, name, out bool
}

func (q *targetQuery) quotedMatch(t *sourceAnalysis) quotedMatch {
	r := quotedMatch{ok: true}
	for _, p := range q.desc.quoted {
		r.w += quotedWeight
		switch {
		case containsPhrase(t.nameWords, p):
			r.m += quotedWeight
			r.name = true
		case containsPhrase(t.rowWords, p):
			r.m += quotedWeight
			r.rowNamed = true
		case editRoles[t.role] && containsPhrase(t.valueWords, p):
			// A field that holds the quoted text is that item being
			// edited ("the field that edits the 'Walk dog' todo").
			r.m += quotedWeight
			r.rowNamed = true
		case t.rowText != "":
			r.out = true
			return r
		default:
			r.ok = false
		}
	}
	return r
}

func (q *targetQuery) score(t *sourceAnalysis) targetScore {
	nameWords := t.nameWords
	// Quoted phrases name the control or its row.
	qm := q.quotedMatch(t)
	if qm.out {
		return targetScore{}
	}
	w, m := qm.w, qm.m
	quotedOK, rowNamed, quotedName := qm.ok, qm.rowNamed, qm.name
	// A name of function words only ("All", "More") said outside quotes
	// names the control as a quoted one would: the analysis keeps no unit
	// of it, so no other part of the score can see it.
	saidBare := t.bareName && containsPhrase(q.desc.outside, strings.Join(nameWords, " "))
	if saidBare {
		w += quotedWeight
		m += quotedWeight
	}
	dv := q.desc.verb
	tv, vw, vm, agree, ok := q.verbScore(t, quotedName)
	if !ok {
		return targetScore{}
	}
	w += vw
	m += vm
	if q.nameW > 0 {
		cov, _ := selectionCoverage(&q.name, &t.text, &t.ctx, 0.8)
		nw := q.nameW
		rowNamed = rowNamed || namesRow(&q.name, t)
		if c, kw, ok := q.withoutRowKind(t); ok && rowNamed {
			cov, nw = c, kw // locate_kindnoun.go
		} else if c, kw, ok := q.withoutKindBeside(t); ok && rowNamed {
			cov, nw = c, kw // locate_kindpos.go
		}
		w += nw
		m += cov * nw
	}
	// The state a check sets ("as complete") counts when the name says it.
	stated := map[string]bool{}
	for _, nw := range nameWords {
		if q.desc.states[nw] {
			stated[nw] = true
		}
	}
	if len(stated) > 0 {
		w++
		m++
	}
	skip := stated
	for r := range q.roleSaid {
		skip = withWord(skip, r)
	}
	if w == 0 && q.roleSaysPurpose(t) { // locate_roleword.go
		w, m = 1, 1
	}
	s := 0.6 // only a role: the role alone decides
	if w > 0 {
		s = m / w
	}
	s *= 0.8 + 0.2*precisionExcept(&t.text, &q.full, agree, skip)
	if dv == "" && t.namedVerb && !agree {
		s *= extraVerb
	}
	if q.roles != nil && !q.roles[t.role] {
		s *= wrongRole
	}
	// "marks all todos", "removes all completed": an action on many
	// things is not one row's control unless the description names the row.
	if q.desc.bulk && t.rowText != "" && !rowNamed && !saidBare {
		s *= bulkRow
	}
	return targetScore{score: s, agree: agree, sure: q.sure(t, tv, agree, quotedOK, rowNamed)}
}

// verbScore weighs the description's verb against the control's: the
// verb names what the control does, so a different verb is never the way
// ("Clear completed" is not "Delete"; "Discard" is not "Save"; ok false).
// It returns the control's verb as read, the weight and match it adds,
// and whether the verbs agree.
func (q *targetQuery) verbScore(t *sourceAnalysis, quotedName bool) (tv string, w, m float64, agree, ok bool) {
	dv, tv := q.desc.verb, t.verb
	if dv == "" {
		// The quoted name says the control's verb ("the 'Delete' button").
		return tv, 0, 0, quotedName && t.namedVerb, true
	}
	// The description may use the verb of the control's own name
	// ("accept the terms" for the checkbox "Accept the terms").
	if tv != dv && t.ownVerb == dv {
		tv = dv
	}
	if tv != "" && tv != dv {
		return tv, 0, 0, false, false
	}
	// Editing is what a text field does.
	if tv == "" && dv == vbEdit && editRoles[t.role] {
		tv = dv
	}
	if tv == dv {
		return tv, 1, 1, true, true
	}
	if !q.verbInRow(t) { // locate_kindnoun.go
		return tv, 1, 0, false, true
	}
	return tv, 0, 0, false, true
}

// sure reports whether t may be chosen with confidence: a control of a row
// named alone ("the 'Feed cat' todo" means the item, not its checkbox) is
// not, and a destructive control needs its verb and row confirmed.
func (q *targetQuery) sure(t *sourceAnalysis, tv string, agree, quotedOK, rowNamed bool) bool {
	dv := q.desc.verb
	sure := !(rowNamed && dv == "" && q.roles == nil && len(t.nameWords) == 0)
	if destructive(dv, nil) || destructive(tv, t.nameWords) {
		sure = (agree || q.namesWhole(t)) && quotedOK && (t.rowText == "" || rowNamed || q.namesWhole(t))
	}
	return sure
}

// namesWhole reports whether the description says the control's whole
// name, of two words or more, and that name holds its row's text ("Complete
// Buy milk" in the row "Buy milk"): the user named this very control, its
// verb and its row, so a word of the name that sounds destructive ("buy")
// needs no other confirmation. A one-word name ("Delete") never does.
func (q *targetQuery) namesWhole(t *sourceAnalysis) bool {
	if len(t.nameWords) < 2 || !containsPhrase(q.desc.words, strings.Join(t.nameWords, " ")) {
		return false
	}
	return t.rowText == "" || containsPhrase(t.nameWords, strings.Join(t.rowWords, " "))
}

// namesRow reports whether a description word, or a code or number of
// it ("INV-1047"), is found in the target's row but not in its own name or
// scope: the description says which row.
func namesRow(d *analysis, t *sourceAnalysis) bool {
	for _, u := range d.units {
		if !u.implied && bestUnit(u, t.row.units) >= 0.99 && bestUnit(u, t.text.units) < 0.99 {
			return true
		}
	}
	for _, v := range d.values {
		if v.implied || v.kind != vCode {
			continue
		}
		inRow, _ := bestValue(v, t.row.values)
		inName, _ := bestValue(v, t.text.values)
		if inRow >= 0.99 && inName < 0.99 {
			return true
		}
	}
	return false
}

// precisionExcept is precision of x's concepts against d, leaving out x's
// action verbs when the verb already agreed, and the words in skip.
func precisionExcept(x, d *analysis, skipVerb bool, skip map[string]bool) float64 {
	var w, cov float64
	for _, u := range x.units {
		if u.implied || u.weight == 0 || u.descriptor || (skipVerb && isVerbUnit(u)) || skip[u.raw] {
			continue
		}
		w += u.weight
		cov += u.weight * bestUnit(u, d.units)
	}
	if w == 0 {
		return 1
	}
	return cov / w
}

// scoreTargets scores every target for description desc. Targets whose
// verb agrees are raised together (boostVerb); a destructive target that
// is not confirmed stays under unsureCap.
func scoreTargets(desc string, ids []string, st *state) []float64 {
	desc = codePossessive.ReplaceAllString(desc, "$1") // locate_wholename.go
	q := newTargetQuery(desc)
	scores := make([]float64, len(ids))
	verb := make([]bool, len(ids))
	sure := make([]bool, len(ids))
	for i, id := range ids {
		ts := q.score(st.target(id))
		scores[i], verb[i], sure[i] = ts.score, ts.agree, ts.sure
	}
	boostVerb(scores, verb)
	applyLocateRules(q, ids, st, scores)
	preferExactRole(desc, ids, st, scores)
	preferWholeName(desc, ids, st, scores)
	preferRoleWordInName(q, ids, st, scores)
	preferCodeRow(q, ids, st, scores)
	otherFieldsUnsure(q, ids, st, sure)
	capOtherRows(q, ids, st, scores)    // locate_otherrow.go
	capTwoNamedRows(q, ids, st, scores) // locate_tworows.go
	for i := range scores {
		if !sure[i] {
			scores[i] = math.Min(scores[i], unsureCap)
		}
	}
	return scores
}

// withWord returns set with w added, copying set first so the caller's
// map is left as it was.
func withWord(set map[string]bool, w string) map[string]bool {
	out := make(map[string]bool, len(set)+1)
	for k := range set {
		out[k] = true
	}
	out[w] = true
	return out
}

// fieldRoles are the roles of controls that hold a value of their own
// kind: a text, a choice, a checked state, a position.
var fieldRoles = map[string]bool{"textbox": true, "searchbox": true, "combobox": true, "listbox": true,
	"checkbox": true, "switch": true, "radio": true, "slider": true, "spinbutton": true}

// otherFieldsUnsure marks unsure every field whose role the description
// does not name when the page has a field of a role it does name: "the
// type select of Whiskers" is never the row's name textbox, whatever the
// textbox holds, while the page has selects. A description naming no
// role, or a role no field has (a "field" that is a combobox on a page
// of textboxes is named), leaves them as they are.
func otherFieldsUnsure(q *targetQuery, ids []string, st *state, sure []bool) {
	if q.roles == nil {
		return
	}
	named := false
	for _, id := range ids {
		r := st.target(id).role
		if fieldRoles[r] && q.roles[r] {
			named = true
			break
		}
	}
	if !named {
		return
	}
	for i, id := range ids {
		r := st.target(id).role
		if fieldRoles[r] && !q.roles[r] {
			sure[i] = false
		}
	}
}

// otherRowWeight demotes a row's control whose row lacks the code the
// description names when another row holds it.
const otherRowWeight = 0.3

// preferCodeRow demotes the controls of other rows when the description
// names a row by a code ("the button that deletes the draft INV-1047"):
// a description naming a row never resolves to another row's control.
func preferCodeRow(q *targetQuery, ids []string, st *state, scores []float64) {
	for _, v := range q.name.values {
		if v.implied || v.kind != vCode {
			continue
		}
		in := make([]bool, len(ids))
		found := false
		for i, id := range ids {
			t := st.target(id)
			r, _ := bestValue(v, t.row.values)
			n, _ := bestValue(v, t.text.values)
			in[i] = r >= 0.99 || n >= 0.99
			found = found || (r >= 0.99 && scores[i] > 0)
		}
		if !found {
			continue
		}
		for i, id := range ids {
			if !in[i] && st.target(id).rowText != "" {
				scores[i] *= otherRowWeight
			}
		}
	}
}
