package observe

import (
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

func TestAccessibleNameRules(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`
	<span id=lb1>Labelled</span><span id=lb2>by two</span>
	<button id=b1 aria-labelledby="lb1 lb2" aria-label="ignored label">content ignored</button>
	<button id=b2 aria-label="  Close   dialog ">×</button>
	<label for=i3>For label</label><input id=i3 title="ignored title" placeholder="ignored placeholder">
	<label>Wrapping <b>label</b> <input id=i4 placeholder="ignored"></label>
	<label for=i5>Explicit first</label><label>Wrapped second <input id=i5></label>
	<input id=i6 type=submit value="Send   it">
	<input id=i7 type=submit>
	<input id=i8 type=reset>
	<input id=i9 type=image alt="Search icon" src="data:,">
	<button id=b10>Save <img alt="changes" src="data:,"> <span aria-hidden=true>⌘S</span></button>
	<input id=i11 title="Title name" placeholder="not this">
	<input id=i12 placeholder="Only placeholder">
	<a id=a13 href="/x" title="Link title"><img alt="" width=16 height=16 src="data:,"></a>
	<button id=b14>  Mixed   CASE
	   Text </button>
	<div role=button tabindex=0 id=d15>Role button</div>
	<select id=s16 aria-label="Plan"><option>Pro</option><option selected>Team</option></select>
	<textarea id=t17 aria-labelledby=lb1></textarea>
	<label for=cb18>Remember me</label><input type=checkbox id=cb18>
	`))
	s := observe(t, page)
	want := []struct{ role, name string }{
		{"button", "Labelled by two"},                // aria-labelledby beats aria-label and content
		{"button", "Close dialog"},                   // aria-label, whitespace collapsed
		{"textbox", "For label"},                     // label[for] beats title and placeholder
		{"textbox", "Wrapping label"},                // wrapping label
		{"textbox", "Explicit first Wrapped second"}, // label[for] first, then the wrapping label
		{"button", "Send it"},                        // value of a button input
		{"button", "Submit"},                         // default submit name
		{"button", "Reset"},                          // default reset name
		{"button", "Search icon"},                    // image input alt
		{"button", "Save changes"},                   // content text with img alt, aria-hidden skipped
		{"textbox", "Title name"},                    // title before placeholder
		{"textbox", "Only placeholder"},              // placeholder last
		{"link", "Link title"},                       // title when there is no content
		{"button", "Mixed CASE Text"},                // original casing, collapsed
		{"button", "Role button"},                    // explicit role, name from content
		{"combobox", "Plan"},
		{"textbox", "Labelled"},
		{"checkbox", "Remember me"},
	}
	for _, w := range want {
		got := byName(s, w.name)
		if len(got) != 1 || got[0].Role != w.role {
			t.Errorf("want one %s %q; targets: %s", w.role, w.name, dumpTargets(s))
			continue
		}
		if got[0].FP != semantic.Fingerprint(w.role, w.name) {
			t.Errorf("%q fp = %q", w.name, got[0].FP)
		}
	}
	if len(s.Targets) != len(want) {
		t.Fatalf("%d targets, want %d: %s", len(s.Targets), len(want), dumpTargets(s))
	}
	if v := one(t, s, "Plan").Value; v != "Team" {
		t.Fatalf("select value = %q, want the selected option's label", v)
	}
}

func TestImplicitRolesAndWhatIsATarget(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`
	<a href="/a">Link</a><a>No href</a>
	<button>Btn</button>
	<input aria-label=Text><input type=email aria-label=Email><input type=search aria-label=Find>
	<input type=number aria-label=Count><input type=range aria-label=Volume><input type=radio aria-label=Radio>
	<input type=checkbox aria-label=Check><input type=checkbox role=switch aria-label=Toggle>
	<input list=dl aria-label=Pick><datalist id=dl><option>x</option></datalist>
	<input type=hidden value=secret name=h>
	<select aria-label=One><option>a</option></select><select multiple aria-label=Many><option>a</option></select>
	<textarea aria-label=Area></textarea>
	<details><summary>More</summary><button>Inside closed details</button></details>
	<div contenteditable=true aria-label=Editor><p>typed</p></div>
	<div role=tab tabindex=0>Tab</div><div role=menuitem>Item</div><div role=option>Opt</div>
	<div tabindex=0>Focusable without role</div><div role=heading tabindex=0 aria-level=2>Focusable heading</div>
	<span role=link>Span link</span><div onclick="x()">Click handler only</div>
	`))
	s := observe(t, page)
	want := map[string]string{
		"Link": "link", "Btn": "button", "Text": "textbox", "Email": "textbox", "Find": "searchbox",
		"Count": "spinbutton", "Volume": "slider", "Radio": "radio", "Check": "checkbox", "Toggle": "switch",
		"Pick": "combobox", "One": "combobox", "Many": "listbox", "Area": "textbox", "More": "button",
		"Editor": "textbox", "Tab": "tab", "Item": "menuitem", "Opt": "option", "Focusable heading": "heading",
		"Span link": "link",
	}
	got := map[string]string{}
	for _, tg := range s.Targets {
		got[tg.Name] = tg.Role
	}
	for name, role := range want {
		if got[name] != role {
			t.Errorf("%q: role %q, want %q", name, got[name], role)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("targets %s\nwant exactly %d", dumpTargets(s), len(want))
	}
	if e := one(t, s, "Editor"); e.Value != "typed" || e.Tag != "div" {
		t.Fatalf("contenteditable = %+v", e)
	}
}

func TestTargetFields(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	long := strings.Repeat("a", 200)
	open(t, page, doc(`
	<h2>Account settings section heading that is longer than sixty characters in total</h2>
	<a href="/`+long+`">Long</a>
	<input aria-label=Ph placeholder="`+strings.Repeat("p", 80)+`">
	<fieldset><legend>Sign in</legend><input aria-label=User value="ann"><input type=password aria-label=Secret value="hunter2"></fieldset>
	<form aria-label="Newsletter"><input type=email aria-label="Address" value="a@b.c"><button type=submit>Join</button></form>
	<button disabled>Off</button><fieldset disabled><input aria-label=InDisabled></fieldset><div role=button aria-disabled=true>AriaOff</div>
	<input type=checkbox aria-label=Yes checked><input type=checkbox aria-label=No>
	<div style="height:3000px"></div><button>Far below</button>`))
	s := observe(t, page)
	if l := one(t, s, "Long"); l.Href != "/"+strings.Repeat("a", 119) || l.Tag != "a" || l.Type != "" {
		t.Fatalf("href %q (%d runes), tag %q", l.Href, len(l.Href), l.Tag)
	}
	if p := one(t, s, "Ph"); p.Placeholder != strings.Repeat("p", 60) || p.Type != "text" || p.Tag != "input" {
		t.Fatalf("placeholder %q type %q", p.Placeholder, p.Type)
	}
	if u := one(t, s, "User"); u.Scope != "Sign in" || u.Value != "ann" {
		t.Fatalf("user = %+v", u)
	}
	if pw := one(t, s, "Secret"); pw.Value != "" || pw.Type != "password" || pw.Scope != "Sign in" {
		t.Fatalf("password target = %+v", pw)
	}
	if a := one(t, s, "Address"); a.Scope != "Newsletter" || a.Value != "a@b.c" || a.Type != "email" {
		t.Fatalf("address = %+v", a)
	}
	if j := one(t, s, "Join"); j.Type != "submit" || j.Scope != "Newsletter" {
		t.Fatalf("join = %+v", j)
	}
	if l := one(t, s, "Long"); l.Scope != "Account settings section heading that is longer than sixty c" {
		t.Fatalf("heading scope = %q", l.Scope)
	}
	for _, name := range []string{"Off", "InDisabled", "AriaOff"} {
		if d := one(t, s, name); !d.Disabled {
			t.Errorf("%s not disabled", name)
		}
	}
	if one(t, s, "Join").Disabled {
		t.Fatal("Join disabled")
	}
	if y, n := one(t, s, "Yes"), one(t, s, "No"); y.Value != "checked" || n.Value != "unchecked" {
		t.Fatalf("checkbox values %q %q", y.Value, n.Value)
	}
	if f := one(t, s, "Far below"); f.InViewport {
		t.Fatal("far-below button reported in viewport")
	}
	if !one(t, s, "Join").InViewport {
		t.Fatal("Join not in viewport")
	}
}
