package lexical

// "down" before a value is a direction, not "offline". "The portfolio is
// down $310 today", "revenue up 4%": the word gives the value's sign (the
// values compare it, values_sign.go), so it negates nothing; read as the
// negative form of "online" it made a polarity against "Today −$310".
// Only "down" immediately before a number, an amount or a percentage.

// directionBeforeValue removes the negation of each "down" that
// immediately precedes a value in x.
func directionBeforeValue(x *analysis) {
	n := 0
	for i := 0; i+1 < len(x.its); i++ {
		next := x.its[i+1]
		if currencySymbols[next.text] != "" && i+2 < len(x.its) {
			next = x.its[i+2] // "down $310"
		}
		if x.its[i].text == "down" && next.hasNum && !next.brk {
			n++
		}
	}
	for i := range x.units {
		if n == 0 {
			return
		}
		u := &x.units[i]
		if u.raw != "down" || !u.neg {
			continue
		}
		n--
		u.neg, u.implied = false, true
		if x.neg > 0 && u.clause < maxClauses && x.clauseNeg[u.clause] > 0 {
			x.neg--
			x.clauseNeg[u.clause]--
		}
	}
}

// More words of direction beside a value ("grew by 12 percent", "declined
// 4%", "15% less than last winter"), with the lists of values_sign.go: without them "Down 12%" against
// "grew by 12 percent" was only contradicted by "down" read as "offline".
func init() {
	for _, w := range []string{"grew", "grown", "climbed", "jumped", "rises", "grows"} {
		upWords[w] = true
	}
	for _, w := range []string{"declined", "shrank", "shrunk", "slipped", "sank", "falls", "drops", "less", "fewer"} {
		downWords[w] = true
	}
}
