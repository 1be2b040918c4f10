package observe

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// A re-read sends what was observed as one JSON string: texts with quotes,
// backslashes, markup, line and paragraph separators and non-BMP
// characters come back unchanged, and a changed one is still seen as
// changed.
func TestRereadArgumentKeepsTextsExactly(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	odd := `Say "hi" \ <b>&amp;</b> ` + "\u2028 \u2029 \U0001F600 ünï"
	open(t, page, doc(`<p id=a>`+strings.ReplaceAll(odd, "<b>&amp;</b>", "&lt;b&gt;&amp;amp;&lt;/b&gt;")+`</p><p id=b>Plain</p>`))
	s := observe(t, page)
	a, b := source(t, s, collapseWS(odd)), source(t, s, "Plain")
	st, err := s.Reread(context.Background(), page, a.Ref, b.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Status != RefUnchanged || st[1].Status != RefUnchanged {
		t.Fatalf("untouched page: %+v", st)
	}
	if _, err := page.Evaluate(`() => { document.getElementById('a').textContent = 'Say "bye"'; }`); err != nil {
		t.Fatal(err)
	}
	st, err = s.Reread(context.Background(), page, a.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Status != RefChanged || st[0].Text != `Say "bye"` {
		t.Fatalf("after the edit: %+v", st[0])
	}
}

// EvaluateLocator's argument must encode as JSON: a value that does not is
// ErrUnexpected before the page is touched.
func TestEvaluateLocatorRejectsAnArgumentThatIsNotJSON(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<p>Hello</p>`))
	loc := page.Locator("p")
	_, err := EvaluateLocator(context.Background(), loc, `(els, a) => a.n`, map[string]any{"n": make(chan int)})
	if !errors.Is(err, ErrUnexpected) {
		t.Fatalf("err = %v, want ErrUnexpected", err)
	}
	v, err := EvaluateLocator(context.Background(), loc, `(els, a, jev) => a.n + ':' + jev.visibleText(els[0])`, map[string]any{"n": "x\"y"})
	if err != nil || v != `x"y:Hello` {
		t.Fatalf("EvaluateLocator = %v, %v", v, err)
	}
}
