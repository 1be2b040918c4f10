package engines_test

import (
	"errors"
	"testing"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/jevtest/jev/semantic/lexical"
)

// Lazy builds once, retries after a failure, and reports every failure as
// a configuration *semantic.ProviderError with its cause reachable.
func TestLazy(t *testing.T) {
	cause := errors.New("no key")
	calls := 0
	fail := true
	l := &engines.Lazy{Build: func() (semantic.Decider, error) {
		calls++
		if fail {
			return nil, cause
		}
		return lexical.New(), nil
	}}
	_, err := l.Get()
	var pe *semantic.ProviderError
	if !errors.As(err, &pe) || pe.Class != semantic.ClassConfiguration || !errors.Is(err, cause) {
		t.Fatalf("failed build: err = %v, want a configuration *ProviderError wrapping the cause", err)
	}
	fail = false
	d1, err1 := l.Get()
	d2, err2 := l.Get()
	if err1 != nil || err2 != nil || d1 == nil || d1 != d2 || calls != 2 {
		t.Fatalf("after a failure: %v %v, same decider %v, %d builds; want one more build, then the same decider", err1, err2, d1 == d2, calls)
	}

	// A *ProviderError from the constructor is returned as it is.
	own := &semantic.ProviderError{Engine: "openai", Class: semantic.ClassConfiguration, Detail: "JEV_MODEL is not set"}
	if _, err := (&engines.Lazy{Build: func() (semantic.Decider, error) { return nil, own }}).Get(); err != own {
		t.Errorf("err = %v, want the constructor's own *ProviderError", err)
	}
	// A constructor that returns no decider and no error is a
	// configuration error, not a nil decider.
	_, err = (&engines.Lazy{Build: func() (semantic.Decider, error) { return nil, nil }}).Get()
	if !errors.As(err, &pe) || pe.Class != semantic.ClassConfiguration {
		t.Fatalf("nil decider: err = %v", err)
	}
	if got, want := err.Error(), (&semantic.ProviderError{Engine: "decider", Class: semantic.ClassConfiguration, Detail: "the decider constructor returned no decider"}).Error(); got != want {
		t.Errorf("nil decider: %q, want %q", got, want)
	}

	// The cache wraps the built decider; no Build means FromEnv.
	t.Setenv(engines.EnvDecider, "")
	c := semantic.NewCache()
	d, err := (&engines.Lazy{Cache: c}).Get()
	if err != nil || d.Name() != lexical.New().Name() {
		t.Fatalf("default: %v %v, want the embedded engine", d, err)
	}
	t.Setenv(engines.EnvDecider, "no-such-engine")
	if _, err := (&engines.Lazy{}).Get(); err == nil {
		t.Fatal("an unknown JEV_DECIDER built a decider")
	}
}
