package jevtest_test

import (
	"bufio"
	"context"
	"errors"
	"io"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/jevtest"
)

// serverStartTimeout bounds waiting for a browser server to print its
// endpoint.
const serverStartTimeout = 60 * time.Second

// startProcess starts cmd in its own process group, killed (with its
// children) in t.Cleanup, and returns the first match of re in the lines it
// writes to the chosen stream.
func startProcess(t *testing.T, cmd *exec.Cmd, stderr bool, re *regexp.Regexp) string {
	t.Helper()
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	var r io.ReadCloser
	var err error
	if stderr {
		r, err = cmd.StderrPipe()
	} else {
		r, err = cmd.StdoutPipe()
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", cmd.Path, err)
	}
	pid := cmd.Process.Pid
	t.Cleanup(func() {
		syscall.Kill(-pid, syscall.SIGKILL)
		cmd.Wait()
	})
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(r)
		var seen []string
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
				io.Copy(io.Discard, r) // keep the pipe drained
				return
			}
			seen = append(seen, sc.Text())
		}
		found <- "EXITED: " + strings.Join(seen, "\n")
	}()
	select {
	case got := <-found:
		if strings.HasPrefix(got, "EXITED: ") {
			t.Fatalf("%s exited before printing its endpoint: %s", cmd.Path, got)
		}
		return got
	case <-time.After(serverStartTimeout):
		t.Fatalf("%s printed no endpoint within %s", cmd.Path, serverStartTimeout)
		return ""
	}
}

// startBrowserServer runs a Playwright browser server (launch-server) on
// loopback with the local Chromium and returns its ws:// endpoint.
func startBrowserServer(t *testing.T) string {
	t.Helper()
	srv, err := jevtest.StartBrowserServer(t.Context())
	if err != nil {
		t.Fatalf("browser server: %v", err)
	}
	t.Cleanup(func() { srv.Close() })
	return srv.WSEndpoint
}

// startCDPChromium runs Chromium with a DevTools endpoint on a free loopback
// port and returns its http:// URL.
func startCDPChromium(t *testing.T) string {
	t.Helper()
	p, err := stack.Ensure(t.Context())
	if err != nil {
		t.Fatalf("stack: %v", err)
	}
	args := append([]string{"--headless", "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "--user-data-dir=" + t.TempDir()}, stack.ChromiumArgs()...)
	cmd := exec.Command(p.Chromium, append(args, "about:blank")...)
	port := startProcess(t, cmd, true, regexp.MustCompile(`DevTools listening on ws://127\.0\.0\.1:(\d+)/`))
	return "http://127.0.0.1:" + port
}

func startRemote(t *testing.T, cfg stack.Config) *stack.Browser {
	t.Helper()
	cfg.Timeout = 30 * time.Second
	b, err := stack.Start(t.Context(), cfg)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	t.Cleanup(func() { b.Close(context.Background()) })
	return b
}

func checkRemoteSession(t *testing.T, b *stack.Browser, endpoint string) {
	srv := newSite()
	t.Cleanup(srv.Close)
	// Over CDP the browser's default context is listed too.
	before := len(b.Browser.Contexts())
	t.Run("session", func(t *testing.T) {
		s := jevtest.New(t, jevtest.WithBrowser(b))
		s.Goto(srv.URL + "/page/remote")
		if got := h1(t, s); got != "page remote" {
			t.Errorf("h1 = %q, want %q", got, "page remote")
		}
		if s.Browser().Remote != endpoint {
			t.Errorf("Remote = %q, want %q", s.Browser().Remote, endpoint)
		}
	})
	if n := len(b.Browser.Contexts()); n != before {
		t.Errorf("remote browser has %d contexts after the test, want the %d it had before", n, before)
	}
}

func TestRemoteBrowserServer(t *testing.T) {
	ws := startBrowserServer(t)
	t.Run("WithBrowser", func(t *testing.T) {
		checkRemoteSession(t, startRemote(t, stack.Config{WSEndpoint: ws}), ws)
	})
	t.Run("JEV_BROWSER_WS", func(t *testing.T) {
		res := runHelperProcess(t, "page", "JEV_BROWSER_WS="+ws, "JEV_CDP_URL=")
		if len(res.Fatals)+len(res.Errors) != 0 || res.H1 != "page remote" || res.Remote != ws {
			t.Errorf("helper = %+v, want h1 %q on %s and no failure", res, "page remote", ws)
		}
	})
}

func TestRemoteCDPEndpoint(t *testing.T) {
	url := startCDPChromium(t)
	t.Run("WithBrowser", func(t *testing.T) {
		checkRemoteSession(t, startRemote(t, stack.Config{CDPURL: url}), url)
	})
	t.Run("JEV_CDP_URL", func(t *testing.T) {
		res := runHelperProcess(t, "page", "JEV_CDP_URL="+url, "JEV_BROWSER_WS=")
		if len(res.Fatals)+len(res.Errors) != 0 || res.H1 != "page remote" || res.Remote != url {
			t.Errorf("helper = %+v, want h1 %q on %s and no failure", res, "page remote", url)
		}
	})
}

// An endpoint nobody listens on fails the session with the connect error and
// the fix, within the bound (30 s: starting the driver on a loaded machine
// alone can take over 10 s; a refused connection answers at once).
func TestRemoteEndpointDownFailsWithTheFix(t *testing.T) {
	_, err := jevtest.StartBrowser(t.Context(), jevtest.BrowserConfig{WSEndpoint: "ws://127.0.0.1:1/nobody", Timeout: 30 * time.Second})
	if !errors.Is(err, jevtest.ErrBrowserStart) || !strings.Contains(err.Error(), "connect ws ws://127.0.0.1:1/nobody") || !strings.Contains(err.Error(), "fix: start a Playwright browser server") {
		t.Fatalf("err = %v, want a connect error naming the endpoint and the fix", err)
	}
}
