package main

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
)

// plural is "1 request", "2 requests", "0 requests".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

// usageLine renders a usage aggregate on one line: "1 request, 2
// questions, depth 1, 120+8 tokens, provider 35 ms".
func usageLine(u semantic.Usage) string {
	return fmt.Sprintf("%s, %s, depth %d, %d+%d tokens, provider %d ms",
		plural(u.Requests, "request"), plural(u.Questions, "question"), u.SerialDecisionDepth,
		u.InputTokens, u.OutputTokens, u.ProviderMs)
}

// optFloat is a float flag with no default of its own (its help shows
// none): Changed tells whether it was given.
type optFloat struct {
	v   *float64
	set bool
}

func newOptFloat(p *float64) *optFloat { return &optFloat{v: p} }

func (f *optFloat) String() string {
	if f == nil || !f.set {
		return ""
	}
	return strconv.FormatFloat(*f.v, 'g', -1, 64)
}

func (f *optFloat) Set(s string) error {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return err
	}
	*f.v, f.set = unsignedZero(v), true
	return nil
}

func (f *optFloat) Type() string { return "float" }

// openDecider resolves the --decider flag (else JEV_DECIDER, else lexical)
// and opens the engine; a bad name or configuration is a usage error that
// names its source once, without the provider error's classification
// prefix.
func openDecider(flag string) (string, semantic.Decider, error) {
	name, err := resolveDecider(flag)
	if err != nil {
		return "", nil, err
	}
	d, err := engines.Open(name)
	if err != nil {
		var pe *semantic.ProviderError
		if errors.As(err, &pe) && pe.Detail != "" {
			return "", nil, usageErr("--decider %s: %s", name, pe.Detail)
		}
		return "", nil, usageErr("--decider %s: %v", name, err)
	}
	return name, d, nil
}
