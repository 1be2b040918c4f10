package semantic

import (
	"errors"
	"math"
	"testing"
)

func TestValidateThreshold(t *testing.T) {
	for _, v := range []float64{0, 1, 0.5, 0.8, math.Copysign(0, -1), math.SmallestNonzeroFloat64, math.Nextafter(1, 0)} {
		if err := ValidateThreshold("minConfidence", v); err != nil {
			t.Errorf("%v rejected: %v", v, err)
		}
	}
	for _, v := range []float64{-0.0001, 1.0001, math.NaN(), math.Inf(1), math.Inf(-1), math.Nextafter(1, 2), -math.SmallestNonzeroFloat64} {
		err := ValidateThreshold("minConfidence", v)
		var te *ThresholdError
		if !errors.Is(err, ErrInvalidThreshold) || !errors.As(err, &te) || te.Name != "minConfidence" {
			t.Errorf("%v: err = %v", v, err)
			continue
		}
		if !(te.Value == v || (math.IsNaN(v) && math.IsNaN(te.Value))) {
			t.Errorf("%v: Value = %v", v, te.Value)
		}
	}
	err := ValidateThreshold("minSourceConfidence", 2)
	if got, want := err.Error(), "semantic: minSourceConfidence = 2: threshold must be a finite number in [0, 1]"; got != want {
		t.Fatalf("message = %q, want %q", got, want)
	}
}

func TestThresholdsResolve(t *testing.T) {
	for _, tc := range []struct {
		name        string
		th          Thresholds
		min, minSrc float64
		errName     string
	}{
		{"defaults", Thresholds{}, 0.8, 0.8, ""},
		{"source follows min", Thresholds{MinConfidence: Float(0.9)}, 0.9, 0.9, ""},
		{"source alone", Thresholds{MinSourceConfidence: Float(0.6)}, 0.8, 0.6, ""},
		{"both", Thresholds{MinConfidence: Float(1), MinSourceConfidence: Float(0)}, 1, 0, ""},
		{"bad min", Thresholds{MinConfidence: Float(math.NaN()), MinSourceConfidence: Float(0.5)}, 0, 0, "minConfidence"},
		{"bad source", Thresholds{MinConfidence: Float(0.5), MinSourceConfidence: Float(-0.0001)}, 0, 0, "minSourceConfidence"},
		{"bad source inf", Thresholds{MinSourceConfidence: Float(math.Inf(1))}, 0, 0, "minSourceConfidence"},
	} {
		min, src, err := tc.th.Resolve()
		if tc.errName != "" {
			var te *ThresholdError
			if !errors.As(err, &te) || te.Name != tc.errName || min != 0 || src != 0 {
				t.Errorf("%s: %v %v %v", tc.name, min, src, err)
			}
			continue
		}
		if err != nil || min != tc.min || src != tc.minSrc {
			t.Errorf("%s: got %v %v %v, want %v %v", tc.name, min, src, err, tc.min, tc.minSrc)
		}
	}
	if DefaultMinConfidence != 0.8 {
		t.Fatal("DefaultMinConfidence changed")
	}
}
