package lexical

import (
	"math"
	"sync"

	units "github.com/bcicen/go-units"
)

// Measures: a number with a unit of mass, length, volume, temperature,
// data size or power ("2.5 kg", "77°F", "6.2 mi", "1.5 GB", "1.2 kW") is one value, converted to the base unit of
// its quantity so that "2.5 kg" meets "2,500 grams" and "77°F" meets
// "25 °C". Conversions come from github.com/bcicen/go-units; the words that
// name a unit are listed here, because a general unit finder would read
// "in", "m" or "pounds" (money) as units where a page means something else.

// measureUnit is a unit word: its quantity and its go-units unit.
type measureUnit struct {
	quantity string
	unit     units.Unit
}

var measureWords = map[string]measureUnit{
	"kg": {"mass", units.KiloGram}, "kgs": {"mass", units.KiloGram}, "kilo": {"mass", units.KiloGram}, "kilos": {"mass", units.KiloGram},
	"kilogram": {"mass", units.KiloGram}, "kilograms": {"mass", units.KiloGram},
	"g": {"mass", units.Gram}, "gram": {"mass", units.Gram}, "grams": {"mass", units.Gram}, "gr": {"mass", units.Gram},
	"mg": {"mass", units.MilliGram}, "milligram": {"mass", units.MilliGram}, "milligrams": {"mass", units.MilliGram},
	"lb": {"mass", units.Pound}, "lbs": {"mass", units.Pound}, "oz": {"mass", units.Ounce}, "ounce": {"mass", units.Ounce}, "ounces": {"mass", units.Ounce},
	"km": {"length", units.KiloMeter}, "kilometer": {"length", units.KiloMeter}, "kilometers": {"length", units.KiloMeter},
	"kilometre": {"length", units.KiloMeter}, "kilometres": {"length", units.KiloMeter},
	"meter": {"length", units.Meter}, "meters": {"length", units.Meter}, "metre": {"length", units.Meter}, "metres": {"length", units.Meter},
	"cm": {"length", units.CentiMeter}, "centimeter": {"length", units.CentiMeter}, "centimeters": {"length", units.CentiMeter},
	"centimetre": {"length", units.CentiMeter}, "centimetres": {"length", units.CentiMeter},
	"mm": {"length", units.MilliMeter}, "millimeter": {"length", units.MilliMeter}, "millimeters": {"length", units.MilliMeter},
	"mi": {"length", units.Mile}, "mile": {"length", units.Mile}, "miles": {"length", units.Mile},
	"ft": {"length", units.Foot}, "foot": {"length", units.Foot}, "feet": {"length", units.Foot},
	"inch": {"length", units.Inch}, "inches": {"length", units.Inch},
	"yd": {"length", units.Yard}, "yard": {"length", units.Yard}, "yards": {"length", units.Yard},
	"l": {"volume", units.Liter}, "liter": {"volume", units.Liter}, "liters": {"volume", units.Liter}, "litre": {"volume", units.Liter}, "litres": {"volume", units.Liter},
	"ml": {"volume", units.MilliLiter}, "milliliter": {"volume", units.MilliLiter}, "milliliters": {"volume", units.MilliLiter},
	"gal": {"volume", units.Gallon}, "gallon": {"volume", units.Gallon}, "gallons": {"volume", units.Gallon},
	"c": {"temp", units.Celsius}, "celsius": {"temp", units.Celsius}, "f": {"temp", units.Fahrenheit}, "fahrenheit": {"temp", units.Fahrenheit},
	// Data sizes (decimal, as storage and downloads are shown) and power.
	"byte": {"data", units.Byte}, "bytes": {"data", units.Byte},
	"kb": {"data", units.KiloByte}, "kilobyte": {"data", units.KiloByte}, "kilobytes": {"data", units.KiloByte},
	"mb": {"data", units.MegaByte}, "megabyte": {"data", units.MegaByte}, "megabytes": {"data", units.MegaByte},
	"gb": {"data", units.GigaByte}, "gigabyte": {"data", units.GigaByte}, "gigabytes": {"data", units.GigaByte},
	"tb": {"data", units.TeraByte}, "terabyte": {"data", units.TeraByte}, "terabytes": {"data", units.TeraByte},
	"w": {"power", units.Watt}, "watt": {"power", units.Watt}, "watts": {"power", units.Watt},
	"kw": {"power", units.KiloWatt}, "kilowatt": {"power", units.KiloWatt}, "kilowatts": {"power", units.KiloWatt},
}

// shortMeasure are unit words read only glued to the number or after a
// degree sign ("5g", "31°C"): spaced, they are usually something else.
// At the end of a clause a spaced one is the number's unit ("1,500 g").
var shortMeasure = map[string]bool{"g": true, "l": true, "c": true, "f": true, "gr": true, "w": true}

// baseUnit is the unit each quantity is compared in.
var baseUnit = map[string]units.Unit{"mass": units.Gram, "length": units.Meter, "volume": units.Liter, "temp": units.Celsius, "data": units.Byte, "power": units.Watt}

// affine maps a unit to its base: base = a*x + b.
type affine struct{ a, b float64 }

var (
	affineOnce sync.Once
	affineOf   map[string]affine
)

func toBase(m measureUnit, x float64) (float64, bool) {
	affineOnce.Do(func() {
		affineOf = map[string]affine{}
		for _, mu := range measureWords {
			if _, ok := affineOf[mu.unit.Name]; ok {
				continue
			}
			base := baseUnit[mu.quantity]
			if mu.unit.Name == base.Name {
				affineOf[mu.unit.Name] = affine{1, 0}
				continue
			}
			v0, err0 := units.ConvertFloat(0, mu.unit, base)
			v1, err1 := units.ConvertFloat(1, mu.unit, base)
			if err0 == nil && err1 == nil {
				affineOf[mu.unit.Name] = affine{v1.Float() - v0.Float(), v0.Float()}
			}
		}
	})
	f, ok := affineOf[m.unit.Name]
	if !ok {
		return 0, false
	}
	return f.a*x + f.b, true
}

// measure reads "<number> [°] <unit>" at i.
func (p *parser) measure(i int) bool {
	if p.speed(i) {
		return true
	}
	j := i + 1
	degree := false
	if j < len(p.its) && p.its[j].kind == tkSym && p.its[j].text == "°" {
		degree = true
		j++
	} else if w := p.word(j); (w == "degrees" || w == "degree" || w == "deg") && !p.its[j].brk {
		degree = true
		j++
	}
	w := p.word(j)
	m, ok := measureWords[w]
	if !ok && !degree {
		m, ok = p.letterLength(i, j)
	}
	if !ok || (p.its[j].brk && !degree) {
		if degree {
			// "31°" alone: a temperature of unknown scale stays a number.
			p.addValue(value{kind: vNumber, num: p.its[i].num, deg: true}, j) // values_degrees.go
			return true
		}
		return false
	}
	if shortMeasure[w] && !degree && !p.its[j].glued && !p.clauseEnd(j+1) {
		return false
	}
	if m.quantity == "temp" && !degree && len(w) == 1 {
		return false
	}
	v, ok := toBase(m, p.its[i].num)
	if !ok {
		return false
	}
	if m.quantity == "length" {
		if secs, n := p.perTime(j + 1); n > 0 {
			// "36 km/h", "10 metres per second": a speed in m/s.
			p.addValue(value{kind: vMeasure, num: v / secs, unit: "speed"}, j+1+n)
			return true
		}
	}
	next := j + 1
	if m.unit.Name == units.Foot.Name {
		if in, n := p.inchesAfter(j + 1); n > 0 {
			v, next = v+in, n // "6 ft 8 in" (measure_compound.go)
		}
	}
	mv := value{kind: vMeasure, num: v, unit: m.quantity}
	if m.quantity == "temp" {
		mv.scale = m.unit.Name
	}
	p.addValue(mv, next)
	return true
}

// timeUnitSeconds are the time units a speed is written per.
var timeUnitSeconds = map[string]float64{"h": 3600, "hr": 3600, "hour": 3600, "s": 1, "sec": 1, "second": 1, "min": 60, "minute": 60}

// perTime reads "/h", "/s", "per hour", "per second" at j: the seconds of
// the unit and the tokens read (0 when there is none).
func (p *parser) perTime(j int) (float64, int) {
	if j+1 >= len(p.its) || p.its[j+1].brk {
		return 0, 0
	}
	slash := p.its[j].kind == tkSym && p.its[j].text == "/"
	if !slash && p.word(j) != "per" && p.word(j) != "an" && p.word(j) != "a" {
		return 0, 0
	}
	if s, ok := timeUnitSeconds[p.word(j+1)]; ok && (slash || len(p.word(j+1)) > 1) {
		return s, 2
	}
	return 0, 0
}

// speedWords are units of speed written as one word.
var speedWords = map[string]float64{"mph": 1609.344 / 3600, "kph": 1000.0 / 3600, "kmh": 1000.0 / 3600}

// speed reads "30 mph", "50 kph" at the number at i.
func (p *parser) speed(i int) bool {
	f, ok := speedWords[p.word(i+1)]
	if !ok {
		return false
	}
	p.addValue(value{kind: vMeasure, num: p.its[i].num * f, unit: "speed"}, i+2)
	return true
}

// letterLengths are the length units written as one or two letters
// that are more often other words: "m" (minutes, million) and "in" (a
// preposition).
var letterLengths = map[string]measureUnit{"m": {"length", units.Meter}, "in": {"length", units.Inch}}

// dimensionWords say what a length measures: "1.80 m tall", "3 m wide".
var dimensionWords = map[string]bool{"tall": true, "long": true, "wide": true, "high": true, "deep": true, "thick": true, "away": true, "across": true}

// letterLength reads "m" or "in" at j after the number at i as a length:
// spaced, at the end of its clause or before a dimension word ("5,000 m",
// "1.80 m tall", "Screen size: 15.6 in"); "in" also glued ("15.6in"). An
// "m" after an hour ("1 h 20 m") or before "ago"/"left" is minutes.
func (p *parser) letterLength(i, j int) (measureUnit, bool) {
	m, ok := letterLengths[p.word(j)]
	if !ok || p.its[j].brk {
		return m, false
	}
	glued := p.its[j].glued
	if glued && p.word(j) == "m" {
		return m, false // "15m": a duration (durations.go)
	}
	if !glued && !p.clauseEnd(j+1) && !dimensionWords[p.word(j+1)] {
		return m, false
	}
	if _, hour := durationUnits[p.word(i-1)]; hour && p.word(j) == "m" {
		return m, false
	}
	return m, true
}

// clauseEnd reports whether j is past the text or starts a new clause.
func (p *parser) clauseEnd(j int) bool { return j >= len(p.its) || p.its[j].brk }

// sameMeasure compares two measures in their base unit: displays round,
// so values within 1% (0.6 degrees for temperatures) are the same.
func sameMeasure(e, a value) bool {
	d := math.Abs(e.num - a.num)
	if e.unit == "temp" {
		// 77 °F is 25 °C; 22 °C is not 21.5 °C.
		return d <= 0.6 && e.scale != a.scale || d <= 1e-9
	}
	return d <= 0.01*math.Max(math.Abs(e.num), math.Abs(a.num))+1e-9
}
