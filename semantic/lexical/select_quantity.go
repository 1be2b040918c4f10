package lexical

import "strings"

// Quantity names answered by a value's unit: "the temperature in the
// living room" asks for a temperature, and "21.5 °C" is one although the
// card never says "temperature"; "the share of Go" asks for a share, and
// "81.2%" is one. A measure's unit names its quantity as a date names its
// day: the name is found in the value, at the quality of a word found in
// the text (qTyped).

// quantityNames maps the name of a physical or relative quantity to the
// quantity of values of that kind (measure.go's quantities, "energy" for
// the energy units below, "percent" for a percentage).
var quantityNames = map[string]string{
	"temperature": "temp", "temperatures": "temp",
	"weight": "mass", "weights": "mass", "mass": "mass",
	"length": "length", "distance": "length", "height": "length", "width": "length", "depth": "length",
	"volume": "volume",
	"speed":  "speed",
	"power":  "power",
	"energy": "energy",
	"share":  "percent", "percentage": "percent", "proportion": "percent", "fraction": "percent",
}

// energyUnits are units of energy, which the value parser does not read
// as measures: a number followed by one is an energy.
var energyUnits = map[string]bool{"wh": true, "kwh": true, "mwh": true, "gwh": true, "kj": true, "mj": true, "kcal": true}

// quantityAnswer is how well source s's own text answers description unit
// u as a quantity name: qTyped when the text holds a value of that
// quantity, else 0. A sentence answers it at proseAnswer of that.
func quantityAnswer(u unit, s *sourceAnalysis) float64 {
	if u.implied || stateRoles[s.role] {
		return 0
	}
	qty := quantityNames[strings.ToLower(u.raw)]
	if qty == "" || !hasQuantity(s, qty) {
		return 0
	}
	if s.prose {
		return qTyped * proseAnswer
	}
	return qTyped
}

// hasQuantity reports whether s's text holds a value of quantity qty.
func hasQuantity(s *sourceAnalysis, qty string) bool {
	for _, v := range s.text.values {
		if v.implied {
			continue
		}
		switch {
		case qty == "percent" && v.kind == vPercent:
			return true
		case v.kind == vMeasure && v.unit == qty:
			return true
		}
	}
	if qty != "energy" {
		return false
	}
	ws := s.text.parts // the text's tokens, kept when it has digits
	for i, w := range ws {
		if energyUnits[strings.ToLower(w)] && i > 0 && startsWithDigit(ws[i-1]) {
			return true
		}
	}
	return false
}

func startsWithDigit(w string) bool { return w != "" && w[0] >= '0' && w[0] <= '9' }
