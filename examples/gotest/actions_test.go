package gotest_test

import (
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// Locate finds an interactive element by what it means and returns its ref;
// Click acts on exactly that node. An open modal limits what is seen to
// itself, so the second Locate only chooses among the dialog's buttons.
func TestCancellingOpensAConfirmationDialog(t *testing.T) {
	t.Parallel()
	s := open(t, demoapp.PathOverview, demoapp.DefaultScenario())

	cancel := s.Locate("Cancel subscription")
	if cancel.Role != "button" || cancel.Name != "Cancel subscription" {
		t.Fatalf("located %s %q", cancel.Role, cancel.Name)
	}
	s.Click(cancel)

	keep := s.Locate("the button that keeps the plan")
	// A located target is an actual too: its accessible name, its ref the
	// source.
	r := s.Assert(compare.Ref(keep), "Keep my subscription")
	if r.Evidence.Text != "Keep plan" {
		t.Errorf("evidence %q, want Keep plan", r.Evidence.Text)
	}
	// The dialog's text, read through a locator scoped to the dialog.
	s.Assert(compare.Text(s.Page().GetByRole("dialog").Locator("p")), "Are you sure? The plan stays active until December 1, 2026.")
}

// After an action, wait for the state the application announces (here the
// toast), then assert once. Never poll a semantic assertion until it
// passes: unchanged evidence would only be re-sampled.
func TestSavingTheProfileShowsAToast(t *testing.T) {
	t.Parallel()
	s := open(t, demoapp.PathProfile, demoapp.DefaultScenario())
	page := s.Page()

	if err := page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "Save", Exact: playwright.Bool(true)}).Click(); err != nil {
		t.Fatal(err)
	}
	toast := page.GetByTestId("toast")
	if err := toast.WaitFor(); err != nil { // the caller-known state
		t.Fatal(err)
	}
	s.Assert(compare.Text(toast), "Your profile was saved")
}

// "Refresh usage" fetches /api/usage and updates a status line after a
// delay. The test waits for the status line to say it is done (class
// "ok"), then asserts its new text once.
func TestRefreshingUsageUpdatesTheStatusLine(t *testing.T) {
	t.Parallel()
	s := open(t, demoapp.PathOverview, demoapp.DefaultScenario())

	s.Click(s.Locate("Refresh usage"))
	status := s.Page().GetByTestId("usage-status")
	if err := s.Page().Locator(`[data-testid="usage-status"].ok`).WaitFor(); err != nil {
		t.Fatal(err)
	}
	r := s.Assert(compare.Text(status), "API usage was updated to 12,400 calls")
	if r.Evidence.Text != "Usage updated: 12,400 API calls" || r.Status != semantic.StatusPassed {
		t.Errorf("result %+v", r)
	}
}
