package wordnet

import (
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestRelations(t *testing.T) {
	cases := []struct {
		name string
		got  bool
		want bool
	}{
		{"remaining~left syn", Synonyms("remaining", "left", 2), true},
		{"car~automobile syn", Synonyms("car", "automobile", 0), true},
		{"car~banana syn", Synonyms("car", "banana", 3), false},
		{"succeed!fail ant", Antonyms("succeeds", "failed"), true},
		{"open!closed ant", Antonyms("open", "closed"), true},
		{"open!car ant", Antonyms("open", "car"), false},
		{"submission+submit der", Derived("submission", "submitted"), true},
		{"delivery+deliver der", Derived("delivery", "delivers"), true},
		{"booking~reservation loose syn", LooseSynonyms("booking", "reservations"), true},
		{"booking~reservation not syn", Synonyms("booking", "reservation", 2), false},
		{"deleted~edited not loose syn", LooseSynonyms("deleted", "edited"), false},
		{"tip~fee not loose syn", LooseSynonyms("tip", "fee"), false},
		{"fee~tip loose syn", LooseSynonyms("fee", "tip"), true},
		{"rain^drizzle hyp", Hypernym("rain", "drizzle"), true},
		{"payment^installments hyp", Hypernym("payment", "installments"), true},
		{"drizzle^rain not hyp", Hypernym("drizzle", "rain"), false},
		{"rain^snow not hyp", Hypernym("rain", "snow"), false},
		{"arid~wet opposed", Opposed("arid", "wet"), true},
		{"arctic~baking opposed", Opposed("arctic", "baking"), true},
		{"arid~dry not opposed", Opposed("arid", "dry"), false},
		{"wet!dry opposed", Opposed("wet", "dry"), true},
		{"sell!buy not opposed", Opposed("sold", "bought"), false},
		{"car~banana not opposed", Opposed("car", "banana"), false},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %v", c.name, c.got)
		}
	}
	if l, s := Size(); l < 30000 || s < 10000 {
		t.Errorf("table: %d lemmas, %d synsets", l, s)
	}
}

func TestLemmas(t *testing.T) {
	for w, want := range map[string]string{"children": "child", "tasks": "task", "went": "go", "handed": "hand"} {
		ok := false
		for _, l := range Lemmas(w) {
			ok = ok || l == want
		}
		if !ok {
			t.Errorf("Lemmas(%q) = %v, want %q among them", w, Lemmas(w), want)
		}
	}
}

// BenchmarkLoad measures the one-time parse of the embedded table: the
// start-up cost a process pays on its first comparison that needs it.
// Target: under 50 ms and a few MB.
func BenchmarkLoad(b *testing.B) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	var d *db
	var r0, r1 syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &r0)
	for i := 0; i < b.N; i++ {
		d = parse(table)
	}
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &r1)
	cpu := time.Duration(r1.Utime.Nano()-r0.Utime.Nano()+r1.Stime.Nano()-r0.Stime.Nano()) / time.Duration(b.N)
	// CPU time per load: wall time on a shared machine overstates it.
	b.ReportMetric(float64(cpu.Microseconds())/1000, "cpu-ms/load")
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "MiB-retained")
	b.ReportMetric(float64(len(d.syn)), "lemmas")
}

// TestSectionSearch: the binary search over a sorted section finds every
// key's values, the first and last lines included, and nothing for keys
// between lines.
func TestSectionSearch(t *testing.T) {
	sec := "^ab\tx\n^abc\ty\n^abc\tz\n^b\tw\n"
	cases := map[string]string{"ab": "x", "abc": "y,z", "b": "w", "a": "", "abd": "", "c": "", "": ""}
	for key, want := range cases {
		if got := strings.Join(section(sec, key), ","); got != want {
			t.Errorf("section(%q) = %q, want %q", key, got, want)
		}
	}
	if got := section("", "x"); got != nil {
		t.Errorf("empty section: %v", got)
	}
}
