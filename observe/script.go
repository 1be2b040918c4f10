package observe

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"
)

// The observation runtime, one concern per file, joined in this order into
// one function body whose scope all files share.
//
//go:embed js/*.js
var jsFiles embed.FS

var jsOrder = []string{
	"registry.js", "vocab.js", "dom.js", "visibility.js", "accname.js", "headertext.js", "state.js",
	"context.js", "dots.js", "assistive.js", "headings.js", "headpath.js", "rows.js", "modal.js", "marks.js", "walk.js", "units.js", "settle.js", "observe.js", "reread.js", "perceive.js",
	"text.js", "ops.js",
}

var (
	// runtime is the joined source of js/*.js.
	runtime = joinRuntime()
	// runtimeKey names the installed runtime on window (a registered
	// symbol, non-enumerable): it changes with the source, so a document
	// never runs a runtime of another version.
	runtimeKey = func() string {
		h := sha256.Sum256([]byte(runtime))
		return "jev.observe.runtime/" + hex.EncodeToString(h[:6])
	}()
	// callScript calls an operation of the installed runtime, or answers
	// notInstalled when this document has none yet. Its argument is a
	// packed operation (see pack).
	callScript = `(x) => { const J = window[Symbol.for('` + runtimeKey + `')]; return J ? J.call(` + unpack + `) : '` + notInstalled + `'; }`
	// installScript installs the runtime (once per document) and calls the
	// operation.
	installScript = `(x) => { return (` + installer + `)().call(` + unpack + `); }`
	unpack        = `Object.assign(JSON.parse(x.j), x.h ? { children: x.h } : {})`
	installer     = `() => { const K = Symbol.for('` + runtimeKey + `'); if (!window[K]) { const J = (() => {
'use strict';
` + runtime + `
return { call, visibleText, evidenceVisible, resetCaches };
})(); Object.defineProperty(window, K, { value: J, enumerable: false, configurable: false, writable: false }); }
return window[K]; }`
)

// notInstalled is what callScript answers in a document without the runtime.
const notInstalled = "\x00jev:not-installed"

func joinRuntime() string {
	var b strings.Builder
	for _, name := range jsOrder {
		src, err := jsFiles.ReadFile("js/" + name)
		if err != nil {
			panic("observe: missing embedded js/" + name)
		}
		b.WriteString("// ---- " + name + "\n")
		b.Write(src)
		b.WriteString("\n")
	}
	return b.String()
}

// boundCtx applies the default bound when ctx has no earlier deadline.
func boundCtx(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if dl, ok := ctx.Deadline(); ok && time.Until(dl) <= d {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, d)
}

// pack turns an operation's argument into what callScript takes: every
// field but the child frames' element handles ("children") as one JSON
// string, the handles beside it. Playwright serializes and validates an
// argument value by value, which costs milliseconds for the items of a
// re-read; one string costs what a ping does.
func pack(arg map[string]any) (map[string]any, error) {
	rest := make(map[string]any, len(arg))
	var kids any
	for k, v := range arg {
		if k == "children" {
			kids = v
			continue
		}
		rest[k] = v
	}
	b, err := json.Marshal(rest)
	if err != nil {
		return nil, fmt.Errorf("%w: encoding the script argument: %v", ErrUnexpected, err)
	}
	out := map[string]any{"j": string(b)}
	if kids != nil {
		out["h"] = kids
	}
	return out, nil
}

// evaluate runs operation arg["op"] in frame f: through the installed
// runtime, installing it first when the document has none.
func evaluate(ctx context.Context, f playwright.Frame, arg map[string]any) (any, error) {
	x, err := pack(arg)
	if err != nil {
		return nil, err
	}
	v, err := driverCall(ctx, func() (any, error) { return f.Evaluate(callScript, x) }, nil)
	if err == nil && v == notInstalled {
		v, err = driverCall(ctx, func() (any, error) { return f.Evaluate(installScript, x) }, nil)
	}
	return v, err
}

// evalJSON runs operation arg["op"] in frame f and decodes the JSON string
// it returns into out.
func evalJSON(ctx context.Context, f playwright.Frame, arg map[string]any, out any) error {
	v, err := evaluate(ctx, f, arg)
	if err != nil {
		return err
	}
	s, ok := v.(string)
	if !ok {
		return fmt.Errorf("%w: script returned %T, not a JSON string", ErrUnexpected, v)
	}
	return decodeJSON(s, out)
}

// evalHandle runs operation arg["op"] in frame f and returns its result as
// a handle (installing the runtime first when needed).
func evalHandle(ctx context.Context, f playwright.Frame, arg map[string]any) (playwright.JSHandle, error) {
	x, err := pack(arg)
	if err != nil {
		return nil, err
	}
	dispose := func(h playwright.JSHandle) { h.Dispose() }
	h, err := driverCall(ctx, func() (playwright.JSHandle, error) { return f.EvaluateHandle(callScript, x) }, dispose)
	if err != nil || h.AsElement() != nil {
		return h, err
	}
	v, err := driverCall(ctx, h.JSONValue, nil)
	if err != nil || v != notInstalled {
		return h, nil
	}
	go h.Dispose()
	return driverCall(ctx, func() (playwright.JSHandle, error) { return f.EvaluateHandle(installScript, x) }, dispose)
}

// EvaluateLocator runs fn, the source of a JavaScript function
// (elements, arg, jev) => result, over the elements loc matches, in one
// round trip (two the first time in a document). jev is the observation
// runtime of the locator's document: jev.visibleText(el) is el's text as
// observation reads it (open shadow roots included, aria-hidden and
// invisible text excluded) and jev.evidenceVisible(el) says whether a
// person sees el (the rule text sources follow). fn must be the caller's
// own fixed code, never built from input: arg carries the data. arg
// travels as JSON (one string, the cheapest argument to pass): it must
// encode with encoding/json, else the error wraps ErrUnexpected. A driver
// error is an *ObserveError with Frame -1 (ErrNavigationContext when the
// document went away under the read, ErrTimeout, ErrTargetClosed, ...).
func EvaluateLocator(ctx context.Context, loc playwright.Locator, fn string, arg any) (any, error) {
	b, err := json.Marshal(arg)
	if err != nil {
		return nil, fmt.Errorf("%w: encoding the locator script argument: %v", ErrUnexpected, err)
	}
	j := string(b)
	call := `(els, x) => { const J = window[Symbol.for('` + runtimeKey + `')]; if (!J) return '` + notInstalled +
		`'; J.resetCaches(); return (` + fn + `)(els, JSON.parse(x), J); }`
	v, err := driverCall(ctx, func() (any, error) { return loc.EvaluateAll(call, j) }, nil)
	if err == nil && v == notInstalled {
		install := `(els, x) => { const J = (` + installer + `)(); J.resetCaches(); return (` + fn + `)(els, JSON.parse(x), J); }`
		v, err = driverCall(ctx, func() (any, error) { return loc.EvaluateAll(install, j) }, nil)
	}
	if err != nil {
		return nil, classify(err, -1)
	}
	return v, nil
}
