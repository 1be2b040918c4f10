package lexical

import "strings"

// A label that says the type phrase: "the quantity of the Merino wool
// beanie" strips "quantity of" as the type it asks for (a count), but a
// cell under the column "Quantity" is labelled by exactly that word; its
// label is the description's, not another key's (foreignLabel).

// strippedWords are the words of the type phrase the description removed
// ("quantity" of "quantity of"), without function words.
func (q *sourceQuery) strippedWords() []string {
	if !q.desc.stripped {
		return nil
	}
	kept := map[string]bool{}
	for _, w := range words(q.desc.rest) {
		kept[w] = true
	}
	var out []string
	for _, w := range q.desc.words {
		if !kept[w] && !typeFunctionWords[w] {
			out = append(out, w)
		}
	}
	return out
}

// typeFunctionWords are the words of type phrases that name no type.
var typeFunctionWords = map[string]bool{"of": true, "how": true, "many": true, "much": true, "the": true, "a": true, "an": true}

// labelSaysType reports whether source s's own label says a word of the
// stripped type phrase ("Quantity", "Count", "Number").
func (q *sourceQuery) labelSaysType(s *sourceAnalysis) bool {
	if !q.desc.stripped || !s.ownLabel {
		return false
	}
	if q.typeLab == nil {
		a := analyze(strings.Join(q.strippedWords(), " "))
		q.typeLab = &a
	}
	for _, u := range q.typeLab.units {
		if bestOwnUnit(u, s.ctx.units) >= 0.99 {
			return true
		}
	}
	return false
}

// labelNamesType reports whether s's text is of the specific type asked,
// so that its label, although it shares no word with the description, may
// name that value in other words ("Placed" over the date of an order). A
// state is the exception: a state under a label of its own is that key's
// state ("Signature: Not required", "Service: Express Saver" are no
// status of the shipment).
func (q *sourceQuery) labelNamesType(s *sourceAnalysis) bool {
	return q.desc.want != tyState && q.specificType(s)
}
