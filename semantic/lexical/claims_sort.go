package lexical

import "strings"

// Sort orders.
//
// "Oldest first" and "newest messages first", "Price: low to high" and
// "sorted most expensive first" name the order of a list: a direction
// (ascending or descending) on a dimension (date, price, or one the
// words leave open: "low to high"). Two texts that both name an order on
// one dimension (or one of them an open one) in opposite directions
// contradict each other. It only ever adds a conflict: the same direction
// still needs the rest of the claim covered.

// sortExtremes are the words that put one end of a list first: their
// dimension and the direction "<word> first" gives (+1 ascending).
var sortExtremes = map[string]struct {
	dim string
	dir int
}{
	"oldest": {"date", 1}, "earliest": {"date", 1}, "newest": {"date", -1}, "latest": {"date", -1}, "recent": {"date", -1},
	"cheapest": {"price", 1}, "lowest": {"", 1}, "highest": {"", -1}, "smallest": {"size", 1}, "largest": {"size", -1}, "biggest": {"size", -1},
}

// sortEnds are the pairs "<from> to <to>" that name an order.
var sortEnds = map[[2]string]struct {
	dim string
	dir int
}{
	{"low", "high"}: {"", 1}, {"high", "low"}: {"", -1}, {"a", "z"}: {"name", 1}, {"z", "a"}: {"name", -1},
	{"old", "new"}: {"date", 1}, {"new", "old"}: {"date", -1}, {"oldest", "newest"}: {"date", 1}, {"newest", "oldest"}: {"date", -1},
}

// sortOrder reads the one order a canonical text names, ok false when it
// names none or more than one.
func sortOrder(canon string) (dim string, dir int, ok bool) {
	if !strings.Contains(canon, "to") && !strings.Contains(canon, "first") && !strings.Contains(canon, "1") {
		return "", 0, false // neither "x to y" nor "first"
	}
	toks := strings.Fields(canon)
	n := 0
	for i, t := range toks {
		if i+2 < len(toks) && toks[i+1] == "to" {
			if o, found := sortEnds[[2]string{t, toks[i+2]}]; found {
				dim, dir = o.dim, o.dir
				n++
				continue
			}
		}
		if t != "first" && t != "1" { // "newest messages first" reads "first" as an ordinal
			continue
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if o, found := sortExtremes[toks[j]]; found {
				dim, dir = o.dim, o.dir
				n++
				break
			}
			if toks[j] == "expensive" && j > 0 && (toks[j-1] == "most" || toks[j-1] == "least") {
				dim, dir = "price", -1
				if toks[j-1] == "least" {
					dir = 1
				}
				n++
				break
			}
		}
	}
	return dim, dir, n == 1
}

// sortConflict reports whether the page (the actual text, else its
// context) and e name opposite orders on one dimension.
func sortConflict(a, c, e *analysis) bool {
	ed, edir, ok := sortOrder(e.canon)
	if !ok {
		return false
	}
	ad, adir, ok := sortOrder(a.canon)
	if !ok && c != nil {
		ad, adir, ok = sortOrder(c.canon)
	}
	if !ok || ad != ed && ad != "" && ed != "" {
		return false
	}
	return adir != edir
}
