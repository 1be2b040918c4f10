package engines

import (
	"errors"
	"sync"

	"github.com/jevtest/jev/semantic"
)

// Lazy is the default-engine rule of every entry point (compare, locate,
// calibration), written once: the decider is built on first use by Build
// when set (an explicit WithDecider or WithDeciderFunc), else by
// FromEnv (JEV_DECIDER, else the embedded engine), and wrapped by Cache
// when set. A batch settled without a question never builds it.
//
// A failed construction is returned as a *semantic.ProviderError of class
// configuration (an error that already is one is returned as it is; the
// cause stays reachable with errors.Is/As), and the next Get tries again.
// Get is safe for concurrent use; a Lazy must not be copied after first
// use.
type Lazy struct {
	Build func() (semantic.Decider, error)
	Cache *semantic.Cache

	mu sync.Mutex
	d  semantic.Decider
}

// Get returns the decider, building it on the first call that succeeds.
func (l *Lazy) Get() (semantic.Decider, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.d != nil {
		return l.d, nil
	}
	build := l.Build
	if build == nil {
		build = func() (semantic.Decider, error) { return FromEnv() }
	}
	d, err := build()
	if err != nil {
		var pe *semantic.ProviderError
		if errors.As(err, &pe) {
			return nil, err
		}
		return nil, &semantic.ProviderError{Engine: "decider", Class: semantic.ClassConfiguration, Detail: "constructing the decider failed", Err: err}
	}
	if d == nil {
		return nil, &semantic.ProviderError{Engine: "decider", Class: semantic.ClassConfiguration, Detail: "the decider constructor returned no decider"}
	}
	if l.Cache != nil {
		d = l.Cache.Wrap(d)
	}
	l.d = d
	return d, nil
}
