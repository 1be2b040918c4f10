//go:build unix

package stack

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"time"
)

// Server is a Playwright browser server (the driver's launch-server)
// running the local Chromium on loopback. Processes reach it with
// Config{WSEndpoint: s.WSEndpoint} or JEV_BROWSER_WS.
type Server struct {
	// WSEndpoint is the ws:// address the server printed.
	WSEndpoint string

	cmd *exec.Cmd
	dir string
}

var wsLine = regexp.MustCompile(`(ws://127\.0\.0\.1:\d+/\S*)`)

// StartServer installs what is missing, starts a browser server in its own
// process group and waits (within DefaultLaunchTimeout, or ctx) for its
// endpoint. The caller stops it with Close. Errors are *LaunchError.
func StartServer(ctx context.Context) (*Server, error) {
	fail := func(err error) (*Server, error) {
		return nil, &LaunchError{What: "launch-server", Err: err, Fix: "run `jev install`; the server's own output is in the error"}
	}
	p, err := Ensure(ctx)
	if err != nil {
		return fail(err)
	}
	dir, err := os.MkdirTemp("", "jev-browser-server-")
	if err != nil {
		return fail(err)
	}
	cfg, _ := json.Marshal(map[string]any{
		"headless": true, "executablePath": p.Chromium, "args": ChromiumArgs(),
		"port": 0, "host": "127.0.0.1",
	})
	cfgPath := filepath.Join(dir, "server.json")
	if err := os.WriteFile(cfgPath, cfg, 0o644); err != nil {
		os.RemoveAll(dir)
		return fail(err)
	}
	s := &Server{dir: dir, cmd: exec.Command(p.Node, filepath.Join(p.DriverDir, "package", "cli.js"),
		"launch-server", "--browser", "chromium", "--config", cfgPath)}
	s.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	out, err := s.cmd.StdoutPipe()
	if err != nil {
		os.RemoveAll(dir)
		return fail(err)
	}
	if err := s.cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return fail(err)
	}
	if s.WSEndpoint, err = awaitEndpoint(ctx, out); err != nil {
		s.Close()
		return fail(err)
	}
	return s, nil
}

// awaitEndpoint reads the server's output until it prints its endpoint,
// then keeps the pipe drained.
func awaitEndpoint(ctx context.Context, out io.Reader) (string, error) {
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		var seen []string
		for sc.Scan() {
			if m := wsLine.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
				_, _ = io.Copy(io.Discard, out)
				return
			}
			seen = append(seen, sc.Text())
		}
		found <- "exited: " + strings.Join(seen, "\n")
	}()
	timer := time.NewTimer(DefaultLaunchTimeout)
	defer timer.Stop()
	select {
	case ws := <-found:
		if !strings.HasPrefix(ws, "ws://") {
			return "", errors.New("the browser server " + ws)
		}
		return ws, nil
	case <-timer.C:
		return "", fmt.Errorf("the browser server printed no endpoint within %s", DefaultLaunchTimeout)
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// Close kills the server and the browsers it started, and removes its
// configuration.
func (s *Server) Close() error {
	if s.cmd.Process != nil {
		_ = syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
		_ = s.cmd.Wait()
	}
	return os.RemoveAll(s.dir)
}
