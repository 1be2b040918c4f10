package trace

import "github.com/jevtest/jev/internal/redact"

// Dialog is a JavaScript dialog a page opened during the recorded run
// (spec 2): a semantic record lists those opened since the record before
// it, the end record every one of the run. Replay reads them as evidence
// of what the page did; it never answers a dialog from them.
type Dialog struct {
	// Type is alert, confirm, prompt or beforeunload.
	Type string `json:"type"`
	// Message is the dialog's text; a credential in an address is masked.
	Message string `json:"message"`
	// Handled is how it was answered: "dismissed", "accepted", or
	// "test's handler" (a handler of the test's own answered it).
	Handled string `json:"handled"`
}

// The answers a Dialog's Handled names.
const (
	dialogDismissed   = "dismissed"
	dialogAccepted    = "accepted"
	dialogTestHandler = "test's handler" // a handler of the test's own answered it
)

// validateDialogs checks each dialog's type and answer.
func validateDialogs(kind string, ds []Dialog) error {
	for i, d := range ds {
		switch d.Type {
		case "alert", "confirm", "prompt", "beforeunload":
		default:
			return invalidf("%s: dialogs[%d]: type %q is not alert, confirm, prompt or beforeunload", kind, i, d.Type)
		}
		switch d.Handled {
		case dialogDismissed, dialogAccepted, dialogTestHandler:
		default:
			return invalidf("%s: dialogs[%d]: handled %q is not %s, %s or %s", kind, i, d.Handled, dialogDismissed, dialogAccepted, dialogTestHandler)
		}
	}
	return nil
}

// redactDialogs masks credentials in the dialogs' messages.
func redactDialogs(ds []Dialog) []Dialog {
	if len(ds) == 0 {
		return ds
	}
	out := make([]Dialog, len(ds))
	for i, d := range ds {
		d.Message = redact.Text(d.Message)
		out[i] = d
	}
	return out
}
