package report

import "errors"

// ErrNoResults is returned by Load when the folders hold no result files.
var ErrNoResults = errors.New("no jev results found")

// ErrMalformed is returned (wrapped, naming the file) for a result file
// that is not valid JSON of this format.
var ErrMalformed = errors.New("malformed result file")
