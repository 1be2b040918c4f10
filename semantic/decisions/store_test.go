package decisions_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/decisions"
	"github.com/jevtest/jev/semantic/semantictest"
)

const helperEnv = "JEV_DECISIONS_TEST_HELPER"

func TestMain(m *testing.M) {
	if spec := os.Getenv(helperEnv); spec != "" {
		os.Exit(runHelper(spec))
	}
	os.Exit(m.Run())
}

// newScripted answers every question "equivalent" with 0.9 and counts calls.
func newScripted() *semantictest.Scripted {
	return semantictest.New().Always(semantictest.Fixed(map[string]float64{semantic.ChoiceEquivalent: 0.9, semantic.ChoiceDifferent: 0.1}))
}

func question(id, actual, expected string) semantic.Question {
	return semantic.NewComparisonQuestion(id, actual, "", expected)
}

func request(qs ...semantic.Question) semantic.Request {
	return semantic.Request{Version: semantic.ProtocolVersion, Questions: qs}
}

func TestRecordThenReplayWithoutEngine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	eng := newScripted()
	rec, err := decisions.Wrap(eng, path, decisions.WithMode(decisions.ModeRecord))
	if err != nil {
		t.Fatal(err)
	}
	req := request(question("c1", "Pro (yearly)", "professional annual plan"), question("c2", "Paid", "payment received"))
	want, err := rec.Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if eng.Calls() != 1 {
		t.Fatalf("record mode asked the engine %d times, want 1", eng.Calls())
	}
	rep, err := decisions.Wrap(semantictest.Forbidden(t), path, decisions.WithMode(decisions.ModeReplay), decisions.WithEngineID("scripted"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := rep.Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	for i := range req.Questions {
		g, w := got.Decisions[i], want.Decisions[i]
		if g.QuestionID != w.QuestionID || g.Choice != w.Choice || g.Confidence() != w.Confidence() || g.Model != "scripted/1" {
			t.Errorf("decision %d replayed as %+v, recorded %+v", i, g, w)
		}
	}
}

func TestReplayMissingIsNotRecordedAndNeverAsks(t *testing.T) {
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	rec, _ := decisions.Wrap(newScripted(), path, decisions.WithMode(decisions.ModeRecord))
	if _, err := rec.Decide(context.Background(), request(question("c1", "Pro (yearly)", "professional annual plan"))); err != nil {
		t.Fatal(err)
	}
	rep, _ := decisions.Wrap(semantictest.Forbidden(t), path, decisions.WithMode(decisions.ModeReplay))
	// The page changed: the actual value is another one, so is the key.
	ans, err := rep.Decide(context.Background(), request(question("c1", "Free", "professional annual plan")))
	if err != nil {
		t.Fatalf("replay of a question not recorded: %v, want an undecided answer", err)
	}
	if d := ans.Decisions[0]; d.Choice != semantic.ChoiceInsufficientEvidence || d.Probabilities[d.Choice] != 1 || d.Model != decisions.ModelNotRecorded {
		t.Fatalf("decision = %+v, want insufficient_evidence at 1 from %s", d, decisions.ModelNotRecorded)
	}
	if st := semantic.Verdict(ans.Decisions[0], 0); st != semantic.StatusInconclusive {
		t.Fatalf("verdict %s even at threshold 0, want inconclusive", st)
	}
	ne := rep.Missing()
	if ne == nil || !errors.Is(ne, decisions.ErrNotRecorded) || len(ne.Questions) != 1 || ne.Engine != "scripted" {
		t.Fatalf("Missing() = %+v", ne)
	}
	if msg := ne.Error(); !strings.Contains(msg, "JEV_DECISIONS_MODE=auto") || !strings.Contains(msg, "inconclusive") || strings.Contains(msg, "Free") {
		t.Errorf("message %q should say how to record, that the operation is inconclusive, and not quote the page", msg)
	}
}

func TestEngineIDIsPartOfTheKey(t *testing.T) {
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	req := request(question("c1", "Pro (yearly)", "professional annual plan"))
	rec, _ := decisions.Wrap(newScripted(), path, decisions.WithMode(decisions.ModeRecord), decisions.WithEngineID("model/1"))
	if _, err := rec.Decide(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	rep, _ := decisions.Wrap(semantictest.Forbidden(t), path, decisions.WithMode(decisions.ModeReplay), decisions.WithEngineID("model/2"))
	ans, err := rep.Decide(context.Background(), req)
	if err != nil || ans.Decisions[0].Model != decisions.ModelNotRecorded || rep.Missing() == nil {
		t.Fatalf("a new engine version replayed an old decision: %+v, %v", ans.Decisions, err)
	}
}

func TestAutoAsksOnlyWhatIsMissing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	eng := newScripted()
	st, _ := decisions.Wrap(eng, path) // default mode: auto
	if st.Mode() != decisions.ModeAuto {
		t.Fatalf("default mode %s, want auto", st.Mode())
	}
	ctx := context.Background()
	if _, err := st.Decide(ctx, request(question("a", "1", "one"))); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Decide(ctx, request(question("a", "1", "one"), question("b", "2", "two"))); err != nil {
		t.Fatal(err)
	}
	if n := eng.Questions(); n != 2 {
		t.Fatalf("auto asked %d questions, want 2 (the repeat answered from the file)", n)
	}
}

func TestFileIsSortedAndStable(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, order []int) []byte {
		path := filepath.Join(dir, name)
		st, _ := decisions.Wrap(newScripted(), path)
		for _, i := range order {
			if _, err := st.Decide(context.Background(), request(question("q", strconv.Itoa(i), "x"))); err != nil {
				t.Fatal(err)
			}
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	a := write("a.jsonl", []int{1, 2, 3, 4, 5})
	b := write("b.jsonl", []int{5, 3, 1, 4, 2})
	if !bytes.Equal(a, b) {
		t.Fatalf("the same decisions in another order gave another file:\n%s\n%s", a, b)
	}
	lines := strings.Split(strings.TrimSuffix(string(a), "\n"), "\n")
	if len(lines) != 5 || !sort.StringsAreSorted(lines) {
		t.Fatalf("want 5 sorted lines, got %q", lines)
	}
	if !strings.HasPrefix(lines[0], `{"key":"`) {
		t.Errorf("line should start with its key: %s", lines[0])
	}
}

func TestBadFileNamesTheLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	os.WriteFile(path, []byte("\n{\"key\":\"k\",\"engine\":\"e\",\"choice\":\"equivalent\",\"probabilities\":{\"equivalent\":1}}\n{not json\n"), 0o644)
	st, _ := decisions.Wrap(newScripted(), path)
	_, err := st.Decide(context.Background(), request(question("a", "1", "one")))
	var fe *decisions.FileError
	if !errors.As(err, &fe) || fe.Line != 3 || !errors.Is(err, decisions.ErrBadFile) {
		t.Fatalf("err = %v, want a FileError at line 3", err)
	}
}

func TestHandEditedDecisionFailsClosed(t *testing.T) {
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	req := request(question("a", "1", "one"))
	rec, _ := decisions.Wrap(newScripted(), path)
	if _, err := rec.Decide(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	os.WriteFile(path, bytes.Replace(b, []byte(`"choice":"equivalent"`), []byte(`"choice":"different"`), 1), 0o644) // not the argmax
	rep, _ := decisions.Wrap(semantictest.Forbidden(t), path, decisions.WithMode(decisions.ModeReplay))
	_, err := rep.Decide(context.Background(), req)
	if !errors.Is(err, decisions.ErrBadFile) || !errors.Is(err, semantic.ErrMalformedResponse) {
		t.Fatalf("err = %v, want ErrBadFile + malformed", err)
	}
}

func TestInvalidMode(t *testing.T) {
	_, err := decisions.Wrap(newScripted(), "x.jsonl", decisions.WithMode("replays"))
	if !errors.Is(err, decisions.ErrInvalidMode) || !strings.Contains(err.Error(), `"replays"`) {
		t.Fatalf("err = %v", err)
	}
	_, err = decisions.FromEnv(newScripted(), func(k string) string {
		return map[string]string{decisions.EnvPath: "x.jsonl", decisions.EnvMode: "RECORDING"}[k]
	})
	if !errors.Is(err, decisions.ErrInvalidMode) || !strings.Contains(err.Error(), decisions.EnvMode) {
		t.Fatalf("FromEnv err = %v, want ErrInvalidMode naming %s", err, decisions.EnvMode)
	}
	d, err := decisions.FromEnv(newScripted(), func(string) string { return "" })
	if _, ok := d.(*semantictest.Scripted); !ok || err != nil {
		t.Fatalf("FromEnv without JEV_DECISIONS = %T, %v; want the engine itself", d, err)
	}
}

func TestParallelGoroutinesLoseNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			st, _ := decisions.Wrap(newScripted(), path) // one Store per test, like jevtest sessions
			for i := range 10 {
				if _, err := st.Decide(context.Background(), request(question("q", fmt.Sprintf("g%d-%d", g, i), "x"))); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	if n := countLines(t, path); n != 80 {
		t.Fatalf("file holds %d decisions, want 80", n)
	}
}

// TestParallelProcessesLoseNothing runs several processes (like ginkgo -p)
// recording distinct and shared decisions into one file at once.
func TestParallelProcessesLoseNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	const procs, each = 4, 25
	var cmds []*exec.Cmd
	for p := range procs {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%d|%d", helperEnv, path, p, each))
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if t.Failed() {
				t.Logf("helper %d: %s", p, out.String())
			}
		})
		cmds = append(cmds, cmd)
	}
	for _, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Errorf("helper: %v", err)
		}
	}
	if n := countLines(t, path); n != procs*each+1 {
		t.Fatalf("file holds %d decisions, want %d (distinct ones plus one shared)", n, procs*each+1)
	}
}

func runHelper(spec string) int {
	parts := strings.Split(spec, "|")
	p, _ := strconv.Atoi(parts[1])
	each, _ := strconv.Atoi(parts[2])
	st, err := decisions.Wrap(newScripted(), parts[0])
	if err != nil {
		fmt.Println(err)
		return 1
	}
	for i := range each {
		qs := []semantic.Question{question("q", fmt.Sprintf("p%d-%d", p, i), "x")}
		if i == each/2 {
			qs = append(qs, question("s", "shared", "x"))
		}
		if _, err := st.Decide(context.Background(), request(qs...)); err != nil {
			fmt.Println(err)
			return 1
		}
	}
	return 0
}

func countLines(t *testing.T, path string) int {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return len(strings.Split(strings.TrimSuffix(string(b), "\n"), "\n"))
}

// A decision file whose lines hold two different decisions for one key
// (a hand merge, or a union merge of two branches that decided one
// question differently) is refused naming both lines: the later line won
// silently, so a merge could flip a verdict. The same decision on two
// lines (a union merge of alike recordings) is read as one. A file that
// cannot be used is a configuration error (it was an "unclassified"
// server error), so the CLI says bad input (exit 2).
func TestConflictingLinesOfOneKeyAreRefused(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "decisions.jsonl")
	req := request(question("a", "1", "one"))
	rec, _ := decisions.Wrap(newScripted(), path)
	if _, err := rec.Decide(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	line, _ := os.ReadFile(path)
	if !bytes.Contains(line, []byte(`"choice":"equivalent"`)) {
		t.Fatalf("recorded %s; want an equivalent decision", line)
	}
	flipped := strings.NewReplacer(`"choice":"equivalent"`, `"choice":"different"`,
		`"different":0.02`, `"different":0.97`, `"equivalent":0.97`, `"equivalent":0.02`).Replace(string(line))
	cases := map[string]struct {
		data     string
		conflict bool
	}{
		"alike":    {string(line) + string(line), false},
		"conflict": {string(line) + flipped, true},
	}
	for name, c := range cases {
		p := filepath.Join(dir, name+".jsonl")
		os.WriteFile(p, []byte(c.data), 0o644)
		rep, _ := decisions.Wrap(semantictest.Forbidden(t), p, decisions.WithMode(decisions.ModeReplay))
		ans, err := rep.Decide(context.Background(), req)
		if !c.conflict {
			if err != nil || ans.Decisions[0].Choice != "equivalent" {
				t.Errorf("%s: %+v, %v; want the one decision, equivalent", name, ans.Decisions, err)
			}
			continue
		}
		var fe *decisions.FileError
		var pe *semantic.ProviderError
		if !errors.As(err, &fe) || fe.Line != 2 || !errors.Is(err, decisions.ErrConflict) || !errors.Is(err, decisions.ErrBadFile) ||
			!errors.As(err, &pe) || pe.Class != semantic.ClassConfiguration || !strings.Contains(err.Error(), "is at line 1 too") {
			t.Errorf("%s: err = %v; want a configuration error, ErrConflict at line 2 naming line 1", name, err)
		}
	}
}
