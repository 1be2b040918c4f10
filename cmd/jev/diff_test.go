package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func diffSite(t *testing.T) string {
	t.Helper()
	bodies := map[string]string{
		"/a":     `<h1>Plans</h1><p>Pro plan</p><button class="cta">Buy</button>`,
		"/same":  `<h1>Plans</h1><p>Pro plan</p><button class="cta">Buy</button>`,
		"/other": `<h1>Plans</h1><p>Team plan</p><button class="cta" style="color:red">Buy</button>`,
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, ok := bodies[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		fmt.Fprint(w, "<!doctype html>"+b)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

func TestDiffExitCodes(t *testing.T) {
	localEnv(t)
	base := diffSite(t)
	code, out, errOut := jev(t, "diff", base+"/a", base+"/same")
	if code != 0 || !strings.HasPrefix(out, "identical:") {
		t.Fatalf("identical: exit %d\n%s%s", code, out, errOut)
	}
	code, out, _ = jev(t, "diff", base+"/a", base+"/other")
	if code != 1 || !strings.Contains(out, `missing p "Pro plan"`) || !strings.Contains(out, `new     p "Team plan"`) {
		t.Fatalf("different: exit %d\n%s", code, out)
	}
	code, out, _ = jev(t, "diff", "--json", "--style-selector", ".cta", base+"/a", base+"/other")
	m := decodeJSON(t, out)
	if code != 1 || m["identical"] != false || m["styleSelector"] != ".cta" {
		t.Fatalf("--json: exit %d %v", code, m)
	}
	styles, _ := m["styles"].([]any)
	found := false
	for _, s := range styles {
		if s.(map[string]any)["property"] == "color" {
			found = true
		}
	}
	if !found {
		t.Errorf("no color style difference in %v", styles)
	}
}

func TestDiffBadInput(t *testing.T) {
	localEnv(t)
	base := diffSite(t)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"diff", "--tolerance", "-1", base + "/a", base + "/same"}, "--tolerance"},
		{[]string{"diff", "--tolerance", "NaN", base + "/a", base + "/same"}, "--tolerance"},
		{[]string{"diff", "--tolerance", "wide", base + "/a", base + "/same"}, "--tolerance"},
		{[]string{"diff", "not a url", base + "/same"}, "URL_A"},
		{[]string{"diff", base + "/a", "/relative"}, "URL_B"},
		{[]string{"diff", base + "/a", base + "/missing"}, "URL_B"},
		{[]string{"diff", "--style-selector", "button[", base + "/a", base + "/same"}, "--style-selector"},
		{[]string{"diff", base + "/a"}, "arg(s)"},
	}
	for _, c := range cases {
		code, _, errOut := jev(t, c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 naming %s", c.args, code, errOut, c.want)
		}
	}
}
