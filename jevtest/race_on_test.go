//go:build race

package jevtest_test

// swapEvery is how often framePage replaces its frame, in ms: under the
// race detector every driver call is several times slower.
const swapEvery = 1000
