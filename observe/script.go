package observe

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jevtest/jev/internal/await"
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

// evalJSON runs the script in frame f with arg and decodes the JSON string
// it returns into out.
func evalJSON(ctx context.Context, f playwright.Frame, arg map[string]any, out any) error {
	v, err := await.Call(ctx, func() (any, error) { return f.Evaluate(script, arg) }, nil)
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
