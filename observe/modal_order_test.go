package observe

import "testing"

// The modal is the last candidate in document order, whether it is an
// open modal <dialog> or an element with role dialog/alertdialog and
// aria-modal true; a role spelled otherwise or a non-modal dialog is none.
func TestTheLastModalInDocumentOrderLimitsTheSnapshot(t *testing.T) {
	t.Parallel()
	const dialog = `<dialog id=d><button>In dialog</button></dialog><script>document.getElementById('d').showModal()</script>`
	const aria = `<div role=alertdialog aria-modal=true aria-label=Alert><button>In alert</button></div>`
	cases := []struct{ name, body, want string }{
		{"dialog then aria", `<button>Page</button>` + dialog + aria, "In alert"},
		{"aria then dialog", `<button>Page</button>` + aria + dialog, "In dialog"},
		{"aria only", `<button>Page</button>` + aria, "In alert"},
		{"a modal dialog with an aria role", `<button>Page</button>` + aria +
			`<dialog id=d role=dialog aria-modal=true><button>Both</button></dialog><script>document.getElementById('d').showModal()</script>`, "Both"},
		{"a role in capitals", `<button>Page</button><div role=Dialog aria-modal=true><button>Capital</button></div>`, "Page|Capital"},
		{"a dialog opened without showModal", `<button>Page</button><dialog open><button>Plain</button></dialog>`, "Page|Plain"},
		{"a hidden aria modal after a dialog", `<button>Page</button>` + dialog +
			`<div role=dialog aria-modal=true style="display:none"><button>Hidden</button></div>`, "In dialog"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			page := newPage(t)
			open(t, page, doc(c.body))
			s := observe(t, page)
			if names(s) != c.want || s.Modal != (c.want != "Page|Capital" && c.want != "Page|Plain") {
				t.Fatalf("modal %v targets %q, want %q", s.Modal, names(s), c.want)
			}
		})
	}
}
