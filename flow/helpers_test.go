package flow_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
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
type scripted struct {
	name string
	conf float64
}

func (s scripted) Name() string { return "scripted" }

func (s scripted) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	ans := semantic.Answer{Version: semantic.ProtocolVersion}
	rest := semantic.Request{Version: semantic.ProtocolVersion, State: req.State}
	for _, q := range req.Questions {
		if q.Kind != semantic.KindTargetSelection {
			rest.Questions = append(rest.Questions, q)
			continue
		}
		d := semantic.Decision{QuestionID: q.ID, Choice: semantic.ChoiceNone, Probabilities: map[string]float64{semantic.ChoiceNone: 1}}
		for _, tg := range req.State.Targets {
			if s.name != "" && tg.Name == s.name {
				// The rest spread over the other criteria, so that a low
				// confidence is still the argmax.
				p := map[string]float64{tg.ID: s.conf}
				for _, c := range q.Criteria {
					if c.ID != tg.ID {
						p[c.ID] = (1 - s.conf) / float64(len(q.Criteria)-1)
					}
				}
				d = semantic.Decision{QuestionID: q.ID, Choice: tg.ID, Probabilities: p}
			}
		}
		ans.Decisions = append(ans.Decisions, d)
	}
	if len(rest.Questions) > 0 {
		a, err := lexical.New().Decide(ctx, rest)
		if err != nil {
			return semantic.Answer{}, err
		}
		ans.Decisions = append(ans.Decisions, a.Decisions...)
	}
	return ans, nil
}
