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
		total := y.role == roleTotal
		if !total && y.at == x.end+1 && p.word(int(x.end)) == "in" {
			total = true // "seven in ten"
		}
		if !total {
			continue
		}
		out = append(out, value{kind: vPercent, num: 100 * x.num / y.num, implied: true, derived: true, role: roleShare, alt2: -1, from: [2]int8{int8(k - 1), int8(k)}, clause: y.clause, at: x.at, end: y.end})
	}
	return out
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
