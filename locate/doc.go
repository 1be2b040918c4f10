// Package locate grounds a natural-language description to one interactive
// element of a page (the semantic-operations contract's LocateSemantic) and acts on it.
//
// A Finder observes the page once (package observe), asks one
// target-selection frontier for every description of a batch, and returns
// for each a Target: the real ref of the observed node, the evidence the
// decider saw, the confidence and the usage. It fails closed: an explicit
// "none" is ErrNoMatch, "ambiguous" is ErrAmbiguous and a confidence below
// the threshold is ErrLowConfidence, each a *LocateError naming the
// description. With child frames the observation could not read
// (observe.Snapshot.Unread), ErrNoMatch covers the frames read only: the
// error also matches observe.ErrFramesUnread, claims no confidence and
// names the frames; a target chosen then is never returned either: it is
// ErrLowConfidence matching observe.ErrFramesUnread, confidence 0 (the
// control meant could be in a frame that was not read).
//
// A ref is short-lived authority over the exact node observed. Click, Fill,
// Check, Select, DblClick, Hover, Press, Type, Text and Value re-validate it through
// observe.Snapshot.Element before acting and refuse a detached, hidden or
// replaced node with *observe.StaleRefError (errors.Is observe.ErrStaleRef);
// they never retarget. Nothing in this package generates CSS, XPath or
// JavaScript for the caller.
package locate
