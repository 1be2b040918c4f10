package lexical

import "strings"

// Letter grades as values. "Grade: A-", "a B+", "an A minus", "B plus"
// are one value: the letter with its modifier, compared like an
// identifier (a code "grade:<letter><modifier>"), so "A-" meets "an A
// minus" and contradicts "A+", and "B" contradicts "a B+". A letter from
// A to F is a grade when it carries a modifier, glued ("A-") or spoken
// ("minus", "plus"), or when a grade word labels it ("Grade: B"); the
// article "a" is a grade only glued to its modifier or after "an" ("an A
// minus"; "a minus sign" is no grade). The spoken modifier is part of the
// value; so is the article "a" that a grade word labels ("Grade: A"). The claim model binds grades to nouns as well (claims.go); this
// reading compares grades that no noun binds ("a B+" against "Grade: B").

// gradeWords label a letter grade.
var gradeWords = map[string]bool{"grade": true, "grades": true, "mark": true, "graded": true}

// gradePrefix marks the code of a letter grade.
const gradePrefix = "grade:"

// letterGrades adds the letter grades of the text as values.
func (p *parser) letterGrades() {
	for j := 0; j < len(p.its); j++ {
		it := p.its[j]
		if it.kind != tkWord || len(it.text) != 1 || it.text[0] < 'a' || it.text[0] > 'f' {
			continue
		}
		mod, end := it.mod, j+1
		if mod != '+' && mod != '-' {
			mod = 0
			if s := spokenModifier[p.word(j+1)]; s != 0 && !p.its[j+1].brk {
				mod, end = s, j+2
			}
		}
		if !p.gradeAt(j, mod, it.mod != 0) {
			continue
		}
		code := gradePrefix + it.text
		if mod != 0 {
			code += string(rune(mod))
		}
		k := itemClause(p.its, j)
		p.a.values = append(p.a.values, value{kind: vCode, code: code, alt2: -1, from: [2]int16{-1, -1}, clause: k, at: int16(j), end: int16(end)})
		if end == j+2 {
			p.markRead(k, p.word(j+1)) // "minus" is the grade's
		}
		j = end - 1
	}
}

var spokenModifier = map[string]byte{"plus": '+', "minus": '-'}

// gradeAt reports whether the letter at j (with modifier mod, glued when
// glued) is a grade: see letterGrades.
func (p *parser) gradeAt(j int, mod byte, glued bool) bool {
	label := false
	for k := j - 1; k >= 0 && k >= j-2; k-- {
		if gradeWords[p.word(k)] {
			label = true
		}
		if p.its[k+1].brk && !p.its[k+1].colon {
			break
		}
	}
	switch {
	case p.its[j].text == "a" && !glued:
		return mod != 0 && p.word(j-1) == "an" || label // "an A minus", "Grade: A"
	case mod != 0:
		return true
	}
	return label
}

// itemClause is the clause index the parser gives item j: a clause
// starts at the first item and at every break.
func itemClause(its []item, j int) int {
	n := 0
	for k := 0; k <= j && k < len(its); k++ {
		if k == 0 || its[k].brk {
			n++
		}
	}
	return min(max(0, n-1), maxClauses-1)
}

// isGrade reports whether v is a letter grade.
func isGrade(v value) bool { return v.kind == vCode && strings.HasPrefix(v.code, gradePrefix) }
