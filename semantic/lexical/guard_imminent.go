package lexical

// "About to expire" has not expired.
//
// "about to" puts an event just ahead of now: "About to expire" says the
// card has not expired yet, and the tense rule, finding no tense on the
// page, let "expired" pass. When the page has "about to" (or "on the
// verge of", "close to") before a verb, the claim has that verb and no
// word of its own that the event is still ahead ("soon", "about to",
// "will", "nearly" …), the page does not state the claim: unsure.

// imminenceOpeners put the verb after them just ahead of now: each
// opener is its words in order.
var imminenceOpeners = [][]string{{"about", "to"}, {"verge", "of"}, {"close", "to"}, {"set", "to"}}

// aheadWords in the claim say the event is still ahead.
var aheadWords = map[string]bool{
	"about": true, "soon": true, "will": true, "going": true, "nearly": true,
	"almost": true, "imminent": true, "shortly": true, "verge": true,
	"close": true, "set": true, "yet": true, "not": true,
}

// imminentOnly reports whether the page (items ai) puts a verb of the
// claim (items ei) just ahead of now and the claim does not (see above).
func imminentOnly(ai, ei []item) bool {
	for _, it := range ei {
		if it.kind == tkWord && aheadWords[it.text] {
			return false
		}
	}
	for i := range ai {
		for _, op := range imminenceOpeners {
			v := i + len(op)
			if v >= len(ai) || !wordsAt(ai, i, op) || ai[v].kind != tkWord {
				continue
			}
			vs := itemVerbStem(ai[v])
			for _, it := range ei {
				if it.kind == tkWord && itemVerbStem(it) == vs {
					return true
				}
			}
		}
	}
	return false
}

// wordsAt reports whether the items its spell the words ws from i on, in
// one clause.
func wordsAt(its []item, i int, ws []string) bool {
	for k, w := range ws {
		if i+k >= len(its) || its[i+k].text != w || k > 0 && its[i+k].brk {
			return false
		}
	}
	return true
}
