package realapps_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// reportTotals returns the cells of the committed report's "all <split>"
// row: descriptions, bound right, bound wrong, unbound, errors, decided,
// decided right, false passes, false fails, locates, right, wrong, missed.
func reportTotals(t *testing.T, report, split string) []string {
	t.Helper()
	for _, l := range strings.Split(report, "\n") {
		cells := strings.Split(strings.Trim(l, "| "), " | ")
		if len(cells) == 15 && cells[0] == "all "+split {
			return cells[2:]
		}
	}
	t.Fatalf("the report has no %q totals row", "all "+split)
	return nil
}

// The README's real-app table states the committed report's totals
// (report/realapps.md, rewritten by JEV_REALAPPS_REPORT=1): a run that
// moves a figure must update both. A run that rewrites the report checks
// nothing here (its report is written piece by piece as the suite runs);
// `make test` and CI run without it, so the committed pair is checked.
func TestReadmeStatesTheReportTotals(t *testing.T) {
	if os.Getenv(EnvReport) != "" {
		t.Skipf("%s is set: this run rewrites the report; the README is checked against the committed report in a run without it", EnvReport)
	}
	report, err := os.ReadFile(filepath.Join("report", "realapps.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for split, label := range map[string]string{"dev": "| development (", "heldout": "| held out (", "probe": "| probe ("} {
		c := reportTotals(t, string(report), split)
		want := fmt.Sprintf("| %s / %s of %s | %s (%s) | **%s** | %s / **%s** / %s of %s |", c[1], c[2], c[0], c[5], c[6], c[7], c[10], c[11], c[12], c[9])
		var row string
		for _, l := range strings.Split(string(readme), "\n") {
			if strings.HasPrefix(l, label) {
				row = l
			}
		}
		if !strings.HasSuffix(row, want) {
			t.Errorf("README's %s row is %q, want it to end %q (the report's totals)", split, row, want)
		}
	}
}
