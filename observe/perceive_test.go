package observe

import (
	"context"
	"slices"
	"testing"
)

// Observe's walk leaves the box and style checks of what a person sees
// to Perceive: a unit off-screen, or held by a same-colour unit, is
// listed by Observe and removed by Perceive of its id, which returns it;
// a seen unit stays, and asking again costs nothing.
func TestPerceiveRemovesWhatNoOneSees(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<p>Always seen</p><p style="position:absolute;left:-9999px">Far away</p>`+
		`<div style="color:#fff;background:#fff">Ghost label<p style="color:#fff">Ghost value</p></div>`+
		`<p id=gone>Removed later</p>`))
	ctx := context.Background()
	s, err := Observe(ctx, page)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, want := range []string{"Always seen", "Far away", "Ghost value", "Removed later"} {
		ids = append(ids, source(t, s, want).ID)
	}
	if _, err := page.Evaluate(`() => document.getElementById('gone').remove()`); err != nil {
		t.Fatal(err)
	}
	dropped, err := s.Perceive(ctx, page, ids...)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(dropped, ids[1:]) {
		t.Fatalf("dropped %v, want %v:%s", dropped, ids[1:], dumpSources(s))
	}
	if hasSourceText(s, "Far away") || hasSourceText(s, "Ghost value") || !hasSourceText(s, "Always seen") {
		t.Fatalf("sources after Perceive:%s", dumpSources(s))
	}
	if again, err := s.Perceive(ctx, page, ids[0]); err != nil || len(again) != 0 {
		t.Fatalf("perceived again: %v %v", again, err)
	}
	// With no ids, every source is asked: the unlisted "Ghost label" goes.
	if _, err := s.Perceive(ctx, page); err != nil || hasSourceText(s, "Ghost label") {
		t.Fatalf("Perceive all: %v:%s", err, dumpSources(s))
	}
}
