// Package gotest shows jev in a plain `go test` suite: its tests (in
// package gotest_test) run the Northwind Cloud demo app on loopback and use
// package jevtest the way an application's own end-to-end tests would —
// locate and click, compare, assert, batches, locator inputs, a negation, a
// deliberately inconclusive claim and the evidence left by a failure.
//
// Read main_test.go first, then assert_test.go, locators_test.go,
// actions_test.go and failures_test.go. Run them with
//
//	go test ./examples/gotest/
package gotest
