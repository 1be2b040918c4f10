package diff

import "errors"

// Sentinels, matched with errors.Is.
var (
	// ErrInvalidOption: a tolerance that is negative or not finite.
	ErrInvalidOption = errors.New("diff: invalid option")
	// ErrBadSelector: the style selector is not valid CSS.
	ErrBadSelector = errors.New("diff: invalid style selector")
)
