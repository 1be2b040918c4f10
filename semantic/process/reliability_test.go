//go:build unix

package process_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/process"
)

// spawnGrandchild starts a long sleep in the helper's process group, with
// its stdio detached so it holds no pipe of the engine, and records its
// pid in JEV_HELPER_PIDFILE.
func spawnGrandchild() {
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		os.Exit(9)
	}
	_ = os.WriteFile(os.Getenv("JEV_HELPER_PIDFILE"), []byte(strconv.Itoa(cmd.Process.Pid)), 0o600)
}

// gone reports whether pid no longer runs: absent, or a zombie waiting to
// be reaped by an init that does not reap.
func gone(pid int) bool {
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return true
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return errors.Is(err, os.ErrNotExist)
	}
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	return len(f) > 0 && (f[0] == "Z" || f[0] == "X")
}

// Item 13: an adapter's grandchild never outlives the run, on every exit
// path: a valid answer, a non-zero exit, a malformed answer, and an answer
// over the size limit.
func TestGrandchildDiesOnEveryExitPath(t *testing.T) {
	cases := []struct {
		mode  string
		class semantic.ErrorClass
		opts  []process.Option
	}{
		{"answer", "", nil},
		{"exit3", semantic.ClassServer, nil},
		{"garbage", semantic.ClassMalformed, nil},
		{"big", semantic.ClassMalformed, []process.Option{process.WithMaxOutputBytes(1 << 10)}},
	}
	for _, c := range cases {
		t.Run(c.mode, func(t *testing.T) {
			pidFile := filepath.Join(t.TempDir(), "pid")
			opts := append([]process.Option{process.WithEnv("JEV_HELPER_PIDFILE=" + pidFile)}, c.opts...)
			_, err := engine(t, "spawn-"+c.mode, opts...).Decide(context.Background(), request())
			var pe *semantic.ProviderError
			switch {
			case c.class == "" && err != nil:
				t.Fatalf("Decide: %v", err)
			case c.class != "" && (!errors.As(err, &pe) || pe.Class != c.class):
				t.Fatalf("err = %v, want class %s", err, c.class)
			}
			b, rerr := os.ReadFile(pidFile)
			if rerr != nil {
				t.Fatalf("grandchild did not start: %v", rerr)
			}
			pid, _ := strconv.Atoi(string(b))
			deadline := time.Now().Add(2 * time.Second)
			for !gone(pid) {
				if time.Now().After(deadline) {
					syscall.Kill(pid, syscall.SIGKILL)
					t.Fatalf("grandchild %d outlived the run (%s)", pid, c.mode)
				}
				time.Sleep(20 * time.Millisecond)
			}
		})
	}
}

// Item 8: the adapter's reported model is redacted: the key in its
// environment, and anything that looks like a key.
func TestReportedModelIsRedacted(t *testing.T) {
	const key = "adapter-KEY-24680"
	for name, model := range map[string]string{
		"configured key": "echo " + key,
		"sk- key":        "sk-proj-AbCdEf0123456789AbCdEf0123456789",
		"base64ish":      "ZXhhbXBsZXRva2VuZXhhbXBsZXRva2VuMTIzNDU2Nzg5",
	} {
		t.Run(name, func(t *testing.T) {
			e := engine(t, "echo-key", process.WithEnv("JEV_API_KEY="+key, "JEV_HELPER_MODEL="+model))
			a, err := e.Decide(context.Background(), request())
			if err != nil {
				t.Fatal(err)
			}
			for _, got := range []string{a.Model, a.Decisions[0].Model, a.Decisions[1].Model} {
				if got == model || strings.Contains(got, key) || !strings.Contains(got, "[redacted]") {
					t.Fatalf("model reported as %q", got)
				}
			}
		})
	}
}
