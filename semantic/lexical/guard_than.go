package lexical

// "X is closer than Y" against "Y is closer than X".
//
// A comparison with "than" orders two things; the claim parser reads no
// role for them, so the same words in the other order passed ("Room 3 is
// closer than Room 7" against "room 7 is closer than room 3"). Each side
// of "than" is read as the set of its content words and numbers in the
// clause; a word that is on one side only tells the two things apart.
// When both texts compare with the same word before "than" and what
// tells the first text's things apart sits on the opposite sides in the
// second, the page states the opposite order: unsure. An opposite word
// ("farther" for "closer") is left to the ordinary rules.

// thanComparison is one comparison with "than": the comparative word and
// the words only on its left or only on its right.
type thanComparison struct {
	word        string
	left, right map[string]bool
}

// thanComparisons reads the comparisons of the items its.
func thanComparisons(its []item) []thanComparison {
	var out []thanComparison
	for _, cl := range itemClauses(its) {
		for t := 1; t < len(cl); t++ {
			if cl[t].kind != tkWord || cl[t].text != "than" {
				continue
			}
			c := thanComparison{word: cl[t-1].text, left: map[string]bool{}, right: map[string]bool{}}
			for k, it := range cl {
				if k == t || k == t-1 {
					continue
				}
				key := ""
				switch {
				case it.hasNum:
					key = it.text
				case it.kind == tkWord && contentWord(it.text):
					key = itemStem(it)
				}
				if key == "" {
					continue
				}
				if k < t {
					c.left[key] = true
				} else {
					c.right[key] = true
				}
			}
			for k := range c.left {
				if c.right[k] {
					delete(c.left, k)
					delete(c.right, k)
				}
			}
			out = append(out, c)
		}
	}
	return out
}

// thanSwapped reports whether x and y compare with the same word and
// the things x tells apart sit on the opposite sides in y.
func thanSwapped(x, y []item) bool {
	if !anyWord(x, thanWord) || !anyWord(y, thanWord) {
		return false
	}
	for _, cx := range thanComparisons(x) {
		for _, cy := range thanComparisons(y) {
			if cx.word == cy.word && overlaps(cx.left, cy.right) && overlaps(cx.right, cy.left) {
				return true
			}
		}
	}
	return false
}

// thanWord is the set of the one word "than".
var thanWord = map[string]bool{"than": true}

// overlaps reports whether two sets share a key.
func overlaps(a, b map[string]bool) bool {
	for k := range a {
		if b[k] {
			return true
		}
	}
	return false
}
