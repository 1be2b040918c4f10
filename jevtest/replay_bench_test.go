package jevtest_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/trace"
)

const notesPage = `<!doctype html><title>Notes</title><main><h1>Notes</h1>
<input aria-label="New note text"> <button id="add">Add note</button> <span role="status" id="n">0 notes</span>
<ul id="list"></ul></main><script>
let n = 0;
document.getElementById('add').addEventListener('click', () => {
  const input = document.querySelector('input');
  const li = document.createElement('li'); li.textContent = input.value; input.value = '';
  document.getElementById('list').append(li);
  n++; document.getElementById('n').textContent = n + (n === 1 ? ' note' : ' notes');
});
</script>`

// BenchmarkReplayExecute200Steps replays with --execute a trace a jevtest
// session recorded: 200 act steps (100 fills, 100 clicks on a page whose
// state grows with every click), each after its locate record, plus 20
// assertions, and reports steps/s (act steps per second of replay) and
// records/s (every record).
func BenchmarkReplayExecute200Steps(b *testing.B) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(notesPage))
	}))
	defer srv.Close()
	dir := b.TempDir()
	var path string
	b.Run("record", func(b *testing.B) {
		s := jevtest.New(b, jevtest.WithTraceDir(dir), jevtest.WithDecider(lexical.New()))
		path = s.TracePath()
		s.Goto(srv.URL)
		input, add := s.Locate("New note text"), s.Locate("Add note")
		for i := 1; i <= 100; i++ {
			s.Fill(input, fmt.Sprintf("note %d", i), jevtest.WithRecordedValue())
			s.Click(add)
			if i%5 == 0 {
				s.Assert(compare.Text(s.Page().Locator("#n")), fmt.Sprintf("%d notes", i))
			}
		}
	})
	tr, err := trace.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	steps := len(tr.Steps())
	if steps != 200 {
		b.Fatalf("%d steps recorded, want 200", steps)
	}
	r, err := replay.New(replay.WithExecute(true))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("replay", func(b *testing.B) {
		page := jevtest.New(b).Page()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			res, err := r.Replay(context.Background(), page, tr)
			if err != nil || res.Status != replay.TracePassed {
				b.Fatalf("%v %s %q", err, res.Status, res.Error)
			}
		}
		b.ReportMetric(float64(steps*b.N)/b.Elapsed().Seconds(), "steps/s")
		b.ReportMetric(float64(len(tr.Records)*b.N)/b.Elapsed().Seconds(), "records/s")
	})
}
