package ginkgo_test

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// childEnviron is the environment of a suite run started by a proof.
func childEnviron(extra ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case childEnv, proofDirEnv, deliberateEnv, "JEV_BROWSER_WS", "JEV_CDP_URL":
			continue
		}
		env = append(env, kv)
	}
	return append(append(env, childEnv+"=1"), extra...)
}

// runBounded runs cmd with a deadline and returns its combined output and
// exit code.
func runBounded(t *testing.T, d time.Duration, name string, args []string, env []string) (string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), d)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = env
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		t.Fatalf("%s %s: no result within %s:\n%s", name, strings.Join(args, " "), d, out)
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return string(out), code
}

// One run of `ginkgo --procs=2` on this very suite (the test binary running
// now, as a precompiled suite), with the smoke specs and one spec that fails
// on purpose. It proves two things:
//
//   - parallel: process 1 starts one browser server and every process
//     connects to that one endpoint;
//   - JUnit: the report shows the failure with the semantic verdict and the
//     evidence paths, and the files are there.
func TestGinkgoCLIParallelRunWithJUnitReport(t *testing.T) {
	if os.Getenv(childEnv) != "" {
		return // a suite process started by this proof: nothing to prove here
	}
	t.Parallel()
	dir := t.TempDir()
	cli := filepath.Join(dir, "ginkgo")
	if out, code := runBounded(t, 3*time.Minute, "go", []string{"build", "-o", cli, "github.com/onsi/ginkgo/v2/ginkgo"}, os.Environ()); code != 0 {
		t.Fatalf("building the ginkgo CLI: exit %d:\n%s", code, out)
	}
	bin := os.Args[0]
	if filepath.Ext(bin) != ".test" {
		t.Fatalf("test binary %q does not end in .test", bin)
	}
	proofs := filepath.Join(dir, "proofs")
	if err := os.Mkdir(proofs, 0o755); err != nil {
		t.Fatal(err)
	}
	xmlPath := filepath.Join(dir, "junit.xml")
	out, code := runBounded(t, 2*time.Minute, cli,
		[]string{"--procs=2", "--label-filter=smoke || deliberate", "--no-color", "--junit-report=" + xmlPath, bin},
		childEnviron(proofDirEnv+"="+proofs, deliberateEnv+"=1"))
	if code == 0 {
		t.Fatalf("the run with a deliberately failing spec passed:\n%s", out)
	}
	if !strings.Contains(out, "Running in parallel across 2 processes") {
		t.Errorf("output does not say it ran across 2 processes:\n%s", out)
	}
	t.Run("parallel processes share one browser", func(t *testing.T) { checkSharedBrowser(t, proofs, out) })
	t.Run("JUnit shows the failure with its evidence", func(t *testing.T) { checkJUnit(t, xmlPath, out) })
}

func checkSharedBrowser(t *testing.T, proofs, out string) {
	type proof struct {
		Process  int    `json:"process"`
		PID      int    `json:"pid"`
		Endpoint string `json:"endpoint"`
		OwnerPID int    `json:"owner_pid"`
	}
	var ps []proof
	for _, n := range []string{"proc-1.json", "proc-2.json"} {
		b, err := os.ReadFile(filepath.Join(proofs, n))
		if err != nil {
			t.Fatalf("process proof: %v\nginkgo output:\n%s", err, out)
		}
		var p proof
		if err := json.Unmarshal(b, &p); err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		ps = append(ps, p)
	}
	if !strings.HasPrefix(ps[0].Endpoint, "ws://127.0.0.1:") || ps[0].Endpoint != ps[1].Endpoint {
		t.Errorf("endpoints %q and %q, want one shared ws://127.0.0.1 endpoint", ps[0].Endpoint, ps[1].Endpoint)
	}
	if ps[0].Process != 1 || ps[1].Process != 2 || ps[0].PID == ps[1].PID {
		t.Errorf("proofs %+v, want processes 1 and 2 with different pids", ps)
	}
	if ps[0].OwnerPID != ps[0].PID || ps[1].OwnerPID != ps[0].PID {
		t.Errorf("proofs %+v, want the browser server started by process 1 for both", ps)
	}
}

// JUnit report structure, as far as this proof reads it.
type junitReport struct {
	Suites []struct {
		Failures int `xml:"failures,attr"`
		Cases    []struct {
			Name    string `xml:"name,attr"`
			Status  string `xml:"status,attr"`
			Failure *struct {
				Message     string `xml:"message,attr"`
				Description string `xml:",chardata"`
			} `xml:"failure"`
			Properties []struct {
				Name  string `xml:"name,attr"`
				Value string `xml:"value,attr"`
			} `xml:"properties>property"`
			SystemErr string `xml:"system-err"`
		} `xml:"testcase"`
	} `xml:"testsuite"`
}

func checkJUnit(t *testing.T, xmlPath, out string) {
	b, err := os.ReadFile(xmlPath)
	if err != nil {
		t.Fatalf("junit report: %v\noutput:\n%s", err, out)
	}
	var rep junitReport
	if err := xml.Unmarshal(b, &rep); err != nil {
		t.Fatalf("junit report: %v", err)
	}
	if len(rep.Suites) != 1 || rep.Suites[0].Failures != 1 {
		t.Fatalf("junit report has %d suites, want 1 with 1 failure:\n%s", len(rep.Suites), b)
	}
	found := false
	for _, c := range rep.Suites[0].Cases {
		if !strings.Contains(c.Name, "deliberately expects the free plan") {
			if c.Status != "skipped" && c.Status != "passed" {
				t.Errorf("case %q: status %s, want skipped or passed", c.Name, c.Status)
			}
			continue
		}
		found = true
		if c.Status != "failed" || c.Failure == nil {
			t.Fatalf("case %q: status %s, failure %v; want failed", c.Name, c.Status, c.Failure)
		}
		for _, line := range []string{
			"to semantically match\n    <string>: Free plan\n",
			"Verdict:    failed: different (semantic), confidence 0.95 ≥ threshold 0.80\n",
			`Evidence:   "Pro (yearly)"`,
			"Freshness:  verified",
		} {
			if !strings.Contains(c.Failure.Message, line) {
				t.Errorf("failure message lacks %q:\n%s", line, c.Failure.Message)
			}
		}
		var ev Evidence
		for _, p := range c.Properties {
			if p.Name == "jev evidence" {
				if err := json.Unmarshal([]byte(p.Value), &ev); err != nil {
					t.Fatalf("jev evidence property %q: %v", p.Value, err)
				}
			}
		}
		if ev.Screenshot == "" || ev.Results == "" {
			t.Fatalf("no jev evidence property with paths: %+v", c.Properties)
		}
		t.Cleanup(func() { os.RemoveAll(filepath.Dir(ev.Screenshot)) })
		if !strings.Contains(c.SystemErr, ev.Screenshot) {
			t.Errorf("the spec's timeline (system-err) does not show the screenshot path %s", ev.Screenshot)
		}
		if st, err := os.Stat(ev.Screenshot); err != nil || st.Size() == 0 {
			t.Errorf("screenshot %s: %v", ev.Screenshot, err)
		}
		res, err := os.ReadFile(ev.Results)
		if err != nil {
			t.Fatalf("results file: %v", err)
		}
		var outcomes []struct {
			Expected string `json:"expected"`
			Result   struct {
				Status   string `json:"status"`
				Evidence struct {
					Text string `json:"text"`
				} `json:"evidence"`
			} `json:"result"`
		}
		if err := json.Unmarshal(res, &outcomes); err != nil {
			t.Fatalf("results file: %v", err)
		}
		if len(outcomes) != 1 || outcomes[0].Expected != "Free plan" || outcomes[0].Result.Status != "failed" || outcomes[0].Result.Evidence.Text != "Pro (yearly)" {
			t.Errorf("results file = %s, want the one failed outcome on %q", res, "Pro (yearly)")
		}
	}
	if !found {
		t.Fatalf("no deliberately failing case in the report:\n%s", b)
	}
}
