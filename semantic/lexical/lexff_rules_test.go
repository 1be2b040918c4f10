package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestFalseFailRules pins the rules that keep equivalent pairs from a
// confident "different" (values_complement.go, values_entrydate.go,
// reldate_more.go, guard_planclause.go, polarity_entry.go,
// polarity_never.go, polarity_direction.go, values_zones.go,
// values_period.go, measure_energy.go), each beside near misses of the other truth
// that must not pass (not at 0.5 either).
func TestFalseFailRules(t *testing.T) {
	const (
		pass = semantic.StatusPassed
		fail = semantic.StatusFailed
		inc  = semantic.StatusInconclusive
	)
	checkVerdicts(t, []verdictCase{
		// The whole less the part is no sure conflict; the part itself
		// described with another number still is.
		{"Storage: 820 GB of 1 TB", "", "180 GB of storage left", inc},
		{"Downloading 2.4 GB of 8 GB", "", "5.6 GB left to download", inc},
		{"Downloading 2.4 GB of 8 GB", "", "5.6 GB downloaded", fail},
		{"Thread · 5 messages · 2 unread", "", "three read messages", inc},
		{"Thread · 5 messages · 2 unread", "", "three unread messages", fail},
		{"Comments (5) · 2 unresolved", "", "three comments resolved", inc},
		{"Comments (5) · 2 unresolved", "", "three comments unresolved", fail},
		{"14 applicants · 5 reviewed", "Data Engineer", "nine applicants not yet reviewed", inc},
		{"14 applicants · 5 reviewed", "Data Engineer", "nine applicants reviewed", fail},
		{"8,432 steps · Goal 10,000", "Today", "1,568 steps to go", inc},
		{"8,432 steps · Goal 10,000", "Today", "1,568 steps", fail},
		{"Spaces: 12 of 240 free", "", "228 spaces taken", inc},
		{"API keys: 3 of 5 used", "", "two more API keys can be created", inc},
		{"API keys: 3 of 5 used", "", "two API keys used", fail},
		// Exact arithmetic only: 2021 − 2 is no 2012.
		{"Vehicle 2 of 3 · 2021 Honda Civic", "Auto policy", "a 2012 Honda Civic", fail},
		{"Comprehensive $250 · Collision $500", "Deductibles", "a $250 collision deductible", fail},
		// Dated entries: each day word and relative month dates its entry.
		{"Yesterday 9,120 steps · Today 3,004", "", "3,004 steps today", pass},
		{"Yesterday 9,120 steps · Today 3,004", "", "9,120 steps today", fail},
		{"Yesterday 9,120 steps · Today 3,004", "", "3,004 steps yesterday", fail},
		{"Yesterday 12.4 kWh · Today 8.1 kWh", "Usage", "used 12.4 kWh today", fail},
		{"Last month: 18.2 GB · This month: 6.1 GB", "Data usage", "18.2 GB used this month", fail},
		{"Rewards: 0.00012 BTC this month · 0.00031 BTC last month", "", "earned 0.00031 BTC this month", fail},
		// A plan word plans its own entry, not the list.
		{"Estimated this month: $412.18 · Last month: $389.02", "Billing", "last month's bill was $389.02", pass},
		{"Estimated this month: $412.18 · Last month: $389.02", "Billing", "this month's bill is $389.02", fail},
		{"Estimated this month: $412.18 · Last month: $389.02", "Billing", "last month's bill was $412.18", fail},
		{"Estimated this month: $412.18 · Last month: $389.02", "Billing", "this month's bill is $412.18", inc},
		{"Est. delivery 7:45 PM", "Order #4471", "delivered at 7:45 PM", fail},
		// Another entry's negation.
		{"Last borrowed: Mar 2024 · Now: not borrowed", "", "you borrowed it in March 2024", inc},
		{"Last borrowed: Mar 2024 · Now: not borrowed", "", "you borrowed it in March 2025", fail},
		{"Deploy #482 · Failed · 3 min ago", "", "deploy 482 succeeded", fail},
		{"Not delivered · Shipped Dec 3", "", "delivered on Dec 3", fail},
		// "Never" against zero times.
		{"Email opened 3×, link clicked 0×", "", "never clicked the link", inc},
		{"Email opened 3×, link clicked 1×", "", "never clicked the link", fail},
		{"Email opened 0×, link clicked 2×", "", "never clicked the link", fail},
		// "down" before a value is its direction.
		{"Portfolio $12,480 · Today −$310 (−2.4%)", "", "the portfolio is down $310 today", inc},
		{"Portfolio $12,480 · Today +$310 (+2.4%)", "", "the portfolio is down $310 today", fail},
		{"Portfolio $12,480 · Today −$310 (−2.4%)", "", "the portfolio is up 2.4% today", fail},
		{"Down 12% vs last year", "Gas use", "gas use grew by 12 percent from last year", fail},
		{"−15% vs last winter", "Heating cost", "heating cost 15% less than last winter", inc},
		{"+15% vs last winter", "Heating cost", "heating cost 15% less than last winter", fail},
		{"Server down · 3 alerts", "", "the server is online", fail},
		// US time zones: the claim's time read in the page's zone.
		{"Deadline 11:59 PM ET", "Application", "the deadline is 8:59 PM Pacific", pass},
		{"Deadline 11:59 PM ET", "Application", "the deadline is 9:59 PM Pacific", fail},
		{"Deadline 11:59 PM ET", "Application", "the deadline is 8:59 PM Eastern", fail},
		{"8:00 PM ET", "Livestream", "the livestream starts at 6 PM Pacific", fail},
		{"8:00 PM ET", "Livestream", "the livestream starts at 7 PM Central", inc},
		// Energy: watt-hours convert.
		{"1.2 MWh", "Solar this year", "1,200 kWh generated this year", inc},
		{"1.2 MWh", "Solar this year", "1,200 Wh generated this year", fail},
		// Rates per month and per year: twelve months a year.
		{"Premium $1,284/yr", "Auto policy", "about 107 dollars a month", inc},
		{"Premium $1,284/yr", "Auto policy", "about 107 dollars a year", fail},
		{"Premium $1,284/yr", "Auto policy", "about 80 dollars a month", fail},
		{"Premium $96.50/mo", "Auto policy", "a premium of $1,158 a year", pass},
		{"Premium $96.50/mo", "Auto policy", "a premium of $96.50 a year", fail},
		{"$120/yr", "Pro", "12 dollars a month", fail},
	})
}
