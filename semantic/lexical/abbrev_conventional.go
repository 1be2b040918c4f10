package lexical

import "strings"

// Conventional abbreviations.
//
// Some short forms have one conventional expansion, fixed by usage rather
// than by their letters: "tsp" is a teaspoon, "tbsp" a tablespoon, "oz" an
// ounce, "qt" a quart. Their letters also appear in order in other words
// ("tsp" in "tablespoons", "pt" in "part"), so the contraction rule
// (abbrev.go) would read them as those words. A short form listed here
// abbreviates only its own expansion (and that word's forms): against any
// other word it is no contraction at all.

// conventionalAbbr maps a conventional short form to the word it stands
// for.
var conventionalAbbr = map[string]string{
	"tsp": "teaspoon", "tsps": "teaspoon", "tbsp": "tablespoon", "tbsps": "tablespoon", "tbs": "tablespoon",
	"oz": "ounce", "lb": "pound", "lbs": "pound", "pt": "pint", "qt": "quart", "gal": "gallon",
	"doz": "dozen", "pcs": "piece", "pc": "piece", "yd": "yard", "ft": "foot", "sq": "square",
}

// conventionalContraction reports whether s is a conventional short form
// and, if so, whether l (a longer word) is its expansion.
func conventionalContraction(s, l string) (known, match bool) {
	full, ok := conventionalAbbr[strings.ToLower(s)]
	if !ok {
		return false, false
	}
	l = strings.ToLower(l)
	return true, l == full || stem(l) == stem(full) || strings.HasPrefix(l, full)
}
