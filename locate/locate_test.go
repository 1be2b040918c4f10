package locate

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
)

const appPage = `<h2>Subscription</h2>
<button id=manage onclick="document.title='managed'">Manage plan</button>
<button onclick="document.title='cancelled'">Cancel subscription</button>
<label>Email <input id=email></label>
<label><input id=terms type=checkbox> Accept terms</label>
<label>Country <select id=country><option value=de>Germany</option><option value=fr>France</option></select></label>
<p id=note>Plain text</p>`

var names = map[string]string{
	"The Manage plan control": "Manage plan",
	"Cancel":                  "Cancel subscription",
	"Email field":             "Email",
	"Terms checkbox":          "Accept terms",
	"Country":                 "Country",
}

func TestLocateEmbeddedEngineAndClick(t *testing.T) {
	page := pwtest.Open(t, appPage)
	tg, err := New(page).Locate(pwtest.Context(t), "The Manage plan control")
	if err != nil {
		t.Fatal(err)
	}
	if tg.Role != "button" || tg.Name != "Manage plan" || tg.FP != "button|manage plan" || tg.Frame != 0 || tg.Snapshot == nil || tg.Ref.Snapshot != tg.Snapshot.ID || tg.Evidence.CID != tg.CID {
		t.Errorf("target = %+v", tg)
	}
	if !(tg.Confidence >= 0.8) || tg.Threshold != 0.8 || tg.Decision.Model != lexical.ModelID || tg.Question.Kind != semantic.KindTargetSelection {
		t.Errorf("confidence %v threshold %v decision %+v", tg.Confidence, tg.Threshold, tg.Decision)
	}
	if u := tg.Usage; u.Requests != 1 || u.Questions != 1 || u.SerialDecisionDepth != 1 {
		t.Errorf("usage = %+v", *u)
	}
	if err := Click(pwtest.Context(t), page, tg); err != nil {
		t.Fatal(err)
	}
	if title, _ := page.Title(); title != "managed" {
		t.Errorf("title after click = %q", title)
	}
}

func TestLocateBatchOneObservationOneFrontier(t *testing.T) {
	page := pwtest.Open(t, appPage)
	d := byName(names, 0.9)
	ts, err := New(page, WithDecider(d)).LocateBatch(pwtest.Context(t), []string{"The Manage plan control", "Email field", "Terms checkbox", "Country"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Manage plan", "Email", "Accept terms", "Country"}
	for i, tg := range ts {
		if tg.Name != want[i] || tg.Usage != ts[0].Usage || tg.Snapshot != ts[0].Snapshot || tg.Confidence != 0.9 {
			t.Errorf("target %d = %s %q, shared usage %v snapshot %v", i, tg.CID, tg.Name, tg.Usage == ts[0].Usage, tg.Snapshot == ts[0].Snapshot)
		}
	}
	if reqs := d.Requests(); len(reqs) != 1 || len(reqs[0].Questions) != 4 || len(reqs[0].State.Sources) != 0 {
		t.Errorf("decider requests = %d", len(reqs))
	}
	if u := ts[0].Usage; u.Requests != 1 || u.Questions != 4 || u.SerialDecisionDepth != 1 {
		t.Errorf("usage = %+v", *u)
	}
	// Acting through the refs of one batch.
	if err := Fill(pwtest.Context(t), page, ts[1], "ana@example.com"); err != nil {
		t.Fatal(err)
	}
	if v, err := Value(pwtest.Context(t), page, ts[1]); err != nil || v != "ana@example.com" {
		t.Errorf("value = %q %v", v, err)
	}
	if err := Check(pwtest.Context(t), page, ts[2]); err != nil {
		t.Fatal(err)
	}
	if pwtest.Eval(t, page, `document.getElementById('terms').checked`) != true {
		t.Errorf("terms not checked")
	}
	if err := Uncheck(pwtest.Context(t), page, ts[2]); err != nil || pwtest.Eval(t, page, `document.getElementById('terms').checked`) != false {
		t.Errorf("uncheck: %v", err)
	}
	if got, err := Select(pwtest.Context(t), page, ts[3], "France"); err != nil || len(got) != 1 || got[0] != "fr" {
		t.Errorf("select = %v %v", got, err)
	}
	if s, err := Text(pwtest.Context(t), page, ts[0]); err != nil || s != "Manage plan" {
		t.Errorf("text = %q %v", s, err)
	}
}

func TestLocateFailsClosed(t *testing.T) {
	page := pwtest.Open(t, appPage)
	cases := []struct {
		d    *semantictest.Recorder
		want error
	}{
		{forced(semantic.ChoiceNone, 0.9), ErrNoMatch},
		{forced(semantic.ChoiceAmbiguous, 0.9), ErrAmbiguous},
		{byName(names, 0.7), ErrLowConfidence},
	}
	for _, tc := range cases {
		tg, err := New(page, WithDecider(tc.d)).Locate(pwtest.Context(t), "Cancel")
		var le *LocateError
		if !errors.Is(err, tc.want) || !errors.As(err, &le) || le.Description != "Cancel" || tg.Snapshot != nil {
			t.Errorf("%v: target %+v err %v", tc.want, tg, err)
			continue
		}
		if tc.want == ErrLowConfidence && (le.Target.Name != "Cancel subscription" || le.Confidence != 0.7 || le.Threshold != 0.8 ||
			!strings.Contains(le.Error(), "confidence 0.70 < threshold 0.80")) {
			t.Errorf("low confidence error = %+v", le)
		}
	}
	// A lower threshold accepts the same answer.
	tg, err := New(page, WithDecider(byName(names, 0.7))).Locate(pwtest.Context(t), "Cancel", WithMinConfidence(0.6))
	if err != nil || tg.Name != "Cancel subscription" || tg.Threshold != 0.6 {
		t.Errorf("threshold 0.6: %+v %v", tg, err)
	}
	// In a batch the grounded targets are kept next to the joined errors.
	d := byName(names, 0.9)
	ts, err := New(page, WithDecider(d)).LocateBatch(pwtest.Context(t), []string{"Cancel", "Unknown thing", "Email field"})
	var le *LocateError
	if !errors.Is(err, ErrNoMatch) || !errors.As(err, &le) || le.Index != 1 || ts[0].Name != "Cancel subscription" || ts[1].Snapshot != nil || ts[2].Name != "Email" {
		t.Errorf("batch: %v / %+v", err, ts)
	}
	// Provider errors pass through classified.
	_, err = New(page, WithDecider(semantictest.New().Always(semantictest.Fail(&semantic.ProviderError{Engine: "x", Class: semantic.ClassServer})))).Locate(pwtest.Context(t), "Cancel")
	if !errors.Is(err, semantic.ErrServer) {
		t.Errorf("provider error: %v", err)
	}
}

func TestLocateValidatesBeforeTouchingThePage(t *testing.T) {
	page := pwtest.NewPage(t)
	page.Close()
	built := 0
	l := New(page, WithDeciderFunc(func() (semantic.Decider, error) { built++; return lexical.New(), nil }))
	for _, v := range []float64{math.NaN(), -1, 2, math.Inf(1)} {
		_, err := l.Locate(pwtest.Context(t), "Cancel", WithMinConfidence(v))
		var te *semantic.ThresholdError
		if !errors.As(err, &te) || te.Name != "minConfidence" {
			t.Errorf("threshold %v: %v", v, err)
		}
	}
	if _, err := l.LocateBatch(pwtest.Context(t), []string{"ok", "  "}); !errors.Is(err, ErrInvalidRequest) {
		t.Errorf("empty description: %v", err)
	}
	if ts, err := l.LocateBatch(pwtest.Context(t), nil); ts != nil || err != nil {
		t.Errorf("empty batch: %v %v", ts, err)
	}
	if built != 0 {
		t.Errorf("decider built %d times", built)
	}
	// A page without interactive targets is an explicit no-match, with no question.
	page2 := pwtest.Open(t, `<p>Only text</p>`)
	d := byName(names, 0.9)
	if _, err := New(page2, WithDecider(d)).Locate(pwtest.Context(t), "Cancel"); !errors.Is(err, ErrNoMatch) || len(d.Requests()) != 0 {
		t.Errorf("no targets: %v, %d requests", err, len(d.Requests()))
	}
}

func TestActingRefusesStaleRefs(t *testing.T) {
	cases := []struct {
		name   string
		js     string
		status observe.RefStatus
	}{
		{"detached", `document.getElementById('manage').remove()`, observe.RefDetached},
		{"hidden", `document.getElementById('manage').style.display = 'none'`, observe.RefHidden},
		{"replaced", `const m = document.getElementById('manage'); const n = m.cloneNode(true); n.onclick = () => { document.title = 'retargeted' }; m.replaceWith(n)`, observe.RefReplaced},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			page := pwtest.Open(t, appPage)
			tg, err := New(page, WithDecider(byName(names, 0.9))).Locate(pwtest.Context(t), "The Manage plan control")
			if err != nil {
				t.Fatal(err)
			}
			pwtest.Eval(t, page, tc.js)
			for _, act := range []func() error{
				func() error { return Click(pwtest.Context(t), page, tg) },
				func() error { return Fill(pwtest.Context(t), page, tg, "x") },
				func() error { _, err := Text(pwtest.Context(t), page, tg); return err },
			} {
				err := act()
				var se *observe.StaleRefError
				if !errors.Is(err, observe.ErrStaleRef) || !errors.As(err, &se) || se.Status != tc.status || se.Ref != tg.Ref {
					t.Errorf("err = %v, want stale %s", err, tc.status)
				}
			}
			if title, _ := page.Title(); title != "T" {
				t.Errorf("something was clicked: title %q", title)
			}
		})
	}
	// A target without a snapshot is refused before the page is touched.
	if err := Click(pwtest.Context(t), nil, Target{}); !errors.Is(err, ErrInvalidRequest) {
		t.Errorf("zero target: %v", err)
	}
}
