package stack

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestEnsureIsIdempotentAndQuiet(t *testing.T) {
	ctx := t.Context()
	if _, err := Ensure(ctx); err != nil {
		t.Fatalf("first Ensure: %v", err)
	}
	var out stringsBuilder
	p, err := Ensure(ctx, WithOut(&out))
	if err != nil {
		t.Fatalf("second Ensure: %v", err)
	}
	if out.String() != "" {
		t.Fatalf("second Ensure printed %q, want nothing", out.String())
	}
	if _, err := os.Stat(filepath.Join(p.DriverDir, "package", "cli.js")); err != nil {
		t.Fatalf("driver cli.js missing: %v", err)
	}
	if _, err := Ensure(ctx, WithCheckOnly(true)); err != nil {
		t.Fatalf("CheckOnly after install: %v", err)
	}
}

func TestCheckOnlyReportsMissingDriverWithoutInstalling(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "driver")
	t.Setenv("PLAYWRIGHT_DRIVER_PATH", dir)
	_, err := Ensure(t.Context(), WithCheckOnly(true))
	var ie *InstallError
	if !errors.As(err, &ie) || ie.Step != "driver" || !errors.Is(err, ErrDriverMissing) {
		t.Fatalf("err = %v, want driver InstallError wrapping ErrDriverMissing", err)
	}
	if _, serr := os.Stat(dir); !os.IsNotExist(serr) {
		t.Fatalf("CheckOnly created %s (stat err %v)", dir, serr)
	}
}

func TestMissingChromiumNamesTheFix(t *testing.T) {
	t.Setenv("JEV_CHROMIUM", "/nonexistent/chrome")
	_, err := FindChromium()
	var ie *InstallError
	if !errors.As(err, &ie) || !errors.Is(err, ErrChromiumMissing) || ie.Fix == "" {
		t.Fatalf("err = %v, want ErrChromiumMissing with a fix", err)
	}
}

func TestMissingNodeNamesTheFix(t *testing.T) {
	t.Setenv("PLAYWRIGHT_NODEJS_PATH", "/nonexistent/node")
	_, err := FindNode()
	if !errors.Is(err, ErrNodeMissing) {
		t.Fatalf("err = %v, want ErrNodeMissing", err)
	}
}

func TestBrokenChromiumFailsWithLaunchError(t *testing.T) {
	fake := filepath.Join(t.TempDir(), "chrome")
	if err := os.WriteFile(fake, []byte("#!/bin/sh\necho broken >&2\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("JEV_CHROMIUM", fake)
	_, err := Start(t.Context(), Config{Timeout: 30 * time.Second})
	var le *LaunchError
	if !errors.As(err, &le) || !errors.Is(err, ErrBrowserStart) {
		t.Fatalf("err = %v, want *LaunchError matching ErrBrowserStart", err)
	}
}

func TestStartOpensALoopbackPage(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><title>stack</title><h1>hello jev</h1>`)
	}))
	t.Cleanup(srv.Close)
	b, err := Start(t.Context(), Config{})
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	t.Cleanup(func() { b.Close(context.Background()) })
	page, err := b.Browser.NewPage()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := page.Goto(srv.URL); err != nil {
		t.Fatal(err)
	}
	h, err := page.Locator("h1").TextContent()
	if err != nil || h != "hello jev" {
		t.Fatalf("h1 = %q, %v", h, err)
	}
	if err := b.Close(t.Context()); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if err := b.Close(t.Context()); err != nil {
		t.Fatalf("second Close: %v", err)
	}
}

type stringsBuilder struct{ b []byte }

func (s *stringsBuilder) Write(p []byte) (int, error) { s.b = append(s.b, p...); return len(p), nil }
func (s *stringsBuilder) String() string              { return string(s.b) }
