package ginkgo_test

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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
		case childEnv, proofDirEnv, deliberateEnv, "JEV_BROWSER_WS", "JEV_CDP_URL", "JEV_RESULTS_DIR":
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
	results := filepath.Join(dir, "results")
	out, code := runBounded(t, 2*time.Minute, cli,
		[]string{"--procs=2", "--label-filter=smoke || deliberate", "--no-color", "--junit-report=" + xmlPath, bin},
		childEnviron(proofDirEnv+"="+proofs, deliberateEnv+"=1", "JEV_RESULTS_DIR="+results))
	if code == 0 {
		t.Fatalf("the run with a deliberately failing spec passed:\n%s", out)
	}
	if !strings.Contains(out, "Running in parallel across 2 processes") {
		t.Errorf("output does not say it ran across 2 processes:\n%s", out)
	}
	t.Run("parallel processes share one browser", func(t *testing.T) { checkSharedBrowser(t, proofs, out) })
	t.Run("JUnit shows the failure with its evidence", func(t *testing.T) { checkJUnit(t, xmlPath, results, out) })
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

func checkJUnit(t *testing.T, xmlPath, results, out string) {
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
			"failed — COMPARISON: different with confidence 0.95 ≥ threshold 0.80\n",
			`evidence:  "Pro (yearly)"`,
			"freshness: verified",
			"evidence kept in " + results,
		} {
			if !strings.Contains(c.Failure.Message, line) {
				t.Errorf("failure message lacks %q:\n%s", line, c.Failure.Message)
			}
		}
		// The matchers bound to the session name the evidence it kept.
		shot := regexp.MustCompile(`screenshot: (\S+\.png) \(evidence source outlined\)`).FindStringSubmatch(c.Failure.Message)
		rec := regexp.MustCompile(`result:     (\S+\.json)`).FindStringSubmatch(c.Failure.Message)
		if shot == nil || rec == nil {
			t.Fatalf("the failure message names no outlined screenshot and result file:\n%s", c.Failure.Message)
		}
		if !strings.HasPrefix(shot[1], results) || !strings.HasPrefix(rec[1], results) {
			t.Errorf("evidence %s, %s outside the session results folder %s", shot[1], rec[1], results)
		}
		if st, err := os.Stat(shot[1]); err != nil || st.Size() == 0 {
			t.Errorf("screenshot %s: %v", shot[1], err)
		}
		res, err := os.ReadFile(rec[1])
		if err != nil {
			t.Fatalf("results file: %v", err)
		}
		var op struct {
			Op         string `json:"op"`
			Screenshot string `json:"screenshot"`
			Outlined   bool   `json:"outlined"`
			Result     struct {
				Status   string `json:"status"`
				Expected string `json:"expected"`
				Evidence struct {
					Text string `json:"text"`
				} `json:"evidence"`
			} `json:"result"`
		}
		if err := json.Unmarshal(res, &op); err != nil {
			t.Fatalf("results file: %v", err)
		}
		if op.Op != "assert" || op.Result.Expected != "Free plan" || op.Result.Status != "failed" || op.Result.Evidence.Text != "Pro (yearly)" ||
			!op.Outlined || op.Screenshot != filepath.Base(shot[1]) {
			t.Errorf("results file = %s, want the failed assertion on %q with its outlined screenshot %s", res, "Pro (yearly)", filepath.Base(shot[1]))
		}
	}
	if !found {
		t.Fatalf("no deliberately failing case in the report:\n%s", b)
	}
}
