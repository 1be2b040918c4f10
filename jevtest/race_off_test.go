//go:build !race

package jevtest_test

// swapEvery is how often framePage replaces its frame, in ms.
const swapEvery = 250
