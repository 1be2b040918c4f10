package demo_test

import (
	"context"
	"sync"
	"testing"

	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/internal/stack"
)

// One browser and one demo app for the package's tests.
var (
	fixOnce sync.Once
	fixB    *stack.Browser
	fixSrv  *demoapp.Server
	fixErr  error
)

func fixture(t *testing.T) (*stack.Browser, *demoapp.Server) {
	t.Helper()
	fixOnce.Do(func() {
		fixSrv, fixErr = demoapp.Start(context.Background())
		if fixErr != nil {
			return
		}
		fixB, fixErr = stack.Shared(context.Background())
	})
	if fixErr != nil {
		t.Fatalf("fixture: %v", fixErr)
	}
	return fixB, fixSrv
}

func TestMain(m *testing.M) { pwtest.Main(m, closeFixture) }

// closeFixture closes the demo app after the tests.
func closeFixture(context.Context) error {
	if fixSrv == nil {
		return nil
	}
	return fixSrv.Close()
}
