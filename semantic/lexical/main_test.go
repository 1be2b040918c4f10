package lexical

import (
	"os"
	"testing"
)

// TestMain reads every relative date of this package's tests against the
// day the corpora were written (corpus4Clock): "Yesterday" is November
// 30 on whatever day the tests run.
func TestMain(m *testing.M) {
	defaultClock = corpus4Clock
	os.Exit(m.Run())
}
