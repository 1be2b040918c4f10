package lexical

import (
	"context"
	"errors"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// petOperations is an API reference of two operations on one path, as an
// API viewer renders them: each operation's heading is its summary, its
// method and path are shown only by its endpoint button (a target whose
// section is the operation's heading).
func petOperations() semantic.State {
	return semantic.State{
		Sources: []semantic.Source{
			{ID: "t0_1", Role: "heading", Text: "Petstore API"},
			{ID: "t0_2", Role: "paragraph", Text: "Manage the pets of a small shop.", Context: "Petstore API", Heading: "Petstore API"},
			{ID: "t0_3", Role: "heading", Text: "Look up a pet"},
			{ID: "t0_4", Role: "paragraph", Text: "Returns one pet with its owner and tags.", Context: "Look up a pet", Heading: "Look up a pet"},
			{ID: "t0_5", Role: "heading", Text: "path Parameters"},
			{ID: "t0_6", Role: "cell", Text: "petId", Context: "path Parameters", Heading: "path Parameters", Region: "Look up a pet", Row: "petId required integer The id of the pet to look up"},
			{ID: "t0_7", Role: "paragraph", Text: "The id of the pet to look up", Context: "path Parameters", Heading: "path Parameters", Region: "Look up a pet", Row: "petId required integer The id of the pet to look up"},
			{ID: "t0_8", Role: "heading", Text: "Remove a pet"},
			{ID: "t0_9", Role: "paragraph", Text: "Deletes the pet and its photos for good.", Context: "Remove a pet", Heading: "Remove a pet"},
			{ID: "t0_10", Role: "heading", Text: "path Parameters"},
			{ID: "t0_11", Role: "cell", Text: "petId", Context: "path Parameters", Heading: "path Parameters", Region: "Remove a pet", Row: "petId required integer The id of the pet to remove"},
			{ID: "t0_12", Role: "paragraph", Text: "The id of the pet to remove", Context: "path Parameters", Heading: "path Parameters", Region: "Remove a pet", Row: "petId required integer The id of the pet to remove"},
		},
		Targets: []semantic.Target{
			{ID: "f0:c1", Role: "button", Name: "get/pets/{petId}", Scope: "Responses", Section: "Look up a pet"},
			{ID: "f0:c2", Role: "button", Name: "delete \u200b/pets\u200b/{petId}", Scope: "Responses", Section: "Remove a pet"},
		},
	}
}

// decideOn asks one source question over st.
func decideOn(t *testing.T, st semantic.State, description string) semantic.Decision {
	t.Helper()
	ids := make([]string, len(st.Sources))
	for i, s := range st.Sources {
		ids[i] = s.ID
	}
	req := semantic.Request{Version: semantic.ProtocolVersion, Questions: []semantic.Question{semantic.NewSourceQuestion("q", description, ids)}, State: st}
	ans, err := New().Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := semantic.ValidateAnswer(req, ans)
	if err != nil {
		t.Fatal(err)
	}
	return ds[0]
}

// TestEndpointSection: "the X of the <method> <path> operation" binds the
// source of the section whose endpoint button names that method and path;
// the same path under another method never binds, and neither does any
// section when the endpoint is not on the page or no target names it.
func TestEndpointSection(t *testing.T) {
	st := petOperations()
	binds := []struct{ desc, want string }{
		{"the summary of the GET /pets/{petId} operation", "t0_3"},
		{"the summary of the DELETE /pets/{petId} operation", "t0_8"},
		{"the description of the GET /pets/{petId} operation", "t0_4"},
		{"the description of the delete /pets/{petId} operation", "t0_9"},
	}
	for _, c := range binds {
		d := decideOn(t, st, c.desc)
		if d.Choice != c.want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f, want %s: %v", c.desc, d.Choice, d.Confidence(), c.want, d.Probabilities)
		}
	}
	// Never bound with confidence: an endpoint the page does not show, and
	// any endpoint when no target names it.
	noTargets := st
	noTargets.Targets = nil
	misses := []struct {
		st   semantic.State
		desc string
	}{
		{st, "the summary of the PUT /pets/{petId} operation"},
		{st, "the description of the GET /pets operation"},
		{noTargets, "the summary of the GET /pets/{petId} operation"},
		{noTargets, "the description of the DELETE /pets/{petId} operation"},
	}
	for _, c := range misses {
		d := decideOn(t, c.st, c.desc)
		if d.Choice != semantic.ChoiceNone && d.Choice != semantic.ChoiceAmbiguous && d.Confidence() >= corpusThreshold {
			t.Errorf("%q (%d targets) bound %s at %.2f", c.desc, len(c.st.Targets), d.Choice, d.Confidence())
		}
	}
}

// TestEndpointSectionRepeatedHeading: a section whose heading the page
// shows twice does not say which heading opens it: no section is used.
func TestEndpointSectionRepeatedHeading(t *testing.T) {
	st := petOperations()
	st.Sources[7].Text = "Look up a pet" // both operations now headed alike
	st.Targets[1].Section = "Look up a pet"
	if secs := endpointSections(newState(st)); len(secs) != 0 {
		t.Fatalf("sections %v, want none", secs)
	}
	d := decideOn(t, st, "the summary of the DELETE /pets/{petId} operation")
	if d.Choice != semantic.ChoiceNone && d.Choice != semantic.ChoiceAmbiguous && d.Confidence() >= corpusThreshold {
		t.Errorf("bound %s at %.2f with a repeated heading", d.Choice, d.Confidence())
	}
}

// TestEndpointOf pins the endpoint reading: one method and path, zero-width
// characters and a missing space allowed, none or two endpoints no answer.
func TestEndpointOf(t *testing.T) {
	cases := map[string]string{
		"the summary of the GET /books/{isbn} operation": "get /books/{isbn}",
		"get/books/{isbn}":                   "get /books/{isbn}",
		"delete \u200b/pets\u200b/{petId}":   "delete /pets/{petid}",
		"the DELETE /loans/{loanId}, please": "delete /loans/{loanid}",
		"the budget /month":                  "",
		"the summary of the books operation": "",
		"GET /a or POST /b":                  "",
		"target/path":                        "",
	}
	for in, want := range cases {
		got, _, _, ok := endpointOf(in)
		if !ok {
			got = ""
		}
		if got != want {
			t.Errorf("endpointOf(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSourceQuestionTargetRefs: a source question may reference targets as
// context (they travel with its state, they are no criteria); a ref that
// names nothing in the state stays a configuration error.
func TestSourceQuestionTargetRefs(t *testing.T) {
	st := petOperations()
	ids := make([]string, len(st.Sources))
	for i, s := range st.Sources {
		ids[i] = s.ID
	}
	q := semantic.NewSourceQuestionWith("q", "the summary of the DELETE /pets/{petId} operation", ids, []string{"f0:c1", "f0:c2"})
	req := semantic.Request{Version: semantic.ProtocolVersion, Questions: []semantic.Question{q}, State: st}
	ans, err := New().Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := semantic.ValidateAnswer(req, ans)
	if err != nil {
		t.Fatal(err)
	}
	if ds[0].Choice != "t0_8" || ds[0].Confidence() < corpusThreshold {
		t.Errorf("chose %s at %.2f, want t0_8", ds[0].Choice, ds[0].Confidence())
	}
	bad := semantic.NewSourceQuestionWith("q", "the summary", ids, []string{"f0:c9"})
	_, err = New().Decide(context.Background(), semantic.Request{Version: semantic.ProtocolVersion, Questions: []semantic.Question{bad}, State: st})
	var de *semantic.ProviderError
	if !errors.As(err, &de) || de.Class != semantic.ClassConfiguration {
		t.Errorf("unknown ref: err %v, want a configuration error", err)
	}
}
