package jevtest_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/report"
	"github.com/jevtest/jev/semantic"
)

// A failing assertion on a page whose cross-origin child frame never
// yields: Chromium cannot capture the page, and the failure screenshot is
// given up after its own 5 s bound, the record saying so
// ("screenshot …: Timeout 5000ms exceeded"). It waited for the page's
// default timeout (30 s), so each such failure took about 35 s.
func TestFailureScreenshotIsBounded(t *testing.T) {
	mux := http.NewServeMux()
	var srv *httptest.Server
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		busy := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1) + "/busy"
		w.Write([]byte(`<!doctype html><title>Account</title><h1>Account</h1>
<dl><dt>Current plan</dt><dd>Pro</dd></dl><iframe name=busy src="` + busy + `"></iframe>`))
	})
	mux.HandleFunc("/busy", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`<!doctype html><p>Ads</p><script>setTimeout(() => { const end = Date.now() + 20000; while (Date.now() < end) {} }, 50)</script>`))
	})
	srv = httptest.NewServer(mux)
	defer srv.Close()

	results := t.TempDir()
	rec := &recordingTB{TB: t, name: t.Name()}
	var r compare.Result
	var dir string
	rec.call(func() {
		s := jevtest.New(rec, jevtest.WithResultsDir(results))
		s.Goto(srv.URL + "/")
		time.Sleep(300 * time.Millisecond) // the frame is spinning now
		rec.call(func() { r = s.Assert(compare.Text(s.Page().Locator("dd")), "Enterprise") })
		dir = s.ResultsDir()
	})
	rec.runCleanups()
	if r.Status != semantic.StatusFailed {
		t.Fatalf("assert = %s; want failed (Pro is not Enterprise)", r.Status)
	}
	data, err := os.ReadFile(filepath.Join(dir, "op-001-0.json"))
	if err != nil {
		t.Fatal(err)
	}
	var op report.Operation
	if err := json.Unmarshal(data, &op); err != nil {
		t.Fatal(err)
	}
	if op.Screenshot != "" || !strings.Contains(op.EvidenceError, "screenshot ") || !strings.Contains(op.EvidenceError, "Timeout 5000ms exceeded") {
		t.Errorf("screenshot %q, evidence error %q; want no screenshot and the 5 s bound named", op.Screenshot, op.EvidenceError)
	}
}
