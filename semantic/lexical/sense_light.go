package lexical

// Light "take". Before a number, an ordinal or an article, "take" states
// no claim of its own: "take the second exit" is the page's "2nd exit",
// "takes five days in transit" its "Transit time: 5 days", "take 2
// tablets" its "2 tablets". The lexicon's "taken" (a seat taken, used)
// would otherwise capture every form of the verb by its stem. The
// participle "taken" and a "take" before anything else keep their
// readings.

// lightTakes are the forms of "take" the rule reads.
var lightTakes = map[string]bool{"take": true, "takes": true, "took": true, "taking": true}

// lightArgs may follow a light "take".
var lightArgs = map[string]bool{"the": true, "a": true, "an": true, "about": true, "around": true}

// readLightVerbs rewrites a light "take" as a word of no claim.
func readLightVerbs(its []item) {
	for i := 0; i+1 < len(its); i++ {
		if its[i].kind != tkWord || !lightTakes[its[i].text] || its[i+1].brk {
			continue
		}
		if i > 0 && lex.classes[its[i-1].text] == wcNegator {
			continue // "does not take 2 weeks": the verb carries the negation
		}
		n := its[i+1]
		if n.kind == tkNum || n.hasNum || n.ordinal || lightArgs[n.text] || isNumberWord(n.text) {
			its[i].text, its[i].stem = "do", "do"
		}
	}
}

// readOwedPassive reads "owed" after a copula ("you are owed $15") as a
// credit: the subject is owed, it is not the one who owes. Read as "due",
// "you are owed 15 dollars" passed against "Balance due +$15.00".
func readOwedPassive(its []item) {
	for i := 1; i < len(its); i++ {
		if its[i].kind != tkWord || its[i].text != "owed" || its[i].brk {
			continue
		}
		switch its[i-1].text {
		case "is", "are", "am", "was", "were", "be", "been", "being":
			its[i].text, its[i].stem = "credit", stem("credit")
		}
	}
}
