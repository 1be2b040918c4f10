package observe

import (
	"context"
	"strings"
	"testing"
)

func names(s *Snapshot) string {
	var n []string
	for _, t := range s.Targets {
		n = append(n, t.Name)
	}
	return strings.Join(n, "|")
}

func texts(s *Snapshot) string {
	var n []string
	for _, u := range s.Sources {
		n = append(n, u.Text)
	}
	return strings.Join(n, "|")
}

func TestModalDialogLimitsTargetsAndText(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	srv := serve(t, pages{
		"/": doc(`<h1>Page</h1><p>Background text</p><button>Background button</button>
		<iframe src="/f"></iframe>
		<dialog id=d aria-label="Confirm delete"><p>Delete 3 files?</p><button>Cancel</button><button>Delete</button></dialog>
		<script>document.getElementById('d').showModal()</script>`),
		"/f": doc(`<button>Frame button</button>`),
	})
	gotoURL(t, page, srv.URL+"/")
	s := observe(t, page)
	if !s.Modal {
		t.Fatal("Modal = false")
	}
	if names(s) != "Cancel|Delete" || texts(s) != "Delete 3 files?" {
		t.Fatalf("targets %q texts %q", names(s), texts(s))
	}
	if s.TotalOnPage != 2 || s.Dropped != 0 {
		t.Fatalf("total %d dropped %d", s.TotalOnPage, s.Dropped)
	}
	if len(s.Frames) != 2 || !s.Frames[1].Skipped {
		t.Fatalf("the frame outside the modal must be skipped: %+v", s.Frames)
	}
	if p := source(t, s, "Delete 3 files?"); p.Context != "Confirm delete" {
		t.Fatalf("context %q", p.Context)
	}
	// Closing the modal restores the page.
	if _, err := page.Evaluate(`document.getElementById('d').close()`); err != nil {
		t.Fatal(err)
	}
	s = observe(t, page)
	if s.Modal || names(s) != "Background button|Frame button" {
		t.Fatalf("after close: modal %v targets %q", s.Modal, names(s))
	}
}

func TestAriaModalAndNonModalDialogs(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<button>Outside</button>
	<div role=dialog aria-modal=true aria-label=Cookies><p>We use cookies</p><button>Accept</button></div>`))
	s := observe(t, page)
	if !s.Modal || names(s) != "Accept" || texts(s) != "We use cookies" {
		t.Fatalf("aria-modal: modal %v targets %q texts %q", s.Modal, names(s), texts(s))
	}

	// A dialog opened without showModal is not modal; a hidden aria-modal
	// dialog does not scope either.
	page2 := newPage(t)
	open(t, page2, doc(`<button>Outside</button><dialog open><button>In dialog</button></dialog>
	<div role=dialog aria-modal=true style="display:none"><button>Hidden modal</button></div>`))
	s2, err := Observe(context.Background(), page2)
	if err != nil {
		t.Fatal(err)
	}
	if s2.Modal || names(s2) != "Outside|In dialog" {
		t.Fatalf("non-modal: modal %v targets %q", s2.Modal, names(s2))
	}
}

func TestModalInsideShadowRoot(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<button>Outside</button><x-modal></x-modal>
	<script>customElements.define('x-modal', class extends HTMLElement { constructor() { super();
	  this.attachShadow({mode:'open'}).innerHTML = '<div role=dialog aria-modal=true><p>Shadow modal</p><button>OK</button></div>'; } });</script>`))
	s := observe(t, page)
	if !s.Modal || names(s) != "OK" || texts(s) != "Shadow modal" {
		t.Fatalf("modal %v targets %q texts %q", s.Modal, names(s), texts(s))
	}
}
