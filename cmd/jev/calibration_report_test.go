package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic/lexical"
)

// calSummary is the part of a calibration report's summary that the
// committed report and the README state.
type calSummary struct {
	Cases         int      `json:"cases"`
	Passed        int      `json:"passed"`
	Failed        int      `json:"failed"`
	Inconclusive  int      `json:"inconclusive"`
	FalsePass     int      `json:"false_pass"`
	FalseFail     int      `json:"false_fail"`
	Errors        int      `json:"errors"`
	SourceChecked int      `json:"source_checked"`
	SourceCorrect int      `json:"source_correct"`
	Coverage      float64  `json:"coverage"`
	ECE           float64  `json:"ece"`
	Models        []string `json:"models"`
}

func readCalSummary(t *testing.T, path string) calSummary {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		Summary calSummary `json:"summary"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return r.Summary
}

// The committed calibration report (docs/calibration-report) and the
// README's calibration row are what the fixture corpus gives today with
// the default engine: a change that moves a figure must regenerate them
// (the command is in docs/calibration-report/README.md).
func TestCalibrationReportAndReadmeAreCurrent(t *testing.T) {
	deciderEnv(t)
	root := filepath.Join("..", "..")
	out := filepath.Join(t.TempDir(), "report.json")
	code, _, errOut := runCLI(t, "calibrate", "--json", out, filepath.Join(root, "calibration", "testdata", "fixtures", "*.yaml"))
	if code != 0 {
		t.Fatalf("jev calibrate exited %d:\n%s", code, errOut)
	}
	got := readCalSummary(t, out)
	committed := readCalSummary(t, filepath.Join(root, "docs", "calibration-report", "report.json"))
	if fmt.Sprintf("%+v", round(got)) != fmt.Sprintf("%+v", round(committed)) {
		t.Errorf("docs/calibration-report/report.json is stale:\n committed %+v\n measured  %+v\nregenerate it with the command in docs/calibration-report/README.md", round(committed), round(got))
	}
	if len(got.Models) != 1 || got.Models[0] != lexical.ModelID {
		t.Errorf("models %v, want [%s]", got.Models, lexical.ModelID)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var row string
	for _, l := range strings.Split(string(readme), "\n") {
		if strings.HasPrefix(l, "| the calibration fixture corpus,") {
			row = l
		}
	}
	want := []string{
		fmt.Sprintf("%d cases", got.Cases),
		fmt.Sprintf("| %d | %d passed, %d failed, %d inconclusive (%d with no or an ambiguous source); coverage %.1f %% | %d; ECE %.3f |",
			got.FalsePass, got.Passed, got.Failed, got.Inconclusive, got.Errors, 100*got.Coverage, got.FalseFail, got.ECE),
	}
	for _, w := range want {
		if !strings.Contains(row, w) {
			t.Errorf("the README's calibration row does not say %q:\n%s", w, row)
		}
	}
	doc, err := os.ReadFile(filepath.Join(root, "docs", "calibration-report", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "(engine `"+lexical.ModelID+"`)") {
		t.Errorf("docs/calibration-report/README.md does not name the engine %s", lexical.ModelID)
	}
}

// round keeps the figures a report states (coverage to 0.1 %, ECE to 0.001).
func round(s calSummary) calSummary {
	s.Coverage = float64(int(s.Coverage*1000+0.5)) / 1000
	s.ECE = float64(int(s.ECE*1000+0.5)) / 1000
	return s
}
