package observe

import (
	"strings"
	"testing"
)

// readingOrderHTML has one of each kind of text unit: headings, a
// paragraph, a definition list, a table, a list, a labelled value, live
// status, and the state of each kind of control (a password value among
// them, which must not be read).
const readingOrderHTML = `
	<h1>Billing</h1>
	<p>Your plan renews <b>monthly</b>.</p>
	<section aria-label="Summary">
	  <dl><dt>Billing status</dt><dd>Payment received</dd><dt>Plan</dt><dd>Pro (yearly)</dd></dl>
	</section>
	<h2>Products</h2>
	<table>
	  <thead><tr><th>Product</th><th>Price</th><th>Stock</th></tr></thead>
	  <tbody><tr><th>Anker Nano 30W</th><td>$18.24</td><td>12</td></tr>
	         <tr><th>Cable</th><td>$5.00</td><td><a href="/c">Out</a></td></tr></tbody>
	</table>
	<ul><li>First item</li><li>Second <a href="/s">item</a></li></ul>
	<div>Status: <span>Active</span></div>
	<nav><a href="/a">Home</a> <a href="/b">About</a></nav>
	<div role=status>Saved 2 minutes ago</div>
	<label><input type=checkbox checked> Auto-renew</label>
	<label><input type=checkbox> Newsletter</label>
	<button role=switch aria-checked=true aria-label="Dark mode"></button>
	<input type=checkbox role=switch aria-label="Beta">
	<label for=sel>Country</label><select id=sel><option>France</option><option selected>Spain</option></select>
	<progress value=40 max=100 aria-label=Upload></progress>
	<label for=m>Disk</label><meter id=m value=0.25></meter>
	<div style="width:100px;height:8px" role=progressbar aria-label=Sync aria-valuenow=3 aria-valuemin=0 aria-valuemax=4></div>
	<label for=email>Email</label><input id=email value="ann@example.com">
	<label for=pw>Password</label><input id=pw type=password value="hunter2">
	<textarea aria-label=Notes>Call back</textarea>
	`

// sourceUnit is what a source says: its role, text and context.
type sourceUnit struct{ role, text, ctx string }

// readingOrderSources are the sources of readingOrderHTML in reading order.
var readingOrderSources = []sourceUnit{
	{"heading", "Billing", ""},
	{"paragraph", "Your plan renews monthly.", "Billing"},
	{"term", "Billing status", "Billing"},
	{"definition", "Payment received", "Billing status"},
	{"term", "Plan", "Billing"},
	{"definition", "Pro (yearly)", "Plan"},
	{"heading", "Products", ""},
	{"columnheader", "Product", "Products"},
	{"columnheader", "Price", "Products"},
	{"columnheader", "Stock", "Products"},
	{"rowheader", "Anker Nano 30W", "Products"},
	{"cell", "$18.24", "Price · Anker Nano 30W"},
	{"cell", "12", "Stock · Anker Nano 30W"},
	{"rowheader", "Cable", "Products"},
	{"cell", "$5.00", "Price · Cable"},
	{"cell", "Out", "Stock · Cable"},
	{"listitem", "First item", "Products"},
	{"listitem", "Second item", "Products"},
	{"text", "Active", "Status"},
	{"status", "Saved 2 minutes ago", "Products"},
	{"label", "Auto-renew", "Products"},
	{"checkbox", "checked", "Auto-renew"},
	{"label", "Newsletter", "Products"},
	{"checkbox", "unchecked", "Newsletter"},
	{"switch", "on", "Dark mode"},
	{"switch", "off", "Beta"},
	{"label", "Country", "Products"},
	{"combobox", "Spain", "Country"},
	{"progressbar", "40%", "Upload"},
	{"label", "Disk", "Products"},
	{"meter", "25%", "Disk"},
	{"progressbar", "75%", "Sync"},
	{"label", "Email", "Products"},
	{"textbox", "ann@example.com", "Email"},
	{"label", "Password", "Products"},
	{"textbox", "Call back", "Notes"},
}

func TestTextUnitsInReadingOrderWithContext(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(readingOrderHTML))
	s := observe(t, page)
	var got []sourceUnit
	for _, x := range s.Sources {
		got = append(got, sourceUnit{x.Role, x.Text, x.Context})
	}
	want := readingOrderSources
	if len(got) != len(want) {
		t.Fatalf("%d sources, want %d:%s", len(got), len(want), dumpSources(s))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("source %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	for i, x := range s.Sources {
		if x.ID != "t0_"+itoa(i+1) || x.Frame != 0 || x.Ref.Snapshot != s.ID {
			t.Fatalf("source %d id %q frame %d ref %v", i, x.ID, x.Frame, x.Ref)
		}
	}
	if d := source(t, s, "Payment received"); d.Region != "Summary" || d.Heading != "Billing" {
		t.Fatalf("definition region %q heading %q", d.Region, d.Heading)
	}
	for _, x := range s.Sources {
		if strings.Contains(x.Text, "hunter2") || strings.Contains(x.Context, "hunter2") {
			t.Fatalf("password leaked into %+v", x)
		}
	}
}

func TestRegionLabelIsTheContextWithoutHeading(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<section aria-label="Order summary"><p>3 items</p></section>`))
	s := observe(t, page)
	if p := source(t, s, "3 items"); p.Context != "Order summary" || p.Region != "Order summary" || p.Heading != "" {
		t.Fatalf("source = %+v", p)
	}
}

func TestPasswordValuesNeverAppear(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<label>Password <input type=password id=p value="s3cr3t-value"></label>
	<label for=p2>Confirm</label><input type=password id=p2>
	<label>Shown password <input type=text autocomplete="current-password" value="s3cr3t-shown"></label>
	<label>New password <input autocomplete="new-password" value="s3cr3t-new"></label>
	<label>Code <input inputmode=numeric autocomplete="one-time-code" value="s3cr3t-otp"></label>
	<button aria-labelledby=p>Show</button>`))
	if err := page.Locator("#p2").Fill("typed-s3cr3t"); err != nil {
		t.Fatal(err)
	}
	s := observe(t, page)
	for _, tg := range s.Targets {
		if tg.Role == "textbox" && tg.Value != "" {
			t.Fatalf("password target carries a value: %+v", tg)
		}
		for _, f := range []string{tg.Name, tg.Value, tg.Scope, tg.Placeholder} {
			if strings.Contains(f, "s3cr3t") {
				t.Fatalf("password leaked into target %+v", tg)
			}
		}
	}
	for _, x := range s.Sources {
		if strings.Contains(x.Text+x.Context+x.Heading+x.Region, "s3cr3t") {
			t.Fatalf("password leaked into source %+v", x)
		}
	}
	if pw := one(t, s, "Password"); pw.Type != "password" || pw.Value != "" {
		t.Fatalf("password target %+v", pw)
	}
	if c := one(t, s, "Confirm"); c.Value != "" {
		t.Fatalf("confirm target %+v", c)
	}
}

func TestHiddenContentIsExcluded(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`
	<p>Visible text</p><button>Visible button</button>
	<div style="display:none"><p>None text</p><button>None button</button></div>
	<div style="visibility:hidden"><p>Invisible text</p><button>Invisible button</button>
	  <p style="visibility:visible">Visible again</p></div>
	<div hidden><p>Hidden attr text</p><button>Hidden attr button</button></div>
	<div aria-hidden=true><p>Aria hidden text</p><button>Aria hidden button</button></div>
	<div style="width:0;height:0;overflow:hidden"><p>Zero text</p><button>Zero button</button></div>
	<button style="width:0;height:0;padding:0;border:0;overflow:hidden">Zero-size button</button>
	<p style="height:0;overflow:hidden;margin:0">Clipped paragraph</p>
	<div style="opacity:0"><button>Transparent button</button></div>
	<input type=hidden value=hiddenvalue>
	`))
	s := observe(t, page)
	var names []string
	for _, tg := range s.Targets {
		names = append(names, tg.Name)
	}
	// Opacity does not hide (the element is rendered and hit-testable).
	if strings.Join(names, "|") != "Visible button|Transparent button" {
		t.Fatalf("targets = %q", names)
	}
	var texts []string
	for _, x := range s.Sources {
		texts = append(texts, x.Text)
	}
	if strings.Join(texts, "|") != "Visible text|Visible again" {
		t.Fatalf("sources = %q", texts)
	}
	if s.TotalOnPage != 2 {
		t.Fatalf("total %d", s.TotalOnPage)
	}
}

func TestWithoutTextReadsOnlyTargets(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<h1>Title</h1><p>Body</p><button>Go</button>`))
	s := observe(t, page, WithoutText())
	if len(s.Sources) != 0 || len(s.Targets) != 1 || s.Targets[0].Name != "Go" {
		t.Fatalf("sources %d targets %s", len(s.Sources), dumpTargets(s))
	}
}
