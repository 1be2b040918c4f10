package main

import (
	"bytes"
	"context"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/jevhttp"
	"github.com/jevtest/jev/semantic/lexical"
)

// syncBuffer is a bytes.Buffer safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func askComparison(t *testing.T, base string) semantic.Decision {
	t.Helper()
	c, err := jevhttp.New(base)
	if err != nil {
		t.Fatal(err)
	}
	q := semantic.NewComparisonQuestion("q", "Out of stock", "Availability", "In stock")
	ds, _, err := semantic.RunFrontier(context.Background(), c, []semantic.Question{q}, semantic.State{})
	if err != nil {
		t.Fatal(err)
	}
	return ds[0]
}

func TestServeHandlerInHTTPTest(t *testing.T) {
	var logs syncBuffer
	srv := httptest.NewServer(serveHandler(lexical.New(), &logs))
	defer srv.Close()
	d := askComparison(t, srv.URL)
	if d.Choice != semantic.ChoiceDifferent || d.Model != lexical.ModelID {
		t.Fatalf("decision %+v", d)
	}
	if !strings.Contains(logs.String(), "msg=decide engine=lexical status=200 class=\"\" questions=1") || strings.Contains(logs.String(), "Out of stock") {
		t.Fatalf("logs: %s", logs.String())
	}
}

var listening = regexp.MustCompile(`jev serve: decider (\S+) listening on (http://\S+) \(POST /v1/decide\)\n`)

// startServe runs `jev serve` in-process on a free port and returns its
// base URL, its stdout and a channel with its exit code.
func startServe(t *testing.T, ctx context.Context, args ...string) (string, *syncBuffer, <-chan int) {
	t.Helper()
	var out, errOut syncBuffer
	done := make(chan int, 1)
	go func() {
		root := newRootCmd(testDeps())
		root.SetArgs(append([]string{"serve", "--addr", "127.0.0.1:0"}, args...))
		root.SetOut(&out)
		root.SetErr(&errOut)
		if err := root.ExecuteContext(ctx); err != nil {
			t.Errorf("serve: %v (stderr %s)", err, errOut.String())
			done <- 1
			return
		}
		done <- 0
	}()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if m := listening.FindStringSubmatch(out.String()); m != nil {
			return m[2], &out, done
		}
		select {
		case code := <-done:
			t.Fatalf("serve exited %d before listening: %s", code, out.String())
		case <-time.After(5 * time.Millisecond):
		}
	}
	t.Fatalf("serve did not start listening: %q", out.String())
	return "", nil, nil
}

func waitExit(t *testing.T, done <-chan int) int {
	t.Helper()
	select {
	case code := <-done:
		return code
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not shut down")
		return -1
	}
}

func TestServeCommandStopsWithContext(t *testing.T) {
	deciderEnv(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	base, out, done := startServe(t, ctx, "--decider", "lexical")
	if d := askComparison(t, base); d.Choice != semantic.ChoiceDifferent {
		t.Fatalf("decision %+v", d)
	}
	cancel()
	if code := waitExit(t, done); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if !strings.HasSuffix(out.String(), "jev serve: stopped\n") || listening.FindStringSubmatch(out.String())[1] != "lexical" {
		t.Fatalf("stdout %q", out.String())
	}
}

func TestServeCommandStopsOnSIGTERM(t *testing.T) {
	deciderEnv(t)
	t.Setenv("JEV_DECIDER", "lexical")
	base, out, done := startServe(t, context.Background())
	if d := askComparison(t, base); d.Choice != semantic.ChoiceDifferent {
		t.Fatalf("decision %+v", d)
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if code := waitExit(t, done); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if !strings.HasSuffix(out.String(), "jev serve: stopped\n") {
		t.Fatalf("stdout %q", out.String())
	}
}

func TestServeBadInput(t *testing.T) {
	cases := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"--addr", "nonsense"}, 2, `--addr "nonsense" is not HOST:PORT`},
		{[]string{"--addr", "127.0.0.1:0", "--decider", "gpt"}, 2, `--decider: unknown decider "gpt"`},
		{[]string{"--addr", "127.0.0.1:0", "--decider", "openai"}, 2, "JEV_ENDPOINT"},
		{[]string{"--addr", "256.1.1.1:80"}, 1, "--addr 256.1.1.1:80: cannot listen"},
	}
	for _, c := range cases {
		deciderEnv(t)
		code, out, errOut := runCLI(t, append([]string{"serve"}, c.args...)...)
		if code != c.code || out != "" || !strings.Contains(errOut, c.msg) {
			t.Fatalf("serve %v: exit %d stdout %q stderr %q; want %d and %q", c.args, code, out, errOut, c.code, c.msg)
		}
	}
}
