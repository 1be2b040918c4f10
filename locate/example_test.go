package locate_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/locate"
)

// Locate grounds a description to the real ref of an observed element;
// the ref is then acted on (re-validated, never retargeted) and compared
// without any further decider request.
func ExampleFinder_Locate() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><meta charset=utf-8><title>Plans</title>
<h2>Subscription</h2><button onclick="document.title='managing'">Manage plan</button><button>Cancel subscription</button>`)
	}))
	defer srv.Close()
	ctx := context.Background()
	b, err := jevtest.StartBrowser(ctx, jevtest.ConfigFromEnv())
	if err != nil {
		panic(err)
	}
	defer b.Close(ctx)
	page, err := b.Browser.NewPage()
	if err != nil {
		panic(err)
	}
	if _, err := page.Goto(srv.URL); err != nil {
		panic(err)
	}

	target, err := locate.New(page).Locate(ctx, "The Manage plan control")
	if err != nil {
		panic(err)
	}
	fmt.Println(target.CID, target.Role, target.Name, target.Confidence >= target.Threshold)

	r, err := compare.New(page).Compare(ctx, compare.Request{Actual: compare.Ref(target), Expected: "Manage plan"})
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Status, r.Source, r.Provenance, "requests", r.Usage.Requests)

	if err := locate.Click(ctx, page, target); err != nil {
		panic(err)
	}
	title, _ := page.Title()
	fmt.Println(title)
	// Output:
	// f0:c1 button Manage plan true
	// passed ref deterministic requests 0
	// managing
}
