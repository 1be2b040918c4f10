// Package await bounds playwright-go calls, which take no context, by a
// context.
package await

import "context"

// Call runs fn (a driver call that knows no context) and returns its
// result, or ctx's error as soon as ctx ends. A result produced after ctx
// ended is handed to discard when it is not nil (to dispose of a handle
// nobody will use).
func Call[T any](ctx context.Context, fn func() (T, error), discard func(T)) (T, error) {
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
