package provider

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
)

func TestRetryAfter(t *testing.T) {
	now := time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		h    http.Header
		want time.Duration
	}{
		{http.Header{}, 0},
		{http.Header{"Retry-After": {"7"}}, 7 * time.Second},
		{http.Header{"Retry-After": {"1.5"}}, 1500 * time.Millisecond},
		{http.Header{"Retry-After": {"-3"}}, 0},
		{http.Header{"Retry-After": {"soon"}}, 0},
		{http.Header{"Retry-After": {now.Add(90 * time.Second).Format(http.TimeFormat)}}, 90 * time.Second},
		{http.Header{"Retry-After": {now.Add(-time.Minute).Format(http.TimeFormat)}}, 0},
		{http.Header{"Retry-After-Ms": {"250"}, "Retry-After": {"9"}}, 250 * time.Millisecond},
		{http.Header{"Retry-After": {"1e300"}}, time.Duration(1<<63 - 1)},
	} {
		if got := RetryAfter(tc.h, now); got != tc.want {
			t.Errorf("RetryAfter(%v) = %v, want %v", tc.h, got, tc.want)
		}
	}
}

func TestRedactKeepsTheSentinelAndHidesTheText(t *testing.T) {
	inner := &semantic.ValidationError{QuestionID: "secret-page-text", Err: semantic.ErrUnknownCriterion}
	err := Redact(inner)
	if !errors.Is(err, semantic.ErrUnknownCriterion) {
		t.Fatalf("Redact lost the sentinel: %v", err)
	}
	want := strings.TrimPrefix(semantic.ErrUnknownCriterion.Error(), "semantic: ")
	if err.Error() != want || strings.Contains(err.Error(), "secret-page-text") {
		t.Fatalf("Redact text = %q, want %q", err.Error(), want)
	}
	if got := Summary(errors.New("anything")); got != "invalid answer" {
		t.Fatalf("Summary(unknown) = %q", got)
	}
}

func TestDialErrNamesOnlyTheAddress(t *testing.T) {
	addr := &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 9}
	err := DialErr(&net.OpError{Op: "dial", Net: "tcp", Addr: addr, Err: syscall.ECONNREFUSED}, syscall.ECONNREFUSED)
	if !errors.Is(err, syscall.ECONNREFUSED) || err.Error() != "dial 127.0.0.1:9: connection refused" {
		t.Fatalf("DialErr = %v", err)
	}
	if DialErr(errors.New("x"), syscall.ECONNRESET) != syscall.ECONNRESET {
		t.Fatal("DialErr without an address should be the errno")
	}
}

func TestIsTimeout(t *testing.T) {
	if IsTimeout(nil) || IsTimeout(errors.New("x")) {
		t.Fatal("not timeouts")
	}
	var ne net.Error = &net.DNSError{IsTimeout: true}
	if !IsTimeout(ne) {
		t.Fatal("a network timeout is a timeout")
	}
}

func TestDeadlineAndConnectionClassify(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if pe := Deadline("e", ctx, nil); pe == nil || pe.Class != semantic.ClassTimeout || pe.Detail != "request canceled" || pe.Engine != "e" {
		t.Fatalf("canceled: %+v", pe)
	}
	if pe := Deadline("e", context.Background(), context.DeadlineExceeded); pe == nil || pe.Detail != "HTTP client timeout" {
		t.Fatalf("client timeout: %+v", pe)
	}
	if pe := Deadline("e", context.Background(), errors.New("x")); pe != nil {
		t.Fatalf("not a timeout: %+v", pe)
	}
	refused := &net.OpError{Op: "dial", Net: "tcp", Addr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 9}, Err: syscall.ECONNREFUSED}
	if pe := Connection("e", refused); pe == nil || pe.Class != semantic.ClassServer || !errors.Is(pe, syscall.ECONNREFUSED) {
		t.Fatalf("refused: %+v", pe)
	}
	if pe := Connection("e", &net.DNSError{Name: "nowhere.invalid"}); pe == nil || pe.Class != semantic.ClassConfiguration {
		t.Fatalf("dns: %+v", pe)
	}
	if pe := Connection("e", errors.New("x")); pe != nil {
		t.Fatalf("not a connection error: %+v", pe)
	}
}
