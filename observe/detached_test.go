package observe

import (
	"context"
	"testing"

	"github.com/playwright-community/playwright-go"
)

// After a navigation away from a page with a cross-origin iframe,
// playwright-go can keep that iframe, detached, in page.Frames(); it is no
// part of the new page and observing must not read it.
func TestObserveAfterNavigatingAwayFromACrossOriginFrame(t *testing.T) {
	t.Parallel()
	card := serve(t, pages{"/card": `<!doctype html><p>Visa ending 4242</p>`})
	srv := serve(t, pages{
		"/":     `<!doctype html><h1>Overview</h1><iframe src="` + card.URL + `/card"></iframe><a href="/next">Next page</a>`,
		"/next": `<!doctype html><h1>Next</h1><button>Continue</button>`,
	})
	page := newPage(t)
	if _, err := page.Goto(srv.URL + "/"); err != nil {
		t.Fatal(err)
	}
	if err := page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Next page"}).Click(); err != nil {
		t.Fatal(err)
	}
	if err := page.WaitForURL(srv.URL + "/next"); err != nil {
		t.Fatal(err)
	}
	snap, err := Observe(context.Background(), page)
	if err != nil {
		t.Fatalf("observe after the navigation: %v", err)
	}
	if len(snap.Frames) != 1 || len(snap.Targets) != 1 || snap.Targets[0].Name != "Continue" {
		t.Fatalf("frames %d, targets %+v; want the new page only", len(snap.Frames), snap.Targets)
	}
}
