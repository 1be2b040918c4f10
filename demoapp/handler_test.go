package demoapp

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

func get(t *testing.T, h http.Handler, target string) (int, string, http.Header) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
	return rec.Code, rec.Body.String(), rec.Header()
}

func mustContain(t *testing.T, what, body string, markers ...string) {
	t.Helper()
	for _, m := range markers {
		if !strings.Contains(body, m) {
			t.Errorf("%s: missing %q", what, m)
		}
	}
}

func mustNotContain(t *testing.T, what, body string, markers ...string) {
	t.Helper()
	for _, m := range markers {
		if strings.Contains(body, m) {
			t.Errorf("%s: unexpected %q", what, m)
		}
	}
}

func TestPagesRenderTheirMarkers(t *testing.T) {
	h := Handler(WithUsageDelay(0), WithPaymentOrigin("http://127.0.0.1:9"))
	cases := []struct {
		path    string
		markers []string
	}{
		{PathOverview, []string{
			"<title>Account overview · Northwind Cloud</title>",
			`<dt>Plan</dt>`, `<dd data-testid="plan" class="strong">Pro (yearly)</dd>`,
			`<dt>Billing status</dt>`, `<span class="badge success">Payment received</span>`,
			`role="switch" aria-checked="true" aria-labelledby="renew-label"`,
			`<span id="renew-text" data-testid="renewal">Renews automatically on Dec 1, 2026</span>`,
			`<p class="metric" data-testid="seats">7 of 10 seats used</p>`,
			`role="meter" aria-label="Seats used" aria-valuemin="0" aria-valuemax="10" aria-valuenow="7"`,
			`<dd data-testid="next-invoice" class="strong">$1,240.00</dd>`,
			`<usage-meter used="12400" limit="50000" period="November 2026"></usage-meter>`,
			`id="refresh-usage" data-testid="refresh-usage">Refresh usage</button>`,
			`<iframe class="payment-frame" title="Payment method" src="http://127.0.0.1:9/payment-method"`,
			`role="dialog" aria-modal="true"`,
			`Are you sure? Your plan stays active until Dec 1, 2026.`,
			`>Keep plan</button>`, `>Cancel plan</button>`,
			`data-testid="open-cancel">Cancel subscription</button>`,
			`<a href="/" aria-current="page">`,
		}},
		{PathInvoices, []string{
			`<th scope="col">Date</th><th scope="col">Number</th><th scope="col" class="num">Amount</th><th scope="col">Status</th>`,
			`<th scope="row">NW-2026-0311</th>`, `<th scope="row">NW-2025-0412</th>`,
			`<td class="num">$1,240.00</td>`, `<span class="badge neutral">Refunded</span>`,
			`<span class="badge success">Paid</span>`, `<p class="metric" data-testid="balance">$0.00</p>`,
			`<a href="/invoices" aria-current="page">`,
		}},
		{PathInvoices + "/NW-2026-0236", []string{
			"<h1>Invoice NW-2026-0236</h1>", `data-testid="invoice-amount" class="strong">$98.00</dd>`, `>Refunded</span>`,
		}},
		{PathProfile, []string{
			`<input id="name" name="name" type="text" autocomplete="name" value="Ada Lovelace"`,
			`value="ada.lovelace@acme-robotics.example"`,
			`type="password" autocomplete="current-password" value="` + DemoPassword + `"`,
			`<option value="en-US" selected>English (US)</option>`,
			`<input id="marketing" name="marketing" type="checkbox" aria-describedby="marketing-hint">`,
			`<label for="marketing">Marketing emails</label>`,
			`data-testid="save-profile">Save</button>`,
			`class="toast-region" role="status" aria-live="polite"`,
		}},
		{PathPaymentMethod, []string{
			`data-testid="card">Visa ending in 4242</p>`, `data-testid="card-expiry">Expires 08/2027</p>`,
			`<button type="button" id="update-card">Update card</button>`,
		}},
	}
	for _, c := range cases {
		code, body, hdr := get(t, h, c.path)
		if code != http.StatusOK {
			t.Fatalf("GET %s: status %d, want 200", c.path, code)
		}
		if ct := hdr.Get("Content-Type"); ct != "text/html; charset=utf-8" {
			t.Errorf("GET %s: Content-Type %q", c.path, ct)
		}
		mustContain(t, c.path, body, c.markers...)
	}
	// The default scenario has six invoices, five of them paid.
	_, body, _ := get(t, h, PathInvoices)
	if n := strings.Count(body, `<tr data-invoice=`); n != 6 {
		t.Errorf("invoice rows = %d, want 6", n)
	}
	if n := strings.Count(body, `>Paid</span>`); n != 5 {
		t.Errorf("Paid rows = %d, want 5", n)
	}
}

func TestStaticAssets(t *testing.T) {
	h := Handler()
	for path, marker := range map[string]string{
		"/static/app.css":         ".sidebar",
		"/static/app.js":          "Profile saved",
		"/static/usage-meter.js":  "attachShadow({ mode: 'open' })",
		"/static/usage-meter.js#": "customElements.define('usage-meter'",
	} {
		code, body, _ := get(t, h, strings.TrimSuffix(path, "#"))
		if code != http.StatusOK {
			t.Fatalf("GET %s: %d", path, code)
		}
		mustContain(t, path, body, marker)
	}
}

func TestScenarioChangesRenderedText(t *testing.T) {
	h := Handler(WithUsageDelay(0))
	cases := []struct {
		query       string
		want, unwan []string
	}{
		{"?plan=free", []string{`data-testid="plan" class="strong">Free</dd>`, "1 of 3 seats used", `>$0.00</dd>`}, []string{"Pro (yearly)"}},
		{"?plan=team", []string{`>Team (monthly)</dd>`, "18 of 25 seats used", `>$310.00</dd>`}, []string{"Pro (yearly)"}},
		{"?billing=overdue", []string{`<span class="badge danger">Payment overdue</span>`, `role="alert"`}, []string{"Payment received"}},
		{"?billing=processing", []string{`<span class="badge warning">Payment processing</span>`}, []string{"Payment received", "Payment overdue"}},
		{"?renew=off", []string{`aria-checked="false"`, "Will not renew · access ends Dec 1, 2026", `data-testid="open-cancel" disabled>`}, []string{"Renews automatically"}},
		{"?seats=10", []string{"10 of 10 seats used", `aria-valuenow="10"`, "width: 100%"}, nil},
		{"?card=expired", []string{`src="/payment-method?card=expired"`}, nil},
		{"?plan=free&renew=off", []string{`>Free</dd>`, "Will not renew", `href="/invoices?plan=free&amp;renew=off"`}, nil},
	}
	for _, c := range cases {
		code, body, _ := get(t, h, "/"+c.query)
		if code != http.StatusOK {
			t.Fatalf("GET /%s: %d", c.query, code)
		}
		mustContain(t, c.query, body, c.want...)
		mustNotContain(t, c.query, body, c.unwan...)
	}
	_, body, _ := get(t, h, PathInvoices+"?billing=overdue")
	mustContain(t, "invoices overdue", body, `<span class="badge danger">Overdue</span>`, `data-testid="balance">$186.40</p>`)
	_, body, _ = get(t, h, PathPaymentMethod+"?card=expired")
	mustContain(t, "payment expired", body, `data-testid="card-expiry">Expired 08/2025</p>`)
	mustNotContain(t, "payment expired", body, "Expires 08/2027")
	_, body, _ = get(t, h, PathProfile+"?marketing=on")
	mustContain(t, "marketing on", body, `type="checkbox" checked aria-describedby="marketing-hint">`)
}

func TestBadScenarioIs400(t *testing.T) {
	h := Handler(WithUsageDelay(0))
	for target, msg := range map[string]string{
		"/?plan=gold":            `app: bad scenario parameter: plan="gold"`,
		"/invoices?billing=late": `app: bad scenario parameter: billing="late"`,
		"/profile?renew=yes":     `app: bad scenario parameter: renew="yes"`,
		"/?seats=11":             `app: bad scenario parameter: seats="11" (want 1..10 for plan pro)`,
		"/?plan=free&seats=4":    `app: bad scenario parameter: seats="4" (want 1..3 for plan free)`,
		"/?seats=0":              `app: bad scenario parameter: seats="0" (want 1..10 for plan pro)`,
		"/?card=gold":            `app: bad scenario parameter: card="gold"`,
		"/?usage=slow":           `app: bad scenario parameter: usage="slow"`,
		"/?marketing=1":          `app: bad scenario parameter: marketing="1"`,
	} {
		code, body, _ := get(t, h, target)
		if code != http.StatusBadRequest || strings.TrimSpace(body) != msg {
			t.Errorf("GET %s = %d %q, want 400 %q", target, code, body, msg)
		}
	}
	code, body, _ := get(t, h, PathUsageAPI+"?plan=gold")
	if code != http.StatusBadRequest || strings.TrimSpace(body) != `{"error":"app: bad scenario parameter: plan=\"gold\""}` {
		t.Errorf("usage with bad scenario = %d %s", code, body)
	}
}

func TestParseScenario(t *testing.T) {
	s, err := ParseScenario(url.Values{"plan": {"team"}, "billing": {"overdue"}, "renew": {"off"}, "seats": {"25"},
		"card": {"expired"}, "usage": {"fail"}, "marketing": {"on"}, "utm_source": {"x"}})
	if err != nil {
		t.Fatal(err)
	}
	want := Scenario{Plan: PlanTeam, Billing: BillingOverdue, Renew: false, Seats: 25, CardExpired: true, UsageFails: true, Marketing: true}
	if s != want {
		t.Fatalf("ParseScenario = %+v, want %+v", s, want)
	}
	if q := s.Query(); q != "?billing=overdue&card=expired&marketing=on&plan=team&renew=off&seats=25&usage=fail" {
		t.Errorf("Query = %q", q)
	}
	if q := DefaultScenario().Query(); q != "" {
		t.Errorf("default Query = %q, want empty", q)
	}
	back, err := ParseScenario(s.Values())
	if err != nil || back != s {
		t.Errorf("round trip = %+v, %v", back, err)
	}
	if _, err := ParseScenario(url.Values{"plan": {""}}); !errors.Is(err, ErrBadScenario) {
		t.Errorf("empty plan: err = %v, want ErrBadScenario", err)
	}
	if got := Text(Scenario{Plan: PlanFree, Billing: BillingOverdue}); got["plan"] != "Free" || got["billing"] != "Payment overdue" ||
		got["renewal"] != "Will not renew · access ends Dec 1, 2026" || got["seats"] != "1 of 3 seats used" || got["next_invoice"] != "$0.00" {
		t.Errorf("Text = %v", got)
	}
}

func TestUsageAPI(t *testing.T) {
	h := Handler(WithUsageDelay(0))
	code, body, hdr := get(t, h, PathUsageAPI)
	if code != http.StatusOK || hdr.Get("Content-Type") != "application/json" {
		t.Fatalf("usage = %d %q", code, hdr.Get("Content-Type"))
	}
	var u UsageReport
	if err := json.Unmarshal([]byte(body), &u); err != nil {
		t.Fatal(err)
	}
	if u != (UsageReport{APICalls: 12400, Limit: 50000, Period: "2026-11", Message: "Usage updated: 12,400 API calls"}) {
		t.Errorf("usage = %+v", u)
	}
	code, body, _ = get(t, h, PathUsageAPI+"?usage=fail")
	if code != http.StatusServiceUnavailable || strings.TrimSpace(body) != `{"error":"usage service unavailable"}` {
		t.Errorf("usage=fail = %d %s", code, body)
	}
}

func TestUsageAPIWaitsItsDelayAndStopsOnCancel(t *testing.T) {
	srv := httptest.NewServer(Handler(WithUsageDelay(300 * time.Millisecond)))
	defer srv.Close()
	start := time.Now()
	res, err := http.Get(srv.URL + PathUsageAPI)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, res.Body)
	_ = res.Body.Close()
	if el := time.Since(start); el < 300*time.Millisecond {
		t.Errorf("usage answered after %v, want >= 300ms", el)
	}
	// A cancelled request ends the handler's wait: it writes nothing.
	h := Handler(WithUsageDelay(MaxUsageDelay))
	req := httptest.NewRequest(http.MethodGet, PathUsageAPI, nil)
	ctx, cancel := context.WithCancel(req.Context())
	cancel()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req.WithContext(ctx))
	if rec.Body.Len() != 0 {
		t.Errorf("cancelled usage wrote %q", rec.Body.String())
	}
}

func TestProfileAPI(t *testing.T) {
	h := Handler()
	post := func(ct, body string) (int, string) {
		req := httptest.NewRequest(http.MethodPost, PathProfileAPI, strings.NewReader(body))
		if ct != "" {
			req.Header.Set("Content-Type", ct)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code, strings.TrimSpace(rec.Body.String())
	}
	cases := []struct {
		ct, body string
		code     int
		resp     string
	}{
		{"application/json", `{"name":" Grace Hopper ","email":"grace@navy.example","language":"de-DE","marketing":true}`, 200,
			`{"name":"Grace Hopper","email":"grace@navy.example","language":"de-DE","marketing":true}`},
		{"application/json", `{"name":"Ada","email":"ada@x.example","language":"en-US","password":"x"}`, 400, `{"error":"malformed profile JSON"}`},
		{"application/json", `{"name":`, 400, `{"error":"malformed profile JSON"}`},
		{"application/json", `{"name":"A","email":"a@b.example","language":"en-US"} {}`, 400, `{"error":"malformed profile JSON"}`},
		{"application/json", `{"name":"  ","email":"a@b.example","language":"en-US"}`, 422, `{"error":"name is required"}`},
		{"application/json", `{"name":"A","email":"not-an-email","language":"en-US"}`, 422, `{"error":"email is invalid"}`},
		{"application/json", `{"name":"A","email":"A <a@b.example>","language":"en-US"}`, 422, `{"error":"email is invalid"}`},
		{"application/json", `{"name":"A","email":"a@b.example","language":"xx"}`, 422, `{"error":"language is not supported"}`},
		{"text/plain", `{}`, 415, `{"error":"content type must be application/json"}`},
		{"application/json", `{"name":"` + strings.Repeat("a", maxProfileBody) + `"}`, 413, `{"error":"body too large"}`},
	}
	for i, c := range cases {
		code, resp := post(c.ct, c.body)
		if code != c.code || resp != c.resp {
			t.Errorf("case %d: %d %s, want %d %s", i, code, resp, c.code, c.resp)
		}
	}
}

func TestRoutingErrors(t *testing.T) {
	h := Handler()
	for target, want := range map[string]int{
		"/nope":                  404,
		"/invoices/NW-0000-0000": 404,
		"/static/missing.css":    404,
		"/api/nope":              404,
	} {
		if code, _, _ := get(t, h, target); code != want {
			t.Errorf("GET %s = %d, want %d", target, code, want)
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/", nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST / = %d, want 405", rec.Code)
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, PathProfileAPI, nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("GET /api/profile = %d, want 405", rec.Code)
	}
	// The payment origin serves the card frame and nothing else.
	p := PaymentHandler()
	if code, _, _ := get(t, p, PathPaymentMethod); code != 200 {
		t.Errorf("payment frame = %d", code)
	}
	for _, target := range []string{"/", PathInvoices, PathUsageAPI, "/static/app.css"} {
		if code, _, _ := get(t, p, target); code != 404 {
			t.Errorf("payment origin GET %s = %d, want 404", target, code)
		}
	}
}

func TestOptionsValidation(t *testing.T) {
	const origin = ": want scheme://host[:port]"
	bad := []struct {
		opt  Option
		want string
	}{
		{WithUsageDelay(-time.Millisecond), "WithUsageDelay(-1ms): want a delay in [0, 10s]"},
		{WithUsageDelay(MaxUsageDelay + 1), "WithUsageDelay(10.000000001s): want a delay in [0, 10s]"},
		{WithPaymentOrigin("127.0.0.1:80"), `WithPaymentOrigin("127.0.0.1:80"): parse "127.0.0.1:80": first path segment in URL cannot contain colon`},
		{WithPaymentOrigin("ftp://127.0.0.1"), `WithPaymentOrigin("ftp://127.0.0.1")` + origin},
		{WithPaymentOrigin("http://127.0.0.1/pay"), `WithPaymentOrigin("http://127.0.0.1/pay")` + origin},
		{WithPaymentOrigin("http://127.0.0.1?x=1"), `WithPaymentOrigin("http://127.0.0.1?x=1")` + origin},
		{WithPaymentOrigin("http://u:p@127.0.0.1"), `WithPaymentOrigin("http://u:p@127.0.0.1")` + origin},
		{WithPaymentOrigin("http://%zz"), `WithPaymentOrigin("http://%zz"): parse "http://%zz": invalid URL escape "%zz"`},
	}
	for _, c := range bad {
		h, err := NewHandler(c.opt)
		if want := "app: invalid option: " + c.want; !errors.Is(err, ErrInvalidOption) || err.Error() != want || h != nil {
			t.Errorf("NewHandler = %v, %v; want nil, %q (ErrInvalidOption)", h, err, want)
		}
	}
	func() {
		defer func() {
			if r := recover(); r == nil {
				t.Error("Handler with a bad option did not panic")
			}
		}()
		Handler(WithUsageDelay(-1))
	}()
	h, err := NewHandler(WithPaymentOrigin("http://localhost:8080/"), nil)
	if err != nil {
		t.Fatal(err)
	}
	_, body, _ := get(t, h, "/")
	mustContain(t, "payment origin", body, `src="http://localhost:8080/payment-method"`)
}

func TestGroupThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 12400: "12,400", 1234567: "1,234,567", -50000: "-50,000"} {
		if got := groupThousands(n); got != want {
			t.Errorf("groupThousands(%d) = %q, want %q", n, got, want)
		}
	}
}
