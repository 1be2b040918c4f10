package lexical

import "strings"

// Version numbers are identifiers: "(3.4.1)" against "version 2.0.0" for
// "the API version" states another version, but the comparison reads
// dotted numbers as neither amounts nor words and stays unsure. When the
// description asks for a version and each side, apart from the
// description's own words, is one version token, the two are compared as
// identifiers: the same version (brackets and a leading "v" aside) is
// equivalent, another version with as many parts is different; versions
// of different lengths ("2.4" and "2.4.0") are left to the comparison.

// describedVersion compares actual and expected as versions, when it
// applies.
func describedVersion(actual, expected, description string) (comparison, bool) {
	if description == "" || newSourceQuery(description).shape != shVersion {
		return comparison{}, false
	}
	desc := words(fold(description))
	a, okA := versionToken(actual, desc)
	e, okE := versionToken(expected, desc)
	if !okA || !okE {
		return comparison{}, false
	}
	if a == e {
		return comparison{identical: true, covE: 1, covA: 1}, true
	}
	if strings.Count(a, ".") != strings.Count(e, ".") {
		return comparison{}, false
	}
	return comparison{conflict: 1, shared: 1, reasons: []string{"another version"}}, true
}

// versionToken is the one version token of s, normalised, once the
// description's words and stop words are left out.
func versionToken(s string, desc []string) (string, bool) {
	v := ""
	for _, tok := range strings.Fields(s) {
		if shapeOf(tok) == shVersion {
			if v != "" {
				return "", false
			}
			v = strings.TrimLeft(strings.Trim(tok, "()[],;."), "vV")
			continue
		}
		for _, w := range words(fold(tok)) {
			if lex.classes[w] != wcStop && !hasWord(desc, w) {
				return "", false
			}
		}
	}
	return v, v != ""
}
