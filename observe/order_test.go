package observe

import (
	"fmt"
	"strings"
	"testing"
)

func TestShortlistOrdering(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	srv := serve(t, pages{
		"/": doc(`<a href="/1">Link top</a><button>Button top</button><div role=option>Option top</div>
		<input aria-label="Field top"><input type=checkbox aria-label="Check top"><div role=tab>Tab top</div>
		<iframe src="/f" style="height:80px"></iframe>
		<div style="height:3000px"></div>
		<input aria-label="Field below"><a href="/2">Link below</a><button>Button below</button>`),
		"/f": doc(`<a href="/3">Frame link</a><input aria-label="Frame field">`),
	})
	gotoURL(t, page, srv.URL+"/")
	s := observe(t, page)
	var got []string
	for _, tg := range s.Targets {
		got = append(got, tg.CID+" "+tg.Name)
	}
	want := []string{
		// in viewport: form controls (main frame, then frame 1), buttons/tabs, links, others
		"f0:c1 Field top", "f0:c2 Check top", "f1:c1 Frame field",
		"f0:c3 Button top", "f0:c4 Tab top",
		"f0:c5 Link top", "f1:c2 Frame link",
		"f0:c6 Option top",
		// out of viewport, same order
		"f0:c7 Field below", "f0:c8 Button below", "f0:c9 Link below",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("order:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i, tg := range s.Targets {
		wantRank := 0
		for _, u := range s.Targets[:i+1] {
			if u.Frame == tg.Frame {
				wantRank++
			}
		}
		if tg.Rank != wantRank {
			t.Fatalf("%s rank %d, want %d", tg.CID, tg.Rank, wantRank)
		}
	}
}

// manyButtons is 300 buttons followed by 10 inputs.
func manyButtons() string {
	var b strings.Builder
	for i := range 300 {
		fmt.Fprintf(&b, "<button>B%d</button>", i)
	}
	for i := range 10 {
		fmt.Fprintf(&b, `<input aria-label="F%d">`, i)
	}
	return doc(b.String())
}

func TestCapKeepsFormControlsAndCountsDropped(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, manyButtons())
	s := observe(t, page)
	if len(s.Targets) != 254 || s.TotalOnPage != 310 || s.Dropped != 56 {
		t.Fatalf("targets %d total %d dropped %d", len(s.Targets), s.TotalOnPage, s.Dropped)
	}
	inputs := 0
	for _, tg := range s.Targets {
		if tg.Role == "textbox" {
			inputs++
		}
	}
	if inputs != 10 {
		t.Fatalf("%d inputs survived the cap, want 10", inputs)
	}
	small := observe(t, page, WithMaxTargets(5))
	if len(small.Targets) != 5 || small.Dropped != 305 || small.TotalOnPage != 310 {
		t.Fatalf("max 5: targets %d dropped %d", len(small.Targets), small.Dropped)
	}
	big := observe(t, page, WithMaxTargets(1000))
	if len(big.Targets) != 254 || big.Dropped != 56 {
		t.Fatalf("max 1000: targets %d dropped %d, want the 254 hard cap", len(big.Targets), big.Dropped)
	}
	zero := observe(t, page, WithMaxTargets(0))
	if len(zero.Targets) != 254 {
		t.Fatalf("max 0: %d targets, want the default 254", len(zero.Targets))
	}
}

func TestCapIsGlobalAcrossFrames(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	var main, frame strings.Builder
	for i := range 200 {
		fmt.Fprintf(&main, "<button>M%d</button>", i)
		fmt.Fprintf(&frame, "<button>F%d</button>", i)
	}
	srv := serve(t, pages{
		"/":  doc(`<iframe src="/f" style="width:900px;height:600px"></iframe>` + main.String()),
		"/f": doc(frame.String()),
	})
	gotoURL(t, page, srv.URL+"/")
	s := observe(t, page, WithMaxTargets(300))
	if s.TotalOnPage != 400 || len(s.Targets) != 254 || s.Dropped != 146 {
		t.Fatalf("total %d targets %d dropped %d", s.TotalOnPage, len(s.Targets), s.Dropped)
	}
	perFrame := map[int]int{}
	for _, tg := range s.Targets {
		perFrame[tg.Frame]++
	}
	if perFrame[0] == 0 || perFrame[1] == 0 || perFrame[0]+perFrame[1] != 254 {
		t.Fatalf("per frame %v", perFrame)
	}
	// The shortlist is ordered across frames: every in-viewport target comes
	// before every target out of the viewport.
	seenOut := false
	for _, tg := range s.Targets {
		if !tg.InViewport {
			seenOut = true
		} else if seenOut {
			t.Fatalf("in-viewport %s after an out-of-viewport target", tg.CID)
		}
	}
}
