// Package shard is the one home of --shard: parsing its "i/n" form (jev
// replay, jev calibrate) and cutting a list of paths into n shards, so
// that a run split across n CI jobs covers every item exactly once.
package shard

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Error is a shard value that is not "i/n" with 1 ≤ i ≤ n. Callers wrap it
// in their own sentinel (calibration.ErrInvalidOption, a usage error) and
// branch on it with errors.As.
type Error struct {
	Value string // as given
}

func (e *Error) Error() string {
	return fmt.Sprintf("shard %q is not i/n with 1 ≤ i ≤ n", e.Value)
}

// Parse parses "i/n" (1 ≤ i ≤ n; surrounding white space is ignored): this
// job's share of a run split across n jobs. Anything else is an *Error.
func Parse(s string) (i, n int, err error) {
	a, b, ok := strings.Cut(strings.TrimSpace(s), "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return 0, 0, &Error{Value: s}
	}
	return i, n, nil
}

// Paths returns shard i of n (1-based) of paths: the list is sorted and
// cut into n contiguous runs whose sizes differ by at most one, so that
// every path lands in exactly one shard whatever order it was given in.
func Paths(paths []string, i, n int) []string {
	sorted := slices.Clone(paths)
	slices.Sort(sorted)
	lo, hi := (i-1)*len(sorted)/n, i*len(sorted)/n
	return sorted[lo:hi]
}
