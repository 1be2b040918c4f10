package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/internal/stack"
)

// TestMain runs the tests, or, when the test binary is started with
// jevProcessEnv set, is the jev command itself (a second real process for
// the tests that need one), with the arguments the variable holds.
func TestMain(m *testing.M) {
	if args, ok := os.LookupEnv(jevProcessEnv); ok {
		os.Exit(run(defaultDeps(), strings.Split(args, "\x1f"), os.Stdout, os.Stderr))
	}
	pwtest.Main(m)
}

// jevProcessEnv holds the arguments (joined by U+001F) of a jev process
// started from the test binary (jevProcess).
const jevProcessEnv = "JEV_TEST_JEV_PROCESS_ARGS"

// jevProcess starts the test binary as the jev command with args, in a
// process of its own; its output goes to stdout and stderr.
func jevProcess(t *testing.T, stdout, stderr io.Writer, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), jevProcessEnv+"="+strings.Join(args, "\x1f"))
	cmd.Stdout, cmd.Stderr = stdout, stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd
}

// jev runs the CLI in-process and returns its exit code and output.
func jev(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(testDeps(), args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// localEnv clears the variables that would send the browser elsewhere.
func localEnv(t *testing.T) {
	t.Setenv("JEV_BROWSER_WS", "")
	t.Setenv("JEV_CDP_URL", "")
	t.Setenv("JEV_HEADED", "")
}

func readyPaths(t *testing.T) stack.Paths {
	t.Helper()
	p, err := stack.Ensure(t.Context(), stack.WithCheckOnly(true))
	if err != nil {
		t.Fatalf("stack not ready (run go run ./cmd/jev install first): %v", err)
	}
	return p
}

func readyLine(p stack.Paths) string {
	return fmt.Sprintf("jev: stack ready: driver %s (%s), node %s, chromium %s\n", stack.DriverVersion, p.DriverDir, p.Node, p.Chromium)
}

func fakeChromium(t *testing.T) string {
	t.Helper()
	fake := filepath.Join(t.TempDir(), "chrome")
	if err := os.WriteFile(fake, []byte("#!/bin/sh\necho 'chrome: cannot start' >&2\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return fake
}

func TestInstallWhenReadyPrintsOneLine(t *testing.T) {
	localEnv(t)
	want := readyLine(readyPaths(t))
	for _, args := range [][]string{{"install"}, {"install", "--check"}} {
		code, out, errOut := jev(t, args...)
		if code != 0 || out != want || errOut != "" {
			t.Errorf("jev %v = %d, stdout %q, stderr %q; want 0, %q, no stderr", args, code, out, errOut, want)
		}
	}
}

func TestInstallCheckReportsAMissingDriverWithoutCreatingIt(t *testing.T) {
	localEnv(t)
	dir := filepath.Join(t.TempDir(), "driver")
	t.Setenv("PLAYWRIGHT_DRIVER_PATH", dir)
	code, out, errOut := jev(t, "install", "--check")
	want := "jev install: driver: playwright driver not installed: no " + filepath.Join(dir, "package", "cli.js") +
		"\n  fix: go run github.com/jevtest/jev/cmd/jev install\n"
	if code != 2 || out != "" || errOut != want {
		t.Errorf("jev install --check = %d, stdout %q, stderr %q; want 2, nothing, %q", code, out, errOut, want)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("--check created %s (stat: %v)", dir, err)
	}
}

func TestInstallReportsAMissingChromiumFromJEV_CHROMIUM(t *testing.T) {
	localEnv(t)
	t.Setenv("JEV_CHROMIUM", "/nonexistent/chrome")
	want := "jev install: chromium: chromium not found: JEV_CHROMIUM=/nonexistent/chrome: stat /nonexistent/chrome: no such file or directory" +
		"\n  fix: point JEV_CHROMIUM at a Chromium or Chrome executable, or unset it\n"
	for _, args := range [][]string{{"install"}, {"install", "--check"}} {
		code, out, errOut := jev(t, args...)
		if code != 2 || out != "" || errOut != want {
			t.Errorf("jev %v = %d, stdout %q, stderr %q; want 2, nothing, %q", args, code, out, errOut, want)
		}
	}
}

// With no Chromium on PATH and no apt-get to install one, install stops with
// exit 2 and the exact command for the user to run.
func TestInstallWithoutChromiumOrAptNamesTheCommand(t *testing.T) {
	localEnv(t)
	p := readyPaths(t)
	t.Setenv("JEV_CHROMIUM", "")
	t.Setenv("PLAYWRIGHT_NODEJS_PATH", p.Node)
	t.Setenv("PATH", t.TempDir())
	fix := "install Chromium or Google Chrome and put it on PATH, or set JEV_CHROMIUM=/path/to/chrome"
	if _, err := os.Stat("/etc/debian_version"); err == nil {
		fix = "sudo apt-get update && sudo apt-get install -y chromium"
	}
	want := "jev install: chromium: chromium not found\n  fix: " + fix + "\n"
	for _, args := range [][]string{{"install"}, {"install", "--check"}} {
		code, out, errOut := jev(t, args...)
		if code != 2 || out != "" || errOut != want {
			t.Errorf("jev %v = %d, stdout %q, stderr %q; want 2, nothing, %q", args, code, out, errOut, want)
		}
	}
}

// A missing driver is installed from npm, each step printed; the next run
// prints the one ready line.
func TestInstallInstallsAMissingDriver(t *testing.T) {
	localEnv(t)
	p := readyPaths(t)
	dir := filepath.Join(t.TempDir(), "driver")
	t.Setenv("PLAYWRIGHT_DRIVER_PATH", dir)
	p.DriverDir = dir
	code, out, errOut := jev(t, "install")
	want := fmt.Sprintf("installing playwright driver %s into %s (npm playwright-core, run by %s)\ninstalled playwright driver %[1]s\n", stack.DriverVersion, dir, p.Node) + readyLine(p)
	if code != 0 || out != want || errOut != "" {
		t.Fatalf("jev install = %d, stdout %q, stderr %q; want 0, %q, no stderr", code, out, errOut, want)
	}
	if link, err := os.Readlink(filepath.Join(dir, "node")); err != nil || link != p.Node {
		t.Errorf("%s/node -> %q (%v), want %s", dir, link, err, p.Node)
	}
	code, out, errOut = jev(t, "install")
	if code != 0 || out != readyLine(p) || errOut != "" {
		t.Errorf("second jev install = %d, stdout %q, stderr %q; want 0, %q", code, out, errOut, readyLine(p))
	}
}

func TestInstallRejectsBadArguments(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"install", "now"}, "jev: unknown command \"now\" for \"jev install\"\n"},
		{[]string{"install", "--force"}, "jev: unknown flag: --force (see jev install --help)\n"},
		{[]string{"demo", "page"}, "jev: unknown command \"page\" for \"jev demo\"\n"},
		{[]string{"demo", "--headless"}, "jev: unknown flag: --headless (see jev demo --help)\n"},
	} {
		code, out, errOut := jev(t, c.args...)
		if code != 2 || out != "" || errOut != c.want {
			t.Errorf("jev %v = %d, stdout %q, stderr %q; want 2, nothing, %q", c.args, code, out, errOut, c.want)
		}
	}
}
