package ginkgo_test

import (
	"os"

	"github.com/jevtest/jev/demoapp"
	. "github.com/onsi/ginkgo/v2"
	. "github.com/onsi/gomega"
)

// A spec that fails on purpose, only when JEV_GINKGO_DELIBERATE_FAILURE=1:
// parallel_test.go runs it in a subprocess to prove that the JUnit report
// carries the failure with its evidence paths. The normal suite passes.
func init() {
	if os.Getenv(deliberateEnv) != "1" {
		return
	}
	Describe("Deliberate failure", func() {
		It("deliberately expects the free plan", Label("deliberate"), func() {
			sp := newSpec()
			sp.open(demoapp.PathOverview, demoapp.DefaultScenario())
			Expect(sp.s.Page().GetByTestId("plan")).To(sp.m.SemanticallyMatch("Free plan"))
		})
	})
}
