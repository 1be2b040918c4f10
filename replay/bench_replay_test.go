package replay_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/trace"
)

// BenchmarkReplay200Steps replays a 200-step trace on a local page with 40
// interactive elements (one flow page: no re-navigation between steps) and
// reports steps/s.
func BenchmarkReplay200Steps(b *testing.B) {
	var body strings.Builder
	body.WriteString("<h1>Dashboard</h1><form aria-label=Filters>")
	for i := 0; i < 10; i++ {
		fmt.Fprintf(&body, `<label>Filter %d <input name="f%d"></label>`, i, i)
	}
	body.WriteString("</form>")
	for i := 0; i < 15; i++ {
		fmt.Fprintf(&body, `<button type="button">Action %d</button>`, i)
	}
	for i := 0; i < 15; i++ {
		fmt.Fprintf(&body, `<a href="/item/%d">Item %d</a>`, i, i)
	}
	s := newSite(b, map[string]string{"/": doc("Dashboard", body.String())})
	p := newPage(b)
	gotoURL(b, p, s.url("/"))
	snap := snapshot(b, p)
	var buf bytes.Buffer
	w, err := trace.NewWriter(&buf, trace.RunHeader{Flow: "bench", Start: s.url("/")})
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < 200; i++ {
		tg := snap.Targets[i%len(snap.Targets)]
		st, err := replay.StepFromSnapshot(snap, "Use "+tg.Name, tg.CID, nil, 0.95)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := w.WriteStep(st); err != nil {
			b.Fatal(err)
		}
	}
	if err := w.WriteEnd(trace.EndRecord{Status: trace.RunPassed}); err != nil {
		b.Fatal(err)
	}
	tr, err := trace.Read(bytes.NewReader(buf.Bytes()), "bench.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	r, _ := replay.New()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := r.Replay(context.Background(), p, tr)
		if err != nil || res.Status != replay.TracePassed || len(res.Steps) != 200 {
			b.Fatalf("%v %s %q", err, res.Status, res.Error)
		}
	}
	b.ReportMetric(float64(200*b.N)/b.Elapsed().Seconds(), "steps/s")
}
