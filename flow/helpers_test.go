package flow_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
)

func TestMain(m *testing.M) { pwtest.Main(m) }

const formPage = `<!doctype html><title>Signup</title><h1>Signup</h1>
<label>Full name <input id="name"></label>
<label>Password <input type="password" id="pw"></label>
<label><input type="checkbox" id="terms"> Accept the terms</label>
<label>Country <select id="country"><option value="de">Germany</option><option value="fr">France</option></select></label>
<button id="save" onclick="document.getElementById('out').textContent = 'Saved: ' + document.getElementById('name').value">Save</button>
<button id="del" onclick="window.deleted = (window.deleted || 0) + 1">Delete account</button>
<p>Billing status: <span id="billing">Payment failed</span></p>
<p id="out"></p>`

// site serves formPage at /form.
func site(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/form" {
			http.NotFound(w, r)
			return
		}
		fmt.Fprint(w, formPage)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// scripted answers target-selection questions with the target named name
// at confidence conf (name "" answers none) and leaves every other
// question to the embedded engine.
func scripted(name string, conf float64) semantic.Decider {
	named := func(tg semantic.Target) bool { return name != "" && tg.Name == name }
	return semantictest.New(semantictest.WithFallback(lexical.New())).
		OnKind(semantic.KindTargetSelection, semantictest.ChooseTarget(named, conf))
}
