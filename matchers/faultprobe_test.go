package matchers_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/matchers"
	"github.com/jevtest/jev/observe"
	. "github.com/onsi/gomega"
)

// A matcher with no page, on a closed page, or with a context already
// cancelled never passes under Should or ShouldNot: each is one error
// naming the cause, branchable with errors.Is.
func TestNoPageClosedPageDeadContextFailBothWays(t *testing.T) {
	page := openHTML(t, `<!doctype html><title>Plan</title><dl><dt>Current plan</dt><dd id=plan>Pro (yearly)</dd></dl>`)
	dead, cancel := context.WithCancel(context.Background())
	cancel()
	closed := openHTML(t, `<!doctype html><title>Plan</title><p id=plan>Pro (yearly)</p>`)
	closedLoc := closed.Locator("#plan")
	if err := closed.Close(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		m      *matchers.Matchers
		actual any
		opts   []matchers.Option
		is     error
		msg    string
	}{
		{"nil page", matchers.Bind(nil), compare.Describe("Current plan"), nil, compare.ErrInvalidRequest, "no page"},
		{"closed page", matchers.Bind(closed), compare.Describe("Current plan"), nil, observe.ErrTargetClosed, "closed"},
		{"closed page locator", matchers.Bind(closed), closedLoc, nil, observe.ErrTargetClosed, "closed"},
		{"cancelled context", matchers.Bind(page), compare.Describe("Current plan"), []matchers.Option{matchers.WithContext(dead)}, context.Canceled, "context canceled"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ok, err := c.m.SemanticallyMatch("Pro yearly", c.opts...).Match(c.actual)
			if ok || !errors.Is(err, c.is) || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("Match = %v, %v; want false and an error (errors.Is %v) saying %q", ok, err, c.is, c.msg)
			}
			failures := InterceptGomegaFailures(func() {
				Expect(c.actual).To(c.m.SemanticallyMatch("Pro yearly", c.opts...))
				Expect(c.actual).NotTo(c.m.SemanticallyMatch("Pro yearly", c.opts...))
			})
			if len(failures) != 2 {
				t.Fatalf("got %d failures, want 2 (Should and ShouldNot): %q", len(failures), failures)
			}
		})
	}
}
