package lexical

import "github.com/jevtest/jev/semantic"

// demoteSiblingValues: values that share one label and one row ("1,482
// passed", "3 failed" and "27 skipped" under "Tests"; a dotted line's
// pieces, a card's figures) differ only by their own words. When the
// description says a word that some of them show in their own text and
// their shared label does not ("failed" in "the number of failed tests"),
// the siblings that show none of those words answer another question of
// the same label and rank below (otherItem). Only figures said with words
// of their own ("3 failed", not "3" or "Failed") are such siblings. A word said with the other
// polarity ("passed" is complete, "failed" its negation) is not said.
func (q *sourceQuery) demoteSiblingValues(ids []string, st *state, scores []float64) {
	groups := map[string][]int{}
	for i, id := range ids {
		src := st.sources[id]
		if scores[i] == 0 || labelRoles[src.Role] || src.Context == "" || !figureWithWords(st.source(id)) {
			continue
		}
		k := frameKey(src.Frame, src.Context) + "|" + semantic.Fold(src.Heading) + "|" + semantic.Fold(src.Row)
		groups[k] = append(groups[k], i)
	}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		own := make([]bool, len(g)) // the sibling's text says a distinguishing description word
		some := false
		for _, u := range q.d.units {
			if u.implied || u.weight == 0 || u.descriptor {
				continue
			}
			if bestUnit(u, st.source(ids[g[0]]).ctx.units) >= 0.99 {
				continue // the shared label says it: it tells no sibling apart
			}
			for j, i := range g {
				if saysSamePolarity(u, st.source(ids[i]).text.units) {
					own[j], some = true, true
				}
			}
		}
		if !some {
			continue
		}
		for j, i := range g {
			if !own[j] {
				scores[i] *= otherItem
			}
		}
	}
}

// saysSamePolarity reports whether us holds a unit of its own that is u,
// negated as u is.
func saysSamePolarity(u unit, us []unit) bool {
	for _, o := range us {
		if !o.implied && o.neg == u.neg && bestUnit(u, []unit{o}) >= 0.99 {
			return true
		}
	}
	return false
}

// figureWithWords reports whether s's text is a value with words of its
// own beside it.
func figureWithWords(s *sourceAnalysis) bool {
	if len(s.text.values) == 0 {
		return false
	}
	for _, u := range s.text.units {
		if !u.implied && u.weight > 0 {
			return true
		}
	}
	return false
}
