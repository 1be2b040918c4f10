package stack

import "testing"

// BenchmarkEnsureReady is `jev install` on a machine where the stack is
// present: the target is well under 1 s (it starts no process).
func BenchmarkEnsureReady(b *testing.B) {
	if _, err := Ensure(b.Context()); err != nil {
		b.Fatalf("Ensure: %v", err)
	}
	for b.Loop() {
		if _, err := Ensure(b.Context(), WithCheckOnly(true)); err != nil {
			b.Fatal(err)
		}
	}
}
