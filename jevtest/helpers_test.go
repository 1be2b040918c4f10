package jevtest_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/jevtest/jev/jevtest"
)

func TestMain(m *testing.M) {
	if mode := os.Getenv(helperEnv); mode != "" {
		os.Exit(runHelper(mode))
	}
	jevtest.Main(m)
}

// newSite serves the pages the tests open: /page/<n> shows "page <n>",
// /viewport shows the window size, /locale the navigator language.
func newSite() *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("/page/{n}", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><title>page %[1]s</title><h1>page %[1]s</h1>`, r.PathValue("n"))
	})
	mux.HandleFunc("/viewport", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><h1 id="v"></h1><script>document.getElementById("v").textContent = innerWidth + "x" + innerHeight</script>`)
	})
	mux.HandleFunc("/locale", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><h1 id="v"></h1><script>document.getElementById("v").textContent = navigator.language</script>`)
	})
	return httptest.NewServer(mux)
}

// recordingTB is a testing.TB that records failures instead of failing the
// real test, so the harness's own failure paths can be asserted. Like
// testing.T, Fatalf ends the calling goroutine; run the code under test with
// call.
type recordingTB struct {
	testing.TB // unused methods; nil outside a test

	name string

	mu       sync.Mutex
	stopped  bool
	fatals   []string
	errs     []string
	cleanups []func()
}

func (r *recordingTB) Helper()      {}
func (r *recordingTB) Name() string { return r.name }

func (r *recordingTB) Fatalf(format string, args ...any) {
	r.mu.Lock()
	r.fatals = append(r.fatals, fmt.Sprintf(format, args...))
	r.mu.Unlock()
	runtime.Goexit()
}

// FailNow records that the test stopped and ends the goroutine.
func (r *recordingTB) FailNow() {
	r.mu.Lock()
	r.stopped = true
	r.mu.Unlock()
	runtime.Goexit()
}

// wasStopped reports whether FailNow ended the test.
func (r *recordingTB) wasStopped() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.stopped
}

func (r *recordingTB) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func (r *recordingTB) Failed() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.fatals)+len(r.errs) > 0
}

// Skipped is false: a recorded test never skips.
func (r *recordingTB) Skipped() bool { return false }

func (r *recordingTB) Cleanup(f func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.cleanups = append(r.cleanups, f)
}

// call runs f in its own goroutine, as the testing package runs a test, and
// waits for it; a Fatalf ends f only.
func (r *recordingTB) call(f func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	<-done
}

// runCleanups runs the registered cleanups last-first, as testing.T does.
func (r *recordingTB) runCleanups() {
	r.mu.Lock()
	fs := r.cleanups
	r.cleanups = nil
	r.mu.Unlock()
	for i := len(fs) - 1; i >= 0; i-- {
		fs[i]()
	}
}

func (r *recordingTB) fatalMessages() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.fatals...)
}

func (r *recordingTB) errorMessages() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.errs...)
}

func h1(t testing.TB, s *jevtest.Session) string {
	t.Helper()
	text, err := s.Page().Locator("h1").TextContent()
	if err != nil {
		t.Fatalf("h1: %v", err)
	}
	return strings.TrimSpace(text)
}
