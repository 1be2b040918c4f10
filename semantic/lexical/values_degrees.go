package lexical

import "math"

// Degrees of no written scale. "24 degrees", "31°" name a temperature
// without saying Celsius or Fahrenheit; they stay numbers ("High 31°"
// meets "a high of 31"). Against a page (or claim) that writes
// temperatures, they are read in the scale that makes every one of them
// meet a shown temperature ("between 18 and 24 degrees" for "18–24 °C",
// "75 degrees" for "75 °F"), else in Celsius, so that a temperature no
// reading meets contradicts ("five degrees above zero" against "−5 °C").
// The end of a range written "18 and 24 degrees" shares the degrees.

// degreeScales reads the degree numbers of each side against the other
// side's temperatures; it runs before the comparison's phases.
func degreeScales(a, e *analysis) {
	degreeScale(e, a)
	degreeScale(a, e)
}

func degreeScale(x, o *analysis) {
	var temps []float64
	for _, v := range o.values {
		if v.kind == vMeasure && v.unit == "temp" && !v.implied {
			temps = append(temps, v.num)
		}
	}
	if len(temps) == 0 {
		return
	}
	var degs []int
	for i, v := range x.values {
		if v.kind == vNumber && v.deg && !v.implied {
			degs = append(degs, i)
		}
	}
	if len(degs) == 0 {
		return
	}
	toC := func(n float64) float64 { return n }
	if !allMeet(x, degs, temps, toC) && allMeet(x, degs, temps, fahrenheitToC) {
		toC = fahrenheitToC
	}
	for _, i := range degs {
		v := &x.values[i]
		v.kind, v.unit, v.num = vMeasure, "temp", toC(v.num)
	}
}

func fahrenheitToC(f float64) float64 { return (f - 32) * 5 / 9 }

// allMeet reports whether every degree number of x, read by toC, is
// within the display tolerance of one of temps.
func allMeet(x *analysis, degs []int, temps []float64, toC func(float64) float64) bool {
	for _, i := range degs {
		c := toC(x.values[i].num)
		ok := false
		for _, t := range temps {
			ok = ok || math.Abs(c-t) <= 0.6
		}
		if !ok {
			return false
		}
	}
	return true
}
