package jevtest_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"

	"github.com/jevtest/jev/jevtest"
)

// A test gets its own context and page on the shared browser; everything is
// closed when the test ends. In a real test, pass the *testing.T (or
// GinkgoTB() in a Ginkgo spec); this example runs outside a test, so it
// drives a small recording testing.TB and runs its cleanups itself.
func ExampleNew() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><title>Plan</title><h1>Current plan: Pro (yearly)</h1>`)
	}))
	defer srv.Close()

	t := &recordingTB{name: "ExampleNew"}
	t.call(func() {
		s := jevtest.New(t)
		s.Goto(srv.URL)
		heading, err := s.Page().Locator("h1").TextContent()
		if err != nil {
			t.Fatalf("h1: %v", err)
		}
		fmt.Println(heading)
	})
	t.runCleanups()
	fmt.Println("failures:", append(t.fatalMessages(), t.errorMessages()...))
	// Output:
	// Current plan: Pro (yearly)
	// failures: []
}

// WithViewport and WithContextOptions shape the session's context.
func ExampleWithViewport() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><h1></h1><script>document.querySelector("h1").textContent = innerWidth + "x" + innerHeight</script>`)
	}))
	defer srv.Close()

	t := &recordingTB{name: "ExampleWithViewport"}
	t.call(func() {
		s := jevtest.New(t, jevtest.WithViewport(390, 844))
		s.Goto(srv.URL)
		size, _ := s.Page().Locator("h1").TextContent()
		fmt.Println(size)
	})
	t.runCleanups()
	// Output: 390x844
}

// Main is the TestMain of a package whose tests use jevtest: it closes the
// shared browser after the tests.
func ExampleMain() {
	// In a _test.go file:
	//
	//	func TestMain(m *testing.M) { jevtest.Main(m) }
}
