package jevtest_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/trace"
)

// probeSite serves the pages of the fault-probe tests.
func probeSite(t *testing.T) *httptest.Server {
	t.Helper()
	pages := map[string]string{
		"/login": `<h1>Login</h1><label>Password <input type=password id=pw></label><button>Sign in</button>`,
		"/covered": `<h1>Account</h1><button onclick="document.title='clicked'">Cancel subscription</button>` +
			`<div id=consent style="position:fixed;inset:0;background:white;z-index:9">We use cookies</div>`,
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, ok := pages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		fmt.Fprint(w, "<!doctype html><meta charset=utf-8><title>probe</title>"+p)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// filesContaining lists the files under dir that contain any of secrets.
func filesContaining(t *testing.T, dir string, secrets ...string) []string {
	t.Helper()
	var hits []string
	err := filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, s := range secrets {
			if strings.Contains(string(b), s) {
				hits = append(hits, fmt.Sprintf("%s in %s", s, p))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return hits
}

// A page opened at an address with user:password and an api_key parameter:
// neither reaches the trace, the results folder nor the failure message of
// a Goto that cannot reach its server, which still names the address.
func TestURLCredentialsNeverReachOutput(t *testing.T) {
	srv := probeSite(t)
	dir := t.TempDir()
	secretURL := strings.Replace(srv.URL, "http://", "http://bob:S3cretPass@", 1) + "/login?api_key=KEY123SECRET"
	rec := &recordingTB{TB: t, name: "TestURLCredentials_record"}
	rec.call(func() {
		s := jevtest.New(rec, jevtest.WithDecider(lexical.New()), jevtest.WithTimeout(10*time.Second),
			jevtest.WithTraceDir(dir), jevtest.WithResultsDir(dir))
		s.Goto(secretURL)
		s.Fill(s.Locate("the password field"), "hunter2-PW")
		s.TryAssert(compare.Text(s.Page().Locator("h1")), "Sign up")
		s.Goto("http://bob:S3cretPass@127.0.0.1:1/?api_key=KEY123SECRET")
	})
	for _, f := range rec.cleanups {
		f()
	}
	if len(rec.fatals) != 1 {
		t.Fatalf("fatals = %q, want the one of the unreachable Goto", rec.fatals)
	}
	if msg := rec.fatals[0]; strings.Contains(msg, "S3cretPass") || strings.Contains(msg, "KEY123SECRET") ||
		!strings.Contains(msg, "http://127.0.0.1:1/?api_key=***") {
		t.Errorf("Goto failure = %q: want the address without its credentials", msg)
	}
	if hits := filesContaining(t, dir, "S3cretPass", "KEY123SECRET", "hunter2-PW"); len(hits) > 0 {
		t.Errorf("secrets in output files: %q", hits)
	}
	if hits := filesContaining(t, dir, "api_key=***"); len(hits) == 0 {
		t.Errorf("no output names the redacted address")
	}
}

// A description that cannot be grounded (two equally likely sources) is an
// inconclusive result; with trace recording on, its record is written (not
// refused as inconsistent, which failed the test and lost the record).
func TestUngroundedDescriptionIsRecorded(t *testing.T) {
	srv := probeSite(t)
	dir := t.TempDir()
	rec := &recordingTB{TB: t, name: "TestUngrounded_record"}
	var path string
	var st semantic.Status
	rec.call(func() {
		s := jevtest.New(rec, jevtest.WithDecider(lexical.New()), jevtest.WithTraceDir(dir), jevtest.WithResultsDir(dir))
		path = s.TracePath()
		s.Goto(srv.URL + "/login")
		r, _ := s.TryAssert(compare.Describe("Password"), "hunter2-PW")
		st = r.Status
	})
	for _, f := range rec.cleanups {
		f()
	}
	if st != semantic.StatusInconclusive || len(rec.errs)+len(rec.fatals) != 0 {
		t.Fatalf("status %s, errors %q %q; want inconclusive and no harness error", st, rec.errs, rec.fatals)
	}
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatalf("read trace: %v", err)
	}
	var sems []trace.SemanticRecord
	for _, r := range tr.Records {
		if r.Semantic != nil {
			sems = append(sems, *r.Semantic)
		}
	}
	if len(sems) != 1 || sems[0].Op != trace.OpAssert || sems[0].Result.Status != semantic.StatusInconclusive {
		t.Fatalf("semantic records = %+v, want the one inconclusive assert", sems)
	}
	if got, err := sems[0].ReplayedStatus(); err != nil || got != semantic.StatusInconclusive {
		t.Fatalf("replayed status = %s, %v; want inconclusive", got, err)
	}
}

// A control covered by an overlay (a consent banner over the page): the
// click is refused within its bound with locate.ErrCovered naming the
// covering element, and nothing is clicked.
func TestClickOnCoveredTargetSaysWhatCoversIt(t *testing.T) {
	srv := probeSite(t)
	s := jevtest.New(t, jevtest.WithDecider(lexical.New()))
	s.Goto(srv.URL + "/covered")
	b, err := s.TryLocate("the cancel subscription button")
	if err != nil {
		// Refusing a covered control at locate time is as safe.
		var le *locate.LocateError
		if !errors.As(err, &le) {
			t.Fatalf("locate: %v", err)
		}
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	err = locate.Click(ctx, s.Page(), b)
	if !errors.Is(err, locate.ErrCovered) || !strings.Contains(err.Error(), `div#consent "We use cookies"`) {
		t.Fatalf("click on a covered button: %v; want locate.ErrCovered naming the banner", err)
	}
	if title, _ := s.Page().Title(); title == "clicked" {
		t.Fatal("the covered button was clicked")
	}
}
