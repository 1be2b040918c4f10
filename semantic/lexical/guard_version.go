package lexical

import "strings"

// "2.10" is not "2.1" when it names a version.
//
// The number parser reads "2.10" and "2.1" as one value, which is right
// for amounts and measures ("2.10 m" is 2.1 m) but not for the versions
// of software, firmware and standards: "Python 3.10" is not "Python
// 3.1", "Version 2.10 installed" is not "version 2.1 installed". When a
// plain number (no unit, no currency) of one side and a plain number of
// the other have the same value, both are written with a decimal point,
// their digits after the point differ ("10" against "1"), and one of the
// texts has a word of versions ("version", "release", "firmware", "v"
// …), the sides name two numerals, not one quantity: unsure. A rating
// "4.50" is 4.5 still. "1.0" against "1" (no
// point on one side) is left to the ordinary rules.

// versionDigitsDiffer reports whether a and e (items ai, ei) have plain
// numbers of one value written with different decimal digits (see
// above).
func versionDigitsDiffer(a, e *analysis, ai, ci, ei []item) bool {
	if !hasFraction(ai) || !hasFraction(ei) || !hasVersionWord(ai) && !hasVersionWord(ci) && !hasVersionWord(ei) {
		return false
	}
	for _, x := range ai {
		fx, ok := fraction(x)
		if !ok || !plainNumber(a, x.num) || !plainNumber(e, x.num) {
			continue
		}
		for _, y := range ei {
			if fy, ok := fraction(y); ok && y.num == x.num && fy != fx {
				return true
			}
		}
	}
	return false
}

// versionWords name a version of software, firmware or a standard.
var versionWords = map[string]bool{
	"version": true, "versions": true, "ver": true, "v": true, "release": true,
	"released": true, "firmware": true, "software": true, "build": true,
	"update": true, "updated": true, "upgrade": true, "upgraded": true,
	"patch": true, "sdk": true, "api": true, "runtime": true, "kernel": true,
	"ios": true, "android": true, "macos": true, "windows": true,
	"python": true, "node": true, "java": true, "go": true, "php": true,
	"ruby": true, "rust": true, "edition": true, "revision": true, "rev": true,
	"installed": true, "install": true, "app": true, "os": true,
}

// hasVersionWord reports whether the items its have a word of versions.
func hasVersionWord(its []item) bool {
	for _, it := range its {
		if it.kind == tkWord && versionWords[it.text] {
			return true
		}
	}
	return false
}

// hasFraction reports whether the items its have a number written with
// a decimal point.
func hasFraction(its []item) bool {
	for _, it := range its {
		if _, ok := fraction(it); ok {
			return true
		}
	}
	return false
}

// fraction is the digits after the decimal point of a number item, and
// whether it has any.
func fraction(it item) (string, bool) {
	if !it.hasNum {
		return "", false
	}
	_, f, ok := strings.Cut(it.text, ".")
	return f, ok && f != ""
}

// plainNumber reports whether x has a plain number (no unit, currency or
// date) of value n.
func plainNumber(x *analysis, n float64) bool {
	for _, v := range x.values {
		if v.kind == vNumber && v.num == n && !v.implied {
			return true
		}
	}
	return false
}
