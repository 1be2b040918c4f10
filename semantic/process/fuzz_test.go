package process_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic/process"
)

// FuzzSplitCommandLine checks that splitting never panics and that any two
// words survive a round trip when each is single-quoted, with embedded
// single quotes written the shell's way (close, escaped quote, reopen).
func FuzzSplitCommandLine(f *testing.F) {
	for _, s := range []string{"a", "a b", `a 'b c'`, `"x\"y"`, `a\ b`, "", "'", `"`, `\`} {
		f.Add(s, "w2")
	}
	f.Fuzz(func(t *testing.T, w1, w2 string) {
		_, _ = process.SplitCommandLine(w1) // must not panic
		words := []string{w1, w2}
		var line []string
		for _, w := range words {
			line = append(line, "'"+strings.ReplaceAll(w, "'", `'\''`)+"'")
		}
		got, err := process.SplitCommandLine(strings.Join(line, " "))
		if err != nil || !reflect.DeepEqual(got, words) {
			t.Fatalf("round trip of %q: %q, %v", words, got, err)
		}
	})
}
