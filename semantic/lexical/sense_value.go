package lexical

// Word senses read from the value a word governs. "Save" is storing
// ("Changes saved") until a price or a share follows it: "Save 15%",
// "Save $20", "save up to 30%" state a discount, and are read as the
// discount concept so they meet "a fifteen percent discount" (and never
// "the settings were saved").

// valueSenses are the words whose sense a following money or percent
// value decides, and the word of that sense.
var valueSenses = map[string]string{"save": "discount", "saves": "discount", "saving": "discount", "savings": "discount"}

// readValueSenses rewrites such a word, before a money or percent value in
// its clause, as the word of its value sense.
func readValueSenses(its []item) {
	for i := range its {
		if its[i].kind != tkWord {
			continue
		}
		if freeCount(its, i) {
			its[i].text, its[i].stem = "available", stem("available")
			continue
		}
		w, ok := valueSenses[its[i].text]
		if !ok || !moneyOrShareAt(its, i+1) {
			continue
		}
		its[i].text, its[i].stem = w, stem(w)
	}
}

// moneyOrShareAt reports whether a money amount or a percentage starts at
// j, after an optional "up to" or "over", in the clause of j-1.
func moneyOrShareAt(its []item, j int) bool {
	for k := 0; k < 2 && j < len(its) && !its[j].brk && its[j].kind == tkWord; k++ {
		switch its[j].text {
		case "up", "to", "over", "nearly", "almost", "about":
			j++
		default:
			return false
		}
	}
	if j >= len(its) || its[j].brk {
		return false
	}
	if its[j].kind == tkSym && isCurrencySym([]rune(its[j].text)[0]) {
		return j+1 < len(its) && its[j+1].kind == tkNum
	}
	if its[j].kind != tkNum || j+1 >= len(its) {
		return false
	}
	n := its[j+1]
	if n.kind == tkWord {
		_, ok := currencyOf(n.text) // "save 20 EUR"
		return ok && !n.brk
	}
	return n.kind == tkSym && (n.text == "%" || isCurrencySym([]rune(n.text)[0]))
}

// freeCount reads "free" that ends a clause after a count of things
// ("three seats are free", "2 slots free") as available: a thing counted
// free is unoccupied, not given at no charge. A price in the clause keeps
// the no-charge sense, and a measure before it is left to the capacity
// reader ("12.5 GB free", values_capacity.go).
func freeCount(its []item, i int) bool {
	if its[i].text != "free" || i+1 < len(its) && !its[i+1].brk {
		return false
	}
	j := i - 1
	if j >= 0 && (its[j].text == "are" || its[j].text == "is") && !its[j].brk {
		j--
	}
	if j < 1 || its[j].kind != tkWord || its[j].brk || !(its[j-1].kind == tkNum || its[j-1].hasNum) {
		return false
	}
	if _, unit := measureWords[its[j].text]; unit {
		return false
	}
	for k := j - 1; k >= 0; k-- {
		if its[k].kind == tkSym && isCurrencySym([]rune(its[k].text)[0]) {
			return false
		}
		if _, money := currencyOf(its[k].text); money && its[k].kind == tkWord {
			return false
		}
		if its[k].brk {
			break
		}
	}
	return true
}
