package realapps_test

import (
	"testing"

	"github.com/jevtest/jev/jevtest"
	"github.com/playwright-community/playwright-go"
)

// Dense pages for source selection (grounding): Redoc rendering
// testdata/library.json and a Tabulator departures board
// (testdata/tabulator.html). Their checks were written before any tuning
// of source selection on them. Checks marked splitOwn are held out from
// that tuning (measured, never tuned on): their figures are reported as
// the apps "redoc/held" and "tabulator/held".
const splitOwn = "dev-heldout"

// denseCheck is one description check of a dense page: the description,
// the expected statement, whether it is true of the page, the right
// element (a selector) and whether it is held out from tuning.
type denseCheck struct {
	desc, expected string
	claim          bool
	right          string
	held           bool
}

// runDense runs checks on the open page, judging each against its right
// element; app names the page in the report.
func runDense(t *testing.T, s *jevtest.Session, app, check string, checks []denseCheck) {
	t.Helper()
	dev := newProbe(t, s, app, "dev", check)
	held := newProbe(t, s, app+"/held", splitOwn, check)
	for _, c := range checks {
		p := dev
		if c.held {
			p = held
		}
		p.describe(c.desc, c.expected, c.claim, c.right)
	}
}

// openDense opens a page of testdata offline and waits for ready.
func openDense(t *testing.T, page, ready string) *jevtest.Session {
	t.Helper()
	s := jevtest.New(t)
	offline(t, s)
	s.Goto(server.URL + "/pages/" + page)
	if err := s.Page().Locator(ready).First().WaitFor(); err != nil {
		t.Fatalf("%s did not render: %v", page, err)
	}
	return s
}

const (
	rdInfo    = ".api-info"
	rdList    = `[id="operation/listBooks"]`
	rdAdd     = `[id="operation/addBook"]`
	rdGet     = `[id="operation/getBook"]`
	rdReturn  = `[id="operation/returnLoan"]`
	rdUpdate  = `[id="operation/updateMember"]`
	rdLicence = `.api-info span:has(> a[href*="BSD-3-Clause"])`
	rdEmail   = `.api-info span:has(> a[href^="mailto:"])`
)

// redocChecks read the overview and the operations of the City Library
// API the way a team publishing its reference would check it.
var redocChecks = []denseCheck{
	{"the API title", "City Library API", true, rdInfo + " h1", false},
	{"the API title", "Petstore API", false, rdInfo + " h1", false},
	{"the API version", "3.4.1", true, rdInfo + " h1 span", false},
	{"the API version", "version 2.0.0", false, rdInfo + " h1 span", false},
	{"the licence of the API", "BSD 3-Clause", true, rdLicence, false},
	{"the licence of the API", "MIT licence", false, rdLicence, true},
	{"the contact email of the API", "systems@library.example", true, rdEmail, true},
	{"the description of the API", "search the library's catalogue, place holds and manage loans", true, `[data-role="redoc-description"]`, false},
	{"the summary of the GET /books/{isbn} operation", "Find a book by its ISBN", true, rdGet + " h2", false},
	{"the summary of the GET /books/{isbn} operation", "Delete a book", false, rdGet + " h2", false},
	{"the description of the isbn path parameter", "the 13-digit ISBN of the book", true, rdGet + " table >> nth=0", false},
	{"the description of the isbn path parameter", "the loan to end", false, rdGet + " table >> nth=0", false},
	{"the default limit of the catalogue search", "20", true, rdList + ` tr:has([title="limit"])`, true},
	{"the default limit of the catalogue search", "50", false, rdList + ` tr:has([title="limit"])`, true},
	{"the maximum of the limit parameter", "50", true, rdList + ` tr:has([title="limit"])`, false},
	{"the type of the loanId parameter", "a 64-bit integer", true, rdReturn + ` tr:has([title="loanId"])`, false},
	{"the description of the DELETE /loans/{loanId} operation", "ends the loan and makes the copy available to the next hold", true, rdReturn + " p >> nth=0", false},
	{"the 404 response of returning a loan", "no such loan", true, rdReturn + ` button:has-text("404")`, false},
	{"the 429 response of updating a member", "too many updates, retry after an hour", true, rdUpdate + ` button:has-text("429")`, true},
	{"the status of the update member operation", "deprecated", true, rdUpdate + " h2", false},
	{"the description of the loans tag", "books a member has borrowed", true, `[id="tag/loans"]`, true},
	{"the description of the memberId parameter", "the member's card number", true, rdUpdate + ` tr:has([title="memberId"])`, true},
	{"the description of the memberId parameter", "the loan to end", false, rdUpdate + ` tr:has([title="memberId"])`, true},
	{"the description of the pages field in the request body of adding a book", "number of pages", true, rdAdd + ` tr:has([title="pages"])`, false},
	{"the content type of the request body of adding a book", "application/json", true, rdAdd + " h5", false},
}

func tabCell(row, field string) string {
	return `.tabulator-row:has-text("` + row + `") [tabulator-field="` + field + `"]`
}

// tabulatorChecks read the departures board, a paginated data grid whose
// values sit under column headers.
var tabulatorChecks = []denseCheck{
	{"the status of flight EI 154", "boarding", true, tabCell("EI 154", "status"), false},
	{"the status of flight EI 154", "cancelled", false, tabCell("EI 154", "status"), false},
	{"the gate of the Lufthansa flight", "A03", true, tabCell("Lufthansa", "gate"), false},
	{"the gate of the Lufthansa flight", "B12", false, tabCell("Lufthansa", "gate"), false},
	{"the departure time of the Air France flight", "14:35", true, tabCell("Air France", "departs"), true},
	{"the departure time of the Air France flight", "14:05", false, tabCell("Air France", "departs"), true},
	{"the fare of the KLM flight to Amsterdam", "€99", true, tabCell("KLM", "fare"), false},
	{"the fare of the KLM flight to Amsterdam", "€142", false, tabCell("KLM", "fare"), false},
	{"the number of seats left on the Iberia flight", "none", true, tabCell("Iberia", "seats"), false},
	{"the status of the flight to Madrid", "cancelled", true, tabCell("Madrid", "status"), true},
	{"the destination of flight SK 538", "Copenhagen", true, tabCell("SK 538", "destination"), false},
	{"the destination of flight SK 538", "Stockholm", false, tabCell("SK 538", "destination"), false},
	{"the airline of flight AF 1681", "Air France", true, tabCell("AF 1681", "airline"), true},
	{"the total number of seats left", "164", true, `.tabulator-calcs-bottom [tabulator-field="seats"]`, false},
	{"the total number of seats left", "120", false, `.tabulator-calcs-bottom [tabulator-field="seats"]`, false},
	{"how many departures the board shows", "6 of 8", true, ".tabulator-page-counter", false},
	{"the heading of the board", "Departures board", true, "h1", false},
	{"the flight number of the Aer Lingus flight", "EI 154", true, tabCell("Aer Lingus", "flight"), false},
	{"the gate of the flight to Paris", "C07", true, tabCell("Paris", "gate"), true},
	{"the status of the KLM flight", "on time", true, tabCell("KLM", "status"), false},
}

// tabulatorPage2 are read after moving to the board's second page.
var tabulatorPage2 = []denseCheck{
	{"the fare of the flight to Vienna", "€164", true, tabCell("Vienna", "fare"), true},
	{"the gate of flight OS 456", "B04", true, tabCell("OS 456", "gate"), true},
	{"the status of the TAP Air Portugal flight", "gate open", true, tabCell("TAP Air Portugal", "status"), false},
	{"the status of the TAP Air Portugal flight", "delayed", false, tabCell("TAP Air Portugal", "status"), false},
}

// TestDensePages runs the checks of the dense dev pages, then pins the
// safety figures.
func TestDensePages(t *testing.T) {
	t.Run("apps", func(t *testing.T) {
		t.Run("redoc", func(t *testing.T) {
			t.Parallel()
			s := openDense(t, "redoc.html", rdInfo+" h1")
			runDense(t, s, "redoc", "reference", redocChecks)
		})
		t.Run("tabulator", func(t *testing.T) {
			t.Parallel()
			s := openDense(t, "tabulator.html", ".tabulator-row")
			runDense(t, s, "tabulator", "board", tabulatorChecks)
			next := s.Page().Locator(`.tabulator-page[data-page="2"]`)
			if err := next.Click(playwright.LocatorClickOptions{}); err != nil {
				t.Fatalf("moving to page 2: %v", err)
			}
			if err := s.Page().Locator(`.tabulator-row:has-text("OS 456")`).WaitFor(); err != nil {
				t.Fatalf("page 2 did not show: %v", err)
			}
			runDense(t, s, "tabulator", "board page 2", tabulatorPage2)
		})
		for _, pg := range append(morePages, newPages...) {
			t.Run(pg.app, func(t *testing.T) {
				t.Parallel()
				s := openDense(t, pg.page, pg.ready)
				runDense(t, s, pg.app, pg.check, pg.checks)
			})
		}
		for _, pg := range append(append(kindPages, outPages...), kitPages...) {
			t.Run(pg.app, func(t *testing.T) {
				t.Parallel()
				s := openDense(t, pg.page, pg.ready)
				runDense(t, s, pg.app, pg.check, pg.checks)
				runDenseLocates(t, s, pg.app, pg.check, pg.locates)
			})
		}
	})
	pinSafety(t)
}
