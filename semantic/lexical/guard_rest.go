package lexical

import (
	"strconv"
	"strings"
)

// The done part of a progress count is not its rest.
//
// "Backing up 37 of 112…", "Importing 58 of 240 items" count what is
// done (37) out of a total (112) while an action is under way (a verb in
// its -ing form): what is still to do is the rest, 75 (capacity.go
// derives it). A claim
// with a word of what remains ("37 items still to back up", "37 left",
// "37 remaining", "37 to go") whose verb the lexicon does not know gets
// no count role, so its 37 met the page's done count and passed. When the
// claim has such a word and none of the page has, and the claim's number
// is on the page only as the done count of an "X of Y" whose derived rest
// is another number, the sides state different counts: a conflict of the
// value kind. A bare "6,000 / 10,000 steps" names no action, so which
// part is done stays open (counts.go: inconclusive) and is left alone.

// remainCue reports whether the items its have a word of what remains:
// "left", "remaining", "remain(s)", "still to", "yet to", "to go".
func remainCue(its []item) bool {
	for i, it := range its {
		if it.kind != tkWord {
			continue
		}
		switch it.text {
		case "left", "remaining", "remain", "remains", "outstanding":
			return true
		case "still", "yet":
			if i+1 < len(its) && its[i+1].text == "to" {
				return true
			}
		case "to":
			if i+1 < len(its) && its[i+1].text == "go" {
				return true
			}
		}
	}
	return false
}

// restAsDone names the number the claim states as what remains while the
// page states it as what is done, "" when none.
func restAsDone(a, e *analysis) string {
	if !remainCue(e.its) || remainCue(a.its) || !underWay(a.its) {
		return ""
	}
	for _, ev := range e.values {
		if ev.kind != vNumber || ev.implied || ev.role != "" && ev.role != roleRemain {
			continue
		}
		for i, av := range a.values {
			if av.kind != vNumber || av.implied || av.num != ev.num || av.role != "" && rolePolarity(av.role) != '+' {
				continue
			}
			for _, dv := range a.values {
				if dv.derived && int(dv.from[0]) == i && rolePolarity(dv.role) == '-' && dv.num != ev.num {
					return strconv.FormatFloat(ev.num, 'f', -1, 64)
				}
			}
		}
	}
	return ""
}

// underWay reports whether the items its have a verb in its -ing form
// ("Backing up", "Importing"): an action in progress.
func underWay(its []item) bool {
	for _, it := range its {
		if it.kind == tkWord && len(it.text) > 5 && strings.HasSuffix(it.text, "ing") {
			return true
		}
	}
	return false
}
