// Package observe reads a page the way jev's semantic operations need it:
// the interactive targets a test can act on, the visible text as short
// units a comparison can ground on, and refs — short-lived handles on the
// exact nodes observed — that can be re-read or acted on later without ever
// retargeting silently.
//
// Observation costs one Frame.Evaluate per frame (main frame first, every
// frame read, cross-origin iframes included, open shadow roots pierced).
// The page side is a runtime written one concern per file under js/
// (roles and names, visibility, text units, targets, rows, re-reads,
// settle…), joined with embed, installed once per document (a
// non-enumerable, Symbol-keyed property of its window, named after a hash
// of the source) and called by operation name; a document without it gets
// it in the same call that needs it. The walk visits the DOM once,
// measures the layout it needs afterwards in one batch (walking again only
// when a zero-height clipping block, text no one sees or a zero-size
// control changes the result), and returns everything as one compact JSON
// string. Nothing is written on the app's elements: observed nodes are
// kept in a registry on the window, bounded to the most recent snapshots.
//
// # What counts as visible
//
// Targets are what can be acted on: rendered, not visibility:hidden, not
// zero-size, not inert (Playwright's notion). Text is evidence only when a
// person sees it: text that is transparent (opacity 0 on it or an
// ancestor), off-screen, translated or indented away, clipped (clip,
// clip-path, a 1px "visually hidden" box), covered by an opaque element,
// or the colour of its background is no evidence. Observe's walk makes
// only the cheap checks of this rule (rendering, opacity, aria-hidden,
// collapsed clipping blocks, visually hidden inline text); the ones that
// cost a box and style read per unit run later, in one batch per frame,
// for the units that need them (Snapshot.Perceive: compare's source
// selection asks it of the sources it shortlists, and selects again when
// one fails). A snapshot fresh from Observe may therefore list a source no
// one sees; after Perceive with no ids it lists none. Screen-reader-only
// text is a judgement call, decided so: it still names controls and still
// serves as context (a visually hidden heading or label), but it is never
// a text source, so an assertion never passes on it. A control's state
// follows the control's rendering, because custom controls hide the
// native input and draw the state themselves. Re-reads (Snapshot.Reread)
// and compare's locator reads apply the same rule, so text hidden between
// a comparison and its re-read is a change, never verified.
//
// # Re-reads
//
// Snapshot.Reread costs one round trip per frame involved. The main
// frame's goes through the page's link: a CDP session, attached in the
// background when the page is first observed, on which a re-read is one
// Runtime.evaluate of the installed runtime (Playwright's Evaluate adds
// its own argument and result handling to the same round trip). Until the
// link is attached, on a browser without CDP, and for everything the link
// cannot answer plainly (a document without the runtime, a script error,
// a failed session), the re-read goes through Evaluate, so its outcomes
// and errors are Evaluate's. In the page a re-read holds one geometry for
// its call: boxes, backgrounds and what a person sees are measured once
// per element however many refs share them.
//
// Settling follows the settle rule: no fixed sleeps. Observe waits at most the
// transition cap (400 ms) for running CSS animations and transitions, and
// an InflightTracker counts and awaits, with a cap, the requests an action
// started.
package observe
