package lexical

import "strings"

// Settings offered, not set.
//
// A toggle's or a menu's label names the state it would set: "Turn on
// paperless billing", "Enable crossplay", "Set pickup location", "Mark as
// sold", "Switch to map view". The claim "paperless billing is on" uses
// its words but the label says nothing of the current state (if anything,
// that it is off). The past-form rule of guard_imperative.go does not see
// these, since the claim states the resulting state ("is on", "is set"),
// not the action.
//
// A sentence of the page that opens with one of the verbs that set a
// state (offerVerbs: a closed list of UI actions) in its base form is an
// offer. Offer sentences are dropped and the rest of the page is compared
// on its own (guard_assert.go); a page of offers only is unsure. A claim that uses the verb
// itself ("turn on the alerts", a to-do item "Buy milk is checked off")
// is compared as is.
// Verbs whose base form is as often a noun or a state on a page ("open",
// "close", "update", "order", "change", "start", "stop", "save", "block",
// "pin") are left out of the list.

// offerVerbs set a state when a control labelled with them is used.
var offerVerbs = map[string]bool{
	"turn": true, "switch": true, "enable": true, "disable": true, "activate": true,
	"deactivate": true, "set": true, "mark": true, "make": true, "toggle": true,
	"pause": true, "resume": true, "lock": true, "unlock": true, "connect": true,
	"disconnect": true, "join": true, "follow": true, "unfollow": true, "subscribe": true,
	"unsubscribe": true, "mute": true, "unmute": true, "archive": true, "hide": true,
	"add": true, "remove": true, "delete": true, "allow": true, "verify": true,
	"confirm": true, "accept": true, "decline": true, "approve": true, "reject": true,
	"cancel": true, "renew": true, "upgrade": true, "install": true, "sign": true,
	"log": true, "apply": true, "submit": true, "upload": true, "select": true,
	"choose": true, "book": true, "reserve": true, "schedule": true, "buy": true,
	"pay": true, "request": true, "redeem": true,
}

// offerVerb is the offer verb that opens the sentence s, "" for none: the
// first clause opens (past "please" and a gesture with "to") with an
// offer verb in its base form, is no label, and has no past form.
func offerVerb(s string) string {
	its, _ := items(s)
	if len(its) == 0 {
		return ""
	}
	end := 1
	for end < len(its) && !its[end].brk {
		end++
	}
	j := imperativeStart(its[:end], 0)
	w := its[j].text
	if its[j].kind != tkWord || !offerVerbs[w] || end < len(its) && its[end].colon || statedIn(its[j+1:end]) {
		return ""
	}
	return w
}

// offerStart reports whether a clause of the items its opens with an
// offer verb: the cheap test before the sentences are read one by one.
func offerStart(its []item) bool {
	for i := range its {
		if (i == 0 || its[i].brk) && its[i].kind == tkWord {
			end := i + 1
			for end < len(its) && !its[end].brk {
				end++
			}
			if offerVerbs[its[imperativeStart(its[:end], i)].text] {
				return true
			}
		}
	}
	return false
}

// auxWords before a verb of one form for base and participle ("set",
// "put") make it a participle.
var auxWords = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "being": true, "has": true, "have": true, "had": true, "got": true, "get": true}

// sentences splits s after '.', '!', '?', '·', '•', '|' and line breaks,
// keeping each separator with its sentence.
func sentences(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		switch r {
		case '.', '!', '?', '·', '•', '|', '\n':
			out = append(out, s[start:i+len(string(r))])
			start = i + len(string(r))
		}
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}

// dropOffers removes the offer sentences of actual whose verb the claim
// expected does not itself use in its base form, and reports whether it
// removed any. A claim that names the action ("Buy milk is checked off"
// for a to-do item "Buy milk", "turn on the alerts") keeps the sentence.
func dropOffers(actual string, ai, ei []item) (string, bool) {
	if !offerStart(ai) {
		return actual, false
	}
	own := map[string]bool{}
	for i, it := range ei {
		if it.kind == tkWord && (i == 0 || !auxWords[ei[i-1].text]) {
			own[it.text] = true // "is set" is a state, not the action
		}
	}
	var b strings.Builder
	dropped := false
	for _, s := range sentences(actual) {
		if v := offerVerb(s); v != "" && !own[v] {
			dropped = true
			continue
		}
		b.WriteString(s)
	}
	return b.String(), dropped
}
