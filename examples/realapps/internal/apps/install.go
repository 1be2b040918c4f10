// Package apps installs the public web apps of jev's real-app suite from
// the npm registry at test time and serves their static files on loopback.
//
// No third-party code is committed: npm/package.json and
// npm/package-lock.json pin every package (version and integrity hash), and
// Install runs `npm ci` of them into a cache directory named by the hash of
// the lock, once per machine, serialised across parallel test processes by
// a lock file and bounded in time.
package apps

import (
	"bytes"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

//go:embed npm/package.json
var packageJSON []byte

//go:embed npm/package-lock.json
var packageLock []byte

// EnvDir overrides the directory the apps are installed into (it then holds
// node_modules directly).
const EnvDir = "JEV_REALAPPS_DIR"

// DefaultTimeout bounds one install: waiting for another process's install
// and running npm.
const DefaultTimeout = 5 * time.Minute

// NPMArgs are the arguments of the npm command Install runs.
var NPMArgs = []string{"ci", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"}

// Sentinels matched with errors.Is on an *InstallError.
var (
	// ErrNPMMissing: no npm executable on PATH.
	ErrNPMMissing = errors.New("npm not found")
	// ErrNPMFailed: npm ran and exited with an error.
	ErrNPMFailed = errors.New("npm failed")
	// ErrTimeout: the install (or the wait for another process's install)
	// took longer than its bound.
	ErrTimeout = errors.New("install timed out")
	// ErrIncomplete: npm succeeded but a file the suite serves is missing.
	ErrIncomplete = errors.New("install is incomplete")
)

// InstallError is an install that did not complete. Command is the exact
// command that was run (or would have been), Dir where, Output the tail of
// what npm printed.
type InstallError struct {
	Command string
	Dir     string
	Output  string
	Err     error
}

func (e *InstallError) Error() string {
	msg := fmt.Sprintf("realapps: installing the apps with `%s` in %s: %v", e.Command, e.Dir, e.Err)
	if e.Output != "" {
		msg += "\n  npm said: " + e.Output
	}
	return msg + "\n  fix: check that npm reaches its registry, or set " + EnvDir + " to a directory holding an installed node_modules"
}

// Unwrap returns the cause.
func (e *InstallError) Unwrap() error { return e.Err }

// required are files the suite serves; an install without them is refused.
var required = []string{
	"node_modules/todomvc/examples/vanillajs/index.html",
	"node_modules/rapidoc/dist/rapidoc-min.js",
	"node_modules/swagger-ui-dist/swagger-ui-bundle.js",
	"node_modules/redoc/bundles/redoc.standalone.js",
	"node_modules/tabulator-tables/dist/js/tabulator.min.js",
	"node_modules/jquery/dist/jquery.js",
	"node_modules/handlebars/dist/handlebars.js",
	"node_modules/director/build/director.js",
	"node_modules/todomvc-common/base.js",
	"node_modules/@primer/css/dist/primer.css",
	"node_modules/@primer/primitives/dist/css/functional/themes/light.css",
	"node_modules/bootstrap/dist/css/bootstrap.min.css",
	"node_modules/bulma/css/bulma.min.css",
	"node_modules/@picocss/pico/css/pico.min.css",
	"node_modules/spectre.css/dist/spectre.min.css",
	"node_modules/@shoelace-style/shoelace/cdn/shoelace-autoloader.js",
	"node_modules/fullcalendar/index.global.min.js",
	"node_modules/@tabler/core/dist/css/tabler.min.css",
	"node_modules/daisyui/daisyui.css",
	"node_modules/@tailwindcss/browser/dist/index.global.js",
	"node_modules/docsify/dist/docsify.min.js",
	"node_modules/frappe-gantt/README.md",
	"node_modules/gridjs/dist/gridjs.umd.js",
}

// installer is Install's machinery, configurable by tests.
type installer struct {
	npm     string // npm executable; looked up on PATH when empty
	root    string // cache root holding one directory per lock hash
	dir     string // fixed install directory (EnvDir); overrides root
	lock    []byte
	pkg     []byte
	timeout time.Duration
	need    []string
}

// Install makes sure the pinned apps are installed and returns the
// directory holding their node_modules: $JEV_REALAPPS_DIR, else
// <user cache dir>/jev/realapps/<hash of the lock>. It is idempotent (an
// installed directory is returned at once) and safe to call from parallel
// test processes.
func Install(ctx context.Context) (string, error) {
	in := installer{lock: packageLock, pkg: packageJSON, timeout: DefaultTimeout, need: required, dir: os.Getenv(EnvDir)}
	if in.dir == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			return "", &InstallError{Command: npmCommand(), Dir: "<user cache dir>", Err: err}
		}
		in.root = filepath.Join(cache, "jev", "realapps")
	}
	return in.install(ctx)
}

func npmCommand() string { return "npm " + strings.Join(NPMArgs, " ") }

// LockHash is the short hash of the committed lock that names the install
// directory.
func LockHash() string { return lockHash(packageLock) }

func lockHash(lock []byte) string {
	sum := sha256.Sum256(lock)
	return hex.EncodeToString(sum[:8])
}

func (in installer) target() string {
	if in.dir != "" {
		return in.dir
	}
	return filepath.Join(in.root, lockHash(in.lock))
}

// marker is written last: its presence means the directory is complete.
const marker = ".jev-installed"

func (in installer) install(ctx context.Context) (string, error) {
	dir := in.target()
	fail := func(err error, out string) (string, error) {
		return "", &InstallError{Command: npmCommand(), Dir: dir, Output: out, Err: err}
	}
	if in.complete(dir) == nil {
		return dir, nil
	}
	ctx, cancel := context.WithTimeout(ctx, in.timeout)
	defer cancel()
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return fail(err, "")
	}
	unlock, err := lockFile(ctx, filepath.Join(parent, ".jev-realapps.lock"))
	if err != nil {
		return fail(err, "")
	}
	defer unlock()
	if in.complete(dir) == nil { // another process finished first
		return dir, nil
	}
	npm := in.npm
	if npm == "" {
		if npm, err = exec.LookPath("npm"); err != nil {
			return fail(fmt.Errorf("%w on PATH: %v", ErrNPMMissing, err), "")
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fail(err, "")
	}
	if err := writeManifest(dir, in.pkg, in.lock); err != nil {
		return fail(err, "")
	}
	if out, err := runNPM(ctx, npm, dir); err != nil {
		return fail(err, out)
	}
	if err := in.complete(dir); err != nil && !errors.Is(err, errNoMarker) {
		return fail(err, "")
	}
	if err := os.WriteFile(filepath.Join(dir, marker), []byte(lockHash(in.lock)+"\n"), 0o644); err != nil {
		return fail(err, "")
	}
	return dir, nil
}

var errNoMarker = errors.New("no install marker")

// complete reports whether dir holds a finished install of this lock.
func (in installer) complete(dir string) error {
	for _, f := range in.need {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			return fmt.Errorf("%w: %s is missing", ErrIncomplete, f)
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, marker))
	if err != nil || strings.TrimSpace(string(b)) != lockHash(in.lock) {
		return errNoMarker
	}
	return nil
}

// writeManifest writes package.json and package-lock.json into dir, after
// removing a marker left by an install of another lock.
func writeManifest(dir string, pkg, lock []byte) error {
	if err := os.Remove(filepath.Join(dir, marker)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "package.json"), pkg, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "package-lock.json"), lock, 0o644)
}

// runNPM runs npm ci in dir and returns the tail of its output on failure.
func runNPM(ctx context.Context, npm, dir string) (string, error) {
	var buf bytes.Buffer
	cmd := exec.CommandContext(ctx, npm, NPMArgs...)
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = &buf, &buf
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run()
	if ctx.Err() != nil {
		return tail(buf.String()), fmt.Errorf("%w: %v", ErrTimeout, ctx.Err())
	}
	if err != nil {
		return tail(buf.String()), fmt.Errorf("%w: %v", ErrNPMFailed, err)
	}
	return "", nil
}

// tail keeps the last 600 bytes of npm's output on one line.
func tail(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 600 {
		s = "…" + s[len(s)-600:]
	}
	return s
}

// lockFile takes an exclusive flock on path, polling until ctx ends.
func lockFile(ctx context.Context, path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err == nil {
			return func() { _ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN); f.Close() }, nil
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, fmt.Errorf("%w waiting for another install holding %s: %v", ErrTimeout, path, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}
