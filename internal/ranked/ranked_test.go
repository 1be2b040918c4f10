package ranked

import (
	"reflect"
	"testing"
)

func TestTop(t *testing.T) {
	byID := map[string]string{"a": "A", "b": "B", "c": "C", "d": "D"}
	probs := map[string]float64{"a": 0.2, "b": 0.5, "c": 0.2, "d": 0, "x": 0.9}
	got := Top(probs, byID, 5, func(id, v string, p float64) string { return v })
	if want := []string{"B", "A", "C"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Top = %v, want %v (zero and unknown ids skipped, ties by id)", got, want)
	}
	if got := Top(probs, byID, 2, func(id, v string, p float64) string { return id }); !reflect.DeepEqual(got, []string{"b", "a"}) {
		t.Errorf("Top n=2 = %v, want [b a]", got)
	}
	if got := Top(probs, byID, 0, func(id, v string, p float64) string { return id }); got != nil {
		t.Errorf("Top n=0 = %v, want nil", got)
	}
	if got := Top(nil, byID, 5, func(id, v string, p float64) string { return id }); got != nil {
		t.Errorf("Top of no probabilities = %v, want nil", got)
	}
}
