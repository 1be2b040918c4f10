package lexical

// Cents of the page's currency. "41 cents" names no currency: a cent is
// the hundredth of the dollar and of the euro alike, so "milk sells at 41
// cents a litre" states "€0.41/L" as much as "$0.41/L". A spoken cents
// amount carries curCents, which meets an amount of the same number in
// any currency divided into cents, and conflicts with another number.

// curCents is the currency of an amount spoken in cents.
const curCents = "¢"

// centCurrencies are the currencies whose hundredth is called a cent.
var centCurrencies = map[string]bool{"USD": true, "EUR": true, "CAD": true, "AUD": true, "NZD": true, "HKD": true, "SGD": true}

// centsIn reports whether an amount in cents (cur x) is one in currency y.
func centsIn(x, y string) bool {
	return x == curCents && (centCurrencies[y] || y == "")
}
