package tally

import (
	"fmt"
	"sort"
	"strings"
)

// Replay is what replaying one app's recorded scenario found: on the
// unchanged app, with one control renamed, and with the counter's text
// changed.
type Replay struct {
	App   string `json:"app"`
	Split string `json:"split"`
	// Records is the number of records the recorded run wrote; Acts the
	// acts of the scenario and ActsTraced how many went through jevtest on
	// a located target (the others used the test's selector and are not in
	// the trace).
	Records    int `json:"records"`
	Acts       int `json:"acts"`
	ActsTraced int `json:"actsTraced"`

	Unchanged Variant `json:"unchanged"`
	Renamed   Variant `json:"renamed"`
	Counter   Variant `json:"counter"`
}

// Variant is the replay of the trace against one version of the app.
type Variant struct {
	// Status is the trace status: passed, failed or error.
	Status string `json:"status"`
	// Counts are the record statuses (ok, moved, changed, ...).
	Counts map[string]int `json:"counts"`
	// Dependent is the number of records that depend on the change (0 for
	// the unchanged app); Caught how many of them replayed as neither ok
	// nor moved nor skipped; Collateral how many other records did.
	Dependent  int `json:"dependent"`
	Caught     int `json:"caught"`
	Collateral int `json:"collateral"`
	// FalsePass: the changed app replayed as passed although a record
	// depended on the change, or a dependent record replayed ok.
	FalsePass bool   `json:"falsePass"`
	Error     string `json:"error,omitempty"`
}

// AddReplay records one app's replay figures.
func (t *Tally) AddReplay(r Replay) {
	t.mu.Lock()
	t.replays = append(t.replays, r)
	t.mu.Unlock()
}

// Replays returns the replay figures sorted by split and app.
func (t *Tally) Replays() []Replay {
	t.mu.Lock()
	out := append([]Replay(nil), t.replays...)
	t.mu.Unlock()
	sort.Slice(out, func(i, j int) bool {
		if out[i].Split != out[j].Split {
			return out[i].Split < out[j].Split
		}
		return out[i].App < out[j].App
	})
	return out
}

func (v Variant) counts() string {
	keys := make([]string, 0, len(v.Counts))
	for k := range v.Counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, v.Counts[k]))
	}
	return strings.Join(parts, ", ")
}

func (v Variant) caught() string {
	return fmt.Sprintf("%d/%d (+%d other)", v.Caught, v.Dependent, v.Collateral)
}

// ReplayMarkdown renders the replay figures as a table; empty when there
// are none.
func ReplayMarkdown(rs []Replay) string {
	if len(rs) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("\n## Record and replay (`replay --execute`)\n\n")
	b.WriteString("| app | split | records | acts traced | unchanged | unchanged records | renamed control | caught at its records | counter text | caught at its records |\n")
	b.WriteString("| --- | --- | ---: | ---: | --- | --- | --- | --- | --- | --- |\n")
	for _, r := range rs {
		fmt.Fprintf(&b, "| %s | %s | %d | %d/%d | %s | %s | %s | %s | %s | %s |\n", r.App, r.Split, r.Records, r.ActsTraced, r.Acts,
			r.Unchanged.Status, r.Unchanged.counts(), r.Renamed.Status, r.Renamed.caught(), r.Counter.Status, r.Counter.caught())
	}
	return b.String()
}

// ReplaySummary is one line per app, for t.Log.
func (t *Tally) ReplaySummary() string {
	var b strings.Builder
	for _, r := range t.Replays() {
		fmt.Fprintf(&b, "%-12s %-7s records %2d, acts traced %d/%d | unchanged %s (%s) | renamed %s, caught %s | counter %s, caught %s\n",
			r.App, r.Split, r.Records, r.ActsTraced, r.Acts, r.Unchanged.Status, r.Unchanged.counts(),
			r.Renamed.Status, r.Renamed.caught(), r.Counter.Status, r.Counter.caught())
	}
	return b.String()
}
