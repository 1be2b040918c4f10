package observe

import (
	"github.com/playwright-community/playwright-go"
)

// Snapshot is one observation of a page: its targets (ordered and capped as
// the trace format says), its visible text as short units, and the frames read.
// Refs in it stay valid for re-reads while the documents they came from live
// (and while the page retains the snapshot: the most recent 32 per
// document).
type Snapshot struct {
	ID    string `json:"id"` // "s<n>", unique in the process
	URL   string `json:"url"`
	Title string `json:"title"`

	Targets []Target     `json:"targets"`
	Sources []TextSource `json:"sources"`

	// TotalOnPage counts the visible interactive elements found (inside the
	// modal when one is open); Dropped those cut by the cap.
	TotalOnPage int `json:"total_on_page"`
	Dropped     int `json:"dropped"`
	// DOMHash is a hash over the shortlist's identity and values, not the
	// page bytes: stable while the candidate set is, changed by an edit.
	DOMHash string `json:"dom_hash"`

	// Modal is true when an open modal limited targets and text to itself.
	Modal bool `json:"modal"`
	// TransitionMs is the time spent waiting for CSS animations and
	// transitions (bounded by the transition cap); ObservationMs the whole
	// observation.
	TransitionMs  int64 `json:"transition_ms"`
	ObservationMs int64 `json:"observation_ms"`

	Frames []Frame `json:"frames"`
	// Unread lists the child frames that were not read because they did
	// not answer within the per-frame bound (WithFrameTimeout) or detached
	// (their iframe was removed) while they were read: the rest of the page
	// was observed without them. Their descendants are Skipped.
	Unread []Frame `json:"unread,omitempty"`

	page   playwright.Page
	frames []playwright.Frame
	docs   []string // registry token of each frame's document; "" when not read
	max    int
}

// Frame is one frame of the page, in page.Frames() order (0 is the main
// frame).
type Frame struct {
	Index int    `json:"index"`
	URL   string `json:"url"`
	Name  string `json:"name"`
	// Parent is the index of the parent frame, -1 for the main frame.
	Parent int `json:"parent"`
	// Skipped is true when the frame was not read because its iframe is not
	// rendered (hidden) or lies outside an open modal.
	Skipped bool `json:"skipped,omitempty"`
	// Unread says why a frame that should have been read was not (it did
	// not answer within the per-frame bound, or it detached while it was
	// read); empty otherwise.
	Unread string `json:"unread,omitempty"`
}

// Target is an interactive element (the trace format's candidate).
type Target struct {
	CID         string `json:"cid"`  // f<frame>:c<rank>
	Role        string `json:"role"` // explicit or implicit ARIA role
	Name        string `json:"name"` // accessible name, original casing, whitespace collapsed
	FP          string `json:"fp"`   // semantic.Fingerprint(Role, Name)
	Tag         string `json:"tag"`
	Type        string `json:"type,omitempty"`
	Href        string `json:"href,omitempty"`        // ≤ 120 runes
	Placeholder string `json:"placeholder,omitempty"` // ≤ 60 runes
	Scope       string `json:"scope,omitempty"`       // nearest legend, form name or heading, ≤ 60 runes
	Value       string `json:"value,omitempty"`       // never read for password fields
	// Row is the visible text of the nearest repeated container (list
	// item, table or grid row, article, or a card: a block next to a
	// sibling of the same tag and class), whitespace collapsed, ≤ 120
	// runes, never a control's value. Per-row controls with the same name
	// (a checkbox and a delete button per todo) are told apart by it; it is
	// not part of the fingerprint.
	Row string `json:"row,omitempty"`
	// Section is the label of the target's enclosing labelled region, else
	// the heading that opens its section (an API operation's summary over
	// the endpoint button in its side panel), ≤ 120 runes: the text units
	// of that section have it as their heading or region.
	Section    string `json:"section,omitempty"`
	Disabled   bool   `json:"disabled"`
	InViewport bool   `json:"in_viewport"`
	Frame      int    `json:"frame"`
	Rank       int    `json:"rank"` // 1-based position in its frame's shortlist
	Ref        Ref    `json:"ref"`
}

// TextSource is one unit of visible text: a heading, a paragraph, a list
// item, a term or definition, a table cell, a label, a status region
// (role=status, aria-live), a bare text run, or the state of a control (a
// checkbox's "checked", a select's option, a progress bar's "40%").
//
// Visible means what a person sees: text that is transparent (opacity 0,
// here or on an ancestor), off-screen, translated or indented away,
// clipped, covered by an opaque element, or the colour of its background
// is no source (Observe leaves the checks that read a unit's box and style
// to Snapshot.Perceive, made for the units a selection shortlists), and
// neither is screen-reader-only text (it still names
// controls and gives context). A control's state unit follows the
// control's rendering: custom checkboxes hide the native input and draw
// the state themselves. Inline text runs flow into their block's unit
// ("<strong>3</strong> items left" is one unit), and a button's label never
// joins a plain block's text.
type TextSource struct {
	ID    string `json:"id"` // t<frame>_<n>, n 1-based in reading order
	Frame int    `json:"frame"`
	// Role is heading, paragraph, listitem, term, definition, cell,
	// columnheader, rowheader, label, caption, legend, status, alert, text,
	// or a control's role for its state (checkbox, radio, switch, combobox,
	// listbox, textbox, searchbox, slider, spinbutton, progressbar, meter).
	Role string `json:"role"`
	Text string `json:"text"`
	// Context is what the text means in: a control's label, a definition's
	// term, a cell's column and row headers ("Price · Anker Nano 30W"), the
	// unit's own aria-labelledby / aria-label, the label of inline
	// "Label: value" text (Text is then the value), a timeline entry's
	// <time>, the unit's aria-describedby; else the nearest heading (a
	// visually hidden one included); else the enclosing region's label.
	Context string `json:"context,omitempty"`
	// Heading is the nearest heading before the unit; Region the label of
	// the enclosing labelled region (section, nav, form, dialog…).
	Heading string `json:"heading,omitempty"`
	Region  string `json:"region,omitempty"`
	// Row is the text of the nearest repeated container (list item, table
	// or grid row, card, article), ≤ 120 runes; Landmark the enclosing
	// navigation, contentinfo, complementary or banner landmark's role.
	Row      string `json:"row,omitempty"`
	Landmark string `json:"landmark,omitempty"`
	Ref      Ref    `json:"ref"`
	// Assistive is true when Text is told only to assistive technology: a
	// table cell that shows an icon and no text of its own, whose meaning is
	// in visually hidden text beside it (a check mark with a hidden
	// "Included").
	Assistive bool `json:"assistive,omitempty"`

	state bool // the unit is a control's state, re-read as such
	// perceived: Perceive found that a person sees the unit (a control's
	// state is never asked: it follows the control's rendering; nor is an
	// assistive cell's text, which no one sees by definition).
	perceived bool
}

// Target returns the target with the given cid.
func (s *Snapshot) Target(cid string) (Target, bool) {
	for _, t := range s.Targets {
		if t.CID == cid {
			return t, true
		}
	}
	return Target{}, false
}

// Source returns the text source with the given id.
func (s *Snapshot) Source(id string) (TextSource, bool) {
	for _, t := range s.Sources {
		if t.ID == id {
			return t, true
		}
	}
	return TextSource{}, false
}
