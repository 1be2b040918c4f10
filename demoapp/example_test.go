package demoapp_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/jevtest/jev/demoapp"
)

// Start the demo app on loopback and read the overview page of the
// "overdue" scenario.
func Example() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel() // closes both listeners
	srv, err := demoapp.Start(ctx)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer srv.Close()

	sc := demoapp.DefaultScenario()
	sc.Billing = demoapp.BillingOverdue
	res, err := http.Get(srv.PageURL(demoapp.PathOverview, sc))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	fmt.Println(res.StatusCode, strings.Contains(string(body), "Payment overdue"))
	fmt.Println(srv.URL() != srv.PaymentOrigin())
	fmt.Println(demoapp.Text(sc)["plan"])
	// Output:
	// 200 true
	// true
	// Pro (yearly)
}

// Serve the app from httptest for a test that needs only one origin: the
// payment frame is then loaded from the same origin.
func ExampleHandler() {
	srv := httptest.NewServer(demoapp.Handler(demoapp.WithUsageDelay(0)))
	defer srv.Close()
	res, err := http.Get(srv.URL + demoapp.PathUsageAPI)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer res.Body.Close()
	var u demoapp.UsageReport
	if err := json.NewDecoder(res.Body).Decode(&u); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Message)
	// Output: Usage updated: 12,400 API calls
}
