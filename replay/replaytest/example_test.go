package replaytest_test

import (
	"testing"

	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/replay/replaytest"
)

// appURL is where the application under test runs in this job.
var appURL = "http://127.0.0.1:8080"

// In a _test.go file of your package: one subtest per recorded trace and
// per record inside it, against the app's current address.
func ExampleTest() {
	_ = func(t *testing.T) {
		replaytest.Test(t, "testdata/traces/**/*.jsonl", replay.WithBaseURL(appURL))
	}
}
