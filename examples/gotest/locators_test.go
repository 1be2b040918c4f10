package gotest_test

import (
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// A Playwright locator names the element itself, so no source question is
// asked (source confidence 1). Its property says what is read: text (the
// default), value, checked or an attribute.
func TestLocatorInputs(t *testing.T) {
	t.Parallel()

	t.Run("value of a form field", func(t *testing.T) {
		t.Parallel()
		s := open(t, demoapp.PathProfile, demoapp.DefaultScenario())
		// Exact: "Email" alone, not "Marketing emails". Equal after
		// normalisation: zero model calls.
		email := s.Page().GetByLabel("Email", playwright.PageGetByLabelOptions{Exact: playwright.Bool(true)})
		r := s.Assert(compare.Value(email), demoapp.DemoEmail)
		if r.Provenance != semantic.ProvenanceDeterministic || r.Usage.Questions != 0 {
			t.Errorf("provenance %s, %d questions; want deterministic, 0", r.Provenance, r.Usage.Questions)
		}
		// The password field next to it is never read unless a test asks
		// for its value explicitly: nothing here contains it.
		if r.Evidence.Text == demoapp.DemoPassword {
			t.Error("read the password")
		}
	})

	t.Run("checked state", func(t *testing.T) {
		t.Parallel()
		s := open(t, demoapp.PathProfile, demoapp.DefaultScenario())
		// The checkbox reads "false"; the expectation is a meaning.
		r := s.Assert(compare.Checked(s.Page().GetByLabel("Marketing emails")), "not checked")
		if r.Evidence.Text != "false" {
			t.Errorf("evidence %q, want false", r.Evidence.Text)
		}
		// An ARIA switch has a checked state too (aria-checked).
		s.Goto(northwind.PageURL(demoapp.PathOverview, demoapp.DefaultScenario()))
		r = s.Assert(compare.Checked(s.Page().GetByRole("switch")), "on")
		if r.Evidence.Text != "true" {
			t.Errorf("switch evidence %q, want true", r.Evidence.Text)
		}
	})

	t.Run("attribute", func(t *testing.T) {
		t.Parallel()
		s := open(t, demoapp.PathInvoices, demoapp.DefaultScenario())
		// The literal value of <time datetime="2026-10-01">.
		date := s.Page().Locator(`tr[data-invoice="NW-2026-0274"] time`)
		r := s.Assert(compare.Attr(date, "datetime"), "October 1, 2026")
		if r.Evidence.Text != "2026-10-01" {
			t.Errorf("evidence %q", r.Evidence.Text)
		}
	})

	t.Run("text inside a shadow root and an iframe", func(t *testing.T) {
		t.Parallel()
		s := open(t, demoapp.PathOverview, demoapp.DefaultScenario())
		page := s.Page()
		rs := s.AssertBatch([]compare.Request{
			// CSS locators pierce the open shadow root of <usage-meter>.
			{Actual: compare.Text(page.Locator("usage-meter .value")), Expected: "12,400 of 50,000 API calls this month"},
			// A frame locator reaches into the payment iframe.
			{Actual: compare.Text(page.FrameLocator(`iframe[title="Payment method"]`).GetByTestId("card")), Expected: "card ends with 4242"},
		})
		if rs[0].Evidence.Text != "API calls this month: 12,400 of 50,000" || rs[1].Evidence.Text != "Visa ending in 4242" {
			t.Errorf("evidence %q, %q", rs[0].Evidence.Text, rs[1].Evidence.Text)
		}
	})

}
