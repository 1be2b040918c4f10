// Package observe reads a page the way jev's semantic operations need it:
// the interactive targets a test can act on, the visible text as short
// units a comparison can ground on, and refs — short-lived handles on the
// exact nodes observed — that can be re-read or acted on later without ever
// retargeting silently.
//
// Observation costs one Frame.Evaluate per frame (main frame first, every
// frame read, cross-origin iframes included, open shadow roots pierced):
// a single embedded function (observe.js) walks the DOM once, measures the
// layout it needs afterwards in one batch (walking again only when a
// zero-height clipping block or a zero-size control changes the result),
// and returns everything as one compact JSON string. Nothing is written on the app's elements:
// observed nodes are kept in a registry held on a Symbol-keyed,
// non-enumerable property of each frame's window, bounded to the most
// recent snapshots.
//
// Settling follows seed 002: no fixed sleeps. Observe waits at most the
// transition cap (400 ms) for running CSS animations and transitions, and
// an InflightTracker counts and awaits, with a cap, the requests an action
// started.
package observe
