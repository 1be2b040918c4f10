package lexical

// Order in time. "A after B" and "B before A" state one order: B first.
// Each before/after in a clause splits it into the event before the word
// and the event after it; the order claim lists the words of the earlier
// event and of the later one ("Deployed after tests passed": earlier
// {tests, passed}, later {deployed}). Two texts whose order claims share a
// word of each event in the same order agree: their before/after words
// cover each other and the other word order is no reason for doubt
// ("tests passed before the deploy"). The same words in the opposite
// order are a swap ("Deployed before tests passed"). A before/after with
// no event on one side ("15 min before") states no order.

// order is one order claim: the keys of the earlier and the later event.
type order struct{ earlier, later []string }

// orderClaims reads the order claims of claim tokens.
func orderClaims(ts []ctok) []order {
	var out []order
	for i, t := range ts {
		if t.kind != ckSlot || t.key != "before" && t.key != "after" {
			continue
		}
		var left, right []string
		for k := i - 1; k >= 0; k-- {
			if eventWord(ts[k]) {
				left = append(left, ts[k].key)
			}
			if ts[k].brk {
				break
			}
		}
		for k := i + 1; k < len(ts) && !ts[k].brk && ts[k].kind != ckSlot; k++ {
			if eventWord(ts[k]) {
				right = append(right, ts[k].key)
			}
		}
		if len(left) == 0 || len(right) == 0 {
			continue
		}
		if t.key == "before" {
			out = append(out, order{left, right})
		} else {
			out = append(out, order{right, left})
		}
	}
	return out
}

// eventWord reports whether t names part of an event.
func eventWord(t ctok) bool {
	return t.key != "" && (t.kind == ckWord || t.kind == ckPron || t.kind == ckNum)
}

// orderRelation is how the order claims of two texts relate: 0 when no
// pair of claims shares words, 1 when one pair agrees and none is
// reversed, -1 when a pair is reversed.
func orderRelation(x, o *analysis) int {
	rel := 0
	for _, p := range x.orders {
		for _, q := range o.orders {
			same := sharesKey(p.earlier, q.earlier) && sharesKey(p.later, q.later)
			rev := sharesKey(p.earlier, q.later) && sharesKey(p.later, q.earlier)
			switch {
			case rev && !same:
				return -1
			case same && !rev:
				rel = 1
			}
		}
	}
	return rel
}

// sharesKey reports whether two key lists share a key.
func sharesKey(xs, ys []string) bool {
	for _, x := range xs {
		for _, y := range ys {
			if x == y {
				return true
			}
		}
	}
	return false
}

// orderWord reports whether unit u is a before/after word of an order
// both sides agree on.
func orderWord(u unit, x, o *analysis) bool {
	return (u.raw == "before" || u.raw == "after") && orderRelation(x, o) == 1
}
