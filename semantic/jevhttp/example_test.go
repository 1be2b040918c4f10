package jevhttp_test

import (
	"context"
	"fmt"
	"net/http/httptest"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/jevhttp"
	"github.com/jevtest/jev/semantic/lexical"
)

// Serve the embedded engine over the jev decision protocol and ask it a
// question through the HTTP client, as a team sharing one decision service
// would (`jev serve` runs the same handler).
func ExampleNewHandler() {
	srv := httptest.NewServer(jevhttp.NewHandler(lexical.New()))
	defer srv.Close()

	client, err := jevhttp.New(srv.URL) // POSTs to srv.URL + "/v1/decide"
	if err != nil {
		fmt.Println(err)
		return
	}
	q := semantic.NewComparisonQuestion("plan", "Pro (yearly)", "Current plan", "Professional annual subscription")
	ds, usage, err := semantic.RunFrontier(context.Background(), client, []semantic.Question{q}, semantic.State{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ds[0].Choice, semantic.Verdict(ds[0], 0.8), usage.Requests, usage.Model)
	// Output: equivalent passed 1 lexical/11
}
