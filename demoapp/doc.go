// Package demoapp is the Northwind Cloud demo application used by jev's examples,
// its `jev demo` command and its calibration corpus.
//
// It is a small but real SaaS account area, served by Go itself from embedded
// files on loopback only:
//
//   - "/" (PathOverview): the account overview with the subscription plan,
//     billing status, auto-renew switch, seats meter, next invoice amount, a
//     <usage-meter> web component with an open shadow root, a "Refresh usage"
//     button whose fetch of /api/usage updates a status line after a delay, a
//     payment-method iframe served from a second origin, and a "Cancel
//     subscription" modal dialog.
//   - "/invoices" (PathInvoices): the invoices table.
//   - "/profile" (PathProfile): the profile form (with a password field whose
//     value, DemoPassword, tests make sure is never read) and a toast that
//     appears after saving.
//   - "/payment-method" (PathPaymentMethod): the card frame, served by the
//     second origin.
//
// Query parameters switch the scenario (see Scenario) so that examples can
// show failing and inconclusive cases on purpose, e.g. "?plan=free",
// "?billing=overdue", "?renew=off".
//
// Start runs the app on two loopback listeners (the app origin and the
// payment origin); Handler and PaymentHandler serve the same pages for
// httptest.
package demoapp
