package lexical

// Shares of a count: "45/50", "45 out of 50 points", "7 in 10" state the
// percentage of their total (90 %, 70 %), so they meet "ninety percent"
// and "Win rate 70%". The percentage is implied: it may cover a claimed
// percentage, and an explicit percentage of the other side that differs
// contradicts it.

// shareValues returns the implied percentages of the counts with totals
// in vs.
func (p *parser) shareValues(vs []value) []value {
	var out []value
	for k := 1; k < len(vs) && k < 127; k++ {
		x, y := vs[k-1], vs[k]
		if x.kind != vNumber || y.kind != vNumber || x.implied || y.implied || x.clause != y.clause || y.num <= 0 || x.num > y.num || x.num < 0 {
			continue
		}
		total, ratio := y.role == roleTotal, false
		if !total && y.at == x.end+1 && p.word(int(x.end)) == "in" {
			total, ratio = true, true // "seven in ten"
		}
		if !total {
			continue
		}
		out = append(out, value{kind: vPercent, num: 100 * x.num / y.num, implied: true, derived: true, role: roleShare, alt2: -1, from: [2]int16{int16(k - 1), int16(k)}, clause: y.clause, at: x.at, end: y.end, ratio: ratio})
	}
	return out
}

// ratioCover is the match quality of x's value at i through a ratio
// derived from it ("won seven in ten") that o's percentage matches in
// full: a rate's two counts say what the percentage says ("Win rate
// 70%"). Counts with a total ("7 of 10") are counts, not covered so.
func ratioCover(i int, x, o *analysis) float64 {
	if i < 0 || i >= len(x.values) || x.values[i].sign() != 0 {
		return 0 // "lost seven in ten": the direction is the claim's own
	}
	for _, dv := range x.values {
		if !dv.ratio || (int(dv.from[0]) != i && int(dv.from[1]) != i) {
			continue
		}
		for _, ov := range o.values {
			if ov.kind == vPercent && !ov.implied {
				if q, _ := matchValue(dv, ov); q >= qFull {
					return qFull
				}
			}
		}
	}
	return 0
}

// roleShare marks a percentage derived from a count and its total.
const roleShare = "share"

// matchShare matches a share against a percentage that says not what it
// counts: the same number states it, another contradicts it. ok is false
// when neither value is a share.
func matchShare(e, a value) (q float64, conflict, ok bool) {
	if e.role == roleShare && a.role == roleShare {
		return 0, false, true // two shares may count different things: 7 used and 3 free of 10
	}
	if (e.role != roleShare || a.role != "") && (a.role != roleShare || e.role != "") {
		return 0, false, false
	}
	if sameNum(e.num, a.num) {
		return qFull, false, true
	}
	return 0, true, true
}

// products returns the implied amounts of "3 extra seats × $5", "2 ×
// Team seat ($15)": a count right before a "×" and the first amount after
// it, within four tokens.
func (p *parser) products(vs []value) []value {
	var out []value
	for i, x := range vs {
		if x.kind != vNumber || x.implied || x.role != "" || i > 126 {
			continue
		}
		for j := i + 1; j < len(vs) && j < 127; j++ {
			y := vs[j]
			if y.at > x.end+4 {
				break
			}
			if y.kind == vAmount && !y.implied && p.timesBetween(int(x.end), int(y.at)) {
				out = append(out, value{kind: vAmount, num: x.num * y.num, cur: y.cur, implied: true, derived: true, role: roleProduct, alt2: -1, from: [2]int16{int16(i), int16(j)}, clause: y.clause, at: x.at, end: y.end})
				break
			}
		}
	}
	return out
}

// roleProduct marks an amount computed as count × unit price.
const roleProduct = "product"

// timesBetween reports a "×" (or a spaced "x") between the tokens i and j
// (j included: the break before it).
func (p *parser) timesBetween(i, j int) bool {
	for k := i; k <= j && k < len(p.its); k++ {
		if p.its[k].mul || p.word(k) == "x" && !p.its[k].glued {
			return true
		}
	}
	return false
}
