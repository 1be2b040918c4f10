package lexical

import "strings"

// A verb without a subject acts on its object.
//
// Apps label what someone did to you with a bare verb under that person's
// name: "Follows you", "Blocked you", "Mentioned you in a comment" under
// "Jin Park" say that Jin Park follows, blocked or mentioned you. The claim
// parser binds roles only between two participants of a clause, so such a
// page states no role at all, and "you follow Jin Park", with the very
// same words, passed. When one side opens a clause with a verb followed
// by an object pronoun ("you", "me", "us") and the other side has the
// matching subject pronoun ("you", "I", "we") right before the same verb,
// the two give the pronoun opposite roles: unsure. ("You follow each
// other" has the pronoun as a subject before the verb and is read by the
// ordinary role rules.) A possessive object counts the same: "Declined
// your invitation" under "Kai" is Kai's act, not "you declined the
// invitation". A verb in the third person ("Wants to connect", "Likes
// your photo") has the name for its subject even with no pronoun after
// it, so a claim that makes "you", "I" or "we" the subject of that verb
// is unsure as well.

// bareObjects maps an object or possessive pronoun to its subject form.
var bareObjects = map[string]string{"you": "you", "me": "i", "us": "we", "your": "you", "my": "i", "our": "we"}

// bareVerbSwap reports whether x has a subjectless verb whose object
// pronoun y makes the subject of the same verb (see above).
func bareVerbSwap(x, y []item) bool {
	for i := 0; i+1 < len(x); i++ {
		if x[i].kind != tkWord || !(i == 0 || x[i].brk) || x[i+1].brk || x[i+1].kind != tkWord {
			continue
		}
		if len(x[i].text) < 3 || lex.classes[x[i].text] != wcNone {
			continue
		}
		vs := itemVerbStem(x[i])
		if subj, ok := bareObjects[x[i+1].text]; ok && subjectBefore(y, subj, vs) {
			return true
		}
		if presentForm(x[i].text) && (subjectRightBefore(y, "you", vs) || subjectRightBefore(y, "i", vs) || subjectRightBefore(y, "we", vs)) {
			return true
		}
	}
	return false
}

// subjectBefore reports whether the items y have the pronoun subj within
// three words before a word of the verb stem vs, in one clause.
func subjectBefore(y []item, subj, vs string) bool {
	for j := range y {
		if y[j].kind != tkWord || y[j].text != subj {
			continue
		}
		for k := j + 1; k < len(y) && k <= j+3 && !y[k].brk; k++ {
			if y[k].kind == tkWord && itemVerbStem(y[k]) == vs {
				return true
			}
		}
	}
	return false
}

// subjectRightBefore reports whether the items y have the pronoun subj
// right before a word of the verb stem vs, or one adverb or auxiliary
// apart ("you also want", "we do follow"): a plural noun after "you have
// 3" is no verb of "you".
func subjectRightBefore(y []item, subj, vs string) bool {
	for j := 0; j+1 < len(y); j++ {
		if y[j].kind != tkWord || y[j].text != subj {
			continue
		}
		k := j + 1
		if k+1 < len(y) && !y[k+1].brk && subjectAdverbs[y[k].text] {
			k++
		}
		if !y[k].brk && y[k].kind == tkWord && itemVerbStem(y[k]) == vs {
			return true
		}
	}
	return false
}

// subjectAdverbs may stand between a subject pronoun and its verb.
var subjectAdverbs = map[string]bool{
	"also": true, "now": true, "still": true, "already": true, "do": true,
	"really": true, "often": true, "always": true, "never": true, "just": true,
}

// bareVerbStem names a verb form by its stem without a final e: "follows"
// and "follow", "invited" and "invite" meet.
func bareVerbStem(w string) string { return strings.TrimSuffix(stem(w), "e") }

// itemVerbStem is bareVerbStem of a word item, from the stem the
// tokenizer already computed.
func itemVerbStem(it item) string { return strings.TrimSuffix(itemStem(it), "e") }

// itemStem is the stem of a word item, as the tokenizer computed it.
func itemStem(it item) string {
	if it.stem == "" {
		return stem(it.text)
	}
	return it.stem
}
