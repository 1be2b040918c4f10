package locate

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

func TestMain(m *testing.M) { pwtest.Main(m) }

func newPage(t testing.TB) playwright.Page {
	t.Helper()
	return pwtest.NewPage(t)
}

// open serves body at / on loopback and navigates a new page to it.
func open(t testing.TB, body string) playwright.Page {
	t.Helper()
	html := "<!doctype html><html><head><meta charset=utf-8><title>T</title></head><body>" + body + "</body></html>"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(html))
	}))
	t.Cleanup(srv.Close)
	page := newPage(t)
	if _, err := page.Goto(srv.URL+"/", playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad}); err != nil {
		t.Fatalf("goto: %v", err)
	}
	return page
}

func eval(t testing.TB, page playwright.Page, js string) any {
	t.Helper()
	v, err := page.Evaluate(js)
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

// byName answers target questions by looking the description up in names
// (description → accessible name) with probability p; none otherwise.
type byName struct {
	names  map[string]string
	p      float64
	choice string // forced choice ("none", "ambiguous") when set
	err    error

	mu   sync.Mutex
	reqs []semantic.Request
}

func (b *byName) Name() string { return "byname" }

func (b *byName) Decide(_ context.Context, req semantic.Request) (semantic.Answer, error) {
	b.mu.Lock()
	b.reqs = append(b.reqs, req)
	b.mu.Unlock()
	if b.err != nil {
		return semantic.Answer{}, b.err
	}
	a := semantic.Answer{Version: semantic.ProtocolVersion, Model: "m"}
	for _, q := range req.Questions {
		choice := semantic.ChoiceNone
		if b.choice != "" {
			choice = b.choice
		} else {
			for _, tg := range req.State.Targets {
				if tg.Name == b.names[q.Data["description"]] {
					choice = tg.ID
				}
			}
		}
		p := b.p
		other := semantic.ChoiceAmbiguous
		if choice == other {
			other = semantic.ChoiceNone
		}
		a.Decisions = append(a.Decisions, semantic.Decision{QuestionID: q.ID, Choice: choice, Probabilities: map[string]float64{choice: p, other: 1 - p}, Model: "m"})
	}
	return a, nil
}

func (b *byName) requests() []semantic.Request {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]semantic.Request(nil), b.reqs...)
}

func ctx(t testing.TB) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return c
}
