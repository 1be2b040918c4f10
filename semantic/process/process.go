// Package process is a jev decision engine that runs an external command
// per request (the decision protocol's process adapter, docs/decision-protocol.md §1.2):
// the command reads one jev.decision/v1 Request JSON on stdin and writes one
// Answer JSON on stdout.
//
// The run is bounded by a timeout (default 30 s) and the process — with its
// process group on Unix — is killed when it expires; on Unix whatever is
// left of the group is killed when the run ends, however it ends. A command that cannot
// be started is a configuration error, a non-zero exit a server error, an
// expired timeout a timeout error, and stdout that is not exactly one valid
// Answer a malformed_response. stderr is diagnostics only: it is never
// parsed and never copied into an error; a bounded prefix can be forwarded
// to a writer of the caller's choice with WithStderr.
package process

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/internal/provider"
)

// EngineName is the Name of the engine and the Engine of its errors.
const EngineName = "exec"

// Defaults.
const (
	DefaultTimeout        = 30 * time.Second
	DefaultMaxOutputBytes = 8 << 20
	DefaultMaxStderrBytes = 4 << 10
	// waitDelay bounds how long the output pipes are drained after the
	// process exited or was killed (a grandchild may hold them open).
	waitDelay = 2 * time.Second
)

type config struct {
	timeout   time.Duration
	maxOutput int64
	maxStderr int64
	stderr    io.Writer
	env       []string
	dir       string
}

// Option configures New.
type Option func(*config)

// WithTimeout bounds each run (default DefaultTimeout); the caller's
// context deadline applies as well.
func WithTimeout(d time.Duration) Option { return func(c *config) { c.timeout = d } }

// WithMaxOutputBytes bounds stdout (default DefaultMaxOutputBytes); a
// command that writes more is killed and its answer is malformed_response.
func WithMaxOutputBytes(n int64) Option { return func(c *config) { c.maxOutput = n } }

// WithStderr forwards the first bytes of the command's stderr (at most
// WithMaxStderrBytes, default DefaultMaxStderrBytes) to w after each run.
// stderr may quote page content: choose w accordingly (a local file, not a
// shared log). By default stderr is discarded.
func WithStderr(w io.Writer) Option { return func(c *config) { c.stderr = w } }

// WithMaxStderrBytes bounds what WithStderr forwards per run.
func WithMaxStderrBytes(n int64) Option { return func(c *config) { c.maxStderr = n } }

// WithEnv adds "KEY=value" entries to the environment the command inherits.
func WithEnv(kv ...string) Option { return func(c *config) { c.env = append(c.env, kv...) } }

// WithDir sets the command's working directory.
func WithDir(dir string) Option { return func(c *config) { c.dir = dir } }

// Engine runs one process per Decide call. It is safe for concurrent use.
type Engine struct {
	command string
	args    []string
	cfg     config
}

// New returns an engine running command with args. It starts nothing and
// does not look the command up: a missing executable is reported by Decide
// as a configuration error. An empty command is a configuration error here.
func New(command string, args []string, opts ...Option) (*Engine, error) {
	if strings.TrimSpace(command) == "" {
		return nil, &semantic.ProviderError{Engine: EngineName, Class: semantic.ClassConfiguration, Detail: "no command: use JEV_DECIDER=exec:<command line>"}
	}
	cfg := config{timeout: DefaultTimeout, maxOutput: DefaultMaxOutputBytes, maxStderr: DefaultMaxStderrBytes}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.timeout <= 0 {
		cfg.timeout = DefaultTimeout
	}
	if cfg.maxOutput <= 0 {
		cfg.maxOutput = DefaultMaxOutputBytes
	}
	if cfg.maxStderr <= 0 {
		cfg.maxStderr = DefaultMaxStderrBytes
	}
	return &Engine{command: command, args: append([]string(nil), args...), cfg: cfg}, nil
}

// Name returns "exec".
func (e *Engine) Name() string { return EngineName }

func perr(class semantic.ErrorClass, detail string, cause error) *semantic.ProviderError {
	return &semantic.ProviderError{Engine: EngineName, Class: class, Detail: detail, Err: cause}
}

// Decide runs the command once for req. See the package documentation for
// how each failure is classified; the answer is decoded strictly and
// validated against req before it is returned.
func (e *Engine) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	in, err := semantic.EncodeRequest(req)
	if err != nil {
		return semantic.Answer{}, perr(semantic.ClassConfiguration, "request cannot be encoded", err)
	}
	ctx, cancel := context.WithTimeout(ctx, e.cfg.timeout)
	defer cancel()

	out := &capWriter{limit: e.cfg.maxOutput, onOverflow: cancel}
	errOut := &capWriter{limit: e.cfg.maxStderr}
	cmd := exec.CommandContext(ctx, e.command, e.args...)
	cmd.Stdin = bytes.NewReader(in)
	cmd.Stdout = out
	cmd.Stderr = errOut
	cmd.Dir = e.cfg.dir
	if len(e.cfg.env) > 0 {
		cmd.Env = append(os.Environ(), e.cfg.env...)
	}
	cmd.WaitDelay = waitDelay
	killGroup(cmd)

	if err := cmd.Start(); err != nil {
		return semantic.Answer{}, startErr(e.command, err)
	}
	err = cmd.Wait()
	reapGroup(cmd) // every exit path: no grandchild outlives the run
	if e.cfg.stderr != nil && errOut.buf.Len() > 0 {
		_, _ = e.cfg.stderr.Write(errOut.buf.Bytes())
	}
	switch {
	case out.overflowed():
		return semantic.Answer{}, perr(semantic.ClassMalformed, fmt.Sprintf("answer exceeds %d bytes; process killed", e.cfg.maxOutput), nil)
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return semantic.Answer{}, perr(semantic.ClassTimeout, "process killed after the timeout", context.DeadlineExceeded)
	case errors.Is(ctx.Err(), context.Canceled):
		return semantic.Answer{}, perr(semantic.ClassTimeout, "process killed: request canceled", context.Canceled)
	}
	if err != nil {
		var ee *exec.ExitError
		switch {
		case errors.As(err, &ee) && ee.ExitCode() >= 0:
			return semantic.Answer{}, perr(semantic.ClassServer, fmt.Sprintf("exit status %d", ee.ExitCode()), nil)
		case errors.As(err, &ee):
			return semantic.Answer{}, perr(semantic.ClassServer, "process terminated by a signal", nil)
		case errors.Is(err, exec.ErrWaitDelay):
			return semantic.Answer{}, perr(semantic.ClassServer, "process left its output open after exiting", nil)
		default:
			return semantic.Answer{}, perr(semantic.ClassServer, "process I/O failed", nil)
		}
	}
	a, err := semantic.DecodeAnswer(out.buf.Bytes())
	if err != nil {
		return semantic.Answer{}, perr(semantic.ClassMalformed, "answer rejected", provider.Redact(err))
	}
	if _, err := semantic.ValidateAnswer(req, a); err != nil {
		return semantic.Answer{}, perr(semantic.ClassMalformed, "answer rejected", provider.Redact(err))
	}
	// Reported model ids reach traces and stdout: never a key the adapter
	// was given or echoes.
	keys := e.keys()
	a.Model = provider.RedactReported(a.Model, keys...)
	for i := range a.Decisions {
		a.Decisions[i].Model = provider.RedactReported(a.Decisions[i].Model, keys...)
	}
	return a, nil
}

// keyVars are the environment variables whose values are credentials the
// adapter may see and echo.
var keyVars = []string{"JEV_API_KEY", "OPENAI_API_KEY"}

// keys returns the credential values in the adapter's environment: the
// inherited one, overridden by WithEnv entries.
func (e *Engine) keys() []string {
	var out []string
	for _, name := range keyVars {
		v := os.Getenv(name)
		for _, kv := range e.cfg.env {
			if val, ok := strings.CutPrefix(kv, name+"="); ok {
				v = val
			}
		}
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}

// startErr classifies a failure to start the command.
func startErr(command string, err error) *semantic.ProviderError {
	program := command
	if i := strings.LastIndexAny(program, `/\`); i >= 0 {
		program = program[i+1:]
	}
	reason := "cannot be started"
	switch {
	case errors.Is(err, exec.ErrNotFound), errors.Is(err, fs.ErrNotExist):
		reason = "not found"
	case errors.Is(err, fs.ErrPermission):
		reason = "not executable"
	}
	return perr(semantic.ClassConfiguration, fmt.Sprintf("command %q %s (check JEV_DECIDER=exec:...)", program, reason), errors.Unwrap(err))
}

// capWriter keeps at most limit bytes. Past the limit it calls onOverflow
// once (when set) and discards the rest.
type capWriter struct {
	mu         sync.Mutex
	buf        bytes.Buffer
	limit      int64
	over       bool
	onOverflow func()
}

func (w *capWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	room := w.limit - int64(w.buf.Len())
	if int64(len(p)) > room {
		w.buf.Write(p[:max(room, 0)])
		if !w.over {
			w.over = true
			if w.onOverflow != nil {
				w.onOverflow()
			}
		}
		return len(p), nil
	}
	w.buf.Write(p)
	return len(p), nil
}

func (w *capWriter) overflowed() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.over && w.onOverflow != nil
}
