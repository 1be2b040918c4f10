package process_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/process"
)

const (
	secretPage = "SECRET-PAGE-2468 medical record"
	marker     = "STDOUT-MARKER-1357"
	errMarker  = "STDERR-MARKER-9753"
)

// TestMain turns the test binary into the adapter under test when
// JEV_PROCESS_HELPER names a behaviour.
func TestMain(m *testing.M) {
	if mode := os.Getenv("JEV_PROCESS_HELPER"); mode != "" {
		os.Exit(helper(mode))
	}
	os.Exit(m.Run())
}

func helper(mode string) int {
	if rest, ok := strings.CutPrefix(mode, "spawn-"); ok {
		spawnGrandchild()
		mode = rest
	}
	in, _ := io.ReadAll(os.Stdin)
	switch mode {
	case "echo-key":
		req, _ := semantic.DecodeRequest(in)
		model := os.Getenv("JEV_HELPER_MODEL")
		a := semantic.Answer{Version: semantic.ProtocolVersion, Model: model}
		for _, q := range req.Questions {
			a.Decisions = append(a.Decisions, semantic.Decision{QuestionID: q.ID, Choice: semantic.ChoiceEquivalent, Probabilities: map[string]float64{semantic.ChoiceEquivalent: 1}, Model: model})
		}
		out, _ := semantic.EncodeAnswer(a)
		os.Stdout.Write(out)
		return 0
	case "answer":
		req, err := semantic.DecodeRequest(in)
		if err != nil {
			fmt.Fprintln(os.Stderr, "bad request:", err)
			return 4
		}
		a := semantic.Answer{Version: semantic.ProtocolVersion, Model: "helper/1"}
		for _, q := range req.Questions {
			choice := semantic.ChoiceDifferent
			if q.Data["actual"] == q.Data["expected"] || strings.Contains(q.Data["actual"], "SECRET") {
				choice = semantic.ChoiceEquivalent
			}
			a.Decisions = append(a.Decisions, semantic.Decision{QuestionID: q.ID, Choice: choice, Probabilities: map[string]float64{choice: 0.875, semantic.ChoiceInsufficientEvidence: 0.125}})
		}
		out, _ := semantic.EncodeAnswer(a)
		os.Stdout.Write(out)
		fmt.Fprintln(os.Stderr, "answered", len(a.Decisions))
	case "sleep":
		if f := os.Getenv("JEV_HELPER_PIDFILE"); f != "" {
			os.WriteFile(f, []byte(strconv.Itoa(os.Getpid())), 0o600)
		}
		time.Sleep(30 * time.Second)
	case "exit3":
		fmt.Fprintln(os.Stderr, errMarker, string(in))
		fmt.Fprint(os.Stdout, marker)
		return 3
	case "garbage":
		fmt.Fprint(os.Stdout, "not json "+marker)
	case "truncated":
		fmt.Fprint(os.Stdout, `{"version":"jev.decision/v1","decisions":[{"question_id":"q1","choice":"`+marker)
	case "unknown-id":
		fmt.Fprint(os.Stdout, `{"version":"jev.decision/v1","decisions":[{"question_id":"q1","choice":"`+marker+`","probabilities":{"`+marker+`":1}}]}`)
	case "not-normalised":
		fmt.Fprint(os.Stdout, `{"version":"jev.decision/v1","decisions":[{"question_id":"q1","choice":"equivalent","probabilities":{"equivalent":0.7}}]}`)
	case "empty":
	case "big":
		chunk := bytes.Repeat([]byte(marker), 1024)
		for i := 0; i < 1000; i++ {
			if _, err := os.Stdout.Write(chunk); err != nil {
				return 0
			}
		}
	case "stderr-flood":
		chunk := bytes.Repeat([]byte(errMarker), 1024)
		for i := 0; i < 100; i++ {
			os.Stderr.Write(chunk)
		}
		return 2
	}
	return 0
}

func engine(t *testing.T, mode string, opts ...process.Option) *process.Engine {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	e, err := process.New(exe, []string{"-test.run=^$"}, append([]process.Option{process.WithEnv("JEV_PROCESS_HELPER=" + mode)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func request() semantic.Request {
	return semantic.Request{Version: semantic.ProtocolVersion, Questions: []semantic.Question{
		semantic.NewComparisonQuestion("q1", secretPage, "Record", "diagnosis"),
		semantic.NewComparisonQuestion("q2", "Paid", "", "Unpaid"),
	}}
}

func checkFault(t *testing.T, err error, class semantic.ErrorClass, sentinel error) *semantic.ProviderError {
	t.Helper()
	var pe *semantic.ProviderError
	if !errors.As(err, &pe) || pe.Class != class || !errors.Is(err, sentinel) || pe.Engine != "exec" {
		t.Fatalf("err = %v, want class %s", err, class)
	}
	for _, leak := range []string{secretPage, "SECRET-PAGE", marker, errMarker} {
		if strings.Contains(err.Error(), leak) {
			t.Fatalf("error text leaks %q: %v", leak, err)
		}
	}
	return pe
}

func TestAnswer(t *testing.T) {
	var diag bytes.Buffer
	a, err := engine(t, "answer", process.WithStderr(&diag)).Decide(context.Background(), request())
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Decisions) != 2 || a.Decisions[0].Choice != "equivalent" || a.Decisions[1].Choice != "different" ||
		a.Decisions[0].Probabilities["equivalent"] != 0.875 || a.Model != "helper/1" {
		t.Fatalf("answer = %+v", a)
	}
	if diag.String() != "answered 2\n" {
		t.Fatalf("stderr forwarded = %q", diag.String())
	}
}

func TestFaults(t *testing.T) {
	cases := []struct {
		mode     string
		opts     []process.Option
		class    semantic.ErrorClass
		sentinel error
		detail   string
	}{
		{"exit3", nil, semantic.ClassServer, semantic.ErrServer, "exit status 3"},
		{"stderr-flood", nil, semantic.ClassServer, semantic.ErrServer, "exit status 2"},
		{"garbage", nil, semantic.ClassMalformed, semantic.ErrInvalidJSON, "answer rejected: invalid answer JSON: syntax error"},
		{"truncated", nil, semantic.ClassMalformed, semantic.ErrInvalidJSON, "invalid answer JSON: truncated document"},
		{"empty", nil, semantic.ClassMalformed, semantic.ErrInvalidJSON, "invalid answer JSON: empty document"},
		{"unknown-id", nil, semantic.ClassMalformed, semantic.ErrUnknownCriterion, "unknown criterion id"},
		{"not-normalised", nil, semantic.ClassMalformed, semantic.ErrNotNormalized, "probabilities do not sum to 1"},
		{"big", []process.Option{process.WithMaxOutputBytes(4096)}, semantic.ClassMalformed, semantic.ErrMalformedResponse, "answer exceeds 4096 bytes; process killed"},
		{"sleep", []process.Option{process.WithTimeout(300 * time.Millisecond)}, semantic.ClassTimeout, context.DeadlineExceeded, "process killed after the timeout"},
	}
	for _, c := range cases {
		t.Run(c.mode, func(t *testing.T) {
			_, err := engine(t, c.mode, c.opts...).Decide(context.Background(), request())
			checkFault(t, err, c.class, c.sentinel)
			if !strings.Contains(err.Error(), c.detail) {
				t.Fatalf("err = %v, want %q", err, c.detail)
			}
		})
	}
}

func TestStderrIsBoundedAndNeverInErrors(t *testing.T) {
	var diag bytes.Buffer
	_, err := engine(t, "stderr-flood", process.WithStderr(&diag), process.WithMaxStderrBytes(100)).Decide(context.Background(), request())
	checkFault(t, err, semantic.ClassServer, semantic.ErrServer)
	if diag.Len() != 100 || !strings.HasPrefix(diag.String(), errMarker) {
		t.Fatalf("forwarded %d bytes: %q", diag.Len(), diag.String())
	}
}

func TestTimeoutKillsTheProcess(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pid")
	e := engine(t, "sleep", process.WithEnv("JEV_HELPER_PIDFILE="+pidFile))
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	_, err := e.Decide(ctx, request())
	checkFault(t, err, semantic.ClassTimeout, semantic.ErrTimeout)
	b, rerr := os.ReadFile(pidFile)
	if rerr != nil {
		t.Fatalf("helper did not start: %v", rerr)
	}
	pid, _ := strconv.Atoi(string(b))
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Fatalf("process %d still exists after the timeout (kill 0: %v)", pid, err)
	}
}

func TestMissingExecutable(t *testing.T) {
	for name, cmd := range map[string]string{
		"absent path":  filepath.Join(t.TempDir(), "no-such-adapter"),
		"absent name":  "jev-no-such-adapter-on-path",
		"not a binary": writeFile(t, "adapter.txt", 0o600),
	} {
		t.Run(name, func(t *testing.T) {
			e, err := process.New(cmd, nil)
			if err != nil {
				t.Fatal(err)
			}
			_, err = e.Decide(context.Background(), request())
			pe := checkFault(t, err, semantic.ClassConfiguration, semantic.ErrConfiguration)
			if !strings.Contains(pe.Detail, filepath.Base(cmd)) {
				t.Fatalf("detail %q does not name the command", pe.Detail)
			}
		})
	}
	if _, err := process.New("  ", nil); !errors.Is(err, semantic.ErrConfiguration) {
		t.Fatalf("empty command: %v", err)
	}
}

func writeFile(t *testing.T, name string, mode os.FileMode) string {
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"), mode); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestShellCommandWithChildIsKilled(t *testing.T) {
	e, err := process.New("/bin/sh", []string{"-c", "sleep 30 & sleep 30"}, process.WithTimeout(200*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := e.Decide(context.Background(), request()); done <- err }()
	select {
	case err := <-done:
		checkFault(t, err, semantic.ClassTimeout, semantic.ErrTimeout)
	case <-time.After(20 * time.Second):
		t.Fatal("Decide did not return: the child kept the output open")
	}
}
