package realapps_test

import (
	"testing"

	"github.com/jevtest/jev/examples/realapps/internal/tally"
	"github.com/jevtest/jev/jevtest"
	"github.com/playwright-community/playwright-go"
)

// Real apps nobody tuned the engine on, of frameworks the suite had none
// of, reported under the split "probe": JSON Editor (@json-editor/json-editor,
// a form generated from a JSON schema; the page is the package's own
// end-to-end fixture tests/pages/advanced.html, whose test
// tests/codeceptjs/editors/advanced_test.js the checks below port) and AG
// Grid Community (ag-grid-community, a virtualised data grid with ARIA grid
// roles, floating filters, row selection and pagination, on
// testdata/invoices.html, an invoice list with per-row actions). Every
// check was written and committed before the engine was first run on
// these apps; the first run is their out-of-sample estimate.
const splitProbe = tally.SplitProbe

// jeVisible names the visible one of JSON Editor's controls: the page
// renders its "Basic Person" alternative too (hidden), with the same ids
// and names.
func jeVisible(sel string) string { return sel + " >> visible=true" }

func jePet(i, field string) string { return `[name="root[0][pets][` + i + `][` + field + `]"]` }

func jePetRow(i string) string { return `tr:has(` + jePet(i, "name") + `)` }

// jsonEditorChecks read the People editor as its own test and its page's
// notes describe it: a person's fields under their labels, a location
// object whose citystate field a template fills, a pets table of selects
// and inputs, an alternative switcher, a validity indicator.
var jsonEditorChecks = []denseCheck{
	{"the heading of the page", "Advanced JSON Editor Example", true, "h1", false},
	{"the validation status of the form", "valid", true, "#valid_indicator", false},
	{"the validation status of the form", "not valid", false, "#valid_indicator", false},
	{"the title of the editor", "People", true, `[data-schemapath="root"] > .je-header > span >> nth=0`, false},
	{"the title of the first tab", "0 - John Smith", true, `.je-tab >> nth=0`, false},
	{"the kind of person selected", "Complex Person", true, `[id="root[0]switcher"]`, false},
	{"the kind of person selected", "Basic Person", false, `[id="root[0]switcher"]`, false},
	{"the name of the person", "John Smith", true, jeVisible(`[name="root[0][name]"]`), false},
	{"the name of the person", "Jane Smith", false, jeVisible(`[name="root[0][name]"]`), false},
	{"the age of John Smith", "35", true, jeVisible(`[name="root[0][age]"]`), false},
	{"the age of John Smith", "53", false, jeVisible(`[name="root[0][age]"]`), false},
	{"the gender of John Smith", "male", true, jeVisible(`[name="root[0][gender]"]`), false},
	{"the gender of John Smith", "female", false, jeVisible(`[name="root[0][gender]"]`), false},
	{"the description of the name field", "First and Last name", true, jeVisible(`[id="root[0][name]-description"]`), false},
	{"the city of the location", "San Francisco", true, `[name="root[0][location][city]"]`, false},
	{"the city of the location", "Los Angeles", false, `[name="root[0][location][city]"]`, false},
	{"the state of the location", "California", true, `[name="root[0][location][state]"]`, false},
	{"the citystate field", "San Francisco, California", true, `[name="root[0][location][citystate]"]`, false},
	{"the help text of the citystate field", "generated automatically from the previous two fields", true, `[data-schemapath="root.0.location.citystate"] p`, false},
	{"the heading of the pets table", "Pets", true, `[data-schemapath="root.0.pets"] .je-header span >> nth=0`, false},
	{"the name of the first pet", "Spot", true, jePet("0", "name"), false},
	{"the name of the first pet", "Whiskers", false, jePet("0", "name"), false},
	{"the type of Spot", "dog", true, jePet("0", "type"), false},
	{"the type of Spot", "cat", false, jePet("0", "type"), false},
	{"the type of the pet Whiskers", "cat", true, jePet("1", "type"), false},
	{"whether Spot is spayed or neutered", "true", true, jePet("0", "fixed"), false},
	{"the number of pets", "2", true, `[data-schemapath="root.0.pets"] tbody`, false},
	{"the number of people", "1", true, `.je-tabholder`, false},
}

// jsonEditorAfterCity are read after typing Stuttgart into the city field
// (the step of the package's advanced_test.js): the template recomputes
// citystate.
var jsonEditorAfterCity = []denseCheck{
	{"the citystate field", "Stuttgart, California", true, `[name="root[0][location][citystate]"]`, false},
	{"the citystate field", "San Francisco, California", false, `[name="root[0][location][citystate]"]`, false},
	{"the city of the location", "Stuttgart", true, `[name="root[0][location][city]"]`, false},
	{"the validation status of the form", "valid", true, "#valid_indicator", false},
}

// jsonEditorLocates find the editor's controls, per-row ones of the pets
// table among them; the last names a control the editor lacks.
var jsonEditorLocates = []denseLocate{
	{"the Add Person button", `button:has-text("Add Person")`, false},
	{"the button that deletes the last person", `button:has-text("Delete Last Person")`, false},
	{"the Restore to Default button", "#restore", false},
	{"the city field", `[name="root[0][location][city]"]`, false},
	{"the age field", jeVisible(`[name="root[0][age]"]`), false},
	{"the select that chooses the kind of person", `[id="root[0]switcher"]`, false},
	{"the Delete button of the Whiskers row", jePetRow("1") + " .json-editor-btntype-delete", false},
	{"the button that moves Spot down", jePetRow("0") + " .json-editor-btn-movedown", false},
	{"the type select of Whiskers", jePet("1", "type"), false},
	{"the Add row button of the pets table", `button:has-text("Add row")`, false},
	{"the button that deletes all pets", jeVisible(`.json-editor-btntype-deleteall`), false},
	{"the Upload photo button", "", false},
}

func invCell(number, col string) string {
	return `.ag-row[row-id="` + number + `"] [col-id="` + col + `"]`
}

const invRows = ".ag-paging-row-summary-panel"

// invoiceChecks read an invoice list as its bookkeeper would: cells under
// their column headers in a row named by its number or its customer, the
// summary figures over the grid, the pager's counts.
var invoiceChecks = []denseCheck{
	{"the heading of the page", "Invoices", true, "h1", false},
	{"the billing account number", "LS-2207", true, "#account", false},
	{"the total outstanding", "€9,450.00", true, "#sum-outstanding", false},
	{"the total outstanding", "€7,140.00", false, "#sum-outstanding", false},
	{"the overdue amount", "€2,310.00", true, "#sum-overdue", false},
	{"the amount paid this quarter", "€10,360.50", true, "#sum-paid", false},
	{"the amount of invoice INV-1043", "€3,900.00", true, invCell("INV-1043", "amount"), false},
	{"the amount of invoice INV-1043", "€3,090.00", false, invCell("INV-1043", "amount"), false},
	{"the status of invoice INV-1042", "overdue", true, invCell("INV-1042", "status"), false},
	{"the status of invoice INV-1042", "paid", false, invCell("INV-1042", "status"), false},
	{"the customer of INV-1047", "Tidewater Marine", true, invCell("INV-1047", "customer"), false},
	{"the customer of invoice INV-1044", "Contoso Pharmacy", true, invCell("INV-1044", "customer"), false},
	{"the customer of invoice INV-1044", "Fabrikam Ltd", false, invCell("INV-1044", "customer"), false},
	{"the due date of the Juniper Dental invoice", "2026-11-19", true, invCell("INV-1046", "due"), false},
	{"the issue date of INV-1045", "2026-10-15", true, invCell("INV-1045", "issued"), false},
	{"the status of the Orchard Bakery invoice", "sent", true, invCell("INV-1048", "status"), false},
	{"the status of the Orchard Bakery invoice", "draft", false, invCell("INV-1048", "status"), false},
	{"the amount of the Marlow Books invoice", "€325.00", true, invCell("INV-1050", "amount"), false},
	{"the amount of the Marlow Books invoice", "€352.00", false, invCell("INV-1050", "amount"), false},
	{"the invoice number of the Quarry Hill School invoice", "INV-1049", true, invCell("INV-1049", "number"), false},
	{"the amount of the Blue Heron Cafe invoice", "€480.00", true, invCell("INV-1042", "amount"), false},
	{"the status of the Fabrikam Ltd invoice", "sent", true, invCell("INV-1043", "status"), false},
	{"the payment status of INV-1041", "paid", true, invCell("INV-1041", "status"), false},
	{"the number of invoices", "12", true, invRows + ` [data-ref="lbRecordCount"]`, false},
	{"the rows shown on this page", "1 to 10 of 12", true, invRows, false},
	{"the current page", "page 1 of 2", true, ".ag-paging-page-summary-panel", false},
	{"the page size", "10", true, ".ag-paging-page-size", false},
}

// invoicePage2 are read after moving to the grid's second page.
var invoicePage2 = []denseCheck{
	{"the status of the Redwood Clinic invoice", "paid", true, invCell("INV-1052", "status"), false},
	{"the amount of INV-1051", "€1,870.00", true, invCell("INV-1051", "amount"), false},
	{"the amount of INV-1051", "€1,780.00", false, invCell("INV-1051", "amount"), false},
	{"the rows shown on this page", "11 to 12 of 12", true, invRows, false},
}

// invoiceLocates find per-row actions (destructive ones among them), the
// grid's own controls and the toolbar; the last names an action a paid
// invoice does not have.
var invoiceLocates = []denseLocate{
	{"the Send reminder button of INV-1044", "#remind-1044", false},
	{"the Send reminder button of the Blue Heron Cafe invoice", "#remind-1042", false},
	{"the button that voids invoice INV-1043", "#void-1043", false},
	{"the button that deletes the draft INV-1047", "#delete-1047", false},
	{"the checkbox that selects INV-1045", `.ag-row[row-id="INV-1045"] input[type=checkbox]`, false},
	{"the checkbox that selects all invoices", `.ag-header-row input[type=checkbox]`, false},
	{"the filter input of the Customer column", `input[aria-label="Customer Filter Input"]`, false},
	{"the Export CSV button", "#export", false},
	{"the search field for invoices", "#quick", false},
	{"the New invoice button", "#new-invoice", false},
	{"the Next Page button", `[data-ref="btNext"]`, false},
	{"the button that voids INV-1041", "", false},
}

// citystateJS waits for JSON Editor's template to have recomputed the
// citystate field from the typed city.
const citystateJS = `() => document.querySelector('[name="root[0][location][citystate]"]').value.startsWith("Stuttgart")`

// TestProbeApps runs the probe apps' checks, acts as their scenarios do
// (through the located control when it was located right, else through
// the selector) and pins the safety figures.
func TestProbeApps(t *testing.T) {
	t.Run("apps", func(t *testing.T) {
		t.Run("jsoneditor", func(t *testing.T) {
			t.Parallel()
			s := jevtest.New(t)
			offline(t, s)
			s.Goto(server.URL + "/@json-editor/json-editor/tests/pages/advanced.html")
			waitFor(t, s, `#valid_indicator:has-text("valid")`)
			runProbe(t, s, "jsoneditor", "people", jsonEditorChecks, jsonEditorLocates)
			p := newProbe(t, s, "jsoneditor", splitProbe, "city typed")
			city := `[name="root[0][location][city]"]`
			if tgt, ok := p.locate("the city field", city); ok {
				s.Fill(tgt, "Stuttgart")
			} else if err := s.Page().Locator(city).Fill("Stuttgart"); err != nil {
				t.Fatalf("typing the city: %v", err)
			}
			if err := s.Page().Locator(city).Press("Tab"); err != nil {
				t.Fatalf("leaving the city field: %v", err)
			}
			if _, err := s.Page().WaitForFunction(citystateJS, nil); err != nil {
				t.Fatalf("citystate was not recomputed: %v", err)
			}
			runProbe(t, s, "jsoneditor", "city typed", jsonEditorAfterCity, nil)
		})
		t.Run("invoices", func(t *testing.T) {
			t.Parallel()
			s := openDense(t, "invoices.html", "body[data-grid-ready]")
			runProbe(t, s, "invoices", "invoices", invoiceChecks, invoiceLocates)
			p := newProbe(t, s, "invoices", splitProbe, "page 2")
			next := `[data-ref="btNext"]`
			if tgt, ok := p.locate("the button that shows the next page", next); ok {
				s.Click(tgt)
			} else if err := s.Page().Locator(next).Click(); err != nil {
				t.Fatalf("moving to page 2: %v", err)
			}
			waitFor(t, s, `.ag-row[row-id="INV-1052"]`)
			runProbe(t, s, "invoices", "page 2", invoicePage2, nil)
		})
	})
	pinSafety(t)
}

// runProbe runs description and locate checks on the open page under the
// split "probe".
func runProbe(t *testing.T, s *jevtest.Session, app, check string, checks []denseCheck, locs []denseLocate) {
	t.Helper()
	p := newProbe(t, s, app, splitProbe, check)
	for _, c := range checks {
		p.describe(c.desc, c.expected, c.claim, c.right)
	}
	for _, l := range locs {
		if l.right == "" {
			p.refuse(l.desc)
			continue
		}
		p.locate(l.desc, l.right)
	}
}

// waitFor waits for selector to match a visible element.
func waitFor(t *testing.T, s *jevtest.Session, selector string) {
	t.Helper()
	ms := 10000.0
	err := s.Page().Locator(selector).First().WaitFor(playwright.LocatorWaitForOptions{Timeout: &ms})
	if err != nil {
		t.Fatalf("%s did not show: %v", selector, err)
	}
}
