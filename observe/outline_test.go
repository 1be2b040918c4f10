package observe

import "testing"

// TestSectionHeadingIsTheRegion: a container without a label that opens
// with a heading and holds deeper headings (an API operation's summary
// over "Parameters" and "Responses") is a section: its units keep their
// nearest heading and have the section's heading as their region; the
// headings themselves, a labelled region, a container with no deeper
// heading (a card) and a heading that is not first are left as they were.
func TestSectionHeadingIsTheRegion(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<div class=op><div>
	  <h2>Return a borrowed book</h2>
	  <p>Ends the loan.</p>
	  <div><h3>Responses</h3><div><p>No such loan</p></div></div>
	</div></div>
	<section aria-label="Billing"><div><h2>Invoices</h2><h3>Open</h3><p>Invoice 12 is due</p></div></section>
	<div class=card><h2>Thermostat</h2><p>21.5 °C</p></div>
	<div><p>Intro text here</p><h2>Later</h2><h3>Sub</h3><p>Under the sub heading</p></div>`))
	s := observe(t, page)
	for _, c := range []struct{ text, heading, region string }{
		{"Return a borrowed book", "", ""},
		{"Ends the loan.", "Return a borrowed book", ""},
		{"Responses", "", ""},
		{"No such loan", "Responses", "Return a borrowed book"},
		{"Invoice 12 is due", "Open", "Billing"},
		{"21.5 °C", "Thermostat", ""},
		{"Under the sub heading", "Sub", ""},
	} {
		u := source(t, s, c.text)
		if u.Heading != c.heading || u.Region != c.region {
			t.Errorf("%q: heading %q region %q, want heading %q region %q", c.text, u.Heading, u.Region, c.heading, c.region)
		}
	}
}
