package lexical

import (
	"strings"

	"github.com/bojanz/currency"
)

// currencyOf maps a currency word or ISO 4217 code to its code. Codes
// beyond the common ones come from the CLDR data of
// github.com/bojanz/currency ("1,200 SEK", "ZAR 450"), but only next to a
// number and never for a three-letter English word ("all", "top", "try").
func currencyOf(w string) (string, bool) {
	if c, ok := currencyCodes[w]; ok {
		return c, true
	}
	if len(w) != 3 || englishCodes[w] {
		return "", false
	}
	code := strings.ToUpper(w)
	if currency.IsValid(code) {
		return code, true
	}
	return "", false
}

// englishCodes are ISO codes that are ordinary words in UI text.
var englishCodes = map[string]bool{
	"all": true, "top": true, "try": true, "mop": true, "cup": true, "bob": true, "gel": true, "mad": true,
	"std": true, "pen": true, "bam": true, "sos": true, "ars": true, "cad": true, "aed": true, "lak": true,
	"mur": true, "sar": true, "php": true, "mxv": true, "xxx": true, "eta": true, "min": true, "max": true,
}
