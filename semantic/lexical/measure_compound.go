package lexical

import units "github.com/bcicen/go-units"

// Compound lengths: a height is written in feet and inches ("6 ft 8 in",
// "6′ 8″", text_glyphs.go). The two parts are one length, their sum, so
// "6′ 8″" meets "about 2.03 m" and never a reading of "8 in" alone.

// inchesAfter reads "<number> in|inch|inches" at j, in the clause of the
// feet before it: the length in metres and the index after it; n is 0 when
// no inches follow.
func (p *parser) inchesAfter(j int) (metres float64, n int) {
	if j+1 >= len(p.its) || p.its[j].kind != tkNum || p.its[j].brk || p.its[j+1].brk {
		return 0, 0
	}
	switch p.word(j + 1) {
	case "in", "inch", "inches":
	default:
		return 0, 0
	}
	x := p.its[j].num
	if x < 0 || x >= 12 {
		return 0, 0 // not the inches part of a feet-and-inches length
	}
	v, ok := toBase(measureUnit{"length", units.Inch}, x)
	if !ok {
		return 0, 0
	}
	return v, j + 2
}
