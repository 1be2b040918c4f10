package matchers_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/matchers"
	"github.com/onsi/gomega"
	"github.com/playwright-community/playwright-go"
)

var (
	exampleOnce    sync.Once
	exampleBrowser *jevtest.Browser
	exampleErr     error
)

// closeExampleBrowser is called by TestMain.
func closeExampleBrowser(ctx context.Context) error {
	if exampleBrowser == nil {
		return nil
	}
	return exampleBrowser.Close(ctx)
}

// examplePage serves body on loopback and opens it in a new context of a
// browser the examples share. close releases the page and the server.
func examplePage(body string) (page playwright.Page, close func(), err error) {
	exampleOnce.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		exampleBrowser, exampleErr = jevtest.StartBrowser(ctx, jevtest.ConfigFromEnv())
	})
	if exampleErr != nil {
		return nil, nil, exampleErr
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, "<!doctype html><meta charset=utf-8><title>Account</title>"+body)
	}))
	bc, err := exampleBrowser.Browser.NewContext()
	if err != nil {
		srv.Close()
		return nil, nil, err
	}
	close = func() {
		bc.Close()
		srv.Close()
	}
	if page, err = bc.NewPage(); err == nil {
		_, err = page.Goto(srv.URL)
	}
	if err != nil {
		close()
		return nil, nil, err
	}
	return page, close, nil
}

// verdictOf prints the first line of a Gomega failure and its verdict,
// without the engine's confidence (the example is not about the engine's
// numbers).
func verdictOf(message string, _ ...int) {
	lines := strings.Split(message, "\n")
	for _, l := range lines {
		if strings.Contains(l, " — ") && !strings.HasPrefix(l, " ") { // compare.Explain's status line
			l, _, _ = strings.Cut(l, " with confidence")
			l, _, _ = strings.Cut(l, " (confidence")
			fmt.Printf("FAIL %s | %s\n", lines[0], l)
			return
		}
	}
	fmt.Println("FAIL", message)
}

// Bind one Matchers per test, on that test's page: its matchers share the
// engine and the decision cache, and nothing is global, so parallel tests
// and `ginkgo -p` processes never share a page.
func ExampleBind() {
	page, closeAll, err := examplePage(`<dl>
  <dt>Plan</dt><dd data-testid="plan">Pro (yearly)</dd>
  <dt>Next invoice amount</dt><dd>$1,240.00</dd>
  <dt>Article</dt><dd data-testid="article">Draft</dd>
</dl>`)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer closeAll()

	m := matchers.Bind(page) // compare.WithDecider(...) picks another engine
	g := gomega.NewGomega(verdictOf)

	plan := page.GetByTestId("plan")
	g.Expect(plan).To(m.SemanticallyMatch("Professional annual subscription"))
	g.Expect(plan).NotTo(m.SemanticallyMatch("Free plan"))
	g.Expect(compare.Describe("Next invoice amount")).To(m.SemanticallyMatch("$1,240.00"))

	// A confidently different value fails Should ...
	g.Expect(plan).To(m.SemanticallyMatch("Free plan"))
	// ... and an inconclusive one fails ShouldNot as well as Should.
	g.Expect(page.GetByTestId("article")).NotTo(m.SemanticallyMatch("Approved by legal"))
	// Output:
	// FAIL Expected | failed — COMPARISON: different
	// FAIL SemanticallyMatch is inconclusive: it fails both Should and ShouldNot | inconclusive — COMPARISON uncertain: insufficient evidence
}

// Several expectations in one operation: one source-selection frontier and
// one comparison frontier, every item that did not pass listed.
func ExampleMatchers_AssertAll() {
	page, closeAll, err := examplePage(`<dl>
  <dt>Plan</dt><dd data-testid="plan">Pro (yearly)</dd>
  <dt>Billing status</dt><dd data-testid="billing">Payment received</dd>
</dl>`)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer closeAll()

	m := matchers.Bind(page)
	rs, err := m.AssertAll(context.Background(),
		matchers.That(page.GetByTestId("plan"), "Professional annual subscription"),
		matchers.That(page.GetByTestId("billing"), "Payment overdue"),
	)
	for _, r := range rs {
		fmt.Printf("%s: %q means %q? %s\n", r.Status, r.Evidence.Text, r.Expected, r.Choice)
	}
	fmt.Println(strings.Split(err.Error(), "\n")[0])
	// Output:
	// passed: "Pro (yearly)" means "Professional annual subscription"? equivalent
	// failed: "Payment received" means "Payment overdue"? different
	// SemanticallyMatch batch: 1 of 2 expectations did not hold (SEMANTIC_ASSERTION_FAILED)
}

// The unbound matcher takes a Playwright locator and reads it on the
// locator's own page with the embedded engine.
func ExampleSemanticallyMatch() {
	page, closeAll, err := examplePage(`<p data-testid="status">Payment received</p>`)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer closeAll()

	g := gomega.NewGomega(verdictOf)
	ok := g.Expect(page.GetByTestId("status")).To(matchers.SemanticallyMatch("Paid"))
	fmt.Println("paid:", ok)
	// Output:
	// paid: true
}
