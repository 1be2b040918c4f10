package lexical

import "regexp"

// A compound that ends in "number" names an identifier, not a count: "the
// tracking number of the order" asks for the tracking number, where "the
// number of stars" asks how many. The type phrase "number of" then stays
// part of the description (source_shapes.go gives it the identifier
// shape).

// compoundNumberRE finds "<word> number of": a word before "number" that is
// no article, quantifier or "total".
var compoundNumberRE = regexp.MustCompile(`\b([\pL\pN]+)\s+number\s+of\b`)

// notCompound are the words before "number of" that leave it a count.
var notCompound = map[string]bool{"the": true, "a": true, "an": true, "total": true, "overall": true, "this": true,
	"that": true, "any": true, "same": true, "exact": true, "current": true, "maximum": true, "minimum": true,
	"max": true, "min": true, "average": true, "whole": true, "full": true, "combined": true, "large": true, "small": true}

// compoundNumber undoes the stripping of "number of" when it ends a
// compound ("tracking number of"): the description keeps its words and
// asks for no count.
func compoundNumber(d description) description {
	if !d.stripped || d.want != tyCount {
		return d
	}
	m := compoundNumberRE.FindStringSubmatch(d.folded)
	if m == nil || notCompound[m[1]] {
		return d
	}
	d.rest = possessRE.ReplaceAllString(d.folded, "$2 of $1")
	d.want, d.stripped = tyNone, false
	return d
}
