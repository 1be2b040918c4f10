package observe

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"
)

// updateIdentity rewrites the recorded observations of the identity corpus
// (go test ./observe/ -run TestObservationIdentity -update-identity): only
// when an observation is meant to change.
var updateIdentity = flag.Bool("update-identity", false, "rewrite testdata/identity/golden.json")

// The identity corpus: every page the observe, compare and locate tests
// serve (recorded from their loopback servers), the large benchmark page
// and the re-read benchmark's page. golden.json holds each page's
// observation as the runtime before the speed work made it; a change to
// how fast observation runs must leave every one of them as it is.
const identityDir = "testdata/identity"

// maxInlineView is the largest view golden.json holds as is; a larger
// one (the 10,000-unit page's) is held as its SHA-256.
const maxInlineView = 100_000

// identityView is what an observation says about a page, without what
// differs from run to run (the snapshot id, the server's port, timings).
type identityView struct {
	Title          string
	Modal          bool
	Total, Dropped int
	DOMHash        string
	Frames         []Frame
	Targets        []Target
	Sources        []identitySource
}

type identitySource struct {
	TextSource
	State bool
}

func viewOf(s *Snapshot, origin string) identityView {
	v := identityView{Title: s.Title, Modal: s.Modal, Total: s.TotalOnPage, Dropped: s.Dropped, DOMHash: s.DOMHash}
	for _, f := range s.Frames {
		f.URL = strings.ReplaceAll(f.URL, origin, "ORIGIN")
		v.Frames = append(v.Frames, f)
	}
	for _, t := range s.Targets {
		t.Ref.Snapshot = ""
		v.Targets = append(v.Targets, t)
	}
	// Ids and nodes are positions: Perceive leaves gaps where it removed
	// units a person does not see, which the view closes, so that a page
	// observes as it did when the walk measured every unit.
	nt, nu := map[int]int{}, map[int]int{}
	for _, t := range s.Targets {
		nt[t.Frame]++
	}
	for _, u := range s.Sources {
		u.Ref.Snapshot = ""
		nu[u.Frame]++
		u.ID = "t" + strconv.Itoa(u.Frame) + "_" + strconv.Itoa(nu[u.Frame])
		u.Ref.Node = nt[u.Frame] + nu[u.Frame] - 1
		v.Sources = append(v.Sources, identitySource{TextSource: u, State: u.state})
	}
	return v
}

// timed finds a page script that changes the page on a timer.
var timed = regexp.MustCompile(`\b(setTimeout|setInterval|requestAnimationFrame)\s*\(`)

// identityPages are the corpus's pages by name.
func identityPages(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(identityDir, "pages", "*.html"))
	if err != nil || len(files) < 100 {
		t.Fatalf("identity corpus: %d pages (%v)", len(files), err)
	}
	ps := map[string]string{"bench-large": largePage(), "bench-reread": rereadPage()}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if timed.Match(b) {
			// What such a page shows depends on when it is observed: under
			// load the observation may come after the timer.
			t.Fatalf("identity corpus: %s changes itself on a timer; it does not belong in the corpus", f)
		}
		ps[strings.TrimSuffix(filepath.Base(f), ".html")] = string(b)
	}
	return ps
}

// Every page of the corpus observes exactly as recorded: targets, text
// sources (with their refs' node numbers), frames, totals and hash.
func TestObservationIdentity(t *testing.T) {
	t.Parallel()
	ps := identityPages(t)
	path := filepath.Join(identityDir, "golden.json")
	if *updateIdentity {
		writeIdentity(t, path, ps)
		return
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]json.RawMessage
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	if len(want) != len(ps) {
		t.Fatalf("golden.json has %d pages, the corpus %d (-update-identity rewrites it)", len(want), len(ps))
	}
	page := newPage(t)
	for _, n := range slices.Sorted(maps.Keys(ps)) {
		got := identityOf(t, page, ps[n])
		if !bytes.Equal(got, want[n]) {
			t.Errorf("page %s observes differently:\n got %s\nwant %s", n, firstDiff(got, want[n]), firstDiff(want[n], got))
		}
	}
}

// identityOf serves html, opens it in page and returns its observation's
// view as JSON (nil when the observation fails).
func identityOf(t *testing.T, page playwright.Page, html string) json.RawMessage {
	t.Helper()
	srv := serve(t, pages{"/": html})
	gotoURL(t, page, srv.URL+"/")
	s, err := Observe(context.Background(), page)
	if err != nil {
		return nil
	}
	if _, err := s.Perceive(context.Background(), page); err != nil {
		return nil
	}
	b, err := json.Marshal(viewOf(s, srv.URL))
	if err != nil {
		t.Fatal(err)
	}
	if len(b) > maxInlineView { // the large pages: their digest
		h := sha256.Sum256(b)
		return json.RawMessage(`"sha256:` + hex.EncodeToString(h[:]) + `"`)
	}
	return b
}

// writeIdentity records the observation of every page of ps, each loaded
// and observed twice: a page whose two observations differ (it
// changes by itself over time, or navigates away) fails the update and
// must leave the corpus.
func writeIdentity(t *testing.T, path string, ps map[string]string) {
	var buf bytes.Buffer
	buf.WriteString("{\n")
	names := slices.Sorted(maps.Keys(ps))
	page := newPage(t)
	for i, n := range names {
		var v [2]json.RawMessage
		for k := range v {
			v[k] = identityOf(t, page, ps[n])
		}
		if v[0] == nil || !bytes.Equal(v[0], v[1]) {
			t.Errorf("page %s is not stable: remove it from the corpus", n)
		}
		k, _ := json.Marshal(n)
		buf.Write(k)
		buf.WriteString(": ")
		buf.Write(v[0])
		if i < len(names)-1 {
			buf.WriteString(",")
		}
		buf.WriteString("\n")
	}
	buf.WriteString("}\n")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// firstDiff is a's text around the first byte where a differs from b.
func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo, hi := max(i-120, 0), min(i+200, len(a))
	return "…" + string(a[lo:hi]) + "…"
}
