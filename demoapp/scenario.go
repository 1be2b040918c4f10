package demoapp

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
)

// ErrBadScenario is wrapped by the error ParseScenario returns for a query
// parameter value it does not know; the pages answer such requests with
// 400 Bad Request.
var ErrBadScenario = errors.New("app: bad scenario parameter")

// Plan is the subscription plan a scenario shows.
type Plan string

// The plans the demo app knows.
const (
	PlanPro  Plan = "pro"  // "Pro (yearly)", 10 seats, $1,240.00 next invoice (the default)
	PlanTeam Plan = "team" // "Team (monthly)", 25 seats, $310.00 next invoice
	PlanFree Plan = "free" // "Free", 3 seats, $0.00 next invoice
)

// Billing is the billing state a scenario shows.
type Billing string

// The billing states the demo app knows.
const (
	BillingPaid       Billing = "paid"       // "Payment received" (the default)
	BillingOverdue    Billing = "overdue"    // "Payment overdue"; the newest invoice is Overdue
	BillingProcessing Billing = "processing" // "Payment processing": neither paid nor overdue yet
)

// Scenario selects what the demo pages show. Its zero value is not valid;
// DefaultScenario is the happy path. Each field maps to one query parameter:
//
//	plan=pro|team|free  billing=paid|overdue|processing  renew=on|off
//	seats=1..limit      card=valid|expired  usage=ok|fail  marketing=on|off
type Scenario struct {
	Plan    Plan
	Billing Billing
	// Renew is whether auto-renew is on ("Renews automatically on Dec 1,
	// 2026") or off ("Will not renew").
	Renew bool
	// Seats is how many seats are used, 1 through the plan's limit; 0 means
	// the plan's default (7 of 10 for Pro).
	Seats int
	// CardExpired shows the payment card as expired ("Expired 08/2025").
	CardExpired bool
	// UsageFails makes /api/usage answer 503, so "Refresh usage" reports an
	// error instead of the new count.
	UsageFails bool
	// Marketing pre-checks the "Marketing emails" box on the profile page.
	Marketing bool
}

// DefaultScenario is the scenario a page without query parameters shows:
// Pro (yearly), payment received, auto-renew on, 7 of 10 seats.
func DefaultScenario() Scenario {
	return Scenario{Plan: PlanPro, Billing: BillingPaid, Renew: true}
}

// ParseScenario reads the scenario parameters from q, starting from
// DefaultScenario. Parameters it does not know are ignored; a known parameter
// with a value it does not know is an error wrapping ErrBadScenario.
func ParseScenario(q url.Values) (Scenario, error) {
	s := DefaultScenario()
	bad := func(key, val string) error {
		return fmt.Errorf("%w: %s=%q", ErrBadScenario, key, val)
	}
	if q.Has("plan") {
		switch v := Plan(q.Get("plan")); v {
		case PlanPro, PlanTeam, PlanFree:
			s.Plan = v
		default:
			return Scenario{}, bad("plan", string(v))
		}
	}
	if q.Has("billing") {
		switch v := Billing(q.Get("billing")); v {
		case BillingPaid, BillingOverdue, BillingProcessing:
			s.Billing = v
		default:
			return Scenario{}, bad("billing", string(v))
		}
	}
	var err error
	if s.Renew, err = onOff(q, "renew", true); err != nil {
		return Scenario{}, err
	}
	if s.Marketing, err = onOff(q, "marketing", false); err != nil {
		return Scenario{}, err
	}
	if q.Has("card") {
		switch v := q.Get("card"); v {
		case "valid":
		case "expired":
			s.CardExpired = true
		default:
			return Scenario{}, bad("card", v)
		}
	}
	if q.Has("usage") {
		switch v := q.Get("usage"); v {
		case "ok":
		case "fail":
			s.UsageFails = true
		default:
			return Scenario{}, bad("usage", v)
		}
	}
	if q.Has("seats") {
		v := q.Get("seats")
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > s.Plan.seatLimit() {
			return Scenario{}, fmt.Errorf("%w: seats=%q (want 1..%d for plan %s)", ErrBadScenario, v, s.Plan.seatLimit(), s.Plan)
		}
		s.Seats = n
	}
	return s, nil
}

func onOff(q url.Values, key string, def bool) (bool, error) {
	if !q.Has(key) {
		return def, nil
	}
	switch v := q.Get(key); v {
	case "on":
		return true, nil
	case "off":
		return false, nil
	default:
		return false, fmt.Errorf("%w: %s=%q", ErrBadScenario, key, v)
	}
}

// Values returns the query parameters that select s, omitting those equal to
// the default, so DefaultScenario().Values() is empty.
func (s Scenario) Values() url.Values {
	d := DefaultScenario()
	v := url.Values{}
	if s.Plan != d.Plan && s.Plan != "" {
		v.Set("plan", string(s.Plan))
	}
	if s.Billing != d.Billing && s.Billing != "" {
		v.Set("billing", string(s.Billing))
	}
	if !s.Renew {
		v.Set("renew", "off")
	}
	if s.Seats != 0 {
		v.Set("seats", strconv.Itoa(s.Seats))
	}
	if s.CardExpired {
		v.Set("card", "expired")
	}
	if s.UsageFails {
		v.Set("usage", "fail")
	}
	if s.Marketing {
		v.Set("marketing", "on")
	}
	return v
}

// Query returns s as a query string with its leading "?", or "" for the
// default scenario, ready to append to a page path.
func (s Scenario) Query() string {
	if e := s.Values().Encode(); e != "" {
		return "?" + e
	}
	return ""
}

func (p Plan) seatLimit() int {
	switch p {
	case PlanTeam:
		return 25
	case PlanFree:
		return 3
	default:
		return 10
	}
}

func (p Plan) defaultSeats() int {
	switch p {
	case PlanTeam:
		return 18
	case PlanFree:
		return 1
	default:
		return 7
	}
}
