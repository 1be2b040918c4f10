package observe

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"time"

	"github.com/playwright-community/playwright-go"
)

// script is the single function injected into a frame; see observe.js.
//
//go:embed observe.js
var script string

// boundCtx applies the default bound when ctx has no earlier deadline.
func boundCtx(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if dl, ok := ctx.Deadline(); ok && time.Until(dl) <= d {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, d)
}

// await runs fn (a driver call that knows no context) and returns its
// result, or ctx's error as soon as ctx ends. A result produced after ctx
// ended is handed to discard.
func await[T any](ctx context.Context, fn func() (T, error), discard func(T)) (T, error) {
	if err := ctx.Err(); err != nil {
		var zero T
		return zero, err
	}
	type result struct {
		v   T
		err error
	}
	ch := make(chan result, 1)
	go func() {
		v, err := fn()
		ch <- result{v, err}
	}()
	select {
	case r := <-ch:
		return r.v, r.err
	case <-ctx.Done():
		if discard != nil {
			go func() {
				if r := <-ch; r.err == nil {
					discard(r.v)
				}
			}()
		}
		var zero T
		return zero, ctx.Err()
	}
}

// evalJSON runs the script in frame f with arg and decodes the JSON string
// it returns into out.
func evalJSON(ctx context.Context, f playwright.Frame, arg map[string]any, out any) error {
	v, err := await(ctx, func() (any, error) { return f.Evaluate(script, arg) }, nil)
	if err != nil {
		return err
	}
	s, ok := v.(string)
	if !ok {
		return fmt.Errorf("%w: script returned %T, not a JSON string", ErrUnexpected, v)
	}
	if err := json.Unmarshal([]byte(s), out); err != nil {
		return fmt.Errorf("%w: decoding script result: %v", ErrUnexpected, err)
	}
	return nil
}
