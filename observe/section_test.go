package observe

import "testing"

// apiPage has two operations as an API viewer lays them out: a section
// that opens with the operation's heading holds its text panel (deeper
// headings) and a side panel whose endpoint button shows the method and
// path; a labelled region names its controls itself.
const apiPage = `<div id=op1><div class=middle><h2>Look up a pet</h2><p>Returns one pet.</p>
 <h5>path Parameters</h5><p>The id of the pet</p></div>
 <div class=right><div><button>get /pets/{petId}</button></div></div></div>
<div id=op2><div class=middle><h2>Remove a pet</h2><p>Deletes the pet.</p>
 <h5>Responses</h5><p>The pet was removed</p></div>
 <div class=right><div><button>delete /pets/{petId}</button></div></div></div>
<section aria-label="Danger zone"><button>Delete account</button></section>
<button>Help</button>`

// TestTargetSection: a target carries the heading that opens its section
// (its side panel included), or its labelled region's label; outside both
// it has none.
func TestTargetSection(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(apiPage))
	s := observe(t, page)
	want := map[string]string{
		"get /pets/{petId}":    "Look up a pet",
		"delete /pets/{petId}": "Remove a pet",
		"Delete account":       "Danger zone",
		"Help":                 "",
	}
	for name, sec := range want {
		if got := one(t, s, name).Section; got != sec {
			t.Errorf("%q: section %q, want %q:%s", name, got, sec, dumpTargets(s))
		}
	}
	// The section's text units have it as their heading or region.
	if p := source(t, s, "The id of the pet"); p.Region != "Look up a pet" {
		t.Errorf("parameter text %+v, want region %q", p, "Look up a pet")
	}
	if st := s.SemanticTargets(); len(st) != len(s.Targets) || st[0].Section != s.Targets[0].Section {
		t.Errorf("semantic targets %+v lose the section", st)
	}
}
