package locate

import (
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
)

// A frame that replaces the located node's frame while the act is under
// way gets no pointer event: a click at the old button's place (where the
// new frame shows its own button) reaches neither frame while the guard
// holds, and the new frame's button once it is released (which shows that
// the click does land there unguarded, as it did before the guard).
func TestFrameGuardKeepsAReplacingFrameFromTheClick(t *testing.T) {
	site := pwtest.Serve(t, pwtest.Pages{
		"/": pwtest.Doc(`<script>window.got = [];
			addEventListener('message', e => window.got.push(e.data));
			function swap(k) {
				const old = document.querySelector('iframe'); if (old) old.remove();
				const f = document.createElement('iframe'); f.src = '/f/' + k; f.style.cssText = 'border:0;width:300px;height:80px';
				document.body.append(f);
				return new Promise(r => f.onload = r);
			}</script>`),
		"/f/renew":  pwtest.Doc(`<button style="width:200px;height:40px" onclick="parent.postMessage('renew', '*')">Renew</button>`),
		"/f/cancel": pwtest.Doc(`<button style="width:200px;height:40px" onclick="parent.postMessage('cancel', '*')">Cancel</button>`),
	})
	page := pwtest.NewPage(t)
	pwtest.Goto(t, page, site.URL("/"))
	pwtest.Eval(t, page, `swap('renew')`)
	fe, err := page.QuerySelector("iframe")
	if err != nil || fe == nil {
		t.Fatalf("the iframe: %v", err)
	}
	fr, err := fe.ContentFrame()
	if err != nil || fr == nil {
		t.Fatalf("the iframe's frame: %v", err)
	}
	btn, err := fr.QuerySelector("button")
	if err != nil || btn == nil {
		t.Fatalf("the renew frame's button: %v", err)
	}
	box, err := btn.BoundingBox()
	if err != nil || box == nil {
		t.Fatalf("bounding box: %v", err)
	}
	x, y := box.X+box.Width/2, box.Y+box.Height/2
	release := guardFrames(pwtest.Context(t), btn)
	pwtest.Eval(t, page, `swap('cancel')`)
	if err := page.Mouse().Click(x, y); err != nil {
		t.Fatal(err)
	}
	if got := pwtest.Eval(t, page, `window.got.join(',')`); got != "" {
		t.Fatalf("guarded: the replacing frame got the click (%q)", got)
	}
	if release() {
		t.Fatal("release: the guarded frame element was replaced, want false (not intact)")
	}
	if err := page.Mouse().Click(x, y); err != nil {
		t.Fatal(err)
	}
	if got := pwtest.Eval(t, page, `window.got.join(',')`); got != "cancel" {
		t.Fatalf("released: messages %q, want the unguarded click on the new frame's button (cancel)", got)
	}
	if n := pwtest.Eval(t, page, `document.querySelectorAll('[data-jev-act]').length + document.adoptedStyleSheets.length`); n != 0 {
		t.Fatalf("release left %v marks or sheets", n)
	}
}
