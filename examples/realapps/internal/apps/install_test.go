package apps

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeNPM writes an npm stand-in running script (sh) and returns its path.
func fakeNPM(t *testing.T, script string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "npm")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+script+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// installs is an npm stand-in that creates the installer's needed file
// and counts its runs in count.
func installs(t *testing.T, count string) string {
	return fakeNPM(t, `echo run >> `+count+`
mkdir -p node_modules/app && echo ok > node_modules/app/index.html`)
}

func testInstaller(t *testing.T, npm string) installer {
	return installer{npm: npm, root: t.TempDir(), lock: []byte(`{"lock":1}`), pkg: []byte(`{}`), timeout: 10 * time.Second,
		need: []string{"node_modules/app/index.html"}}
}

func runs(t *testing.T, count string) int {
	b, err := os.ReadFile(count)
	if errors.Is(err, os.ErrNotExist) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Count(string(b), "run")
}

func TestInstallRunsNPMOnceAndIsIdempotent(t *testing.T) {
	count := filepath.Join(t.TempDir(), "count")
	in := testInstaller(t, installs(t, count))
	dir, err := in.install(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(in.root, lockHash(in.lock)); dir != want {
		t.Errorf("installed into %s, want %s", dir, want)
	}
	for _, f := range []string{"package.json", "package-lock.json", marker, "node_modules/app/index.html"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	if _, err := in.install(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n := runs(t, count); n != 1 {
		t.Errorf("npm ran %d times for two installs of one lock, want 1", n)
	}
}

func TestInstallIsSerialisedAcrossConcurrentCallers(t *testing.T) {
	count := filepath.Join(t.TempDir(), "count")
	in := testInstaller(t, fakeNPM(t, "sleep 0.3\n"+installs(t, count)))
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Add(1)
		go func() { defer wg.Done(); _, errs[i] = in.install(context.Background()) }()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if n := runs(t, count); n != 1 {
		t.Errorf("npm ran %d times for 4 concurrent installs, want 1", n)
	}
}

func TestAnotherLockInstallsIntoAnotherDirectory(t *testing.T) {
	count := filepath.Join(t.TempDir(), "count")
	in := testInstaller(t, installs(t, count))
	a, err := in.install(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	in.lock = []byte(`{"lock":2}`)
	b, err := in.install(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if a == b || runs(t, count) != 2 {
		t.Errorf("two locks: dirs %s and %s, npm runs %d; want two dirs and two runs", a, b, runs(t, count))
	}
}

func TestFailingNPMNamesTheCommandAndItsOutput(t *testing.T) {
	in := testInstaller(t, fakeNPM(t, `echo "npm ERR! 404 Not Found - GET todomvc" >&2; exit 1`))
	_, err := in.install(context.Background())
	var ie *InstallError
	if !errors.As(err, &ie) || !errors.Is(err, ErrNPMFailed) {
		t.Fatalf("error %v, want an *InstallError matching ErrNPMFailed", err)
	}
	msg := err.Error()
	for _, want := range []string{"npm ci --no-audit --no-fund --ignore-scripts", "npm ERR! 404 Not Found", ie.Dir} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not say %q", msg, want)
		}
	}
	if _, err := os.Stat(filepath.Join(ie.Dir, marker)); err == nil {
		t.Error("a failed install left the install marker")
	}
}

func TestNPMThatLeavesFilesOutIsRefused(t *testing.T) {
	in := testInstaller(t, fakeNPM(t, `exit 0`))
	_, err := in.install(context.Background())
	if !errors.Is(err, ErrIncomplete) || !strings.Contains(err.Error(), "node_modules/app/index.html") {
		t.Fatalf("error %v, want ErrIncomplete naming the missing file", err)
	}
}

func TestHangingNPMIsBoundedInTime(t *testing.T) {
	in := testInstaller(t, fakeNPM(t, `exec sleep 30`))
	in.timeout = 300 * time.Millisecond
	start := time.Now()
	_, err := in.install(context.Background())
	if !errors.Is(err, ErrTimeout) {
		t.Fatalf("error %v, want ErrTimeout", err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("install returned after %s", d)
	}
}

func TestMissingNPMIsNamed(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	in := testInstaller(t, "")
	_, err := in.install(context.Background())
	if !errors.Is(err, ErrNPMMissing) || !strings.Contains(err.Error(), "npm ci") {
		t.Fatalf("error %v, want ErrNPMMissing naming the command", err)
	}
}

func TestInstallDirFromEnvironment(t *testing.T) {
	dir := t.TempDir()
	for _, f := range required {
		p := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, marker), []byte(LockHash()+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(EnvDir, dir)
	t.Setenv("PATH", t.TempDir()) // no npm: an installed directory needs none
	got, err := Install(context.Background())
	if err != nil || got != dir {
		t.Fatalf("Install() = %s, %v; want %s", got, err, dir)
	}
}

func TestCommittedLockPinsEveryPackage(t *testing.T) {
	s := string(packageLock)
	if strings.Count(s, `"integrity": "sha512-`) < 7 {
		t.Errorf("the lock holds %d sha512 integrity hashes", strings.Count(s, `"integrity": "sha512-`))
	}
	for _, pin := range []string{`"todomvc": "0.1.1"`, `"rapidoc": "9.3.8"`, `"swagger-ui-dist": "5.35.0"`} {
		if !strings.Contains(string(packageJSON), pin) {
			t.Errorf("package.json does not pin %s", pin)
		}
	}
}
