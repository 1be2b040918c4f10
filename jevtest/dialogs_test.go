package jevtest_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/playwright-community/playwright-go"
)

// logTB is the real test with its Logf lines kept.
type logTB struct {
	*testing.T
	mu   sync.Mutex
	logs []string
}

func (l *logTB) Logf(format string, args ...any) {
	l.mu.Lock()
	l.logs = append(l.logs, fmt.Sprintf(format, args...))
	l.mu.Unlock()
	l.T.Logf(format, args...)
}

const dialogPage = `<!doctype html><meta charset=utf-8><title>dialogs</title>
<button id=save onclick="alert('Saved! see http://bob:S3cretPass@example.test/x')">Save</button>
<button id=del onclick="document.getElementById('out').textContent = confirm('Delete the project?') ? 'deleted' : 'kept'">Delete</button>
<p id=out>none</p>`

// A dialog is never handled silently: with no handler of the test's own
// it is dismissed as Playwright does, listed by Session.Dialogs (its text
// without credentials) and named in the log of the next assertion; a
// test's own handler still decides (its confirm is accepted).
func TestDialogsAreRecordedAndReported(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, dialogPage) }))
	defer srv.Close()
	lt := &logTB{T: t}
	s := jevtest.New(lt, jevtest.WithResultsDir(t.TempDir()))
	s.Goto(srv.URL + "/")
	page := s.Page()
	for _, sel := range []string{"#save", "#del"} {
		if err := page.Locator(sel).Click(); err != nil {
			t.Fatalf("click %s: %v", sel, err)
		}
	}
	s.Assert(compare.Text(page.Locator("#out")), "kept")
	want := `jevtest: Assert: the page opened 2 dialogs before this: alert "Saved! see http://example.test/x" (dismissed), confirm "Delete the project?" (dismissed); Session.Dialogs lists them`
	lt.mu.Lock()
	logs := strings.Join(lt.logs, "\n")
	lt.mu.Unlock()
	if !strings.Contains(logs, want) {
		t.Errorf("log:\n%s\nwant the line\n%s", logs, want)
	}
	if strings.Contains(logs, "S3cretPass") {
		t.Errorf("a credential in a dialog reached the log: %s", logs)
	}
	page.OnDialog(func(d playwright.Dialog) { _ = d.Accept() })
	if err := page.Locator("#del").Click(); err != nil {
		t.Fatal(err)
	}
	s.Assert(compare.Text(page.Locator("#out")), "deleted")
	got := s.Dialogs()
	if len(got) != 3 || got[0] != (jevtest.Dialog{Type: "alert", Message: "Saved! see http://example.test/x", Handled: "dismissed"}) ||
		got[1].Handled != "dismissed" || got[2] != (jevtest.Dialog{Type: "confirm", Message: "Delete the project?", Handled: "test's handler"}) {
		t.Errorf("Dialogs = %+v", got)
	}
}
