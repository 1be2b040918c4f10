package lexical

import "strings"

// Two words of one clause transposed.
//
// "Ana is Ben's manager" and "Ben is Ana's manager" are the same tokens
// but for two that traded places. In a clause that lists nothing (no
// "and", "or", "with", "vs", "&") such a transposition moves a
// participant or a value into the other's role; no rule of the claim
// parser reads possessives, so it passed. When the two texts, articles
// set aside, are the same token for token but for two positions of one
// clause holding each other's token, the page does not state the claim:
// unsure.

// verbForm reports whether w is written as a participle (participle
// covers every pastForm) or an -ing form.
func verbForm(w string) bool {
	return participle(w) || len(w) > 4 && strings.HasSuffix(w, "ing")
}

// transposeStops make a clause's order no order of roles.
var transposeStops = map[string]bool{"and": true, "or": true, "with": true, "vs": true, "versus": true, "&": true, "plus": true, "nor": true}

// transposed reports whether x and y differ only by two tokens of one
// clause that traded places (see above).
func transposed(x, y []item) bool {
	tx, ty := transposeTokens(x), transposeTokens(y)
	if len(tx) != len(ty) || len(tx) < 3 {
		return false
	}
	first, second := -1, -1
	for i := range tx {
		if tx[i].key == ty[i].key {
			continue
		}
		switch {
		case first < 0:
			first = i
		case second < 0:
			second = i
		default:
			return false
		}
	}
	if second < 0 || tx[first].key != ty[second].key || tx[second].key != ty[first].key {
		return false
	}
	if tx[first].clause != tx[second].clause || ty[first].clause != ty[second].clause {
		return false
	}
	if verbForm(tx[first].raw) || verbForm(tx[second].raw) {
		return false // "Usage updated" is "Updated usage": a participle moves around its noun, no role
	}
	for _, ts := range [][]swapTok{tx, ty} {
		for _, t := range ts {
			if t.clause == ts[first].clause && (transposeStops[t.key] || t.key == "\x00stop") {
				return false
			}
		}
	}
	return true
}

// transposeTokens are the swap tokens of its without articles.
func transposeTokens(its []item) []swapTok {
	ts := swapTokens(its)
	out := ts[:0]
	for _, t := range ts {
		if !articles[t.key] {
			out = append(out, t)
		}
	}
	return out
}
