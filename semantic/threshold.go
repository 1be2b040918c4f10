package semantic

import (
	"errors"
	"fmt"
	"math"
)

// DefaultMinConfidence is the comparison threshold used when none is set.
const DefaultMinConfidence = 0.8

// ErrInvalidThreshold is matched by every *ThresholdError.
var ErrInvalidThreshold = errors.New("semantic: threshold must be a finite number in [0, 1]")

// ThresholdError names a threshold that is not a finite value in [0, 1].
type ThresholdError struct {
	Name  string // e.g. "minConfidence"
	Value float64
}

func (e *ThresholdError) Error() string {
	return fmt.Sprintf("semantic: %s = %v: threshold must be a finite number in [0, 1]", e.Name, e.Value)
}

// Unwrap returns ErrInvalidThreshold.
func (e *ThresholdError) Unwrap() error { return ErrInvalidThreshold }

// ValidateThreshold accepts any finite v in [0, 1] and returns a
// *ThresholdError naming the threshold otherwise (NaN, ±Inf, < 0, > 1).
// Call it before any browser or provider is touched.
func ValidateThreshold(name string, v float64) error {
	if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 || v > 1 {
		return &ThresholdError{Name: name, Value: v}
	}
	return nil
}

// Thresholds is a caller's threshold policy. A nil field means "not set".
type Thresholds struct {
	// MinConfidence gates semantic comparison; default DefaultMinConfidence.
	MinConfidence *float64
	// MinSourceConfidence gates source selection; default the effective
	// MinConfidence.
	MinSourceConfidence *float64
}

// Float returns a pointer to v, for filling Thresholds.
func Float(v float64) *float64 { return &v }

// Resolve validates the set thresholds and applies the defaults. The error
// is a *ThresholdError named "minConfidence" or "minSourceConfidence".
func (t Thresholds) Resolve() (min, minSource float64, err error) {
	min = DefaultMinConfidence
	if t.MinConfidence != nil {
		if err := ValidateThreshold("minConfidence", *t.MinConfidence); err != nil {
			return 0, 0, err
		}
		min = *t.MinConfidence
	}
	minSource = min
	if t.MinSourceConfidence != nil {
		if err := ValidateThreshold("minSourceConfidence", *t.MinSourceConfidence); err != nil {
			return 0, 0, err
		}
		minSource = *t.MinSourceConfidence
	}
	return min, minSource, nil
}
