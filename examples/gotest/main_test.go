package gotest_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/jevtest"
)

// northwind is the demo app every test in this package talks to. Like any
// application under test it is started once, before the tests, on loopback.
var northwind *demoapp.Server

func TestMain(m *testing.M) {
	srv, err := demoapp.Start(context.Background())
	if err != nil {
		fmt.Fprintln(os.Stderr, "starting the demo app:", err)
		os.Exit(1)
	}
	northwind = srv
	// jevtest.Main runs the tests, then closes the browser they shared.
	jevtest.Main(m)
}

// open gives the test its own browser context and page (jevtest.New, with
// opts) and navigates to a page of the app in a scenario. Everything is closed when
// the test ends.
func open(t testing.TB, path string, sc demoapp.Scenario, opts ...jevtest.Option) *jevtest.Session {
	t.Helper()
	s := jevtest.New(t, opts...)
	s.Goto(northwind.PageURL(path, sc))
	return s
}

// scenario is the default scenario (Pro yearly, paid, auto-renew on)
// changed by f.
func scenario(f func(*demoapp.Scenario)) demoapp.Scenario {
	sc := demoapp.DefaultScenario()
	if f != nil {
		f(&sc)
	}
	return sc
}
