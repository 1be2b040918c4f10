package demoapp

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"
)

// Server is a running demo app: the app origin and the payment origin, two
// HTTP servers on 127.0.0.1 with different ports.
type Server struct {
	url, paymentOrigin string
	app, payment       *http.Server
	closeOnce          sync.Once
	closeErr           error
	done               chan struct{}
}

// Start serves the demo app on two loopback listeners (127.0.0.1, ports
// chosen by the system): the app itself and, on a second origin, the
// payment-method frame the overview page embeds. Both close when ctx ends
// or Close is called. WithPaymentOrigin is rejected: Start sets it.
func Start(ctx context.Context, opts ...Option) (*Server, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	if cfg.paymentOrigin != "" {
		return nil, fmt.Errorf("%w: WithPaymentOrigin: Start chooses the payment origin itself; leave the option out", ErrInvalidOption)
	}
	appLn, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("%w: app listener: %w", ErrStartFailed, err)
	}
	payLn, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		_ = appLn.Close()
		return nil, fmt.Errorf("%w: payment listener: %w", ErrStartFailed, err)
	}
	s := &Server{
		url:           "http://" + appLn.Addr().String(),
		paymentOrigin: "http://" + payLn.Addr().String(),
		done:          make(chan struct{}),
	}
	cfg.paymentOrigin = s.paymentOrigin
	s.app = &http.Server{Handler: newHandler(cfg, true), ReadHeaderTimeout: 10 * time.Second}
	s.payment = &http.Server{Handler: newHandler(defaultConfig(), false), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = s.app.Serve(appLn) }()
	go func() { _ = s.payment.Serve(payLn) }()
	go func() {
		select {
		case <-ctx.Done():
			_ = s.Close()
		case <-s.done:
		}
	}()
	return s, nil
}

// URL is the app origin, "http://127.0.0.1:PORT", without a trailing slash;
// the overview page is URL()+"/".
func (s *Server) URL() string { return s.url }

// PaymentOrigin is the second origin, "http://127.0.0.1:PORT2", that serves
// the payment-method iframe.
func (s *Server) PaymentOrigin() string { return s.paymentOrigin }

// PageURL returns the absolute URL of a page path (PathOverview,
// PathInvoices, PathProfile, ...) showing the scenario sc.
func (s *Server) PageURL(path string, sc Scenario) string {
	return s.url + path + sc.Query()
}

// Close stops both servers at once, closing their listeners and open
// connections. It is safe to call more than once; later calls return the
// first call's result.
func (s *Server) Close() error {
	s.closeOnce.Do(func() {
		close(s.done)
		s.closeErr = errors.Join(s.app.Close(), s.payment.Close())
	})
	return s.closeErr
}
