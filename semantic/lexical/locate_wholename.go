package lexical

import (
	"regexp"
	"strings"

	"github.com/jevtest/jev/semantic"
)

// Whole names. A control's name of several words written out in the
// description ("the Next week button", "the button that shows the next
// week") names that control, even where the analysis drops one of its
// words as a function word ("next", "previous"): the controls that share
// only the remaining words ("Previous week", the view switch "week") are
// other controls.

// otherNameWeight demotes a target whose name the description does not
// write out when it writes out another target's name of several words.
const otherNameWeight = 0.5

// preferWholeName demotes the scored targets whose name is not the longest
// name of two or more words the description writes out in full.
func preferWholeName(desc string, ids []string, st *state, scores []float64) {
	d := " " + strings.Join(strings.Fields(semantic.Fold(semantic.Normalize(desc))), " ") + " "
	best := 0
	n := make([]int, len(ids))
	dw := strings.Fields(d)
	for i, id := range ids {
		words := strings.Fields(semantic.Fold(semantic.Normalize(st.targets[id].Name)))
		if len(words) >= 2 && (strings.Contains(d, " "+strings.Join(words, " ")+" ") || saysInOrder(dw, words)) {
			n[i] = len(words)
			best = max(best, n[i])
		}
	}
	if best == 0 {
		return
	}
	for i := range ids {
		if scores[i] > 0 && n[i] < best {
			scores[i] *= otherNameWeight
		}
	}
}

// saysInOrder reports whether the description's words dw say the name's
// words nw in order, each as written or inflected ("deletes" for
// "Delete"), with only articles between them: "the button that deletes
// the last person" says "Delete Last Person", not "Delete Person".
func saysInOrder(dw, nw []string) bool {
	for start := range dw {
		if !inflectionOf(dw[start], nw[0]) {
			continue
		}
		i, k := start+1, 1
		for k < len(nw) && i < len(dw) {
			switch {
			case inflectionOf(dw[i], nw[k]):
				k++
			case !articles[dw[i]]: // guard_into.go
				i = len(dw)
				continue
			}
			i++
		}
		if k == len(nw) {
			return true
		}
	}
	return false
}

// inflectionOf reports whether w is word n or n with a verb or plural
// ending ("deletes", "moved", "archives").
func inflectionOf(w, n string) bool {
	if w == n {
		return true
	}
	if !strings.HasPrefix(w, n) || len(n) < 3 {
		return false
	}
	switch w[len(n):] {
	case "s", "es", "d", "ed":
		return true
	}
	return false
}

// codePossessive is a possessive after a code or a number ("APP-128's
// card"): the code is the row's key, read without the "'s" that would
// make it another token.
var codePossessive = regexp.MustCompile(`(\d)['’]s\b`)
