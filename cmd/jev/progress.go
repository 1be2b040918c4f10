package main

import (
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
)

// lineProgress prints one line per finished item as it is decided, so a CI
// log shows progress; on a terminal the lines scroll above a bar.
type lineProgress struct {
	mu    sync.Mutex
	w     io.Writer
	what  string
	total int
	done  int
	bar   *progressbar.ProgressBar
}

// newLineProgress reports on w the progress of total items of what
// ("calibrate", "replay"); terminal says whether w is a terminal.
func newLineProgress(w io.Writer, what string, total int, terminal bool) *lineProgress {
	p := &lineProgress{w: w, what: what, total: total}
	if terminal && total > 0 {
		p.bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription(what), progressbar.OptionShowCount(),
			progressbar.OptionSetPredictTime(true), progressbar.OptionClearOnFinish(),
			progressbar.OptionThrottle(100*time.Millisecond))
	}
	return p
}

// item prints "what [done/total] line" for one finished item.
func (p *lineProgress) item(line string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	if p.bar != nil {
		_ = p.bar.Clear()
	}
	fmt.Fprintf(p.w, "%s [%d/%d] %s\n", p.what, p.done, p.total, line)
	if p.bar != nil {
		_ = p.bar.Add(1)
	}
}

// finish removes the bar.
func (p *lineProgress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}
