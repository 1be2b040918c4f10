package demoapp

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

func fetch(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, string(b)
}

func TestStartServesTwoOrigins(t *testing.T) {
	srv, err := Start(t.Context(), WithUsageDelay(0))
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	if !strings.HasPrefix(srv.URL(), "http://127.0.0.1:") || !strings.HasPrefix(srv.PaymentOrigin(), "http://127.0.0.1:") {
		t.Fatalf("origins %s, %s not on 127.0.0.1", srv.URL(), srv.PaymentOrigin())
	}
	if srv.URL() == srv.PaymentOrigin() {
		t.Fatalf("payment origin equals app origin %s", srv.URL())
	}
	code, body := fetch(t, srv.URL()+"/")
	if code != 200 {
		t.Fatalf("overview = %d", code)
	}
	mustContain(t, "overview", body, `src="`+srv.PaymentOrigin()+`/payment-method"`, "Pro (yearly)")
	code, body = fetch(t, srv.PaymentOrigin()+PathPaymentMethod)
	if code != 200 {
		t.Fatalf("payment = %d", code)
	}
	mustContain(t, "payment", body, "Visa ending in 4242", "Expires 08/2027", "Update card")
	if code, _ := fetch(t, srv.PaymentOrigin()+"/"); code != 404 {
		t.Errorf("payment origin / = %d, want 404", code)
	}
	if got := srv.PageURL(PathInvoices, Scenario{Plan: PlanFree, Billing: BillingPaid, Renew: true}); got != srv.URL()+"/invoices?plan=free" {
		t.Errorf("PageURL = %q", got)
	}
	code, body = fetch(t, srv.PageURL(PathOverview, Scenario{Plan: PlanPro, Billing: BillingOverdue, Renew: true}))
	if code != 200 || !strings.Contains(body, "Payment overdue") {
		t.Errorf("overdue overview = %d", code)
	}
	code, body = fetch(t, srv.URL()+PathUsageAPI)
	if code != 200 || !strings.Contains(body, `"apiCalls":12400`) {
		t.Errorf("usage = %d %s", code, body)
	}
}

// portsFree reports whether both ports can be listened on again.
func portsFree(t *testing.T, origins ...string) {
	t.Helper()
	for _, o := range origins {
		addr := strings.TrimPrefix(o, "http://")
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			t.Errorf("port of %s still taken: %v", o, err)
			continue
		}
		_ = ln.Close()
	}
}

func TestCloseFreesPorts(t *testing.T) {
	srv, err := Start(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if code, _ := fetch(t, srv.URL()+"/"); code != 200 {
		t.Fatalf("overview = %d", code)
	}
	if err := srv.Close(); err != nil {
		t.Fatalf("Close = %v", err)
	}
	if err := srv.Close(); err != nil {
		t.Fatalf("second Close = %v", err)
	}
	portsFree(t, srv.URL(), srv.PaymentOrigin())
	c := &http.Client{Timeout: 2 * time.Second}
	if _, err := c.Get(srv.URL() + "/"); err == nil {
		t.Error("GET after Close succeeded")
	}
}

func TestContextEndClosesServer(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	srv, err := Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	cancel()
	deadline := time.Now().Add(5 * time.Second)
	for {
		ln, err := net.Listen("tcp", strings.TrimPrefix(srv.URL(), "http://"))
		if err == nil {
			_ = ln.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("app port still taken 5s after ctx ended: %v", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := srv.Close(); err != nil {
		t.Errorf("Close after ctx end = %v", err)
	}
	portsFree(t, srv.PaymentOrigin())
}

func TestStartRejectsBadInput(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Start(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("Start with ended ctx: err = %v, want context.Canceled", err)
	}
	_, err := Start(context.Background(), WithPaymentOrigin("http://127.0.0.1:1"))
	if want := "app: invalid option: WithPaymentOrigin: Start chooses the payment origin itself; leave the option out"; !errors.Is(err, ErrInvalidOption) || err == nil || err.Error() != want {
		t.Errorf("Start with payment origin: err = %v, want %q (ErrInvalidOption)", err, want)
	}
	if _, err := Start(context.Background(), WithUsageDelay(-1)); !errors.Is(err, ErrInvalidOption) {
		t.Errorf("Start with negative delay: err = %v, want ErrInvalidOption", err)
	}
}
