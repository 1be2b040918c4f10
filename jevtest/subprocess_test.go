package jevtest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/jevtest"
)

// The shared browser is started once per process from the environment, so
// the tests of that path (a broken JEV_CHROMIUM, JEV_BROWSER_WS,
// JEV_CDP_URL) run this test binary again as a helper process with the
// environment set; TestMain dispatches on helperEnv.
const helperEnv = "JEVTEST_HELPER"

// helperResult is what a helper process reports on stdout.
type helperResult struct {
	Fatals []string `json:"fatals"`
	Errors []string `json:"errors"`
	H1     string   `json:"h1"`
	Remote string   `json:"remote"`
}

// runHelper runs one helper mode and prints a helperResult.
//   - "launch-failure": New twice on the shared browser; both must fail.
//   - "page": New on the shared browser, open a loopback page, read its h1.
func runHelper(mode string) int {
	var res helperResult
	switch mode {
	case "launch-failure":
		for range 2 {
			tb := &recordingTB{name: "TestHelper/launch-failure"}
			tb.call(func() { jevtest.New(tb) })
			res.Fatals = append(res.Fatals, tb.fatalMessages()...)
			tb.runCleanups()
		}
	case "page":
		srv := newSite()
		defer srv.Close()
		tb := &recordingTB{name: "TestHelper/page"}
		tb.call(func() {
			s := jevtest.New(tb)
			s.Goto(srv.URL + "/page/remote")
			text, err := s.Page().Locator("h1").TextContent()
			if err != nil {
				tb.Fatalf("h1: %v", err)
			}
			res.H1, res.Remote = text, s.Browser().Remote
		})
		tb.runCleanups()
		res.Fatals, res.Errors = tb.fatalMessages(), tb.errorMessages()
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		if err := stack.CloseShared(ctx); err != nil {
			res.Errors = append(res.Errors, "close shared: "+err.Error())
		}
	default:
		fmt.Fprintf(os.Stderr, "unknown %s=%q\n", helperEnv, mode)
		return 3
	}
	if err := json.NewEncoder(os.Stdout).Encode(res); err != nil {
		return 3
	}
	return 0
}

// runHelperProcess runs this test binary in helper mode with env added and
// decodes its report, within 2 minutes.
func runHelperProcess(t *testing.T, mode string, env ...string) helperResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), helperEnv+"="+mode), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("helper %s: %v\nstdout: %s\nstderr: %s", mode, err, stdout.String(), stderr.String())
	}
	var res helperResult
	if err := json.Unmarshal(stdout.Bytes(), &res); err != nil {
		t.Fatalf("helper %s: bad report %q: %v (stderr: %s)", mode, stdout.String(), err, stderr.String())
	}
	return res
}
