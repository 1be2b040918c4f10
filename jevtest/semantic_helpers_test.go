package jevtest_test

import (
	"encoding/json"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

// script says how a scripted decider answers: a source-selection question
// picks the text source whose text is sourceText with probability sourceP
// (the rest on none), a target-selection question the target named
// targetName with probability 1, and a comparison question answers
// cmpChoice with probability cmpP (the rest on the opposite verdict).
// Every request reports usage.
type script struct {
	sourceText string
	sourceP    float64
	unbound    string // a description answered "none"
	targetName string
	cmpChoice  string
	cmpP       float64
	usage      semantic.TokenUsage
}

// decider is the script as a semantictest decider, every request recorded.
func (sc script) decider() *semantictest.Recorder {
	other := semantic.ChoiceDifferent
	if sc.cmpChoice == semantic.ChoiceDifferent {
		other = semantic.ChoiceEquivalent
	}
	none := semantictest.Fixed(map[string]float64{semantic.ChoiceNone: 1})
	d := semantictest.New(semantictest.WithUsage(sc.usage), semantictest.WithModel(""))
	if sc.unbound != "" {
		d.On(semantictest.Data("description", sc.unbound), none)
	}
	d.OnKind(semantic.KindSourceSelection, semantictest.RestOn(semantic.ChoiceNone,
		semantictest.ChooseSource(func(s semantic.Source) bool { return s.Text == sc.sourceText }, sc.sourceP)))
	d.OnKind(semantic.KindTargetSelection, semantictest.ChooseTarget(func(t semantic.Target) bool { return t.Name == sc.targetName }, 1))
	d.OnKind(semantic.KindComparison, semantictest.RestOn(other, semantictest.Choose(sc.cmpChoice, sc.cmpP)))
	return semantictest.Record(d)
}

// noEngine is a decider that fails every question it is asked: a replay
// answered from the record never asks it, a step that needs an engine fails.
func noEngine() semantic.Decider {
	return semantictest.New(semantictest.WithName("failing")).
		Always(semantictest.Fail(errors.New("failing decider: must not be called")))
}

// pages serves the semantic tests' pages.
var pages = map[string]string{
	"/plan": `<!doctype html><title>Account</title>
<h1>Account</h1>
<dl><dt>Current plan</dt><dd id="plan">Pro (yearly)</dd>
<dt>Billing status</dt><dd id="billing">Payment failed</dd>
<dt>Renewal</dt><dd id="renewal">Renews on 2026-01-01</dd></dl>
<p class="dup">one</p><p class="dup">two</p>
<a href="/manage">Manage plan</a>`,
	"/manage": `<!doctype html><title>Manage</title>
<h1>Manage plan</h1>
<dl><dt>Status</dt><dd id="status">Active</dd></dl>`,
	"/login": `<!doctype html><title>Login</title>
<h1>Sign in</h1>
<form><label for="user">Username</label><input id="user" type="text" value="ada">
<label for="pw">Password</label><input id="pw" type="password">
<p id="hint">Use your work account</p></form>`,
	"/tall": `<!doctype html><title>Tall</title>
<h1>Report</h1><div style="height:1600px"></div>
<dl><dt>Billing status</dt><dd id="billing">Payment failed</dd></dl>`,
}

func newSemanticSite(t testing.TB) *httptest.Server { return pwtest.Serve(t, pages).Server() }

// requestsJSON is every request rec passed on, encoded, one a line.
func requestsJSON(rec *semantictest.Recorder) string {
	var lines []string
	for _, c := range rec.Calls() {
		b, _ := json.Marshal(c.Request)
		lines = append(lines, string(b))
	}
	return strings.Join(lines, "\n")
}
