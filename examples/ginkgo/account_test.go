package ginkgo_test

import (
	"errors"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/matchers"
	. "github.com/onsi/ginkgo/v2"
	. "github.com/onsi/gomega"
	"github.com/playwright-community/playwright-go"
)

var _ = Describe("Account overview", func() {
	var (
		sp   *spec
		page playwright.Page
		m    *matchers.Matchers
	)

	BeforeEach(func() {
		sp = newSpec()
		page, m = sp.s.Page(), sp.m
		sp.open(demoapp.PathOverview, demoapp.DefaultScenario())
	})

	It("shows the professional annual plan", Label("smoke"), func() {
		Expect(page.GetByTestId("plan")).To(m.SemanticallyMatch("Professional annual subscription"))
	})

	It("is not on the free plan (a confidently different, fresh value satisfies negation)", Label("smoke"), func() {
		Expect(page.GetByTestId("plan")).NotTo(m.SemanticallyMatch("Free plan"))
	})

	It("has its payment received and renews automatically", Label("smoke"), func() {
		Expect(page.GetByTestId("billing-status")).To(m.SemanticallyMatch("Paid"))
		Expect(page.GetByTestId("billing-status")).NotTo(m.SemanticallyMatch("Payment overdue"))
		Expect(page.GetByTestId("renewal")).To(m.SemanticallyMatch("Will renew automatically on December 1, 2026"))
		Expect(compare.Checked(page.GetByTestId("auto-renew"))).To(m.SemanticallyMatch("true"))
	})

	It("uses seven of its ten seats", func() {
		Expect(page.GetByTestId("seats")).To(m.SemanticallyMatch("7 of 10 seats in use"))
		Expect(page.GetByTestId("seats")).NotTo(m.SemanticallyMatch("8 of 10 seats used"))
	})

	It("finds the next invoice amount from a description", func() {
		Expect(compare.Describe("Next invoice amount")).To(m.SemanticallyMatch("$1,240.00"))
	})

	It("reads the usage meter inside its open shadow root", func() {
		meter := page.Locator("usage-meter").GetByText("API calls this month")
		Expect(meter).To(m.SemanticallyMatch("12,400 of 50,000 API calls this month"))
		Expect(meter).NotTo(m.SemanticallyMatch("13,000 of 50,000 API calls"))
	})

	It("reads the card from the payment iframe of a second origin", func() {
		frame := page.FrameLocator(`iframe[data-testid="payment-frame"]`)
		Expect(frame.GetByTestId("card")).To(m.SemanticallyMatch("Visa card ending 4242"))
		Expect(frame.GetByTestId("card-expiry")).NotTo(m.SemanticallyMatch("Expired"))
	})

	It("opens the cancel dialog from a located control and keeps the plan", func(ctx SpecContext) {
		loc := locate.New(page)
		cancel, err := loc.Locate(ctx, "Cancel subscription button")
		Expect(err).NotTo(HaveOccurred())
		Expect(cancel).To(m.SemanticallyMatch("Cancel subscription"))
		Expect(locate.Click(ctx, page, cancel)).To(Succeed())

		dialog := page.GetByRole("dialog")
		Expect(dialog.IsVisible()).To(BeTrue())
		keep, err := loc.Locate(ctx, "Keep plan button")
		Expect(err).NotTo(HaveOccurred())
		Expect(keep).To(m.SemanticallyMatch("Keep my current plan"))
		Expect(locate.Click(ctx, page, keep)).To(Succeed())
		Expect(dialog.IsVisible()).To(BeFalse())
		Expect(page.GetByTestId("renewal")).To(m.SemanticallyMatch("Will renew automatically on December 1, 2026"))
	})

	It("confirms turning auto-renew off with a toast (Eventually)", func(ctx SpecContext) {
		Expect(page.GetByTestId("auto-renew").Click()).To(Succeed())
		Expect(page.GetByTestId("renewal")).NotTo(m.SemanticallyMatch("Will renew automatically"))
		Eventually(page.GetByTestId("toast")).WithContext(ctx).WithTimeout(10 * time.Second).
			Should(m.SemanticallyMatch("Auto-renewal was switched off"))
	})

	It("shows refreshed usage once the application says it is done", func(ctx SpecContext) {
		Expect(page.GetByTestId("refresh-usage").Click()).To(Succeed())
		// The application's own signal first (the semantic-operations contract: wait for a
		// caller-known state, never poll the model for a better answer) ...
		status := page.GetByTestId("usage-status")
		Eventually(func() (string, error) { return status.GetAttribute("class") }).WithContext(ctx).
			WithTimeout(10 * time.Second).Should(ContainSubstring("ok"))
		// ... then one assertion on the new evidence.
		Expect(status).To(m.SemanticallyMatch("Updated usage: 12,400 API calls"))
	})

	It("shows a deliberately inconclusive case as inconclusive, never as a pass", func() {
		plan := page.GetByTestId("plan")
		// "Pro (yearly)" does not settle whether this is the "Pro plan"
		// (as opposed to, say, a Pro trial): both directions fail.
		for _, assert := range []func(){
			func() { Expect(plan).To(m.SemanticallyMatch("Pro plan")) },
			func() { Expect(plan).NotTo(m.SemanticallyMatch("Pro plan")) },
		} {
			err := InterceptGomegaFailure(assert)
			Expect(err).To(MatchError(HavePrefix("SemanticallyMatch is inconclusive: it fails both Should and ShouldNot\n")))
			Expect(err.Error()).To(ContainSubstring("\ninconclusive — COMPARISON uncertain: insufficient evidence (confidence 0.49, threshold 0.80)\n"))
			Expect(err.Error()).NotTo(ContainSubstring("≥"))
		}
		// The non-panicking form: Match returns the typed error.
		ok, err := m.SemanticallyMatch("Pro plan").Match(plan)
		Expect(ok).To(BeFalse())
		Expect(err).To(MatchError(compare.ErrAssertionInconclusive))
		var ie *matchers.InconclusiveError
		Expect(errors.As(err, &ie)).To(BeTrue())
		Expect(ie.Result.Evidence.Text).To(Equal("Pro (yearly)"))
	})

	It("checks the whole subscription card in one batch", Label("smoke"), func(ctx SpecContext) {
		rs, err := m.AssertAll(ctx,
			matchers.That(page.GetByTestId("plan"), "Professional annual subscription"),
			matchers.That(page.GetByTestId("billing-status"), "Paid"),
			matchers.That(page.GetByTestId("renewal"), "Will renew automatically on December 1, 2026"),
			matchers.That(page.GetByTestId("seats"), "7 of 10 seats in use"),
			matchers.That(compare.Describe("Next invoice amount"), "$1,240.00"),
		)
		Expect(err).NotTo(HaveOccurred())
		Expect(rs).To(HaveLen(5))
		// One source frontier and one comparison frontier for all five.
		Expect(rs[0].Usage.SerialDecisionDepth).To(Equal(2))
	})
})

var _ = Describe("Other scenarios", func() {
	var sp *spec
	BeforeEach(func() { sp = newSpec() })

	It("tells an overdue account from a paid one", func() {
		sp.open(demoapp.PathOverview, demoapp.Scenario{Plan: demoapp.PlanPro, Billing: demoapp.BillingOverdue, Renew: true})
		Expect(sp.s.Page().GetByTestId("billing-status")).NotTo(sp.m.SemanticallyMatch("Paid"))
	})

	It("tells the free plan from the professional one", func() {
		sp.open(demoapp.PathOverview, demoapp.Scenario{Plan: demoapp.PlanFree, Billing: demoapp.BillingPaid, Renew: true})
		Expect(sp.s.Page().GetByTestId("plan")).NotTo(sp.m.SemanticallyMatch("Professional annual subscription"))
	})

	It("reads invoice table cells", func() {
		sp.open(demoapp.PathInvoices, demoapp.DefaultScenario())
		row := sp.s.Page().Locator(`tr[data-invoice="NW-2026-0311"]`)
		Expect(row.Locator("td").Nth(1)).To(sp.m.SemanticallyMatch("186.40 dollars"))
		Expect(row.Locator("td").Nth(2)).To(sp.m.SemanticallyMatch("Settled"))
	})
})
