package calibration

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// Item 7: a calibration selector on a password field is refused: the case
// is an error naming the refusal, and the password appears nowhere in the
// results.
func TestRunRefusesPasswordSelectors(t *testing.T) {
	const secret = "hunter2-CALIB-SECRET"
	dir := writeFixtures(t, map[string]string{
		"pages/login.html": `<!doctype html><html><body><label>Password <input id=pw type=password value="` + secret + `"></label></body></html>`,
		"login.yaml": "page: pages/login.html\ncases:\n" +
			"  - {id: value, actual: {selector: \"#pw\", property: value}, expected: a-guess, truth: equivalent}\n" +
			"  - {id: attr, actual: {selector: \"#pw\", property: attribute, attribute: value}, expected: a-guess, truth: equivalent}\n",
	})
	rs, err := Run(t.Context(), loadAll(t, filepath.Join(dir, "login.yaml")), WithBrowser(browser(t)))
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if len(rs) != 2 {
		t.Fatalf("got %d results", len(rs))
	}
	for _, r := range rs {
		if r.Status != semantic.StatusInconclusive || !strings.Contains(r.Error, "password") || r.Evidence.Text != "" {
			t.Errorf("%s: status %s error %q evidence %+v", r.ID, r.Status, r.Error, r.Evidence)
		}
	}
	b, _ := json.Marshal(rs)
	if strings.Contains(string(b), "CALIB-SECRET") {
		t.Fatalf("results leak the page's password: %s", b)
	}
}
