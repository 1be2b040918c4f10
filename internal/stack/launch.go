package stack

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/playwright-community/playwright-go"
)

// Default bounds for starting, connecting to and closing a browser.
const (
	DefaultLaunchTimeout = 60 * time.Second
	DefaultCloseTimeout  = 10 * time.Second
)

// ErrBrowserStart is matched by errors.Is on every *LaunchError.
var ErrBrowserStart = errors.New("browser could not start")

// LaunchError is a browser that could not be started or reached. It carries
// the underlying error and the fix.
type LaunchError struct {
	What string // "launch", "connect ws", "connect cdp", "driver"
	Fix  string
	Err  error
}

func (e *LaunchError) Error() string {
	msg := fmt.Sprintf("jev: %v: %s: %v", ErrBrowserStart, e.What, e.Err)
	if e.Fix != "" {
		msg += "\n  fix: " + e.Fix
	}
	return msg
}

// Unwrap returns the cause.
func (e *LaunchError) Unwrap() error { return e.Err }

// Is matches ErrBrowserStart.
func (e *LaunchError) Is(target error) bool { return target == ErrBrowserStart }

// Config says which browser to start or reach.
type Config struct {
	Headed      bool          // visible window (JEV_HEADED=1)
	WSEndpoint  string        // Playwright browser server (JEV_BROWSER_WS)
	CDPURL      string        // any CDP endpoint (JEV_CDP_URL)
	Timeout     time.Duration // launch/connect bound; DefaultLaunchTimeout when 0
	InstallOut  io.Writer     // where lazy install steps are printed
	ExtraArgs   []string      // appended to the Chromium flags
	SkipInstall bool          // only find the stack, never install
}

// ConfigFromEnv reads JEV_HEADED, JEV_BROWSER_WS and JEV_CDP_URL.
func ConfigFromEnv() Config {
	return Config{
		Headed:     os.Getenv("JEV_HEADED") == "1",
		WSEndpoint: os.Getenv("JEV_BROWSER_WS"),
		CDPURL:     os.Getenv("JEV_CDP_URL"),
	}
}

// Browser is a started or connected browser and the driver process behind it.
type Browser struct {
	PW      *playwright.Playwright
	Browser playwright.Browser
	Paths   Paths
	// Remote is the endpoint when connected, empty when launched here.
	Remote string
	once   sync.Once
	err    error
}

// ChromiumArgs are the flags a sandboxed headless Chromium needs here.
func ChromiumArgs() []string {
	args := []string{
		"--disable-gpu",
		"--disable-background-networking",
		"--disable-component-update",
		"--disable-sync",
		"--no-first-run",
		"--disable-quic",
		"--disable-dev-shm-usage",
	}
	if os.Geteuid() == 0 {
		args = append(args, "--no-sandbox")
	}
	return args
}

// Start installs what is missing (or only finds it, with SkipInstall), starts
// the Playwright driver and launches or connects to a browser, all within
// cfg.Timeout.
func Start(ctx context.Context, cfg Config) (*Browser, error) {
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultLaunchTimeout
	}
	paths, err := Ensure(ctx, WithOut(cfg.InstallOut), WithCheckOnly(cfg.SkipInstall))
	remote := cfg.WSEndpoint != "" || cfg.CDPURL != ""
	if err != nil {
		var ie *InstallError
		// A remote browser needs no local Chromium.
		if !(remote && errors.As(err, &ie) && ie.Step == "chromium") {
			// The InstallError already names its own, more precise fix.
			return nil, &LaunchError{What: "install", Err: err}
		}
	}
	ctx, cancel := context.WithTimeout(ctx, cfg.Timeout)
	defer cancel()
	type started struct {
		b   *Browser
		err error
	}
	done := make(chan started, 1)
	go func() {
		b, err := start(paths, cfg)
		done <- started{b, err}
	}()
	select {
	case s := <-done:
		return s.b, s.err
	case <-ctx.Done():
		// Reap whatever start produces once it returns.
		go func() {
			if s := <-done; s.b != nil {
				s.b.Close(context.Background())
			}
		}()
		what := "launch"
		if remote {
			what = "connect"
		}
		return nil, &LaunchError{What: what, Err: fmt.Errorf("no browser within %s: %w", cfg.Timeout, ctx.Err()), Fix: "check the browser endpoint, or run " + InstallCommand + "; raise the timeout on slow machines"}
	}
}

func start(paths Paths, cfg Config) (*Browser, error) {
	pw, err := playwright.Run(&playwright.RunOptions{
		DriverDirectory:     paths.DriverDir,
		SkipInstallBrowsers: true,
		Verbose:             false,
		Stdout:              io.Discard,
		Stderr:              os.Stderr,
	})
	if err != nil {
		return nil, &LaunchError{What: "driver", Err: err, Fix: InstallCommand}
	}
	timeout := float64(cfg.Timeout.Milliseconds())
	b := &Browser{PW: pw, Paths: paths}
	switch {
	case cfg.WSEndpoint != "":
		b.Remote = cfg.WSEndpoint
		b.Browser, err = pw.Chromium.Connect(cfg.WSEndpoint, playwright.BrowserTypeConnectOptions{Timeout: &timeout})
		if err != nil {
			pw.Stop()
			return nil, &LaunchError{What: "connect ws " + cfg.WSEndpoint, Err: err, Fix: "start a Playwright browser server (playwright launch-server) and set JEV_BROWSER_WS to its ws:// endpoint"}
		}
	case cfg.CDPURL != "":
		b.Remote = cfg.CDPURL
		b.Browser, err = pw.Chromium.ConnectOverCDP(cfg.CDPURL, playwright.BrowserTypeConnectOverCDPOptions{Timeout: &timeout})
		if err != nil {
			pw.Stop()
			return nil, &LaunchError{What: "connect cdp " + cfg.CDPURL, Err: err, Fix: "start Chrome with --remote-debugging-port and set JEV_CDP_URL to http://host:port"}
		}
	default:
		headless := !cfg.Headed
		b.Browser, err = pw.Chromium.Launch(playwright.BrowserTypeLaunchOptions{
			ExecutablePath: &paths.Chromium,
			Headless:       &headless,
			Args:           append(ChromiumArgs(), cfg.ExtraArgs...),
			Timeout:        &timeout,
		})
		if err != nil {
			pw.Stop()
			return nil, &LaunchError{What: "launch " + paths.Chromium, Err: err, Fix: InstallCommand + " (or set JEV_CHROMIUM to a working Chromium)"}
		}
	}
	return b, nil
}

// Close closes (or disconnects from) the browser and stops the driver,
// within DefaultCloseTimeout. It is safe to call more than once.
func (b *Browser) Close(ctx context.Context) error {
	b.once.Do(func() {
		ctx, cancel := context.WithTimeout(ctx, DefaultCloseTimeout)
		defer cancel()
		done := make(chan error, 1)
		go func() {
			var errs []error
			if b.Browser != nil {
				errs = append(errs, b.Browser.Close())
			}
			errs = append(errs, b.PW.Stop())
			done <- errors.Join(errs...)
		}()
		select {
		case b.err = <-done:
		case <-ctx.Done():
			b.err = fmt.Errorf("jev: browser did not close within %s", DefaultCloseTimeout)
		}
	})
	return b.err
}

var (
	sharedMu  sync.Mutex
	shared    *Browser
	sharedErr error
)

// Shared returns the process-wide browser, started on first use with
// ConfigFromEnv. A start failure is remembered, so every later caller fails
// fast with the same error instead of waiting again.
func Shared(ctx context.Context) (*Browser, error) {
	sharedMu.Lock()
	defer sharedMu.Unlock()
	if shared != nil || sharedErr != nil {
		return shared, sharedErr
	}
	cfg := ConfigFromEnv()
	cfg.InstallOut = os.Stderr
	// The first caller's cancellation must not poison the shared browser.
	shared, sharedErr = Start(context.WithoutCancel(ctx), cfg)
	return shared, sharedErr
}

// CloseShared closes the process-wide browser if it was started.
func CloseShared(ctx context.Context) error {
	sharedMu.Lock()
	defer sharedMu.Unlock()
	if shared == nil {
		return nil
	}
	err := shared.Close(ctx)
	shared, sharedErr = nil, nil
	return err
}
