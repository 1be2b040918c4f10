package realapps_test

import (
	"testing"

	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/locate"
	"github.com/playwright-community/playwright-go"
)

// apiDoc is an API reference viewer rendering testdata/petstore.json: a
// dense page, and for RapiDoc one rendered into open shadow roots.
type apiDoc struct {
	name  string
	page  string // under /pages/
	ready string // selector of an element present once the spec rendered
	// The right elements.
	title, version, license, deleteSummary string
	showOp, showOpParams, copyDelete       string
	expanded                               string // present once showOp is expanded
}

var apiDocs = []apiDoc{
	{
		name: "rapidoc", page: "rapidoc.html", ready: "#api-title",
		title: "#api-title", version: "#api-title span", license: "#api-info",
		deleteSummary: `[id="delete-/pets/-petId-"] .descr`,
		showOp:        `[id="get-/pets/-petId-"] summary`,
		showOpParams:  `[id="get-/pets/-petId-"]`,
		expanded:      `[id="get-/pets/-petId-"] >> text=The id of the pet to look up`,
	},
	{
		name: "swagger-ui", page: "swagger-ui.html", ready: ".info .title",
		title: ".info .title", version: ".info pre.version >> nth=0", license: ".info__license",
		deleteSummary: "#operations-pets-deletePet .opblock-summary-description",
		showOp:        "#operations-pets-showPetById .opblock-summary-control",
		showOpParams:  "#operations-pets-showPetById .parameters",
		expanded:      "#operations-pets-showPetById .parameters",
		copyDelete:    "#operations-pets-deletePet .copy-to-clipboard button",
	},
}

// scenarioAPIDoc reads the overview of the API and one operation's
// parameter, the way a team documenting its API would check its
// published reference.
func scenarioAPIDoc(t *testing.T, a apiDoc) {
	s := jevtest.New(t)
	offline(t, s)
	s.Goto(server.URL + "/pages/" + a.page)
	page := s.Page()
	if err := page.Locator(a.ready).WaitFor(); err != nil {
		t.Fatalf("%s did not render the spec: %v", a.name, err)
	}
	p := newProbe(t, s, a.name, "heldout", "overview")
	p.describe("the API title", "Petstore API", true, a.title)
	p.describe("the API title", "Bookstore API", false, a.title)
	p.describe("the API version", "version 1.2.0", true, a.version)
	p.describe("the licence of the API", "MIT licence", true, a.license)
	p.describe("the licence of the API", "Apache 2.0", false, a.license)

	p.check = "operation"
	p.describe("the summary of the DELETE /pets/{petId} operation", "removes a pet from the store", true, a.deleteSummary)
	if a.copyDelete != "" {
		// Located and judged, never clicked: acting is not the point here.
		p.locate("the button that copies the path of the DELETE operation", a.copyDelete)
	}
	op, ok := p.locate("the GET /pets/{petId} operation", a.showOp)
	clickOr(t, s, op, ok, a.showOp)
	if err := page.Locator(a.expanded).WaitFor(); err != nil {
		t.Fatalf("%s: the operation did not expand: %v", a.name, err)
	}
	p.describe("the description of the petId parameter", "the id of the pet to look up", true, a.showOpParams)
	p.describe("the description of the petId parameter", "the id of the pet to remove", false, a.showOpParams)
}

// clickOr clicks the target located right, else the right element.
func clickOr(t *testing.T, s *jevtest.Session, tgt locate.Target, ok bool, selector string) {
	t.Helper()
	if ok {
		s.Click(tgt)
		return
	}
	if err := s.Page().Locator(selector).Click(playwright.LocatorClickOptions{}); err != nil {
		t.Fatalf("clicking %s: %v", selector, err)
	}
}

// TestAPIDocs runs the API reference scenario on every viewer, then pins
// the safety figures of its checks.
func TestAPIDocs(t *testing.T) {
	t.Run("apps", func(t *testing.T) {
		for _, a := range apiDocs {
			t.Run(a.name, func(t *testing.T) {
				t.Parallel()
				scenarioAPIDoc(t, a)
			})
		}
	})
	pinSafety(t)
}
