package flow_test

import (
	"bytes"
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/flow"
	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/trace"
	"github.com/playwright-community/playwright-go"
)

// A recorded run that stopped — its start page did not open, or a gate
// sent a step to review — ends its trace with a failed end record naming
// the status and the step, and replaying that trace is failed as recorded.
// Without the end record both replayed as passed (the failed goto is a
// skipped action record; the gated step resolved as recorded).
func TestStoppedRunReplaysAsFailed(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + ln.Addr().String()
	ln.Close() // nothing listens: the start page cannot open
	for _, c := range []struct {
		name, base, flow string
		status           flow.Status
		end              string
	}{
		{"start page does not open", closed, "flow: f\nstart: /form\nsteps:\n  - intent: the save button\n    action: click\n", flow.StatusError, "error at step 0 of 1: open " + closed + "/form"},
		{"risky step in review", site(t), "flow: f\nstart: /form\nsteps:\n  - intent: delete account\n    action: click\n", flow.StatusReview, "review at step 1 of 1: "},
	} {
		t.Run(c.name, func(t *testing.T) {
			var buf bytes.Buffer
			res, err := flow.Run(context.Background(), pwtest.NewPage(t), parse(t, c.flow), flow.WithBaseURL(c.base), flow.WithTrace(&buf))
			if err != nil || res.Status != c.status {
				t.Fatalf("Run = %+v, %v; want status %s", res, err, c.status)
			}
			tr, err := trace.Read(bytes.NewReader(buf.Bytes()), "t.jsonl")
			if err != nil {
				t.Fatal(err)
			}
			if end := tr.End(); !end.Failed() || !strings.HasPrefix(end.Error, c.end) {
				t.Fatalf("end record %+v; want failed, %q", end, c.end)
			}
			r, err := replay.New()
			if err != nil {
				t.Fatal(err)
			}
			got, err := r.Replay(context.Background(), pwtest.NewPage(t), tr)
			if err != nil || got.Status != replay.TraceFailedAsRecorded {
				t.Fatalf("replay = %s (%v): %s; want %s", got.Status, err, got.Error, replay.TraceFailedAsRecorded)
			}
		})
	}
}

// A passing run ends its trace with a passed end record.
func TestPassingRunEndsPassed(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	f := parse(t, "flow: f\nstart: /form\nsteps:\n  - expect_semantic:\n      selector: '#billing'\n      expected: Payment failed\n")
	res, err := flow.Run(context.Background(), pwtest.NewPage(t), f, flow.WithBaseURL(site(t)), flow.WithTrace(&buf))
	if err != nil || res.Status != flow.StatusPassed {
		t.Fatalf("Run = %+v, %v", res, err)
	}
	tr, err := trace.Read(bytes.NewReader(buf.Bytes()), "t.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if end := tr.End(); end == nil || end.Failed() || end.Status != trace.RunPassed {
		t.Fatalf("end record %+v; want passed", end)
	}
}

// A run cancelled while a selector assertion waits for its element (Ctrl-C
// in jev run) errs; it is not a failed assertion "shows no visible
// element", which is the verdict only when the step's own time runs out.
// The trace still ends, failed.
func TestCancelledSelectorWaitIsNoVerdict(t *testing.T) {
	t.Parallel()
	f := parse(t, "flow: f\nstart: /form\nsteps:\n  - expect_semantic:\n      selector: '#not-yet'\n      expected: Saved\n")
	ctx, cancel := context.WithCancel(context.Background())
	page := pwtest.NewPage(t)
	page.OnLoad(func(playwright.Page) { time.AfterFunc(500*time.Millisecond, cancel) }) // the step is waiting then
	var buf bytes.Buffer
	res, err := flow.Run(ctx, page, f, flow.WithBaseURL(site(t)), flow.WithTrace(&buf), flow.WithStepTimeout(20*time.Second))
	if err != nil || res.Status != flow.StatusError || len(res.Steps) != 1 || res.Steps[0].Assertions[0].Status != "" ||
		!strings.Contains(res.Reason, `selector "#not-yet" was not read: context canceled`) {
		t.Fatalf("Run = %+v, %v; want an error, no verdict", res, err)
	}
	tr, err := trace.Read(bytes.NewReader(buf.Bytes()), "t.jsonl")
	if err != nil || !tr.End().Failed() {
		t.Fatalf("trace %v, %v; want it ended failed", tr, err)
	}
}
