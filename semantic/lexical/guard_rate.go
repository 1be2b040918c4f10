package lexical

import (
	"regexp"
	"strings"
)

// Rates against totals.
//
// "$65/hr", "$2.10/serving", "$25 each" and "€9 per seat" are rates: an
// amount for one unit of something. A claim that the same amount is the
// total ("costs $65 in total", "$25 altogether", "$2.10 for the whole
// recipe") states another fact: the total is the rate times a count the
// page may not even show. When the claim has a word of totality, the page
// has none, and a number of the claim appears on the page only as a rate,
// the two sides state different amounts: a conflict of the group kind. A
// claim that keeps the rate ("$65 an hour in total") is left alone.

// rateNumber matches a number written as a rate: "65/hr", "$2.10 /
// serving", "25 each", "9 per seat", "3 apiece".
var rateNumber = regexp.MustCompile(`(?i)(\d[\d,]*(?:\.\d+)?)\s*(?:/\s*\p{L}|per\s+\p{L}|each\b|ea\b|apiece\b)`)

// anyNumber matches every number of a text, the same way.
var anyNumber = regexp.MustCompile(`\d[\d,]*(?:\.\d+)?`)

// rateTotalWords are words by which a claim states an amount as a total.
var rateTotalWords = []string{"total", "altogether", "overall", "all in", "all-in", "in all", "whole", "entire"}

// rateQualifier matches a rate stated in the claim itself.
var rateQualifier = regexp.MustCompile(`(?i)(/\s*\p{L}|\bper\b|\beach\b|\bapiece\b|\ban? (?:hour|hr|day|week|month|year|night|minute|min|person|seat|serving|item|unit|visit)\b)`)

// hasTotalWord reports whether s has a word of totality.
func hasTotalWord(s string) bool {
	l := " " + strings.Map(func(r rune) rune {
		if strings.ContainsRune(":,.;·•|()!?", r) {
			return ' '
		}
		return r
	}, strings.ToLower(s)) + " "
	for _, w := range rateTotalWords {
		if strings.Contains(l, " "+w+" ") {
			return true
		}
	}
	return false
}

// rateConflict names a number the claim states as a total while the page
// states it only as a rate, "" when none.
func rateConflict(actual, context, expected string) string {
	if !mayHaveRate(actual) || !hasTotalWord(expected) || hasTotalWord(actual) || hasTotalWord(context) || rateQualifier.MatchString(expected) {
		return ""
	}
	rates := map[string]bool{}
	for _, m := range rateNumber.FindAllStringSubmatch(actual, -1) {
		rates[normNumber(m[1])] = true
	}
	if len(rates) == 0 {
		return ""
	}
	counted := map[string]int{}
	for _, m := range rateNumber.FindAllStringSubmatch(actual, -1) {
		counted[normNumber(m[1])]++
	}
	all := map[string]int{}
	for _, n := range anyNumber.FindAllString(actual, -1) {
		all[normNumber(n)]++
	}
	for _, n := range anyNumber.FindAllString(expected, -1) {
		n = normNumber(n)
		if rates[n] && all[n] == counted[n] { // the page states n only as a rate
			return n
		}
	}
	return ""
}

// normNumber drops grouping commas and a zero fraction: "1,200.00" →
// "1200".
func normNumber(n string) string {
	n = strings.ReplaceAll(n, ",", "")
	if i := strings.IndexByte(n, '.'); i >= 0 && strings.Trim(n[i+1:], "0") == "" {
		n = n[:i]
	}
	return n
}

// mayHaveRate is a cheap test before the patterns: a rate needs a slash
// or one of the words of rateNumber.
func mayHaveRate(s string) bool {
	if strings.Contains(s, "/") {
		return true
	}
	for _, w := range []string{"per ", "Per ", "PER ", "each", "Each", "ea", "apiece"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
