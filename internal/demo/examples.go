package demo

import (
	"slices"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/semantic"
)

// Actual says where an example's actual value comes from. Set exactly one
// of Description, Selector and Locate.
type Actual struct {
	// Description is grounded to one observed text source by the decision
	// engine ("Amount of invoice NW-2026-0274").
	Description string `json:"description,omitempty"`
	// Selector is a Playwright selector on the page (CSS selectors pierce
	// open shadow roots). Its Property is read: the locator has source
	// authority, no source question is asked.
	Selector string `json:"selector,omitempty"`
	// Frame is the selector of the iframe Selector lives in, when it does.
	Frame string `json:"frame,omitempty"`
	// Property is what Selector reads (default text); Attribute the
	// attribute name read by compare.PropertyAttribute.
	Property  compare.Property `json:"property,omitempty"`
	Attribute string           `json:"attribute,omitempty"`
	// Locate describes an interactive element found with package locate;
	// the located target (its ref) is the actual.
	Locate string `json:"locate,omitempty"`
}

// String renders the actual the way a reader of the table understands it.
func (a Actual) String() string {
	switch {
	case a.Description != "":
		return a.Description
	case a.Locate != "":
		return "located: " + a.Locate
	}
	s := a.Selector
	if a.Frame != "" {
		s = a.Frame + " >> " + s
	}
	switch a.Property {
	case "", compare.PropertyText:
		return s
	case compare.PropertyAttribute:
		return s + " [" + a.Attribute + "]"
	default:
		return s + " (" + string(a.Property) + ")"
	}
}

// Step is something a user does before the assertion. Set exactly one
// field.
type Step struct {
	// Click locates an interactive element by description (package
	// locate) and clicks it through its ref.
	Click string `json:"click,omitempty"`
	// Press clicks a Playwright selector: the deterministic way when the
	// test already knows the exact element.
	Press string `json:"press,omitempty"`
	// WaitFor is the selector of an application state the caller knows
	// the page reaches (a toast, a status line with class "ok"), waited
	// for until visible. Semantic assertions are never polled until they
	// pass: the wait is for the application, the assertion runs once.
	WaitFor string `json:"waitFor,omitempty"`
}

// Example is one example assertion and the verdict it declares.
type Example struct {
	// Name identifies the example ("plan", "plan-free", ...).
	Name string `json:"name"`
	// Path is the demo app page (demoapp.PathOverview, ...) and Scenario what
	// it shows.
	Path     string           `json:"path"`
	Scenario demoapp.Scenario `json:"scenario"`
	// Steps run in order before the assertion.
	Steps  []Step `json:"steps,omitempty"`
	Actual Actual `json:"actual"`
	// Expected is the meaning asserted.
	Expected string `json:"expected"`
	// Want is the verdict the example declares.
	Want semantic.Status `json:"want"`
	// Why explains the declared verdict in one line.
	Why string `json:"why"`
}

func with(f func(*demoapp.Scenario)) demoapp.Scenario {
	s := demoapp.DefaultScenario()
	f(&s)
	return s
}

// Examples returns the example assertions, in the order the demo shows
// them. Each call returns a fresh copy of the table.
func Examples() []Example {
	out := append([]Example(nil), examples...)
	for i := range out {
		out[i].Steps = slices.Clone(out[i].Steps)
	}
	return out
}

// defScenario is the scenario of most examples.
var defScenario = demoapp.DefaultScenario()

// examples is the table Examples copies; nothing modifies it.
var examples = []Example{
	{
		Name: "plan", Path: demoapp.PathOverview, Scenario: defScenario,
		Actual:   Actual{Selector: `[data-testid="plan"]`},
		Expected: "Professional annual subscription", Want: semantic.StatusPassed,
		Why: `"Pro (yearly)" is the professional plan billed once a year`,
	},
	{
		Name: "plan-described", Path: demoapp.PathOverview, Scenario: defScenario,
		Actual:   Actual{Description: "Current subscription plan"},
		Expected: "Professional annual subscription", Want: semantic.StatusPassed,
		Why: "the description is grounded to the Plan definition, then compared",
	},
	{
		Name: "plan-free", Path: demoapp.PathOverview, Scenario: with(func(s *demoapp.Scenario) { s.Plan = demoapp.PlanFree }),
		Actual:   Actual{Selector: `[data-testid="plan"]`},
		Expected: "Professional annual subscription", Want: semantic.StatusFailed,
		Why: `"Free" is confidently a different plan: a failure, not a guess`,
	},
	{
		Name: "billing", Path: demoapp.PathOverview, Scenario: defScenario,
		Actual:   Actual{Selector: `[data-testid="billing-status"]`},
		Expected: "Paid", Want: semantic.StatusPassed,
		Why: `"Payment received" means the account is paid`,
	},
	{
		Name: "billing-overdue", Path: demoapp.PathOverview, Scenario: with(func(s *demoapp.Scenario) { s.Billing = demoapp.BillingOverdue }),
		Actual:   Actual{Selector: `[data-testid="billing-status"]`},
		Expected: "Paid", Want: semantic.StatusFailed,
		Why: `"Payment overdue" contradicts paid`,
	},
	{
		Name: "renewal", Path: demoapp.PathOverview, Scenario: defScenario,
		Actual:   Actual{Selector: `[data-testid="renewal"]`},
		Expected: "Auto-renews on December 1, 2026", Want: semantic.StatusPassed,
		Why: `"Renews automatically on Dec 1, 2026": same event, same date`,
	},
	{
		Name: "renewal-off", Path: demoapp.PathOverview, Scenario: with(func(s *demoapp.Scenario) { s.Renew = false }),
		Actual:   Actual{Selector: `[data-testid="renewal"]`},
		Expected: "Will renew automatically", Want: semantic.StatusFailed,
		Why: `"Will not renew" is the negation of the expectation`,
	},
	{
		Name: "seats", Path: demoapp.PathOverview, Scenario: defScenario,
		Actual:   Actual{Selector: `[data-testid="seats"]`},
		Expected: "Seven of ten seats are taken", Want: semantic.StatusPassed,
		Why: `"7 of 10 seats used": numbers written in words are the same numbers`,
	},
	{
		Name: "invoice-amount", Path: demoapp.PathInvoices, Scenario: defScenario,
		Actual:   Actual{Description: "Amount of invoice NW-2026-0274"},
		Expected: "172.15 USD", Want: semantic.StatusPassed,
		Why: "grounded to the table cell by its row and column headers; $172.15 is 172.15 USD",
	},
	{
		Name: "invoice-date", Path: demoapp.PathInvoices, Scenario: defScenario,
		Actual:   Actual{Selector: `tr[data-invoice="NW-2026-0274"] time`, Property: compare.PropertyAttribute, Attribute: "datetime"},
		Expected: "October 1, 2026", Want: semantic.StatusPassed,
		Why: "the <time datetime> attribute 2026-10-01 is the same date",
	},
	{
		Name: "next-invoice", Path: demoapp.PathOverview, Scenario: defScenario,
		Actual:   Actual{Description: "Next invoice amount"},
		Expected: "$1,240.00", Want: semantic.StatusPassed,
		Why: "equal text after normalisation: settled without a comparison question",
	},
	{
		Name: "profile-email", Path: demoapp.PathProfile, Scenario: defScenario,
		Actual:   Actual{Selector: "#email", Property: compare.PropertyValue},
		Expected: demoapp.DemoEmail, Want: semantic.StatusPassed,
		Why: "a locator value equal to the expectation: zero model calls (the password field is never read)",
	},
	{
		Name: "marketing-opt-out", Path: demoapp.PathProfile, Scenario: defScenario,
		Actual:   Actual{Selector: "#marketing", Property: compare.PropertyChecked},
		Expected: "not checked", Want: semantic.StatusPassed,
		Why: `the checkbox's checked state is "false"`,
	},
	{
		Name: "usage-meter", Path: demoapp.PathOverview, Scenario: defScenario,
		Actual:   Actual{Selector: "usage-meter .value"},
		Expected: "12,400 of 50,000 API calls this month", Want: semantic.StatusPassed,
		Why: "read inside the <usage-meter> open shadow root",
	},
	{
		Name: "payment-card", Path: demoapp.PathOverview, Scenario: defScenario,
		Actual:   Actual{Description: "Payment method card"},
		Expected: "card ends with 4242", Want: semantic.StatusPassed,
		Why: `"Visa ending in 4242", read in the payment iframe of a second origin`,
	},
	{
		Name: "cancel-dialog", Path: demoapp.PathOverview, Scenario: defScenario,
		Steps:    []Step{{Click: "Cancel subscription"}},
		Actual:   Actual{Locate: "the button that keeps the plan"},
		Expected: "Keep my subscription", Want: semantic.StatusPassed,
		Why: `the open modal limits what is seen to itself; its "Keep plan" button keeps the subscription`,
	},
	{
		Name: "profile-toast", Path: demoapp.PathProfile, Scenario: defScenario,
		Steps:    []Step{{Press: `[data-testid="save-profile"]`}, {WaitFor: `[data-testid="toast"]`}},
		Actual:   Actual{Selector: `[data-testid="toast"]`},
		Expected: "Your profile was saved", Want: semantic.StatusPassed,
		Why: `the toast "Profile saved" appears after Save; the wait is for the toast, not for a verdict`,
	},
	{
		Name: "usage-refresh", Path: demoapp.PathOverview, Scenario: defScenario,
		Steps:    []Step{{Click: "Refresh usage"}, {WaitFor: `[data-testid="usage-status"].ok`}},
		Actual:   Actual{Selector: `[data-testid="usage-status"]`},
		Expected: "API usage was updated to 12,400 calls", Want: semantic.StatusPassed,
		Why: "the fetch finished (the status line turned ok) before the one assertion ran",
	},
	{
		Name: "card-expired", Path: demoapp.PathOverview, Scenario: with(func(s *demoapp.Scenario) { s.CardExpired = true }),
		Actual:   Actual{Frame: `iframe[title="Payment method"]`, Selector: `[data-testid="card-expiry"]`},
		Expected: "Expires 08/2027", Want: semantic.StatusFailed,
		Why: `"Expired 08/2025" is a past expiry and another date: read through a frame locator`,
	},
	{
		Name: "invoice-vs-last-year", Path: demoapp.PathOverview, Scenario: defScenario,
		Actual:   Actual{Description: "Next invoice amount"},
		Expected: "Less than last year's invoice", Want: semantic.StatusInconclusive,
		Why: "the page shows this year's amount only: the evidence does not settle the claim",
	},
	{
		Name: "usage-freshness", Path: demoapp.PathOverview, Scenario: defScenario,
		Actual:   Actual{Description: "Usage last updated"},
		Expected: "Usage was refreshed today", Want: semantic.StatusInconclusive,
		Why: `"2 hours ago" may still be yesterday: not enough evidence either way`,
	},
}
