package jevtest_test

import (
	"net/http/httptest"
	"os"
	"path/filepath"

	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/jevtest"
	. "github.com/onsi/ginkgo/v2"
	. "github.com/onsi/gomega"
	"github.com/playwright-community/playwright-go"
)

var _ = Describe("jevtest under Ginkgo", Ordered, func() {
	var (
		srv      *httptest.Server
		page     playwright.Page
		contexts int
	)

	BeforeAll(func() {
		srv = newSite()
		DeferCleanup(srv.Close)
		b, err := stack.Shared(GinkgoT().Context())
		Expect(err).NotTo(HaveOccurred())
		contexts = len(b.Browser.Contexts())
	})

	It("opens a loopback page in a fresh context through GinkgoTB()", func() {
		s := jevtest.New(GinkgoTB())
		s.Goto(srv.URL + "/page/ginkgo")
		Expect(s.Page().Locator("h1").TextContent()).To(Equal("page ginkgo"))
		Expect(s.Context().Pages()).To(HaveLen(1))
		Expect(s.Browser().Browser.Contexts()).To(HaveLen(contexts + 1))
		page = s.Page()
	})

	It("closed the previous spec's context through DeferCleanup", func() {
		Expect(page).NotTo(BeNil())
		Expect(page.IsClosed()).To(BeTrue())
		b, err := stack.Shared(GinkgoT().Context())
		Expect(err).NotTo(HaveOccurred())
		Expect(b.Browser.Contexts()).To(HaveLen(contexts))
	})

	It("keeps artifacts under the temp dir, named after the spec", func() {
		s := jevtest.New(GinkgoTB())
		s.Goto(srv.URL + "/page/artifacts")
		want := filepath.Join(os.TempDir(), "jev-artifacts", jevtest.SanitizeName(CurrentSpecReport().FullText()))
		DeferCleanup(os.RemoveAll, want)
		Expect(s.ArtifactDir()).To(Equal(want))
		shot := s.Screenshot("page")
		Expect(shot).To(Equal(filepath.Join(want, "page.png")))
		Expect(shot).To(BeARegularFile())
	})
})
