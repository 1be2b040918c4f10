package await

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestCallReturnsTheResult(t *testing.T) {
	v, err := Call(context.Background(), func() (int, error) { return 7, nil }, nil)
	if v != 7 || err != nil {
		t.Fatalf("Call = %d, %v", v, err)
	}
}

func TestCallGivesUpWhenTheContextEndsAndDiscardsTheLateResult(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	release := make(chan struct{})
	discarded := make(chan int, 1)
	_, err := Call(ctx, func() (int, error) { <-release; return 9, nil }, func(v int) { discarded <- v })
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want deadline exceeded", err)
	}
	close(release)
	select {
	case v := <-discarded:
		if v != 9 {
			t.Fatalf("discarded %d, want 9", v)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("late result never discarded")
	}
}

func TestCallDoesNotStartOnAnEndedContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	called := false
	if _, err := Call(ctx, func() (int, error) { called = true; return 0, nil }, nil); !errors.Is(err, context.Canceled) || called {
		t.Fatalf("err = %v, called = %v", err, called)
	}
}
