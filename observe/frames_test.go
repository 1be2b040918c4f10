package observe

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func TestEveryFrameIsReadMainFirstIncludingCrossOrigin(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	child := serve(t, pages{
		"/pay":    doc(`<h2>Payment</h2><label for=cc>Card number</label><input id=cc><button>Pay now</button><iframe src="/nested"></iframe>`),
		"/nested": doc(`<p>Nested text</p><a href="/terms">Terms</a>`),
	})
	cross := otherOrigin(child)
	main := serve(t, pages{"/": doc(`<h1>Checkout</h1><button>Back</button>
		<iframe name=same src="/inner"></iframe>
		<iframe name=pay src="` + cross + `/pay"></iframe>`),
		"/inner": doc(`<button>Inner</button>`)})
	gotoURL(t, page, main.URL+"/")
	s := observe(t, page)

	if len(s.Frames) != 4 {
		t.Fatalf("frames = %+v, want 4", s.Frames)
	}
	if s.Frames[0].Index != 0 || s.Frames[0].Parent != -1 || s.Frames[0].URL != main.URL+"/" {
		t.Fatalf("frame 0 = %+v", s.Frames[0])
	}
	byURL := map[string]Frame{}
	for _, f := range s.Frames {
		byURL[f.URL] = f
	}
	pay, inner, nested := byURL[cross+"/pay"], byURL[main.URL+"/inner"], byURL[cross+"/nested"]
	if pay.Name != "pay" || inner.Name != "same" || pay.Parent != 0 || inner.Parent != 0 || nested.Parent != pay.Index {
		t.Fatalf("frames = %+v", s.Frames)
	}
	// Cross-origin targets are candidates like any other, frame-namespaced.
	card := one(t, s, "Card number")
	if card.Frame != pay.Index || card.Role != "textbox" || !strings.HasPrefix(card.CID, "f"+itoa(pay.Index)+":c") {
		t.Fatalf("card = %+v", card)
	}
	if got := one(t, s, "Terms"); got.Frame != nested.Index || got.Role != "link" || got.Href != "/terms" {
		t.Fatalf("terms = %+v", got)
	}
	if got := one(t, s, "Inner"); got.Frame != inner.Index || got.CID != "f"+itoa(inner.Index)+":c1" || got.Rank != 1 {
		t.Fatalf("inner = %+v", got)
	}
	if got := one(t, s, "Back"); got.Frame != 0 || got.CID != "f0:c1" {
		t.Fatalf("back = %+v", got)
	}
	// Text of every frame, ids t<frame>_<n>.
	p := source(t, s, "Nested text")
	if p.Frame != nested.Index || p.ID != "t"+itoa(nested.Index)+"_1" || p.Role != "paragraph" {
		t.Fatalf("nested text = %+v", p)
	}
	if h := source(t, s, "Payment"); h.Frame != pay.Index || h.Role != "heading" {
		t.Fatalf("payment heading = %+v", h)
	}
	if s.TotalOnPage != 5 || s.Dropped != 0 || len(s.Targets) != 5 {
		t.Fatalf("total %d dropped %d targets %d", s.TotalOnPage, s.Dropped, len(s.Targets))
	}
}

func TestHiddenIframeIsNotRead(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	srv := serve(t, pages{
		"/":      doc(`<button>Main</button><div style="display:none"><iframe src="/frame"></iframe></div><iframe src="/shown"></iframe>`),
		"/frame": doc(`<button>Hidden frame button</button><p>Hidden frame text</p>`),
		"/shown": doc(`<button>Shown frame button</button>`),
	})
	gotoURL(t, page, srv.URL+"/")
	s := observe(t, page)
	if len(s.Frames) != 3 {
		t.Fatalf("frames = %+v", s.Frames)
	}
	skipped := 0
	for _, f := range s.Frames {
		if f.Skipped {
			skipped++
			if f.URL != srv.URL+"/frame" {
				t.Fatalf("skipped %+v", f)
			}
		}
	}
	if skipped != 1 || len(byName(s, "Hidden frame button")) != 0 || len(byName(s, "Shown frame button")) != 1 {
		t.Fatalf("skipped %d; targets %s", skipped, dumpTargets(s))
	}
	for _, u := range s.Sources {
		if u.Text == "Hidden frame text" {
			t.Fatalf("hidden frame text read: %+v", u)
		}
	}
}

func TestOpenShadowRootsArePierced(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h1>Store</h1>
	<x-card><span slot=title>Slotted title</span></x-card>
	<script>
	customElements.define('x-card', class extends HTMLElement {
	  constructor() {
	    super();
	    const r = this.attachShadow({mode: 'open'});
	    r.innerHTML = '<h2><slot name=title></slot></h2><p>Shadow paragraph</p>' +
	      '<label for=q>Quantity</label><input id=q value=3><button aria-label="Add to cart">+</button>' +
	      '<x-inner></x-inner>';
	  }
	});
	customElements.define('x-inner', class extends HTMLElement {
	  constructor() { super(); this.attachShadow({mode: 'open'}).innerHTML = '<a href="/deep">Deep link</a>'; }
	});
	</script>`))
	s := observe(t, page)
	add := one(t, s, "Add to cart")
	qty := one(t, s, "Quantity")
	deep := one(t, s, "Deep link")
	if add.Role != "button" || qty.Role != "textbox" || qty.Value != "3" || deep.Role != "link" || deep.Href != "/deep" {
		t.Fatalf("shadow targets: %s", dumpTargets(s))
	}
	if add.Scope != "Slotted title" {
		t.Fatalf("scope of a shadow button = %q, want the slotted heading", add.Scope)
	}
	var texts []string
	for _, u := range s.Sources {
		texts = append(texts, u.Role+":"+u.Text)
	}
	want := []string{"heading:Store", "heading:Slotted title", "paragraph:Shadow paragraph", "label:Quantity", "textbox:3"}
	if !reflect.DeepEqual(texts, want) {
		t.Fatalf("sources = %q, want %q", texts, want)
	}
	if q := source(t, s, "3"); q.Context != "Quantity" {
		t.Fatalf("shadow field value context = %q", q.Context)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }
