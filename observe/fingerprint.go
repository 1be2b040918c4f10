package observe

import "strings"

// collapseWS trims s and turns every run of white space into one space.
func collapseWS(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// truncate keeps at most n runes of s.
func truncate(s string, n int) string {
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}
