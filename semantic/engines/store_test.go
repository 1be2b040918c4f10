package engines_test

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/decisions"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/jevtest/jev/semantic/lexical"
)

func envOf(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestOpenWrapsWithTheDecisionStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "d.jsonl")
	d, err := engines.Open("", engines.WithGetenv(envOf(map[string]string{decisions.EnvPath: path, decisions.EnvMode: "replay"})))
	if err != nil {
		t.Fatal(err)
	}
	st, ok := d.(*decisions.Store)
	if !ok {
		t.Fatalf("Open with JEV_DECISIONS = %T, want *decisions.Store", d)
	}
	if st.Mode() != decisions.ModeReplay || st.EngineID() != lexical.ModelID || st.Name() != lexical.EngineName {
		t.Errorf("store mode %s engine id %s name %s", st.Mode(), st.EngineID(), st.Name())
	}
	d, err = engines.Open("openai", engines.WithGetenv(envOf(map[string]string{decisions.EnvPath: path, "JEV_ENDPOINT": "http://127.0.0.1:1", "JEV_MODEL": "m-1"})))
	if err != nil {
		t.Fatal(err)
	}
	if st := d.(*decisions.Store); st.EngineID() != "openai:m-1" || st.Mode() != decisions.ModeAuto {
		t.Errorf("openai store id %s mode %s, want openai:m-1 auto", st.EngineID(), st.Mode())
	}
	d, err = engines.Open("", engines.WithGetenv(envOf(map[string]string{decisions.EnvPath: path})), engines.WithDecisions("", ""))
	if _, ok := d.(*lexical.Engine); !ok || err != nil {
		t.Errorf("WithDecisions(\"\") = %T, %v; want the bare engine", d, err)
	}
}

func TestOpenRejectsABadDecisionsMode(t *testing.T) {
	_, err := engines.Open("", engines.WithGetenv(envOf(map[string]string{decisions.EnvPath: "d.jsonl", decisions.EnvMode: "replayed"})))
	if !errors.Is(err, decisions.ErrInvalidMode) || !errors.Is(err, semantic.ErrConfiguration) {
		t.Fatalf("err = %v, want ErrInvalidMode as a configuration error", err)
	}
}
