package report

import (
	"time"

	"github.com/jevtest/jev/semantic"
)

// Schema identifies the result files of this format.
const Schema = "jev-result/1"

// File names inside one test's folder.
const (
	// TestFile is the test's summary, written when the test ends.
	TestFile = "test.json"
	// OpPrefix starts every operation file: op-<seq>-<index>.json (and
	// .png for its screenshot).
	OpPrefix = "op-"
)

// Statuses of a test (an operation's status is its result's).
const (
	StatusPassed  = "passed"
	StatusFailed  = "failed"
	StatusSkipped = "skipped"
	// StatusUnknown is a test whose summary was never written (the test
	// binary died or timed out before the test ended).
	StatusUnknown = "unknown"
)

// Test is a test's summary (TestFile).
type Test struct {
	Schema string `json:"schema"`
	// Package is the import path of the tested package.
	Package string `json:"package"`
	// Test is the full test name (subtests with '/').
	Test string `json:"test"`
	// Status is passed, failed or skipped, as go test saw it when the
	// test ended.
	Status     string    `json:"status"`
	Started    time.Time `json:"started"`
	DurationMs int64     `json:"durationMs"`
	// Traces are the trace files copied into the folder (file names).
	Traces []string `json:"traces,omitempty"`
}

// Actual is how the operation named what it read.
type Actual struct {
	// Description is a semantic description of the actual (compare or
	// assert by description, or a locate description).
	Description string `json:"description,omitempty"`
	// Locator is the caller's Playwright selector.
	Locator string `json:"locator,omitempty"`
	// Property and Attribute are what a locator or target actual read.
	Property  string `json:"property,omitempty"`
	Attribute string `json:"attribute,omitempty"`
	// Target is the description of a located target used as the actual.
	Target string `json:"target,omitempty"`
}

// Operation is one item of one semantic operation (an OpPrefix file).
type Operation struct {
	Schema  string `json:"schema"`
	Package string `json:"package"`
	Test    string `json:"test"`
	// Seq numbers the test's operations from 1; Index is the item's
	// position in its batch of BatchSize items (usage is the batch's).
	Seq       int       `json:"seq"`
	Index     int       `json:"index"`
	BatchSize int       `json:"batchSize"`
	Op        string    `json:"op"` // locate, compare or assert
	Time      time.Time `json:"time"`
	// URL (without any user:password part) and Title of the page.
	URL    string `json:"url"`
	Title  string `json:"title,omitempty"`
	Actual Actual `json:"actual"`
	// Screenshot is the file name of the full-page screenshot taken for
	// an operation that did not pass; Outlined says whether its evidence
	// is outlined on it, NotOutlined why not.
	Screenshot  string `json:"screenshot,omitempty"`
	Outlined    bool   `json:"outlined,omitempty"`
	NotOutlined string `json:"notOutlined,omitempty"`
	// EvidenceError says what evidence could not be written.
	EvidenceError string `json:"evidenceError,omitempty"`
	// Candidates gives the text (and context) of each page source a
	// source-selection question offered, by id: those criteria carry no
	// label of their own.
	Candidates map[string]string `json:"candidates,omitempty"`
	Result     Result            `json:"result"`
}

// Evidence is the page evidence an operation was about, in the results
// folder's wire form (docs/test-results.md): semantic.Evidence's fields,
// but context is omitted when empty. EvidenceOf is the one conversion
// from semantic.Evidence.
type Evidence struct {
	SourceID string `json:"sourceId,omitempty"`
	Frame    int    `json:"frame"`
	// Role is the accessibility role (explicit or implicit), never a tag
	// name.
	Role    string `json:"role,omitempty"`
	Text    string `json:"text"`
	Context string `json:"context,omitempty"`
}

// EvidenceOf is e in the results folder's form.
func EvidenceOf(e semantic.Evidence) Evidence {
	return Evidence{SourceID: e.SourceID, Frame: e.Frame, Role: e.Role, Text: e.Text, Context: e.Context}
}

// Result is the verdict of one item, in compare.Result's JSON form (a
// locate item fills the same fields: its target is the evidence).
type Result struct {
	Status           semantic.Status     `json:"status"`
	Choice           string              `json:"choice,omitempty"`
	Confidence       float64             `json:"confidence"`
	SourceConfidence float64             `json:"sourceConfidence"`
	Threshold        float64             `json:"threshold"`
	SourceThreshold  float64             `json:"sourceThreshold"`
	Source           string              `json:"source,omitempty"`
	Provenance       semantic.Provenance `json:"provenance,omitempty"`
	Uncertainty      string              `json:"uncertainty,omitempty"`
	Description      string              `json:"description,omitempty"`
	Evidence         Evidence            `json:"evidence"`
	Freshness        semantic.Freshness  `json:"freshness,omitempty"`
	Change           string              `json:"change,omitempty"`
	CurrentEvidence  *Evidence           `json:"currentEvidence,omitempty"`
	Expected         string              `json:"expected,omitempty"`
	Usage            *semantic.Usage     `json:"usage"`
	Models           []string            `json:"models,omitempty"`
	Model            string              `json:"model,omitempty"`
	Questions        []semantic.Question `json:"questions,omitempty"`
	Decisions        []semantic.Decision `json:"decisions,omitempty"`
	// Error is an operation that ended without a verdict (a locate that
	// could not ground its description); Status is then "error".
	Error string `json:"error,omitempty"`
}
