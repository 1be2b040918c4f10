package calibration

import (
	"errors"
	"github.com/jevtest/jev/compare"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// writeFixture writes name (and pages/account.html) into dir and returns the
// fixture path.
func writeFixture(t *testing.T, dir, name, body string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Join(dir, "pages"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "pages", "account.html"), []byte("<p>Pro</p>"), 0o644); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const goodFixture = `# account page
page: pages/account.html
cases:
  - id: plan-pro
    actual: {description: "Current subscription plan"}
    expected: "Professional annual subscription"
    truth: equivalent
    source: "[data-testid=plan]"
  - id: plan-field
    actual:
      selector: "#plan"
      property: attribute
      attribute: data-plan
    expected: Free
    truth: different
  - id: seats
    actual: {selector: "#seats"}
    expected: 42
    truth: different
`

func TestLoadFixtureValid(t *testing.T) {
	dir := t.TempDir()
	p := writeFixture(t, dir, "account.yaml", goodFixture)
	f, err := LoadFixture(p)
	if err != nil {
		t.Fatalf("LoadFixture: %v", err)
	}
	want := &Fixture{File: p, Root: dir, Page: "pages/account.html", Cases: []Case{
		{ID: "plan-pro", Actual: Actual{Description: "Current subscription plan"}, Expected: "Professional annual subscription",
			Truth: TruthEquivalent, Source: "[data-testid=plan]", Line: 4},
		{ID: "plan-field", Actual: Actual{Selector: "#plan", Property: compare.PropertyAttribute, Attribute: "data-plan"}, Expected: "Free",
			Truth: TruthDifferent, Line: 9},
		{ID: "seats", Actual: Actual{Selector: "#seats", Property: compare.PropertyText}, Expected: "42", Truth: TruthDifferent, Line: 16},
	}}
	if !reflect.DeepEqual(f, want) {
		t.Fatalf("got  %+v\nwant %+v", f, want)
	}
	if got := f.PagePath(); got != filepath.Join(dir, "pages", "account.html") {
		t.Fatalf("PagePath = %q", got)
	}
}

func TestLoadFixtureURL(t *testing.T) {
	p := writeFixture(t, t.TempDir(), "u.yaml", "url: http://127.0.0.1:8080/account\ncases:\n  - id: a\n    actual: {description: plan}\n    expected: Pro\n    truth: equivalent\n")
	f, err := LoadFixture(p)
	if err != nil {
		t.Fatal(err)
	}
	if f.URL != "http://127.0.0.1:8080/account" || f.Page != "" || f.PagePath() != "" || len(f.Cases) != 1 {
		t.Fatalf("got %+v", f)
	}
}

func TestLoadFixtureErrors(t *testing.T) {
	const head = "page: pages/account.html\ncases:\n"
	const okCase = "  - id: a\n    actual: {description: plan}\n    expected: Pro\n    truth: equivalent\n"
	tests := []struct {
		name  string
		body  string
		want  error
		line  int
		field string
		msg   string
	}{
		{"unknown top key", head + okCase + "extra: 1\n", ErrUnknownKey, 7, "extra", `"extra"`},
		{"unknown case key", head + okCase + "    note: hi\n", ErrUnknownKey, 7, "cases[0].note", `"note"`},
		{"unknown actual key", head + "  - id: a\n    actual: {description: plan, frame: 1}\n    expected: Pro\n    truth: equivalent\n", ErrUnknownKey, 4, "cases[0].actual.frame", ""},
		{"unknown truth", head + "  - id: a\n    actual: {description: plan}\n    expected: Pro\n    truth: maybe\n", ErrInvalidValue, 6, "cases[0].truth", `"maybe"`},
		{"unknown property", head + "  - id: a\n    actual: {selector: '#p', property: html}\n    expected: Pro\n    truth: equivalent\n", ErrInvalidValue, 4, "cases[0].actual.property", `"html"`},
		{"missing expected", head + "  - id: a\n    actual: {description: plan}\n    truth: equivalent\n", ErrMissingField, 3, "cases[0].expected", ""},
		{"empty expected", head + "  - id: a\n    actual: {description: plan}\n    expected: \"\"\n    truth: equivalent\n", ErrMissingField, 5, "cases[0].expected", ""},
		{"missing actual", head + "  - id: a\n    expected: Pro\n    truth: equivalent\n", ErrMissingField, 3, "cases[0].actual", ""},
		{"missing truth", head + "  - id: a\n    actual: {description: plan}\n    expected: Pro\n", ErrMissingField, 3, "cases[0].truth", ""},
		{"missing id", head + "  - actual: {description: plan}\n    expected: Pro\n    truth: equivalent\n", ErrMissingField, 3, "cases[0].id", ""},
		{"empty actual", head + "  - id: a\n    actual: {}\n    expected: Pro\n    truth: equivalent\n", ErrMissingField, 4, "cases[0].actual", ""},
		{"both description and selector", head + "  - id: a\n    actual:\n      description: plan\n      selector: '#p'\n    expected: Pro\n    truth: equivalent\n", ErrInvalidValue, 6, "cases[0].actual", "exclusive"},
		{"attribute without name", head + "  - id: a\n    actual: {selector: '#p', property: attribute}\n    expected: Pro\n    truth: equivalent\n", ErrMissingField, 4, "cases[0].actual.attribute", ""},
		{"attribute with text", head + "  - id: a\n    actual: {selector: '#p', attribute: x}\n    expected: Pro\n    truth: equivalent\n", ErrInvalidValue, 4, "cases[0].actual.attribute", ""},
		{"property on description", head + "  - id: a\n    actual: {description: plan, property: text}\n    expected: Pro\n    truth: equivalent\n", ErrInvalidValue, 4, "cases[0].actual.property", ""},
		{"source on selector", head + "  - id: a\n    actual: {selector: '#p'}\n    expected: Pro\n    truth: equivalent\n    source: '#p'\n", ErrInvalidValue, 7, "cases[0].source", ""},
		{"duplicate id", head + okCase + "  - id: a\n    actual: {description: plan}\n    expected: Free\n    truth: different\n", ErrDuplicateID, 7, "cases[1].id", "line 3"},
		{"duplicate key", head + "  - id: a\n    id: b\n    actual: {description: plan}\n    expected: Pro\n    truth: equivalent\n", ErrDuplicateKey, 4, "cases[0].id", "line 3"},
		{"missing page file", "page: pages/nope.html\ncases:\n" + okCase, ErrMissingPage, 1, "page", "pages/nope.html"},
		{"page outside folder", "page: ../secret.html\ncases:\n" + okCase, ErrInvalidValue, 1, "page", "leaves"},
		{"absolute page", "page: /etc/passwd\ncases:\n" + okCase, ErrInvalidValue, 1, "page", "relative"},
		{"page and url", "page: pages/account.html\nurl: http://x/\ncases:\n" + okCase, ErrInvalidValue, 2, "url", "exclusive"},
		{"bad url", "url: ftp://x/\ncases:\n" + okCase, ErrInvalidValue, 1, "url", "http"},
		{"no page nor url", "cases:\n" + okCase, ErrMissingField, 1, "page", ""},
		{"no cases", "page: pages/account.html\n", ErrMissingField, 1, "cases", ""},
		{"empty cases", "page: pages/account.html\ncases: []\n", ErrMissingField, 2, "cases", ""},
		{"cases not a list", "page: pages/account.html\ncases: {a: 1}\n", ErrInvalidValue, 2, "cases", ""},
		{"case not a mapping", head + "  - just a string\n", ErrInvalidValue, 3, "cases[0]", ""},
		{"expected is a list", head + "  - id: a\n    actual: {description: plan}\n    expected: [a, b]\n    truth: equivalent\n", ErrInvalidValue, 5, "cases[0].expected", ""},
		{"syntax error", "page: pages/account.html\ncases:\n  - id: [unclosed\n", ErrSyntax, 3, "", ""},
		{"empty file", "", ErrMissingField, 1, "cases", ""},
		{"two documents", head + okCase + "---\n" + head + okCase, ErrInvalidValue, 8, "", "one YAML document"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := writeFixture(t, t.TempDir(), "bad.yaml", tc.body)
			f, err := LoadFixture(p)
			if f != nil {
				t.Fatalf("got fixture %+v, want error", f)
			}
			var fe *FixtureError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v (%T) is not a *FixtureError", err, err)
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("error %q does not wrap %v", err, tc.want)
			}
			if fe.File != p || fe.Line != tc.line || fe.Field != tc.field {
				t.Fatalf("got file %q line %d field %q (%v), want %q line %d field %q", fe.File, fe.Line, fe.Field, err, p, tc.line, tc.field)
			}
			if !strings.Contains(err.Error(), tc.msg) || !strings.HasPrefix(err.Error(), p) {
				t.Fatalf("message %q lacks %q or the file", err, tc.msg)
			}
		})
	}
}

func TestLoadFixtureUnreadable(t *testing.T) {
	p := filepath.Join(t.TempDir(), "absent.yaml")
	_, err := LoadFixture(p)
	var fe *FixtureError
	if !errors.As(err, &fe) || fe.File != p || fe.Line != 0 || !errors.Is(err, ErrUnreadable) || !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("got %v", err)
	}
}

func TestLoadFixturesKeepsGoodFiles(t *testing.T) {
	dir := t.TempDir()
	good := writeFixture(t, filepath.Join(dir, "a"), "good.yaml", goodFixture)
	bad := writeFixture(t, filepath.Join(dir, "b"), "bad.yaml", "page: pages/account.html\ncases:\n  - id: x\n    actual: {description: d}\n    expected: e\n    truth: yes\n")
	other := writeFixture(t, filepath.Join(dir, "b", "c"), "z.yaml", goodFixture)
	fixtures, errs := LoadFixtures(filepath.Join(dir, "**", "*.yaml"), filepath.Join(dir, "a", "*.yaml"), filepath.Join(dir, "none", "*.yaml"))
	if len(fixtures) != 2 || fixtures[0].File != good || fixtures[1].File != other {
		t.Fatalf("fixtures: %+v", fixtures)
	}
	if len(errs) != 2 {
		t.Fatalf("errs: %v", errs)
	}
	var fe *FixtureError
	if !errors.Is(errs[0], ErrUnreadable) || !errors.Is(errs[0], fs.ErrNotExist) {
		t.Fatalf("errs[0] = %v, want no-match", errs[0])
	}
	if !errors.As(errs[1], &fe) || fe.File != bad || fe.Line != 6 || !errors.Is(errs[1], ErrInvalidValue) {
		t.Fatalf("errs[1] = %v", errs[1])
	}
	_, errs = LoadFixtures(filepath.Join(dir, "[", "*.yaml"))
	if len(errs) != 1 || !errors.Is(errs[0], ErrInvalidValue) {
		t.Fatalf("bad glob: %v", errs)
	}
}
