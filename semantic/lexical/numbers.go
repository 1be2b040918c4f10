package lexical

import (
	"math"
	"strconv"
	"strings"
)

var smallNumbers = map[string]int{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
	"fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
	"nineteen": 19, "dozen": 12,
}

var tensNumbers = map[string]int{
	"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
	"eighty": 80, "ninety": 90,
}

var scaleNumbers = map[string]int{"hundred": 100, "thousand": 1000, "million": 1000000, "billion": 1000000000}

var ordinalWords = map[string]int{
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
	"eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
	"fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
	"nineteenth": 19, "twentieth": 20, "thirtieth": 30,
}

// isNumberWord reports whether w can start or continue a number in words.
func isNumberWord(w string) bool { return numberWords[w] }

// numberWords are the words of smallNumbers, tensNumbers, scaleNumbers
// and ordinalWords: isNumberWord asks one table for every word of a text.
var numberWords = func() map[string]bool {
	m := map[string]bool{}
	for _, t := range []map[string]int{smallNumbers, tensNumbers, scaleNumbers, ordinalWords} {
		for w := range t {
			m[w] = true
		}
	}
	return m
}()

// parseNumberWords reads a number written in words from toks[i:]: "twenty
// five", "one hundred and twenty", "thirty-first". It returns the value, the
// number of tokens used (0 when there is no number) and whether it was an
// ordinal.
func parseNumberWords(toks []token, i int) (float64, int, bool) {
	total, cur := 0, 0
	n := 0
	seen := false
	ordinal := false
	for j := i; j < len(toks); j++ {
		t := toks[j]
		if t.kind != tkWord || (j > i && t.brk) {
			break
		}
		w := t.text
		if w == "and" && seen && j+1 < len(toks) && toks[j+1].kind == tkWord && isNumberWord(toks[j+1].text) {
			n++
			continue
		}
		if v, ok := smallNumbers[w]; ok {
			if seen && cur%100 != 0 && cur%10 != 0 {
				break
			}
			cur += v
		} else if v, ok := tensNumbers[w]; ok {
			if seen && cur%100 != 0 {
				break
			}
			cur += v
		} else if v, ok := scaleNumbers[w]; ok {
			if !seen && !(j == i && i > 0 && !t.brk && toks[i-1].kind == tkWord && (toks[i-1].text == "a" || toks[i-1].text == "an")) {
				break // "a thousand dollars" is 1,000; "thousand" alone is a word
			}
			if cur == 0 {
				cur = 1
			}
			if v >= 1000 {
				total += cur * v
				cur = 0
			} else {
				cur *= v
			}
		} else if v, ok := ordinalWords[w]; ok {
			// "per second", "a second" are units of time, not ordinals.
			if w == "second" && i > 0 && toks[i-1].kind == tkWord {
				switch toks[i-1].text {
				case "a", "per", "every", "each", "one":
					return 0, 0, false
				}
			}
			cur += v
			ordinal = true
			seen = true
			n = j - i + 1
			break
		} else {
			break
		}
		seen = true
		n = j - i + 1
	}
	if !seen {
		return 0, 0, false
	}
	return float64(total + cur), n, ordinal
}

// parseDigits reads a number written with digits and group/decimal
// separators: "1,240.00", "1.240,00", "1'250.00", "12,50", "3". Time and date shapes
// (with ':' '/' '-' or several dots and no comma) are not numbers.
func parseDigits(s string) (float64, bool) {
	if strings.ContainsAny(s, ":/-") {
		return 0, false
	}
	if strings.IndexByte(s, '\'') > 0 {
		s = strings.ReplaceAll(s, "'", "") // Swiss grouping: "1'250.00"
	}
	dots := strings.Count(s, ".")
	commas := strings.Count(s, ",")
	var clean string
	switch {
	case dots > 0 && commas > 0:
		if strings.LastIndexByte(s, '.') > strings.LastIndexByte(s, ',') {
			clean = strings.ReplaceAll(s, ",", "")
		} else {
			clean = strings.ReplaceAll(strings.ReplaceAll(s, ".", ""), ",", ".")
		}
	case commas == 1 && len(s)-strings.IndexByte(s, ',')-1 != 3:
		clean = strings.Replace(s, ",", ".", 1) // decimal comma: "12,50"
	case commas > 0:
		clean = strings.ReplaceAll(s, ",", "")
	case dots > 1:
		return 0, false // a dotted date such as 01.12.2026
	default:
		clean = s
	}
	v, err := strconv.ParseFloat(clean, 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, false
	}
	return v, true
}

// parseClock reads "14:00", "2:30", "14:00:59". It returns minutes after
// midnight and whether the hour may be on a 12-hour clock (no leading zero,
// 1..12).
func parseClock(s string) (int, bool, bool) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false, false
	}
	h, err1 := strconv.Atoi(parts[0])
	m, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil || h < 0 || h > 24 || m < 0 || m > 59 || len(parts[1]) != 2 {
		return 0, false, false
	}
	if h == 24 {
		h = 0
	}
	twelve := h >= 1 && h <= 11 && parts[0][0] != '0'
	return h*60 + m, twelve, true
}

// parseNumericDate reads "2026-12-01", "2026/12/01", "12/01/2026",
// "01.12.2026", "12/01". ISO order is year-month-day; slashes are read
// month/day (US) and dots day.month; when both readings are valid and
// differ, alt holds the other one.
func parseNumericDate(s string) (d dateVal, alt dateVal, ambiguous bool, ok bool) {
	var sep string
	for _, c := range []string{"-", "/", "."} {
		if strings.Contains(s, c) {
			sep = c
			break
		}
	}
	if sep == "" || strings.ContainsAny(s, ":,") {
		return d, alt, false, false
	}
	parts := strings.Split(s, sep)
	nums := make([]int, len(parts))
	for i, p := range parts {
		v, err := strconv.Atoi(p)
		if err != nil {
			return d, alt, false, false
		}
		nums[i] = v
	}
	switch {
	case len(parts) == 3 && len(parts[0]) == 4:
		d = dateVal{y: nums[0], m: nums[1], d: nums[2]}
		return d, alt, false, d.valid()
	case len(parts) == 3 || len(parts) == 2:
		y := 0
		if len(parts) == 3 {
			y = nums[2]
			if len(parts[2]) == 2 {
				y += 2000
			} else if len(parts[2]) != 4 {
				return d, alt, false, false
			}
		}
		a, b := nums[0], nums[1]
		if sep == "." { // day.month.year
			a, b = b, a
		}
		if sep == "-" && len(parts) == 2 {
			return d, alt, false, false
		}
		d = dateVal{y: y, m: a, d: b}
		alt = dateVal{y: y, m: b, d: a}
		if len(parts) == 2 && sep == "/" && len(parts[1]) == 2 && a >= 1 && a <= 12 && b > 12 {
			// "09/28" is September 28 or, as on a card, September 2028.
			my := dateVal{y: 2000 + b, m: a}
			if d.valid() {
				return d, my, true, true
			}
			return my, d, false, true
		}
		switch {
		case d.valid() && alt.valid() && a != b && sep == "/":
			return d, alt, true, true
		case d.valid():
			return d, alt, false, true
		case alt.valid():
			return alt, d, false, true
		}
	}
	return d, alt, false, false
}
