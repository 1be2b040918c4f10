package demo_test

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/jevtest/jev/demoapp"
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

func TestMain(m *testing.M) {
	code := m.Run()
	if fixSrv != nil {
		fixSrv.Close()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	stack.CloseShared(ctx)
	cancel()
	os.Exit(code)
}
