package realapps_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/jevtest/jev/examples/realapps/internal/apps"
	"github.com/jevtest/jev/examples/realapps/internal/tally"
	"github.com/jevtest/jev/jevtest"
)

var (
	// server serves the installed apps on loopback for every test.
	server *apps.Server
	// root is the installed apps directory (it holds node_modules).
	root string
	// results collects every judged check of the suite.
	results tally.Tally
)

// TestMain installs the pinned apps from npm (once per machine; cached),
// serves them on 127.0.0.1 and runs the tests on one shared browser. An
// install that fails stops the run with the npm command and its output.
func TestMain(m *testing.M) {
	dir, err := apps.Install(context.Background())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	root = dir
	srv, err := apps.Serve(dir, mounts()...)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	server = srv
	defer srv.Close()
	jevtest.Main(m)
}

// mounts fills what the npm package of the jQuery TodoMVC leaves out (its
// bower_components directory) with the npm packages its bower.json names,
// and serves the suite's own pages and OpenAPI document (testdata/).
func mounts() []apps.Mount {
	nm := func(p string) string { return filepath.Join(root, "node_modules", p) }
	const jq = "/todomvc/examples/jquery/bower_components/"
	testdata, _ := filepath.Abs("testdata")
	return []apps.Mount{
		{URL: jq + "todomvc-common/", Path: nm("todomvc-common")},
		{URL: jq + "jquery/dist/jquery.js", Path: nm("jquery/dist/jquery.js")},
		{URL: jq + "handlebars/handlebars.js", Path: nm("handlebars/dist/handlebars.js")},
		{URL: jq + "director/build/director.js", Path: nm("director/build/director.js")},
		{URL: "/spec/petstore.json", Path: filepath.Join(testdata, "petstore.json")},
		{URL: "/spec/library.json", Path: filepath.Join(testdata, "library.json")},
		{URL: "/pages/", Path: testdata},
	}
}
