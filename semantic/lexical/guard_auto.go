package lexical

import "strings"

// Automatic rules.
//
// "Auto-reload at $5", "Autopay on the 1st", "Auto-renews Jan 5": an
// "auto" compound names a rule that will act when its condition comes,
// not an act that happened. Its verb is the verb of the claim that the
// act happened ("$5 was reloaded", "your card was charged by autopay",
// "the plan renewed"), so the comparison matched. When the page has
// "auto" before a verb (spaced, hyphenated or glued: "auto-reload",
// "autorenew") and the claim has a past form of that verb the page does
// not have, the page does not settle the claim: unsure.

// autoVerbs lists the verbs the items its put after "auto", in their base
// form ("renews" gives "renew").
func autoVerbs(its []item) []string {
	var out []string
	add := func(w string) {
		if len(w) < 3 || pastForm(w) || strings.HasSuffix(w, "ing") {
			return
		}
		if presentForm(w) {
			w = stem(w)
		}
		out = append(out, w)
	}
	for i, it := range its {
		if it.kind != tkWord {
			continue
		}
		if it.text == "auto" && i+1 < len(its) && its[i+1].kind == tkWord && !its[i+1].brk && !its[i+1].colon {
			add(its[i+1].text)
		} else if rest, ok := strings.CutPrefix(it.text, "auto"); ok && len(rest) >= 3 && !strings.HasPrefix(rest, "mat") {
			add(rest) // "autopay", "autorenew"; not "automatic"
		}
	}
	return out
}

// automaticOnly reports whether the page (items ai) names as an automatic
// rule an act the claim (items ei) states as done: see above.
func automaticOnly(ai, ei []item) bool {
	for _, v := range autoVerbs(ai) {
		if hasPastOf(ei, v) && !hasPastOf(ai, v) {
			return true
		}
	}
	return false
}
