package locate

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
)

// TestWithTimeoutRejectsNonPositive: a timeout ≤ 0, on the Finder or on one
// call, fails the operation with an ErrInvalidOption naming the option and
// what it accepts, before the decider is built or the page is looked at.
func TestWithTimeoutRejectsNonPositive(t *testing.T) {
	built := 0
	build := WithDeciderFunc(func() (semantic.Decider, error) { built++; return lexical.New(), nil })
	cases := []struct {
		name   string
		finder []Option
		call   []Option
		want   string
	}{
		{"finder negative", []Option{build, WithTimeout(-time.Second)}, nil, "locate: invalid option: WithTimeout(-1s): want a positive duration"},
		{"finder zero", []Option{build, WithTimeout(0)}, nil, "locate: invalid option: WithTimeout(0s): want a positive duration"},
		{"call zero", []Option{build}, []Option{WithTimeout(0)}, "locate: invalid option: WithTimeout(0s): want a positive duration"},
		{"call negative", []Option{build, WithTimeout(time.Second)}, []Option{WithTimeout(-5 * time.Millisecond)}, "locate: invalid option: WithTimeout(-5ms): want a positive duration"},
	}
	for _, c := range cases {
		_, err := New(nil, c.finder...).Locate(context.Background(), "Cancel", c.call...)
		if !errors.Is(err, ErrInvalidOption) || err.Error() != c.want {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
		_, err = New(nil, c.finder...).LocateBatch(context.Background(), []string{"Cancel", "Email"}, c.call...)
		if !errors.Is(err, ErrInvalidOption) || err.Error() != c.want {
			t.Errorf("%s (batch): got %v, want %q", c.name, err, c.want)
		}
	}
	if built != 0 {
		t.Errorf("decider built %d times", built)
	}
}
