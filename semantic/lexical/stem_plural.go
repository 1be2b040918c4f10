package lexical

import "strings"

// singularEry writes the plural of a noun in "-ery" as its singular
// ("groceries" → "grocery", "deliveries" → "delivery"), so that the
// derivational rule for "-ery" ("grocery" → "grocer", "delivery" →
// "deliver") stems both forms alike; without it the plural kept its "-i"
// ending ("groceri") and never met its own singular.
func singularEry(w string) string {
	if len(w) > 7 && strings.HasSuffix(w, "eries") {
		return w[:len(w)-3] + "y"
	}
	return w
}
