package replay_test

import (
	"testing"

	. "github.com/onsi/ginkgo/v2"
	. "github.com/onsi/gomega"

	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/replay/replayginkgo"
)

func TestGinkgoEntries(t *testing.T) {
	RegisterFailHandler(Fail)
	RunSpecs(t, "replay Ginkgo entries")
}

var shopURL string

var _ = BeforeSuite(func() {
	s := newSite(GinkgoT(), shopPages)
	shopURL = s.srv.URL
})

var _ = Describe("recorded traces", func() {
	// The server's URL is known only once the suite runs: pass it to
	// RunEntry, not to Entries.
	DescribeTable("replay", func(c replayginkgo.Case) {
		replayginkgo.RunEntry(c, replay.WithBaseURL(shopURL))
	}, replayginkgo.Entries("testdata/traces/*.jsonl"))

	It("reports the recorded plan assertion answered without an engine", func() {
		entries := replayginkgo.Entries("testdata/traces/plan.jsonl")
		Expect(entries).To(HaveLen(1))
		res, err := replayginkgo.Case{Path: "testdata/traces/plan.jsonl"}.Run(GinkgoT().Context(), replay.WithBaseURL(shopURL))
		Expect(err).NotTo(HaveOccurred())
		Expect(res.Status).To(Equal(replay.TracePassed))
		Expect(res.Steps).To(HaveLen(3))
		Expect(res.Steps[0].Status).To(Equal(replay.StatusSkipped))
		Expect(res.Steps[1].Kind).To(Equal(replay.StepKindSemantic))
		Expect(res.Steps[1].Status).To(Equal(replay.StatusOK))
		Expect(res.Steps[2].Status).To(Equal(replay.StatusOK))
	})

	It("yields one failing entry for a glob without traces", func() {
		Expect(replayginkgo.Entries("testdata/none/*.jsonl")).To(HaveLen(1))
	})
})
