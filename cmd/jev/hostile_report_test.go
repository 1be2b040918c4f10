package main

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/playwright-community/playwright-go"
)

// hostileText is page text that would run script in a report that did not
// escape it, break a JUnit CDATA section, and carries characters XML 1.0
// cannot hold (a vertical tab, U+FFFE).
const hostileText = "<script>window.__pwned=1;alert(1)</script>\"><img src=x onerror=\"window.__pwned=2\"> ]]> \v \uFFFE end"

// hostilePage sets the text through the DOM, so that it is text, not markup.
const hostilePage = `<!doctype html><title>Hostile</title><h1>Plan</h1><dl><dt>Current plan</dt><dd id="plan"></dd></dl>
<script>document.getElementById('plan').textContent = %s;</script>`

func hostileServer(t *testing.T) *httptest.Server {
	t.Helper()
	lit, _ := json.Marshal(hostileText)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, hostilePage, lit)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// Page text that is markup, `]]>` and characters XML cannot hold: the
// HTML report shows it as text (no script runs, no element is injected),
// the JUnit file stays well-formed XML, and `jev assert --json` is valid
// JSON carrying the text exactly.
func TestHostilePageTextInReports(t *testing.T) {
	localEnv(t)
	srv := hostileServer(t)
	results := t.TempDir()
	var soft *softTB
	t.Run("Hostile", func(t *testing.T) {
		soft = &softTB{T: t}
		s := jevtest.New(soft, jevtest.WithResultsDir(results), jevtest.WithDecider(reportDecider()))
		s.Goto(srv.URL + "/")
		s.Assert(compare.Text(s.Page().Locator("#plan")), "Free plan")
	})
	if len(soft.errors) != 1 {
		t.Fatalf("want the one assertion to fail, got %q", soft.errors)
	}
	out := filepath.Join(t.TempDir(), "report.html")
	junit := filepath.Join(t.TempDir(), "junit.xml")
	if code, _, stderr := jev(t, "report", results, "-o", out, "--junit", junit); code != 0 {
		t.Fatalf("jev report: exit %d %s", code, stderr)
	}
	b, err := os.ReadFile(junit)
	if err != nil {
		t.Fatal(err)
	}
	var doc junitDoc
	if err := xml.Unmarshal(b, &doc); err != nil {
		t.Errorf("JUnit is not well-formed XML: %v", err)
	}
	if !strings.Contains(string(b), "&lt;script&gt;window.__pwned=1") {
		t.Errorf("JUnit lost the page text:\n%s", b)
	}
	checkHostileHTML(t, out)

	code, stdout, stderr := jev(t, "assert", "--url", srv.URL+"/", "--selector", "#plan", "--expected", "Free plan", "--json")
	var res struct {
		Status   string `json:"status"`
		Evidence struct {
			Text string `json:"text"`
		} `json:"evidence"`
	}
	if err := json.Unmarshal([]byte(stdout), &res); err != nil || code == 0 || res.Status == "passed" {
		t.Fatalf("assert --json: exit %d, %v, stdout %q stderr %q", code, err, stdout, stderr)
	}
	if !strings.Contains(res.Evidence.Text, "<script>window.__pwned=1;alert(1)</script>") {
		t.Errorf("assert --json evidence %q lost the page text", res.Evidence.Text)
	}
}

// checkHostileHTML opens the report in Chromium: no dialog, no script of
// the page text ran, no img element was injected, and the text is shown.
func checkHostileHTML(t *testing.T, path string) {
	t.Helper()
	s := jevtest.New(t, jevtest.WithResultsDir(t.TempDir()))
	page := s.Page()
	dialogs := make(chan string, 4)
	page.OnDialog(func(d playwright.Dialog) {
		dialogs <- d.Message()
		_ = d.Dismiss()
	})
	s.Goto("file://" + path)
	v, err := page.Evaluate(`() => ({pwned: String(window.__pwned), imgs: document.querySelectorAll('img[src="x"], img[onerror]').length, text: document.body.innerText})`)
	if err != nil {
		t.Fatal(err)
	}
	m := v.(map[string]any)
	if m["pwned"] != "undefined" || m["imgs"] != 0 {
		t.Errorf("page text ran in the report: __pwned=%v, injected img elements %v", m["pwned"], m["imgs"])
	}
	if !strings.Contains(m["text"].(string), "<script>window.__pwned=1;alert(1)</script>") {
		t.Errorf("the report does not show the page text as text")
	}
	select {
	case msg := <-dialogs:
		t.Errorf("the report opened a dialog: %q", msg)
	default:
	}
}
