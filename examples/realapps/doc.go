// Package realapps is jev's suite of real public web apps: nine TodoMVC
// implementations (npm todomvc@0.1.1) and two API reference viewers
// (RapiDoc, rendering into open shadow roots, and Swagger UI) installed from
// the npm registry at test time, and dense pages for source selection
// (Redoc, a Tabulator grid, and the suite's own repository, parcel
// tracking and smart-home pages on Primer CSS and Bootstrap), served on
// loopback and tested through jevtest with real Chromium. No third-party code is committed: the
// installer (internal/apps) runs `npm ci` of a committed, pinned lock into
// a per-machine cache.
//
// The tests read like an application team's own end-to-end checks —
// Locate("the checkbox that marks 'Buy milk' as done"), Assert(Describe("the
// number of items left"), "two todos remaining") — and each answer is
// judged against the element the test knows is right (a selector it holds).
// A confident wrong answer (a false pass, or an element located at
// confidence ≥ the threshold that is not the right one) fails the test; a
// miss or an inconclusive verdict is recorded and the scenario goes on
// through the selector, never through an element located below the
// threshold.
//
// TestRecordAndReplay records a stateful scenario per app and replays it
// with replay.WithExecute against the unchanged app, with one control
// renamed and with the counter's text changed.
//
//	go test ./examples/realapps/
//	JEV_REALAPPS_REPORT=1 go test ./examples/realapps/   # writes report/realapps.{md,json}
//
// See README.md for the packages, their versions and licences, the checks
// and how each outcome is counted; Example_clearCompleted shows how a user
// writes such a test.
package realapps
