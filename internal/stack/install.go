// Package stack installs, finds and starts the browser stack jev runs on:
// the Playwright driver (npm playwright-core, run by the machine's Node) and
// a system Chromium. It never uses playwright-go's own download, which cannot
// work on locked-down machines.
package stack

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// DriverVersion is the playwright-core version playwright-go v0.5200.1 drives.
const DriverVersion = "1.52.0"

// InstallCommand is the exact command that installs the stack; every fix
// that needs an install names it.
const InstallCommand = "go run github.com/jevtest/jev/cmd/jev install"

// Sentinels for a missing piece of the stack, matched with errors.Is on the
// *InstallError that reports it.
var (
	ErrNodeMissing     = errors.New("node.js not found")
	ErrDriverMissing   = errors.New("playwright driver not installed")
	ErrChromiumMissing = errors.New("chromium not found")
)

// InstallError is a failed or impossible install step. Fix is the exact
// command or setting that resolves it.
type InstallError struct {
	Step string // "node", "driver" or "chromium"
	Fix  string
	Err  error
}

func (e *InstallError) Error() string {
	msg := fmt.Sprintf("jev install: %s: %v", e.Step, e.Err)
	if e.Fix != "" {
		msg += "\n  fix: " + e.Fix
	}
	return msg
}

// Unwrap returns the cause.
func (e *InstallError) Unwrap() error { return e.Err }

// Paths is where the stack lives on this machine.
type Paths struct {
	DriverDir string // holds package/cli.js and a node link
	Node      string // the node executable the driver runs with
	Chromium  string // the browser executable
}

// EnsureOption configures Ensure. Without options it installs what is
// missing quietly.
type EnsureOption func(*ensureConfig)

type ensureConfig struct {
	out       io.Writer
	checkOnly bool
}

// WithOut sends one line per installation step to w (default: discarded).
func WithOut(w io.Writer) EnsureOption { return func(c *ensureConfig) { c.out = w } }

// WithCheckOnly makes Ensure report what is missing without changing
// anything when check is true.
func WithCheckOnly(check bool) EnsureOption { return func(c *ensureConfig) { c.checkOnly = check } }

// DriverDir is $PLAYWRIGHT_DRIVER_PATH, else <user cache dir>/ms-playwright-go/<version>.
func DriverDir() (string, error) {
	if d := os.Getenv("PLAYWRIGHT_DRIVER_PATH"); d != "" {
		return d, nil
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", &InstallError{Step: "driver", Err: fmt.Errorf("no user cache dir: %w", err), Fix: "set PLAYWRIGHT_DRIVER_PATH to a writable directory"}
	}
	return filepath.Join(cache, "ms-playwright-go", DriverVersion), nil
}

// FindNode returns $PLAYWRIGHT_NODEJS_PATH, else node on PATH.
func FindNode() (string, error) {
	if p := os.Getenv("PLAYWRIGHT_NODEJS_PATH"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", &InstallError{Step: "node", Err: fmt.Errorf("%w: PLAYWRIGHT_NODEJS_PATH=%s: %v", ErrNodeMissing, p, err), Fix: "point PLAYWRIGHT_NODEJS_PATH at a node executable, or unset it"}
		}
		return p, nil
	}
	p, err := exec.LookPath("node")
	if err != nil {
		return "", &InstallError{Step: "node", Err: ErrNodeMissing, Fix: "apt-get install -y nodejs npm (or install Node.js ≥ 18 and put node on PATH)"}
	}
	return p, nil
}

// FindChromium returns $JEV_CHROMIUM, else chromium, chromium-browser or
// google-chrome on PATH.
func FindChromium() (string, error) {
	if p := os.Getenv("JEV_CHROMIUM"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", &InstallError{Step: "chromium", Err: fmt.Errorf("%w: JEV_CHROMIUM=%s: %v", ErrChromiumMissing, p, err), Fix: "point JEV_CHROMIUM at a Chromium or Chrome executable, or unset it"}
		}
		return p, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", &InstallError{Step: "chromium", Err: ErrChromiumMissing, Fix: chromiumFix()}
}

func chromiumFix() string {
	if canApt() {
		return InstallCommand + " (runs: apt-get update && apt-get install -y chromium)"
	}
	if isDebian() {
		return "sudo apt-get update && sudo apt-get install -y chromium"
	}
	return "install Chromium or Google Chrome and put it on PATH, or set JEV_CHROMIUM=/path/to/chrome"
}

func isDebian() bool {
	_, err := os.Stat("/etc/debian_version")
	return err == nil
}

func canApt() bool {
	if os.Geteuid() != 0 || !isDebian() {
		return false
	}
	_, err := exec.LookPath("apt-get")
	return err == nil
}

// driverOK reports whether dir holds a driver whose cli.js prints
// DriverVersion when run with node.
func driverOK(ctx context.Context, dir, node string) error {
	cli := filepath.Join(dir, "package", "cli.js")
	if _, err := os.Stat(cli); err != nil {
		return fmt.Errorf("%w: no %s", ErrDriverMissing, cli)
	}
	// The package.json version is authoritative and needs no process start.
	data, err := os.ReadFile(filepath.Join(dir, "package", "package.json"))
	if err != nil || !strings.Contains(string(data), `"version": "`+DriverVersion+`"`) {
		return fmt.Errorf("%w: %s is not playwright-core %s", ErrDriverMissing, dir, DriverVersion)
	}
	return nil
}

// nodeLinkOK reports whether dir/node is the node playwright-go will run
// the driver with (it runs <driver dir>/node unless PLAYWRIGHT_NODEJS_PATH
// is set).
func nodeLinkOK(dir, node string) bool {
	if os.Getenv("PLAYWRIGHT_NODEJS_PATH") != "" {
		return true
	}
	target, err := os.Readlink(filepath.Join(dir, "node"))
	return err == nil && target == node
}

func linkNode(dir, node string) error {
	link := filepath.Join(dir, "node")
	_ = os.Remove(link)
	return os.Symlink(node, link)
}

// Ensure finds every piece of the stack and installs what is missing (unless
// WithCheckOnly). It is idempotent and, when everything is present, fast:
// it starts no process.
func Ensure(ctx context.Context, opts ...EnsureOption) (Paths, error) {
	var c ensureConfig
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	out := c.out
	if out == nil {
		out = io.Discard
	}
	var p Paths
	var err error
	if p.Node, err = FindNode(); err != nil {
		return p, err
	}
	if p.DriverDir, err = DriverDir(); err != nil {
		return p, err
	}
	if derr := driverOK(ctx, p.DriverDir, p.Node); derr != nil {
		if c.checkOnly {
			return p, &InstallError{Step: "driver", Err: derr, Fix: InstallCommand}
		}
		fmt.Fprintf(out, "installing playwright driver %s into %s (npm playwright-core, run by %s)\n", DriverVersion, p.DriverDir, p.Node)
		if err := installDriver(ctx, p.DriverDir, p.Node, out); err != nil {
			return p, err
		}
	}
	if !nodeLinkOK(p.DriverDir, p.Node) {
		if c.checkOnly {
			return p, &InstallError{Step: "node", Err: fmt.Errorf("%w: %s/node does not point at %s", ErrDriverMissing, p.DriverDir, p.Node), Fix: InstallCommand}
		}
		fmt.Fprintf(out, "linking %s/node -> %s\n", p.DriverDir, p.Node)
		if err := linkNode(p.DriverDir, p.Node); err != nil {
			return p, &InstallError{Step: "node", Err: err, Fix: "set PLAYWRIGHT_NODEJS_PATH=" + p.Node}
		}
	}
	p.Chromium, err = FindChromium()
	if err != nil && !c.checkOnly && canApt() && os.Getenv("JEV_CHROMIUM") == "" {
		fmt.Fprintln(out, "installing chromium: apt-get update && apt-get install -y chromium")
		if aerr := aptInstallChromium(ctx, out); aerr != nil {
			return p, aerr
		}
		p.Chromium, err = FindChromium()
	}
	return p, err
}

func aptInstallChromium(ctx context.Context, out io.Writer) error {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Minute)
	defer cancel()
	for _, args := range [][]string{{"update"}, {"install", "-y", "--no-install-recommends", "chromium"}} {
		cmd := exec.CommandContext(ctx, "apt-get", args...)
		cmd.Env = append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Run(); err != nil {
			return &InstallError{Step: "chromium", Err: fmt.Errorf("apt-get %s: %w", strings.Join(args, " "), err), Fix: "apt-get update && apt-get install -y chromium"}
		}
	}
	return nil
}

// installDriver fetches npm playwright-core@DriverVersion with the machine's
// npm, unpacks it next to dir and renames it into place, under a lock so
// that parallel test processes install once.
func installDriver(ctx context.Context, dir, node string, out io.Writer) error {
	fail := func(err error) error {
		return &InstallError{Step: "driver", Err: err, Fix: fmt.Sprintf("check npm can reach its registry (npm view playwright-core@%s version), or unpack playwright-core into %s/package", DriverVersion, dir)}
	}
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return fail(err)
	}
	unlock, err := lockFile(ctx, filepath.Join(parent, ".jev-install.lock"))
	if err != nil {
		return fail(err)
	}
	defer unlock()
	if driverOK(ctx, dir, node) == nil { // another process finished first
		return nil
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		return &InstallError{Step: "driver", Err: fmt.Errorf("npm not found: %w", err), Fix: "apt-get install -y npm"}
	}
	tmp, err := os.MkdirTemp(parent, ".driver-*")
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(tmp)
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "pack", "--silent", "playwright-core@"+DriverVersion, "--pack-destination", tmp)
	cmd.Dir = tmp
	cmd.Stderr = out
	name, err := cmd.Output()
	if err != nil {
		return fail(fmt.Errorf("npm pack playwright-core@%s: %w", DriverVersion, err))
	}
	tgz := filepath.Join(tmp, strings.TrimSpace(lastLine(string(name))))
	stage := filepath.Join(tmp, "driver")
	if err := untgz(tgz, stage); err != nil {
		return fail(err)
	}
	if err := linkNode(stage, node); err != nil {
		return fail(err)
	}
	if err := os.RemoveAll(dir); err != nil {
		return fail(err)
	}
	if err := os.Rename(stage, dir); err != nil {
		return fail(err)
	}
	if err := driverOK(ctx, dir, node); err != nil {
		return fail(err)
	}
	fmt.Fprintf(out, "installed playwright driver %s\n", DriverVersion)
	return nil
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// lockFile takes an exclusive flock on path, polling until ctx ends.
func lockFile(ctx context.Context, path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(5 * time.Minute)
	for {
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err == nil {
			return func() { syscall.Flock(int(f.Fd()), syscall.LOCK_UN); f.Close() }, nil
		}
		if time.Now().After(deadline) {
			f.Close()
			return nil, fmt.Errorf("another jev install holds %s for over 5 minutes", path)
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// untgz unpacks an npm tarball (entries under package/) into dst.
func untgz(src, dst string) error {
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return fmt.Errorf("%s: %w", src, err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", src, err)
		}
		name := filepath.Clean(h.Name)
		if filepath.IsAbs(name) || strings.HasPrefix(name, "..") {
			return fmt.Errorf("%s: unsafe path %q", src, h.Name)
		}
		target := filepath.Join(dst, name)
		switch h.Typeflag {
		case tar.TypeDir:
			if err := os.MkdirAll(target, 0o755); err != nil {
				return err
			}
		case tar.TypeReg:
			if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
				return err
			}
			w, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, os.FileMode(h.Mode&0o755|0o644))
			if err != nil {
				return err
			}
			if _, err := io.Copy(w, tr); err != nil {
				w.Close()
				return err
			}
			if err := w.Close(); err != nil {
				return err
			}
		}
	}
}
