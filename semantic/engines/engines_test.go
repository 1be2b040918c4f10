package engines_test

import (
	"context"
	"errors"
	"net"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/jevtest/jev/semantic/jevhttp"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/openai"
	"github.com/jevtest/jev/semantic/process"
)

func env(kv map[string]string) engines.Option {
	return engines.WithGetenv(func(k string) string { return kv[k] })
}

func closedPort(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return "http://" + addr
}

func TestOpenSelectsTheEngine(t *testing.T) {
	dead := closedPort(t) // construction must not touch the network
	cases := []struct {
		name string
		env  map[string]string
		want any
		eng  string
	}{
		{"", nil, &lexical.Engine{}, "lexical"},
		{"", map[string]string{"JEV_DECIDER": "lexical"}, &lexical.Engine{}, "lexical"},
		{"lexical", map[string]string{"JEV_DECIDER": "openai"}, &lexical.Engine{}, "lexical"},
		{"", map[string]string{"JEV_DECIDER": "openai", "JEV_ENDPOINT": dead + "/v1", "JEV_MODEL": "m"}, &openai.Engine{}, "openai"},
		{"openai", map[string]string{"JEV_ENDPOINT": dead + "/v1", "JEV_MODEL": "m"}, &openai.Engine{}, "openai"},
		{"jev", map[string]string{"JEV_ENDPOINT": dead}, &jevhttp.Client{}, "jev"},
		{" jev ", map[string]string{"JEV_ENDPOINT": dead}, &jevhttp.Client{}, "jev"},
		{"exec:/bin/true", nil, &process.Engine{}, "exec"},
		{"", map[string]string{"JEV_DECIDER": "exec:./adapter --mode 'two words'"}, &process.Engine{}, "exec"},
	}
	for _, c := range cases {
		d, err := engines.Open(c.name, env(c.env))
		if err != nil {
			t.Fatalf("Open(%q) with %v: %v", c.name, c.env, err)
		}
		if reflect.TypeOf(d) != reflect.TypeOf(c.want) || d.Name() != c.eng {
			t.Fatalf("Open(%q) with %v = %T %q", c.name, c.env, d, d.Name())
		}
	}
}

func TestOpenConfigurationErrors(t *testing.T) {
	cases := []struct {
		name string
		env  map[string]string
		want string
	}{
		{"gpt", nil, `unknown decider "gpt"; valid values: lexical, openai, jev, exec:<command line>`},
		{"", map[string]string{"JEV_DECIDER": "Lexical"}, `unknown decider "Lexical"`},
		{"openai", nil, "JEV_ENDPOINT"},
		{"openai", map[string]string{"JEV_ENDPOINT": "http://127.0.0.1:1/v1"}, "JEV_MODEL"},
		{"jev", nil, "JEV_ENDPOINT"},
		{"exec:", nil, "exec: needs a command line"},
		{"exec:  ", nil, "exec: needs a command line"},
		{"exec:./a 'b", nil, "unterminated single quote"},
	}
	for _, c := range cases {
		d, err := engines.Open(c.name, env(c.env))
		var pe *semantic.ProviderError
		if d != nil || !errors.Is(err, semantic.ErrConfiguration) || !errors.As(err, &pe) || pe.Class != semantic.ClassConfiguration {
			t.Fatalf("Open(%q) = %v, %v; want a configuration error", c.name, d, err)
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Fatalf("Open(%q): %q does not contain %q", c.name, err, c.want)
		}
	}
}

func TestResolve(t *testing.T) {
	for name, want := range map[string]string{"": "lexical", "openai": "openai", "exec:x y": "exec:x y"} {
		got, err := engines.Resolve(name, env(nil))
		if err != nil || got != want {
			t.Fatalf("Resolve(%q) = %q, %v", name, got, err)
		}
	}
	// Resolve checks the name only: openai without endpoint is fine here.
	if got, err := engines.Resolve("", env(map[string]string{"JEV_DECIDER": "openai"})); err != nil || got != "openai" {
		t.Fatalf("Resolve via env = %q, %v", got, err)
	}
	if _, err := engines.Resolve("nope", env(nil)); !errors.Is(err, semantic.ErrConfiguration) {
		t.Fatalf("Resolve(nope) = %v", err)
	}
}

func TestOptionsOverrideEnvironment(t *testing.T) {
	srv := httptest.NewServer(jevhttp.NewHandler(lexical.New()))
	defer srv.Close()
	d, err := engines.Open("jev", env(map[string]string{"JEV_ENDPOINT": closedPort(t)}), engines.WithEndpoint(srv.URL))
	if err != nil {
		t.Fatal(err)
	}
	q := semantic.NewComparisonQuestion("q", "Enabled", "Auto-renew", "on")
	ds, _, err := semantic.RunFrontier(context.Background(), d, []semantic.Question{q}, semantic.State{})
	if err != nil {
		t.Fatal(err)
	}
	if ds[0].Choice != semantic.ChoiceEquivalent {
		t.Fatalf("decision = %+v", ds[0])
	}
}

func TestExecEngineRunsTheCommandLine(t *testing.T) {
	line := `exec:/bin/sh -c 'cat >/dev/null; printf "%s" "$0"' '{"version":"jev.decision/v1","decisions":[{"question_id":"q","choice":"different","probabilities":{"different":1}}]}'`
	d, err := engines.Open(line, env(nil))
	if err != nil {
		t.Fatal(err)
	}
	q := semantic.NewComparisonQuestion("q", "Free", "", "Pro")
	ds, _, err := semantic.RunFrontier(context.Background(), d, []semantic.Question{q}, semantic.State{})
	if err != nil {
		t.Fatal(err)
	}
	if ds[0].Choice != semantic.ChoiceDifferent {
		t.Fatalf("decision = %+v", ds[0])
	}
}

func TestSplitCommandLineDelegates(t *testing.T) {
	got, err := engines.SplitCommandLine(`./adapter --mode 'two words'`)
	if err != nil || !reflect.DeepEqual(got, []string{"./adapter", "--mode", "two words"}) {
		t.Fatalf("got %q, %v", got, err)
	}
}
