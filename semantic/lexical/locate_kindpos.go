package lexical

import (
	"strings"
	"unicode"
)

// The row's kind beside the words that name the row. withoutRowKind
// (locate_kindnoun.go) reads the last word of an "of" phrase as the kind
// of row ("… of the compile job"); a description names the row with its
// kind in other places too: before the row's code ("closes ticket
// TCK-201"), after a possessive ("Tom Becker's ticket") and before a
// preposition whose object names the row ("the ticket from Elena
// Petrova"). Such a word, when the target says it nowhere (name, scope,
// row) and the words right beside it are words of the target's row, is
// the row's kind, not a missing part of the target. A word anywhere else
// (a control's own name, "the Archive button of TCK-201") is never
// dropped.

// kindPrepositions introduce the row's naming words after its kind.
var kindPrepositions = map[string]bool{"from": true, "of": true, "for": true, "by": true, "with": true}

// withoutKindBeside is the name coverage of t and its weight with the
// description's kind word left out, and true, when the description has
// such a word for t; else false.
func (q *targetQuery) withoutKindBeside(t *sourceAnalysis) (float64, float64, bool) {
	if t.rowText == "" || len(q.name.units) < 1 {
		return 0, 0, false
	}
	row := map[string]bool{}
	for _, w := range t.rowWords {
		row[w] = true
	}
	for k, u := range q.name.units {
		if u.implied || bestUnit(u, t.text.units) >= 0.99 || bestUnit(u, t.ctx.units) >= 0.99 || bestUnit(u, t.row.units) >= 0.99 {
			continue
		}
		if !q.kindBesideRow(fold(u.raw), row) {
			continue
		}
		rest := q.name
		rest.units = append(append([]unit(nil), q.name.units[:k]...), q.name.units[k+1:]...)
		w := weightOf(&rest)
		if w == 0 {
			return 0, 0, false
		}
		cov, _ := selectionCoverage(&rest, &t.text, &t.ctx, 0.8)
		return cov, w, true
	}
	return 0, 0, false
}

// kindBesideRow reports whether the description word w stands beside
// words of the row: before one ("ticket TCK-201"), after a possessive of
// one ("Becker's ticket"), or before a preposition and one ("ticket from
// Elena Petrova").
func (q *targetQuery) kindBesideRow(w string, row map[string]bool) bool {
	ws := q.desc.words
	for i, x := range ws {
		if x != w {
			continue
		}
		if i+1 < len(ws) && row[ws[i+1]] && codeAt(ws, i+1, row) {
			return true
		}
		if i >= 2 && ws[i-1] == "s" && row[ws[i-2]] {
			return true
		}
		if i+2 < len(ws) && kindPrepositions[ws[i+1]] {
			j := i + 2
			if ws[j] == "the" || ws[j] == "a" {
				j++
			}
			if j < len(ws) && row[ws[j]] && !stopWord(ws[j]) {
				return true
			}
		}
	}
	return false
}

// codeAt reports whether the words from i on are a code the row says: a
// word with a digit ("inv1043") or a word and a number, as the words of
// "TCK-201" are. A name ("rewe markt") is no code: the word before it is
// part of the name, never its kind.
func codeAt(ws []string, i int, row map[string]bool) bool {
	if strings.IndexFunc(ws[i], unicode.IsDigit) >= 0 {
		return true
	}
	return i+1 < len(ws) && row[ws[i+1]] && strings.IndexFunc(ws[i+1], func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

// stopWord reports whether w is a function word that names no row.
func stopWord(w string) bool {
	switch w {
	case "the", "a", "an", "of", "to", "and", "or", "in", "on", "at", "for", "by", "from", "with":
		return true
	}
	return false
}

// kindOfRow reports whether the description word u stands, for t, as its
// row's kind beside the words naming t's row.
func (q *targetQuery) kindOfRow(u unit, t *sourceAnalysis) bool {
	if t.rowText == "" {
		return false
	}
	row := map[string]bool{}
	for _, w := range t.rowWords {
		row[w] = true
	}
	return q.kindBesideRow(fold(u.raw), row)
}
