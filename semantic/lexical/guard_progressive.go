package lexical

import (
	"strings"
	"sync"
)

// A past form of a progressive status word.
//
// The lexicon lists some statuses by their -ing form: "processing" and
// "waiting" are forms of pending, an act under way. Every form is also
// found by its stem (lexicon.go), so "processed" and "waited", the act
// done, found the very concept of its being under way: "Refund pending"
// passed "a $3 refund was processed". A past form is the opposite of
// the progressive it shares a stem with. When a claim word is a past
// form the lexicon does not list, whose stem reaches the concept only
// through an -ing form, and the page has that concept but no past form
// of the stem, the page does not state the claim: unsure.

var (
	progressiveOnce  sync.Once
	progressiveStems map[string]bool // stems the lexicon reaches only by an -ing form
)

// loadProgressiveStems collects the stems of the lexicon's single-word
// -ing forms that no other form of their concept shares.
func loadProgressiveStems() {
	progressiveStems = map[string]bool{}
	other := map[string]bool{}
	for f, e := range lex.forms {
		if strings.Contains(f, " ") {
			continue
		}
		st := stem(f)
		if len(f) > 5 && strings.HasSuffix(f, "ing") && lex.stems[st].c == e.c {
			progressiveStems[st] = true
		} else {
			other[st] = true
		}
	}
	for st := range other {
		delete(progressiveStems, st)
	}
}

// pastOfProgressive reports whether the claim (items ei, analysis e)
// has a past form whose concept the lexicon reaches only through an -ing
// form, the page (a, items ai) has that concept, and no past form of the
// stem: see above.
func pastOfProgressive(a, e *analysis, ai, ei []item) bool {
	progressiveOnce.Do(loadProgressiveStems)
	for _, it := range ei {
		if it.kind != tkWord || !pastForm(it.text) {
			continue
		}
		if _, listed := lex.forms[it.text]; listed {
			continue
		}
		st := stem(it.text)
		if !progressiveStems[st] {
			continue
		}
		id := lex.stems[st].c.id
		if !hasUnit(a, id) {
			continue
		}
		stated := false
		for _, x := range ai {
			stated = stated || x.kind == tkWord && pastForm(x.text) && stem(x.text) == st
		}
		if !stated {
			return true
		}
	}
	return false
}
