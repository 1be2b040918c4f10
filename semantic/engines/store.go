package engines

import (
	"strings"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/decisions"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/openai"
)

type storeConfig struct {
	path string
	mode decisions.Mode
}

// WithDecisions makes Open wrap the engine with the decision store at path
// in mode (see package decisions), overriding JEV_DECISIONS and
// JEV_DECISIONS_MODE. An empty path disables the store even when
// JEV_DECISIONS is set; an empty mode is decisions.DefaultMode.
func WithDecisions(path string, mode decisions.Mode) Option {
	return func(c *config) { c.decisions = &storeConfig{path: path, mode: mode} }
}

// withStore wraps d with the decision store chosen by WithDecisions, else
// by JEV_DECISIONS / JEV_DECISIONS_MODE; d is returned as is when none is.
func withStore(d semantic.Decider, name string, c config) (semantic.Decider, error) {
	sc := c.decisions
	if sc == nil {
		path := strings.TrimSpace(c.getenv(decisions.EnvPath))
		if path == "" {
			return d, nil
		}
		m, err := decisions.ParseMode(c.getenv(decisions.EnvMode))
		if err != nil {
			return nil, configErr(decisions.EnvMode+": "+err.Error(), err)
		}
		sc = &storeConfig{path: path, mode: m}
	}
	if strings.TrimSpace(sc.path) == "" {
		return d, nil
	}
	s, err := decisions.Wrap(d, sc.path, decisions.WithMode(sc.mode), decisions.WithEngineID(engineID(name, c)))
	if err != nil {
		return nil, configErr("decision store: "+err.Error(), err)
	}
	return s, nil
}

// engineID is the versioned id decisions are keyed on: the embedded
// engine's rules version, the model of an openai engine, the endpoint of a
// jev service, the command line of an exec engine.
func engineID(name string, c config) string {
	switch {
	case name == Lexical:
		return lexical.ModelID
	case name == OpenAI:
		m := c.model
		if m == "" {
			m = strings.TrimSpace(c.getenv(openai.EnvModel))
		}
		return OpenAI + ":" + m
	case name == Jev:
		e := c.endpoint
		if e == "" {
			e = strings.TrimSpace(c.getenv(openai.EnvEndpoint))
		}
		return Jev + ":" + e
	}
	return name
}
