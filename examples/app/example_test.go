package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/jevtest/jev/examples/app"
)

// Start the demo app on loopback and read the overview page of the
// "overdue" scenario.
func Example() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel() // closes both listeners
	srv, err := app.Start(ctx)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer srv.Close()

	sc := app.DefaultScenario()
	sc.Billing = app.BillingOverdue
	res, err := http.Get(srv.PageURL(app.PathOverview, sc))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	fmt.Println(res.StatusCode, strings.Contains(string(body), "Payment overdue"))
	fmt.Println(srv.URL() != srv.PaymentOrigin())
	fmt.Println(app.Text(sc)["plan"])
	// Output:
	// 200 true
	// true
	// Pro (yearly)
}

// Serve the app from httptest for a test that needs only one origin: the
// payment frame is then loaded from the same origin.
func ExampleHandler() {
	srv := httptest.NewServer(app.Handler(app.WithUsageDelay(0)))
	defer srv.Close()
	res, err := http.Get(srv.URL + app.PathUsageAPI)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer res.Body.Close()
	var u app.UsageReport
	if err := json.NewDecoder(res.Body).Decode(&u); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Message)
	// Output: Usage updated: 12,400 API calls
}
