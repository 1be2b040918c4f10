package lexical

import (
	"os"
	"testing"
)

// TestDevFigures logs the development part's figures at 0.8 (false
// passes, decisive share, false fails, ECE) without pinning them; it runs
// only with JEV_DEVFIGURES set and never reads the held-out part.
func TestDevFigures(t *testing.T) {
	if os.Getenv("JEV_DEVFIGURES") == "" {
		t.Skip("set JEV_DEVFIGURES=1")
	}
	r := runCorpus(t, New(WithClock(corpus4Clock)), readCorpus4(t, "dev"), 0.8, false)
	t.Logf("dev: %d pairs, %d false passes, %.3f decisive, %d false fails, ECE %.4f", r.pairs, r.falsePass, r.decisive(), r.falseFail, r.ece())
}
