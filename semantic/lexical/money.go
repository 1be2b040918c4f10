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

// namedCurrencies are currencies named by a country adjective and the
// currency's word ("1,250 Swiss francs", "40 Canadian dollars"): the
// adjective picks the currency the word alone would not.
var namedCurrencies = map[string]map[string]string{
	"swiss":      {"franc": "CHF", "francs": "CHF"},
	"us":         {"dollar": "USD", "dollars": "USD"},
	"american":   {"dollar": "USD", "dollars": "USD"},
	"canadian":   {"dollar": "CAD", "dollars": "CAD"},
	"australian": {"dollar": "AUD", "dollars": "AUD"},
	"singapore":  {"dollar": "SGD", "dollars": "SGD"},
	"british":    {"pound": "GBP", "pounds": "GBP"},
	"japanese":   {"yen": "JPY"},
	"indian":     {"rupee": "INR", "rupees": "INR"},
	"mexican":    {"peso": "MXN", "pesos": "MXN"},
	"swedish":    {"krona": "SEK", "kronor": "SEK"},
	"norwegian":  {"krone": "NOK", "kroner": "NOK"},
	"danish":     {"krone": "DKK", "kroner": "DKK"},
}

// namedCurrency reads a country adjective and a currency word at j: the
// ISO code, ok false when there is none.
func (p *parser) namedCurrency(j int) (string, bool) {
	words, ok := namedCurrencies[p.word(j)]
	if !ok || j+1 >= len(p.its) || p.its[j].brk || p.its[j+1].brk {
		return "", false
	}
	c, ok := words[p.word(j+1)]
	return c, ok
}
