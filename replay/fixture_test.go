package replay_test

import (
	"os"
)

// recordedHost is where the testdata traces were recorded; tests replay
// them with WithBaseURL pointing at their own server.
const recordedHost = "http://127.0.0.1:8080"

// shopPages is the app the testdata traces under testdata/traces were
// recorded on (regen_test.go: go test -tags regen -run TestRegenerate): the
// pages of testdata/shop served at /login and /account.
var shopPages = func() map[string]string {
	m := map[string]string{}
	for _, p := range []string{"login", "account"} {
		b, err := os.ReadFile("testdata/shop/" + p + ".html")
		if err != nil {
			panic(err)
		}
		m["/"+p] = string(b)
	}
	return m
}()
