package calibration

import (
	"fmt"
	"github.com/jevtest/jev/internal/yamlstrict"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/jevtest/jev/compare"
)

// Truth is a case's ground-truth label: whether the actual value means the
// expected one.
type Truth string

// The two truth labels a fixture may use.
const (
	TruthEquivalent Truth = "equivalent"
	TruthDifferent  Truth = "different"
)

// Valid reports whether t is one of the two truth labels.
func (t Truth) Valid() bool { return t == TruthEquivalent || t == TruthDifferent }

// Actual says where a case's actual value comes from: either a natural
// language Description that jev grounds on the page, or a CSS Selector (main
// frame) whose Property is read. Exactly one of Description and Selector is
// set. Property defaults to text for a selector; Attribute is set exactly when
// Property is attribute.
type Actual struct {
	Description string           `json:"description,omitempty"`
	Selector    string           `json:"selector,omitempty"`
	Property    compare.Property `json:"property,omitempty"`
	Attribute   string           `json:"attribute,omitempty"`
}

// Case is one labelled comparison in a fixture.
type Case struct {
	ID       string `json:"id"`
	Actual   Actual `json:"actual"`
	Expected string `json:"expected"`
	Truth    Truth  `json:"truth"`
	// Source is an optional CSS selector (main frame) naming where a
	// description should ground. Grounding is correct when the evidence node
	// and this element are the same or one contains the other.
	Source string `json:"source,omitempty"`
	// Line is the 1-based line of the case in its fixture file.
	Line int `json:"line"`
}

// Fixture is one parsed fixture file: a page (a file served from the
// fixture's folder) or a URL, and its cases in file order.
type Fixture struct {
	// File is the path the fixture was loaded from, as given.
	File string `json:"file"`
	// Root is the fixture file's folder: the document root to serve Page
	// from.
	Root string `json:"root"`
	// Page is the page path relative to Root, slash-separated; empty when
	// URL is set.
	Page string `json:"page,omitempty"`
	// URL is an absolute http(s) URL; empty when Page is set.
	URL   string `json:"url,omitempty"`
	Cases []Case `json:"cases"`
}

// PagePath is the page's file path on disk, or "" for a URL fixture.
func (f *Fixture) PagePath() string {
	if f.Page == "" {
		return ""
	}
	return filepath.Join(f.Root, filepath.FromSlash(f.Page))
}

// LoadFixture reads and validates one fixture file. Every problem is a
// *FixtureError naming the file and line and wrapping one of ErrUnreadable,
// ErrSyntax, ErrUnknownKey, ErrInvalidValue, ErrMissingField, ErrMissingPage,
// ErrDuplicateID or ErrDuplicateKey.
func LoadFixture(file string) (*Fixture, error) {
	data, err := yamlstrict.ReadFile(file)
	if err != nil {
		return nil, &FixtureError{File: file, Err: fmt.Errorf("%w: %w", ErrUnreadable, err)}
	}
	f, pageLine, ferr := parseFixture(file, data)
	if ferr != nil {
		return nil, ferr
	}
	if f.Page != "" {
		st, err := os.Stat(f.PagePath())
		if err != nil || !st.Mode().IsRegular() {
			return nil, &FixtureError{File: file, Line: pageLine, Field: "page",
				Err: fmt.Errorf("%w: %s does not exist in %s", ErrMissingPage, f.Page, f.Root)}
		}
	}
	return f, nil
}

// LoadFixtures loads every file matched by the doublestar globs (for example
// "fixtures/**/*.yaml"), in lexical path order, each file once. A bad file
// does not stop the others: the fixtures that loaded are returned together
// with one error per bad file (a bad glob pattern or a pattern that matches
// nothing is an error too).
func LoadFixtures(globs ...string) ([]*Fixture, []error) {
	var errs []error
	seen := map[string]bool{}
	var files []string
	for _, g := range globs {
		base, pattern := doublestar.SplitPattern(filepath.ToSlash(g))
		matches, err := doublestar.Glob(os.DirFS(filepath.FromSlash(base)), pattern, doublestar.WithFilesOnly())
		if err != nil {
			errs = append(errs, &FixtureError{File: g, Err: fmt.Errorf("%w: bad glob: %w", ErrInvalidValue, err)})
			continue
		}
		if st, err := os.Stat(g); len(matches) == 0 && err == nil && st.IsDir() {
			errs = append(errs, &FixtureError{File: g, Err: fmt.Errorf("%w: a folder, not a fixture; give the fixtures in it: %s", ErrUnreadable, filepath.Join(g, "*.yaml"))})
			continue
		}
		if len(matches) == 0 {
			errs = append(errs, &FixtureError{File: g, Err: fmt.Errorf("%w: %w: no file matches", ErrUnreadable, fs.ErrNotExist)})
			continue
		}
		for _, m := range matches {
			p := filepath.FromSlash(path.Join(base, m))
			if !seen[p] {
				seen[p] = true
				files = append(files, p)
			}
		}
	}
	sort.Strings(files)
	var out []*Fixture
	for _, p := range files {
		f, err := LoadFixture(p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, f)
	}
	return out, errs
}

// validatePage checks a page: value: relative, inside the fixture folder.
func validatePage(p string) error {
	if p == "" {
		return fmt.Errorf("%w: empty page", ErrMissingField)
	}
	if filepath.IsAbs(p) || path.IsAbs(filepath.ToSlash(p)) {
		return fmt.Errorf("%w: page must be relative to the fixture file, got %q", ErrInvalidValue, p)
	}
	clean := path.Clean(filepath.ToSlash(p))
	if clean == ".." || strings.HasPrefix(clean, "../") {
		return fmt.Errorf("%w: page %q leaves the fixture folder", ErrInvalidValue, p)
	}
	return nil
}

// validateURL checks a url: value: absolute http or https.
func validateURL(s string) error {
	u, err := url.Parse(s)
	if err != nil {
		return fmt.Errorf("%w: url: %w", ErrInvalidValue, err)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("%w: url must be absolute http(s), got %q", ErrInvalidValue, s)
	}
	return nil
}
