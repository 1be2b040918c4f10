package diff_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/jevtest/jev/diff"
	"github.com/jevtest/jev/internal/pwtest"
	"github.com/playwright-community/playwright-go"
)

func TestMain(m *testing.M) { pwtest.Main(m) }

// pages serves each named body as /<name>.
func pages(t *testing.T, bodies map[string]string) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, ok := bodies[r.URL.Path[1:]]
		if !ok {
			http.NotFound(w, r)
			return
		}
		fmt.Fprint(w, "<!doctype html><style>body{margin:0;font:16px sans-serif}</style>"+b)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

func open(t *testing.T, url string) playwright.Page {
	t.Helper()
	p := pwtest.NewPage(t)
	if _, err := p.Goto(url); err != nil {
		t.Fatal(err)
	}
	return p
}

func run(t *testing.T, base, a, b string, opts ...diff.Option) *diff.Result {
	t.Helper()
	r, err := diff.Pages(context.Background(), open(t, base+a), open(t, base+b), opts...)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

const basePage = `<h1>Account</h1><nav><a href="#">Home</a><a href="#">Billing</a></nav>
<ul><li><a href="#">Pro plan</a></li><li>Free plan</li></ul>
<p>Hello <b>world</b></p><input placeholder="Email"><button class="primary" style="padding:4px">Save</button>`

func TestIdenticalPages(t *testing.T) {
	t.Parallel()
	base := pages(t, map[string]string{"a": basePage, "b": basePage})
	r := run(t, base, "a", "b", diff.WithStyleSelector("button.primary"))
	if !r.Identical || len(r.Missing)+len(r.New)+len(r.Moved)+len(r.Styles) != 0 || r.StyleCountA != 1 {
		t.Fatalf("identical pages differ: %+v", r)
	}
}

func TestMissingNewAndMoved(t *testing.T) {
	t.Parallel()
	edited := `<div style="height:40px"></div><h1>Account</h1><nav><a href="#">Home</a><a href="#">Invoices</a></nav>
<ul><li><a href="#">Pro plan</a></li><li>Free plan</li></ul>
<p>Hello <b>world</b></p><input placeholder="Email"><button class="primary" style="padding:4px">Save</button>`
	base := pages(t, map[string]string{"a": basePage, "b": edited})
	r := run(t, base, "a", "b")
	if r.Identical {
		t.Fatal("edited page reported identical")
	}
	if len(r.Missing) != 1 || r.Missing[0].Key() != "a|Billing" {
		t.Errorf("missing = %+v, want a|Billing", r.Missing)
	}
	if len(r.New) != 1 || r.New[0].Key() != "a|Invoices" {
		t.Errorf("new = %+v, want a|Invoices", r.New)
	}
	moved := map[string]bool{}
	for _, m := range r.Moved {
		moved[m.Tag+"|"+m.Label] = true
		if m.Delta < 39 || m.Delta > 41 {
			t.Errorf("%s|%s moved by %v, want the 40px spacer", m.Tag, m.Label, m.Delta)
		}
	}
	for _, k := range []string{"h1|Account", "li|Free plan", "p|Hello", "b|world", "input|Email", "button|Save"} {
		if !moved[k] {
			t.Errorf("%s not reported moved (moved: %v)", k, moved)
		}
	}
	// The li around "Pro plan" has no label of its own and a reported
	// child: it is not an element of the structure, so it cannot be
	// "changed" when its link changes.
	if moved["li|Pro plan"] {
		t.Errorf("a container was reported by its aggregated text")
	}
}

func TestToleranceAbsorbsSmallShifts(t *testing.T) {
	t.Parallel()
	shifted := `<div style="height:3px"></div>` + basePage
	base := pages(t, map[string]string{"a": basePage, "b": shifted})
	if r := run(t, base, "a", "b"); !r.Identical {
		t.Fatalf("a 3px shift exceeded the 4px default tolerance: %+v", r.Moved)
	}
	if r := run(t, base, "a", "b", diff.WithTolerance(2)); r.Identical || len(r.Moved) == 0 {
		t.Fatalf("a 3px shift within a 2px tolerance: %+v", r)
	}
}

func TestLeafContainerUsesAggregatedText(t *testing.T) {
	t.Parallel()
	a := `<div class="card"><svg width="10" height="10"><text>x</text></svg></div><span><i>icon</i></span>`
	b := `<div class="card"><svg width="10" height="10"><text>x</text></svg></div><span><i>other</i></span>`
	base := pages(t, map[string]string{"a": a, "b": b})
	r := run(t, base, "a", "b")
	if len(r.Missing) != 1 || r.Missing[0].Key() != "i|icon" || len(r.New) != 1 || r.New[0].Key() != "i|other" {
		t.Fatalf("missing %+v new %+v, want i|icon → i|other", r.Missing, r.New)
	}
}

func TestStylesPropertyByPropertyPxRounded(t *testing.T) {
	t.Parallel()
	a := `<button class="primary" style="margin-left:4px;color:rgb(0, 0, 255)">Save</button>`
	noise := `<button class="primary" style="margin-left:4.4px;color:rgb(0, 0, 255)">Save</button>`
	red := `<button class="primary" style="margin-left:4px;color:rgb(255, 0, 0)">Save</button>`
	base := pages(t, map[string]string{"a": a, "noise": noise, "red": red})
	if r := run(t, base, "a", "noise", diff.WithStyleSelector(".primary")); len(r.Styles) != 0 {
		t.Errorf("fractional px noise read as a change: %+v", r.Styles)
	}
	r := run(t, base, "a", "red", diff.WithStyleSelector(".primary"))
	if r.Identical || len(r.Styles) == 0 {
		t.Fatalf("colour change not reported: %+v", r)
	}
	found := false
	for _, s := range r.Styles {
		if s.Property == "color" && s.A == "rgb(0, 0, 255)" && s.B == "rgb(255, 0, 0)" {
			found = true
		}
	}
	if !found {
		t.Errorf("no color difference in %+v", r.Styles)
	}
}

func TestBadInput(t *testing.T) {
	t.Parallel()
	base := pages(t, map[string]string{"a": basePage})
	p := open(t, base+"a")
	if _, err := diff.Take(context.Background(), p, diff.WithStyleSelector("button[")); !errors.Is(err, diff.ErrBadSelector) {
		t.Errorf("bad selector: err = %v", err)
	}
	for _, tol := range []float64{-1, math.NaN(), math.Inf(1)} {
		if _, err := diff.Take(context.Background(), p, diff.WithTolerance(tol)); !errors.Is(err, diff.ErrInvalidOption) {
			t.Errorf("tolerance %v: err = %v", tol, err)
		}
	}
}
