package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/internal/demo"
	"github.com/jevtest/jev/internal/stack"
	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
)

// demoTimeout bounds the example run once the browser is up.
const demoTimeout = 3 * time.Minute

type demoFlags struct {
	headed  bool
	decider string
	report  string
}

func newDemoCmd() *cobra.Command {
	var f demoFlags
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Run jev's example assertions against the Northwind Cloud demo app",
		Long: `demo installs what is missing (the Playwright driver and Chromium, with
visible progress), starts the Northwind Cloud demo app on loopback, runs
jev's example assertions against it in a real browser and prints one row per
assertion: the expectation, the evidence the page showed, the verdict
(passed, failed or inconclusive), the confidence, the provenance
(deterministic or semantic) and the usage, then the totals.

Every example declares the verdict it should get: some pass, some fail on
purpose (a confidently different value), some are inconclusive on purpose
(the page does not settle the claim; inconclusive never passes). ✓ marks an
example that got its declared verdict.

It then writes a self-contained HTML report (evidence screenshots inline) to
--report, or into a new temporary directory, and prints its path.

--decider picks the decision engine (default: JEV_DECIDER, else the embedded
lexical engine); --headed (or JEV_HEADED=1) shows the browser. JEV_BROWSER_WS
or JEV_CDP_URL run it on a remote browser.

Exit codes: 0 every example got its declared verdict; 1 some did not (they
are listed), or the browser could not start (the message names the fix);
2 bad flags.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runDemo(cmd, f)
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&f.headed, "headed", false, "show the browser window (same as JEV_HEADED=1)")
	addDeciderFlag(cmd, &f.decider)
	fl.StringVar(&f.report, "report", "", "write the HTML report to this file (default: report.html in a new temporary directory)")
	return cmd
}

func runDemo(cmd *cobra.Command, f demoFlags) error {
	ctx := cmd.Context()
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()

	// Flags first: nothing is installed or started for a bad flag.
	name, decider, err := openDecider(f.decider)
	if err != nil {
		return err
	}
	if err := checkReportPath(f.report); err != nil {
		return err
	}
	fail := func(err error) error {
		fmt.Fprintln(errOut, err)
		return exitError{code: 1}
	}

	cfg := demoBrowserConfig(ctx, errOut, f.headed)
	server, err := demoapp.Start(ctx)
	if err != nil {
		return fail(fmt.Errorf("jev demo: %w", err))
	}
	defer server.Close()
	b, err := stack.Start(ctx, cfg)
	if err != nil {
		return fail(err)
	}
	defer b.Close(context.WithoutCancel(ctx))
	printDemoHeader(out, server, b, cfg.Headed, name)

	runCtx, cancel := context.WithTimeout(ctx, demoTimeout)
	defer cancel()
	start := time.Now()
	progress := newRunProgress(errOut, len(demo.Examples()))
	outs, err := demo.Run(runCtx, b.Browser, server, demo.WithDecider(decider), demo.WithProgress(progress.done))
	progress.finish()
	if err != nil {
		return fail(fmt.Errorf("jev demo: %w", err))
	}
	totals := demo.Summarize(outs)
	totals.Elapsed = time.Since(start)

	if err := demo.WriteTable(out, outs); err != nil {
		return fail(err)
	}
	fmt.Fprintf(out, "\njev demo: %s\n", totals)
	path, err := writeDemoReport(f.report, demo.Report{
		Decider: name, AppURL: server.URL(), Generated: time.Now(), Outcomes: outs, Totals: totals,
	})
	if err != nil {
		return fail(fmt.Errorf("jev demo: report: %w", err))
	}
	fmt.Fprintf(out, "jev demo: report %s\n", path)
	return undeclaredVerdicts(errOut, totals, outs)
}

// checkReportPath rejects a --report in a missing directory or naming a
// directory (exit 2).
func checkReportPath(path string) error {
	if path == "" {
		return nil
	}
	if dir := filepath.Dir(path); dir != "." {
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			return usageErr("--report %s: directory %s does not exist", path, dir)
		}
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return usageErr("--report %s: is a directory; give a file name such as %s", path, filepath.Join(path, "report.html"))
	}
	return nil
}

// demoBrowserConfig installs what is missing (with progress on errOut) and
// returns the browser configuration: the environment's, headed when asked.
func demoBrowserConfig(ctx context.Context, errOut io.Writer, headed bool) stack.Config {
	cfg := stack.ConfigFromEnv()
	cfg.Headed = cfg.Headed || headed
	cfg.InstallOut = errOut
	if !ensureWithProgress(ctx, errOut) {
		// The install failed and said why on stderr; let Start report
		// the missing piece with its fix, without trying again.
		cfg.SkipInstall = true
	}
	return cfg
}

// printDemoHeader prints the demo's first line: the app, the browser and
// where it runs, and the decider.
func printDemoHeader(out io.Writer, server *demoapp.Server, b *stack.Browser, headed bool, decider string) {
	where := "launched " + b.Paths.Chromium
	if b.Remote != "" {
		where = "connected to " + b.Remote
	}
	mode := "headless"
	if headed {
		mode = "headed"
	}
	fmt.Fprintf(out, "jev demo: %s at %s · browser %s %s (%s) · decider %s\n\n", demoapp.ProductName, server.URL(), b.Browser.Version(), where, mode, cutName(decider))
}

// undeclaredVerdicts lists on errOut the examples that did not get their
// declared verdict and returns exit 1, or nil when every one did.
func undeclaredVerdicts(errOut io.Writer, totals demo.Totals, outs []demo.Outcome) error {
	if totals.AsDeclared == totals.Assertions {
		return nil
	}
	fmt.Fprintf(errOut, "jev demo: %d of %d examples did not get their declared verdict:\n", totals.Assertions-totals.AsDeclared, totals.Assertions)
	for _, o := range outs {
		if o.AsDeclared() {
			continue
		}
		line := fmt.Sprintf("  ✗ %s: got %s, declared %s", o.Example.Name, o.Status(), o.Example.Want)
		if o.Err != nil {
			line += ": " + o.Err.Error()
		}
		fmt.Fprintln(errOut, line)
	}
	return exitError{code: 1}
}

// writeDemoReport writes the HTML report to path, or to report.html in a
// new temporary directory when path is empty, and returns the path written.
func writeDemoReport(path string, r demo.Report) (string, error) {
	if path == "" {
		dir, err := os.MkdirTemp("", "jev-demo-")
		if err != nil {
			return "", err
		}
		path = filepath.Join(dir, "report.html")
	}
	var buf bytes.Buffer
	if err := demo.WriteHTML(&buf, r); err != nil {
		return "", err
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return "", err
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return path, nil
}

// ensureWithProgress installs what is missing from the stack, showing each
// step on w (with a spinner when w is a terminal). It prints nothing when
// nothing is installed, and reports false when the install failed.
func ensureWithProgress(ctx context.Context, w io.Writer) bool {
	if _, err := stack.Ensure(ctx, stack.WithCheckOnly(true)); err == nil {
		return true
	}
	steps := &installLines{w: w}
	if isTerminal(w) {
		steps.bar = progressbar.NewOptions(-1,
			progressbar.OptionSetWriter(w),
			progressbar.OptionSpinnerType(14),
			progressbar.OptionSetDescription("installing"),
			progressbar.OptionSetElapsedTime(true),
			progressbar.OptionClearOnFinish(),
		)
	}
	_, err := stack.Ensure(ctx, stack.WithOut(steps))
	if steps.bar != nil {
		_ = steps.bar.Finish()
	}
	if err != nil {
		return false
	}
	if steps.started {
		fmt.Fprintln(w, "jev demo: stack ready")
	}
	return true
}

// installHeading is printed once, as soon as the demo knows it must install.
const installHeading = "jev demo: installing what is missing of the browser stack (once per machine; it can take a few minutes)"

// installLines prints each complete line of the install steps, after a
// heading on the first one; with a spinner, above it, and shows the line as
// the spinner's description.
type installLines struct {
	mu      sync.Mutex
	w       io.Writer
	bar     *progressbar.ProgressBar
	part    []byte
	started bool
}

func (b *installLines) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.part = append(b.part, p...)
	for {
		i := bytes.IndexByte(b.part, '\n')
		if i < 0 {
			break
		}
		line := strings.TrimRight(string(b.part[:i]), "\r ")
		b.part = b.part[i+1:]
		if strings.TrimSpace(line) == "" {
			continue
		}
		if b.bar != nil {
			_ = b.bar.Clear()
		}
		if !b.started {
			b.started = true
			fmt.Fprintln(b.w, installHeading)
		}
		fmt.Fprintln(b.w, line)
		if b.bar != nil {
			b.bar.Describe(cutName(strings.TrimSpace(line)))
		}
	}
	return len(p), nil
}

// runProgress shows a bar of finished examples on a terminal, and nothing
// otherwise.
type runProgress struct {
	bar *progressbar.ProgressBar
}

func newRunProgress(w io.Writer, n int) *runProgress {
	if !isTerminal(w) {
		return &runProgress{}
	}
	return &runProgress{bar: progressbar.NewOptions(n,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("running example assertions"),
		progressbar.OptionShowCount(),
		progressbar.OptionClearOnFinish(),
	)}
}

func (p *runProgress) done(_ int, o demo.Outcome) {
	if p.bar != nil {
		p.bar.Describe(o.Mark() + " " + o.Example.Name)
		_ = p.bar.Add(1)
	}
}

func (p *runProgress) finish() {
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}

// cutName shortens long names (an exec: command line, an install line) for
// one-line display.
func cutName(s string) string {
	if r := []rune(s); len(r) > 60 {
		return string(r[:59]) + "…"
	}
	return s
}
