package semantic

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestUsageThen(t *testing.T) {
	a := Usage{Requests: 1, Questions: 3, SerialDecisionDepth: 1, InputTokens: 10, OutputTokens: 1, ProviderMs: 40, ObservationMs: 5, Models: []string{"m"}, Model: "m"}
	b := Usage{Requests: 2, Questions: 2, SerialDecisionDepth: 1, InputTokens: 7, OutputTokens: 2, ProviderMs: 30, VerificationMs: 3, Models: []string{"m"}, Model: "m"}
	got := a.Then(b)
	want := Usage{Requests: 3, Questions: 5, SerialDecisionDepth: 2, InputTokens: 17, OutputTokens: 3, ProviderMs: 70, ObservationMs: 5, VerificationMs: 3, Models: []string{"m"}, Model: "m"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Then = %+v\nwant %+v", got, want)
	}
	// The zero usage (a deterministic short-circuit) keeps attribution.
	if got := (Usage{}).Then(a); !reflect.DeepEqual(got, a) {
		t.Fatalf("zero.Then(a) = %+v", got)
	}
	// An incomplete side (questions answered, no model) drops Model.
	incomplete := Usage{Requests: 1, Questions: 1, SerialDecisionDepth: 1, Models: []string{"m"}}
	if got := a.Then(incomplete); got.Model != "" || !reflect.DeepEqual(got.Models, []string{"m"}) {
		t.Fatalf("incomplete: %+v", got)
	}
	// Two models are listed, never collapsed.
	c := Usage{Requests: 1, Questions: 1, SerialDecisionDepth: 1, Models: []string{"a"}, Model: "a"}
	if got := a.Then(c); got.Model != "" || !reflect.DeepEqual(got.Models, []string{"a", "m"}) {
		t.Fatalf("two models: %+v", got)
	}
	// Inputs are not modified.
	if !reflect.DeepEqual(a.Models, []string{"m"}) || !reflect.DeepEqual(c.Models, []string{"a"}) {
		t.Fatal("Then modified its operands")
	}
}

func TestUsageMerge(t *testing.T) {
	a := Usage{Requests: 1, Questions: 3, SerialDecisionDepth: 1, InputTokens: 10, ProviderMs: 40, ObservationMs: 9, Models: []string{"m"}, Model: "m"}
	b := Usage{Requests: 2, Questions: 2, SerialDecisionDepth: 2, InputTokens: 7, ProviderMs: 30, ObservationMs: 12, Models: []string{"m"}, Model: "m"}
	got := a.Merge(b)
	want := Usage{Requests: 3, Questions: 5, SerialDecisionDepth: 2, InputTokens: 17, ProviderMs: 40, ObservationMs: 12, Models: []string{"m"}, Model: "m"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Merge = %+v\nwant %+v", got, want)
	}
}

func TestUsageJSONShape(t *testing.T) {
	b, _ := json.Marshal(Usage{Requests: 1, Questions: 1, SerialDecisionDepth: 1, Models: []string{"m"}, Model: "m"})
	want := `{"requests":1,"questions":1,"serialDecisionDepth":1,"inputTokens":0,"outputTokens":0,"providerMs":0,"observationMs":0,"verificationMs":0,"models":["m"],"model":"m"}`
	if string(b) != want {
		t.Fatalf("%s", b)
	}
}
