package ginkgo_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/matchers"
	. "github.com/onsi/ginkgo/v2"
	. "github.com/onsi/gomega"
)

// Environment of the subprocess proofs (parallel_test.go).
const (
	// childEnv marks a suite run started by a proof: the proofs do not
	// start themselves again.
	childEnv = "JEV_GINKGO_CHILD"
	// proofDirEnv makes every process write the endpoint it connected to.
	proofDirEnv = "JEV_GINKGO_PROOF_DIR"
	// deliberateEnv adds a spec that fails on purpose (deliberate_test.go).
	deliberateEnv = "JEV_GINKGO_DELIBERATE_FAILURE"
)

func TestGinkgo(t *testing.T) {
	// Parallel with the subprocess proof (parallel_test.go): both mostly
	// wait on browsers.
	t.Parallel()
	RegisterFailHandler(Fail)
	RunSpecs(t, "Northwind account (Ginkgo + jev matchers)")
}

// shared is what process 1 hands to every process.
type shared struct {
	WSEndpoint string `json:"ws"`
	OwnerPID   int    `json:"owner_pid"` // the process that started the browser server
}

var (
	suite   shared
	browser *jevtest.Browser
	demo    *demoapp.Server
)

var _ = SynchronizedBeforeSuite(func(ctx SpecContext) []byte {
	// Process 1 only: one browser server for every process. A fleet given
	// with JEV_BROWSER_WS is used as it is.
	ws := os.Getenv("JEV_BROWSER_WS")
	if ws == "" {
		ws = startBrowserServer(ctx)
	}
	b, err := json.Marshal(shared{WSEndpoint: ws, OwnerPID: os.Getpid()})
	Expect(err).NotTo(HaveOccurred())
	return b
}, func(ctx SpecContext, data []byte) {
	// Every process: connect to the shared browser, serve the demo app.
	Expect(json.Unmarshal(data, &suite)).To(Succeed())
	var err error
	// Timeout 0: stack.DefaultLaunchTimeout.
	browser, err = jevtest.StartBrowser(ctx, jevtest.BrowserConfig{WSEndpoint: suite.WSEndpoint})
	Expect(err).NotTo(HaveOccurred())
	DeferCleanup(func(ctx SpecContext) error { return browser.Close(ctx) }, NodeTimeout(15*time.Second))
	demo, err = demoapp.Start(context.Background())
	Expect(err).NotTo(HaveOccurred())
	DeferCleanup(demo.Close)
	if dir := os.Getenv(proofDirEnv); dir != "" {
		proof, err := json.Marshal(map[string]any{
			"process": GinkgoParallelProcess(), "pid": os.Getpid(),
			"endpoint": browser.Remote, "owner_pid": suite.OwnerPID,
		})
		Expect(err).NotTo(HaveOccurred())
		Expect(os.WriteFile(filepath.Join(dir, fmt.Sprintf("proc-%d.json", GinkgoParallelProcess())), proof, 0o644)).To(Succeed())
	}
}, NodeTimeout(3*time.Minute))

// startBrowserServer runs a Playwright browser server with the local
// Chromium on loopback and returns its ws:// endpoint. It is stopped, with
// its browsers, after every process is done.
func startBrowserServer(ctx context.Context) string {
	srv, err := jevtest.StartBrowserServer(ctx)
	Expect(err).NotTo(HaveOccurred(), "the browser server (run `jev install`)")
	DeferCleanup(srv.Close)
	return srv.WSEndpoint
}

// spec is one spec's browser state: its own context and page on the shared
// browser, and matchers bound to its session.
type spec struct {
	s *jevtest.Session
	m *matchers.Matchers
}

// newSpec gives the running spec a fresh BrowserContext (closed by
// DeferCleanup through GinkgoTB) and matchers bound to its session: they
// assert with the session's engine, record a semantic record per assertion
// in its trace, count against its token budget, and for an assertion that
// does not hold keep an outlined screenshot and the result file in the
// session's results folder, naming both in the failure message.
func newSpec() *spec {
	s := jevtest.New(GinkgoTB(), jevtest.WithBrowser(browser), jevtest.WithViewport(1280, 900), jevtest.WithTimeout(20*time.Second))
	return &spec{s: s, m: matchers.BindSession(s)}
}

// open navigates the spec's page to a demo page in scenario sc.
func (sp *spec) open(path string, sc demoapp.Scenario) {
	sp.s.Goto(demo.PageURL(path, sc))
}
