package jevtest_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
)

// Assert grounds the description to the page's evidence, compares it with
// the expected meaning, re-reads the source and fails the test (with the
// evidence written under ArtifactDir) unless it passed. In a real test,
// pass the *testing.T; this example drives a recording testing.TB.
func ExampleSession_Assert() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><title>Account</title>
<dl><dt>Current plan</dt><dd id="plan">Pro (yearly)</dd><dt>Billing status</dt><dd>Payment failed</dd></dl>`)
	}))
	defer srv.Close()

	t := &recordingTB{name: "ExampleSession_Assert"}
	t.call(func() {
		s := jevtest.New(t)
		s.Goto(srv.URL)

		r := s.Assert(compare.Describe("Current plan"), "Pro (yearly)")
		fmt.Println(r.Status, r.Freshness, r.Provenance, r.Evidence.Text, "/", r.Evidence.Context)

		r = s.Assert(compare.Text(s.Page().Locator("#plan")), "Pro (yearly)")
		fmt.Println(r.Status, r.Source, "requests:", r.Usage.Requests)

		_, err := s.TryAssert(compare.Describe("Billing status"), "Paid")
		fmt.Println(err != nil)
	})
	t.runCleanups()
	os.RemoveAll(filepath.Join(os.TempDir(), "jev-artifacts", "ExampleSession_Assert")) // the TryAssert evidence
	fmt.Println("failures:", append(t.fatalMessages(), t.errorMessages()...))
	// Output:
	// passed verified deterministic Pro (yearly) / Current plan
	// passed locator requests: 0
	// true
	// failures: []
}
