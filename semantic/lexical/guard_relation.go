package lexical

import "strings"

// A relation the page does not state.
//
// "Replica of db-primary" (under "db-replica-2") against "db-primary
// replicates db-replica-2": the claim relates two things by a verb in one
// direction; the page names both, but not the verb, so which one does
// what to the other is not on the page and the comparison saw the same
// names in either order. When a claim clause reads "P1 <verb> P2" with a
// verb the lexicon does not know (a present or past form: "replicates",
// "mentored"), the page (or its context) names both P1 and P2, and no
// word of the page has the verb's stem, the page does not state the
// relation: unsure. A known verb is left to the claim alignment, which
// reads its roles on both sides, and so is a claim whose roles the claim
// parser read ("Mia borrowed the book from Omar" against "Omar lent the
// book to Mia": converse verbs).

// unstatedRelation reports whether the claim (e, items ei) relates two
// participants the page (items ai, ci) names by an unknown verb the page
// lacks: see above.
func unstatedRelation(e *analysis, ai, ci, ei []item) bool {
	for _, c := range e.claims {
		if strings.HasPrefix(c.slot, "subj:") || strings.HasPrefix(c.slot, "obj:") {
			return false // roles the claim alignment reads (and converse verbs)
		}
	}
	for i := 1; i+1 < len(ei); i++ {
		v := ei[i]
		if v.kind != tkWord || v.brk || len(v.text) < 5 || !presentForm(v.text) && !pastForm(v.text) || known(v.text) {
			continue
		}
		p1, p2 := participantAt(ei, i, -1), participantAt(ei, i, 1)
		if p1 == "" || p2 == "" || p1 == p2 {
			continue
		}
		st := stem(v.text)
		if !pageHasStem(ai, ci, p1) || !pageHasStem(ai, ci, p2) || pageHasStem(ai, ci, st) {
			continue
		}
		return true
	}
	return false
}

// known reports whether the lexicon has a form or a stem for w.
func known(w string) bool {
	if _, ok := lex.forms[w]; ok {
		return true
	}
	_, ok := lex.stems[stem(w)]
	return ok || lex.classes[w] != wcNone || lex.starts[w] || lex.starts[stem(w)] // "switched on"
}

// participantAt is the stem of the nearest content word (or "#" and the
// code) from the verb at i in direction dir within its clause, "" when a
// value or the clause's edge comes first.
func participantAt(its []item, i, dir int) string {
	for k := i + dir; k >= 0 && k < len(its); k += dir {
		if dir > 0 && its[k].brk || dir < 0 && its[k+1].brk {
			return ""
		}
		it := its[k]
		if it.kind == tkCode {
			return "#" + it.text // "db-replica-2"
		}
		if it.kind != tkWord {
			return ""
		}
		if lex.classes[it.text] == wcStop || determiners[it.text] {
			continue
		}
		return stem(it.text)
	}
	return ""
}

// pageHasStem reports whether the items ai or ci have a word of stem st
// (or the code of "#code").
func pageHasStem(ai, ci []item, st string) bool {
	for _, its := range [][]item{ai, ci} {
		for _, it := range its {
			if it.kind == tkWord && stem(it.text) == st || it.kind == tkCode && "#"+it.text == st {
				return true
			}
		}
	}
	return false
}
