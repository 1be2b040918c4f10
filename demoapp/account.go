package demoapp

import "fmt"

// Demo account facts shown by the pages. Tests and examples can use them to
// state what the page says without repeating literals.
const (
	// ProductName is the demo product's name, shown in the sidebar.
	ProductName = "Northwind Cloud"
	// OrganizationName is the demo customer's organisation.
	OrganizationName = "Acme Robotics"
	// RenewalDate is the date the subscription renews or ends.
	RenewalDate = "Dec 1, 2026"
	// UsageCalls and UsageLimit are the API calls used this month and the
	// monthly allowance; /api/usage answers them.
	UsageCalls = 12400
	UsageLimit = 50000
	// DemoName and DemoEmail are the profile form's initial values.
	DemoName  = "Ada Lovelace"
	DemoEmail = "ada.lovelace@acme-robotics.example"
	// DemoPassword is the value of the profile form's password field. jev
	// must never read it: tests assert it appears in no evidence, trace or
	// report.
	DemoPassword = "correct-horse-battery-staple-4242"
)

// Invoice is one row of the invoices table.
type Invoice struct {
	Date   string // "Nov 1, 2026"
	ISO    string // "2026-11-01", the <time datetime>
	Number string // "NW-2026-0311"
	Amount string // "$186.40"
	Status string // Paid | Overdue | Refunded | Processing
}

// Invoices returns the invoices table rows for s, newest first. The newest
// invoice's status follows s.Billing (Paid, Overdue or Processing); one
// older invoice is Refunded.
func Invoices(s Scenario) []Invoice {
	newest := "Paid"
	switch s.Billing {
	case BillingOverdue:
		newest = "Overdue"
	case BillingProcessing:
		newest = "Processing"
	}
	return []Invoice{
		{"Nov 1, 2026", "2026-11-01", "NW-2026-0311", "$186.40", newest},
		{"Oct 1, 2026", "2026-10-01", "NW-2026-0274", "$172.15", "Paid"},
		{"Sep 1, 2026", "2026-09-01", "NW-2026-0236", "$98.00", "Refunded"},
		{"Aug 1, 2026", "2026-08-01", "NW-2026-0198", "$164.90", "Paid"},
		{"Jul 1, 2026", "2026-07-01", "NW-2026-0161", "$151.25", "Paid"},
		{"Dec 1, 2025", "2025-12-01", "NW-2025-0412", "$1,240.00", "Paid"},
	}
}

// account is the view model of the pages for one scenario.
type account struct {
	Scenario      Scenario
	Query         string
	PlanLabel     string
	PlanBlurb     string
	NextInvoice   string
	BillingLabel  string
	BillingTone   string
	BillingDetail string
	RenewText     string
	SeatsUsed     int
	SeatsLimit    int
	SeatsText     string
	SeatsPercent  int
	CardText      string
	CardExpiry    string
	CardExpired   bool
	Invoices      []Invoice
	Balance       string
	BalanceNote   string
	UsageCalls    int
	UsageLimit    int
	PaymentURL    string
	RenewalDate   string
	Name          string
	Email         string
	Password      string
}

// Text returns the visible texts the overview shows for s, by field:
// "plan", "billing", "renewal", "seats", "next_invoice", "card", "card_expiry".
// Tests use it to check what a scenario renders.
func Text(s Scenario) map[string]string {
	a := newAccount(s)
	return map[string]string{
		"plan":         a.PlanLabel,
		"billing":      a.BillingLabel,
		"renewal":      a.RenewText,
		"seats":        a.SeatsText,
		"next_invoice": a.NextInvoice,
		"card":         a.CardText,
		"card_expiry":  a.CardExpiry,
	}
}

func newAccount(s Scenario) account {
	a := account{Scenario: s, Query: s.Query(), Invoices: Invoices(s),
		UsageCalls: UsageCalls, UsageLimit: UsageLimit, RenewalDate: RenewalDate,
		Name: DemoName, Email: DemoEmail, Password: DemoPassword,
		Balance: "$0.00", BalanceNote: "All invoices are paid."}
	switch s.Plan {
	case PlanTeam:
		a.PlanLabel, a.PlanBlurb, a.NextInvoice = "Team (monthly)", "25 seats · 250,000 API calls / month", "$310.00"
	case PlanFree:
		a.PlanLabel, a.PlanBlurb, a.NextInvoice = "Free", "3 seats · 5,000 API calls / month", "$0.00"
	default:
		a.PlanLabel, a.PlanBlurb, a.NextInvoice = "Pro (yearly)", "10 seats · 50,000 API calls / month", "$1,240.00"
	}
	switch s.Billing {
	case BillingOverdue:
		a.BillingLabel, a.BillingTone = "Payment overdue", "danger"
		a.BillingDetail = "Invoice NW-2026-0311 was due on Nov 15, 2026."
		a.Balance, a.BalanceNote = "$186.40", "Invoice NW-2026-0311 was due on Nov 15, 2026."
	case BillingProcessing:
		a.BillingLabel, a.BillingTone = "Payment processing", "warning"
		a.BillingDetail = "Your bank is confirming the latest charge."
		a.Balance, a.BalanceNote = "$186.40", "A payment for NW-2026-0311 is being processed."
	default:
		a.BillingLabel, a.BillingTone = "Payment received", "success"
		a.BillingDetail = "Last payment on Nov 1, 2026."
	}
	if s.Renew {
		a.RenewText = "Renews automatically on " + RenewalDate
	} else {
		a.RenewText = "Will not renew · access ends " + RenewalDate
	}
	a.SeatsLimit = s.Plan.seatLimit()
	a.SeatsUsed = s.Seats
	if a.SeatsUsed == 0 {
		a.SeatsUsed = s.Plan.defaultSeats()
	}
	a.SeatsText = fmt.Sprintf("%d of %d seats used", a.SeatsUsed, a.SeatsLimit)
	a.SeatsPercent = a.SeatsUsed * 100 / a.SeatsLimit
	a.CardText = "Visa ending in 4242"
	a.CardExpiry = "Expires 08/2027"
	if s.CardExpired {
		a.CardExpiry = "Expired 08/2025"
		a.CardExpired = true
	}
	return a
}
