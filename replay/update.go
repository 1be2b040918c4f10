package replay

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/jevtest/jev/trace"
)

// update accepts moved elements and drift (WithUpdate, the golden-file
// idiom): every step that resolved ok or moved and whose candidate set or
// positions differ from the recording gets the current candidates,
// total_on_page, dropped and dom_hash, and its choice, probabilities and
// expected_cid are re-keyed to the current cids (by frame and fingerprint).
// Steps that are changed, ambiguous or errors are never rewritten; they
// stay exactly as recorded. The trace is updated in place and its file is
// rewritten atomically (nothing is written when no step needs it). URLs
// are kept as recorded (a --base-url rewrite is never written).
func (rn *run) update() {
	res := rn.res
	rewritten, kept := 0, 0
	for i := range res.Steps {
		sr := &res.Steps[i]
		seen, ok := rn.seen[i]
		if !ok {
			continue
		}
		if sr.Status.Fails() {
			kept++
			continue
		}
		if !needsUpdate(seen) {
			continue
		}
		acceptStep(seen)
		sr.Updated = true
		rewritten++
	}
	if rewritten > 0 && kept == 0 {
		rn.trace.Header.OrderSpec = trace.Int(rn.r.cfg.resolve.orderSpec)
	}
	note := fmt.Sprintf("rewrote %d step(s) to accept moved elements and drift", rewritten)
	if rewritten == 0 {
		note = "nothing to rewrite"
	}
	if kept > 0 {
		note += fmt.Sprintf("; %d step(s) left as recorded: changed, ambiguous and error steps are never rewritten", kept)
	}
	if rewritten > 0 {
		if err := writeAtomic(rn.trace); err != nil {
			note += "; not written: " + err.Error()
			for i := range res.Steps {
				res.Steps[i].Updated = false
			}
		} else {
			res.Updated = true
		}
	}
	res.UpdateNote = note
}

// needsUpdate reports whether the recorded step differs from what was seen.
func needsUpdate(s seenStep) bool {
	if len(s.step.Candidates) != len(s.current) {
		return true
	}
	for i := range s.current {
		a, b := s.step.Candidates[i], s.current[i]
		if a.CID != b.CID || a.FP != b.FP || a.Frame != b.Frame || a.Rank != b.Rank {
			return true
		}
	}
	return false
}

// acceptStep rewrites s.step to the page seen.
func acceptStep(s seenStep) {
	st := s.step
	// old cid → new cid, by frame and fingerprint when unique on both sides.
	key := func(c trace.Candidate) string { return fmt.Sprintf("%d\x00%s", c.Frame, c.FP) }
	count := func(cs []trace.Candidate) map[string]int {
		m := map[string]int{}
		for _, c := range cs {
			m[key(c)]++
		}
		return m
	}
	oldN, newN := count(st.Candidates), count(s.current)
	newByKey := map[string]string{}
	for _, c := range s.current {
		newByKey[key(c)] = c.CID
	}
	remap := map[string]string{}
	for _, c := range st.Candidates {
		k := key(c)
		if oldN[k] == 1 && newN[k] == 1 {
			remap[c.CID] = newByKey[k]
		}
	}
	if cur := s.res.Current; cur != nil && !st.Decision.NoChoice() {
		remap[st.Decision.Choice] = cur.CID
		st.Decision.Choice = cur.CID
		st.Decision.ChosenFP = cur.FP
		if st.Decision.ChosenName != "" {
			st.Decision.ChosenName = cur.Name
		}
	}
	if len(st.Decision.Probabilities) > 0 {
		p := make(map[string]float64, len(st.Decision.Probabilities))
		for k, v := range st.Decision.Probabilities {
			if n, ok := remap[k]; ok {
				p[n] += v
			} else if k == "none" {
				p[k] += v
			}
		}
		st.Decision.Probabilities = p
	}
	if st.ExpectedCID != "" && st.ExpectedCID != "none" {
		if n, ok := remap[st.ExpectedCID]; ok {
			st.ExpectedCID = n
		}
	}
	// Keep what the recording knew that observation never reads (password
	// values stay absent either way).
	st.Candidates = append([]trace.Candidate(nil), s.current...)
	if s.snap != nil {
		st.TotalOnPage, st.Dropped, st.DOMHash = s.snap.TotalOnPage, s.snap.Dropped, s.snap.DOMHash
	}
}

// writeAtomic rewrites the trace's file through a temporary file in the
// same directory.
func writeAtomic(t *trace.Trace) error {
	if t.Name == "" {
		return fmt.Errorf("the trace has no file")
	}
	fi, err := os.Stat(t.Name)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if _, err := t.WriteTo(&buf); err != nil {
		return err
	}
	// The rewritten trace must read back.
	if _, err := trace.Read(bytes.NewReader(buf.Bytes()), t.Name); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(t.Name), ".jev-update-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(buf.Bytes()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(fi.Mode().Perm()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), t.Name)
}
