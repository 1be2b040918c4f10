package lexical

// Scale words and suffixes after a number: "1.4 million plays", "1.2
// thousand dollars", "$1.2M", "1.4M views", "$3bn". A glued "m" is read as
// millions only on an amount or a number with decimals ("100m" is a
// distance, "32m" minutes); the scale word is part of the value.

var scaleWords = map[string]float64{"thousand": 1e3, "million": 1e6, "billion": 1e9, "mn": 1e6, "bn": 1e9}

// scaleSuffixes are glued after the number: "$1.2M", "1.4M", "$3B".
var scaleSuffixes = map[string]float64{"m": 1e6, "mm": 1e6, "bn": 1e9, "b": 1e9}

// valueScale applies a scale word or suffix right after the value v.
func (p *parser) valueScale(v *value) {
	j := int(v.end)
	if j >= len(p.its) || p.its[j].brk || (v.kind != vNumber && v.kind != vAmount) || v.role != "" {
		return
	}
	w := p.word(j)
	f, spoken := scaleWords[w]
	if !spoken {
		g, ok := scaleSuffixes[w]
		decimals := int(v.at) < len(p.its) && containsByte(p.its[v.end-1].text, '.')
		if !ok || !p.its[j].glued || (v.kind != vAmount && !decimals) {
			return
		}
		f = g
	}
	v.num *= f
	p.markRead(v.clause, w)
	if v.kind == vNumber {
		if cur, ok := currencyOf(p.word(j + 1)); ok && !p.its[j+1].brk {
			v.kind, v.cur = vAmount, cur // "1.2 thousand dollars"
			p.markRead(v.clause, p.word(j+1))
		}
	}
}

func containsByte(s string, b byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return true
		}
	}
	return false
}
